// Small key/value facts the sandbox keeps across restarts (which partner and merchant are the sandbox's own,
// how far the clock has been moved).
import type { Database } from '../../db/database';

export function readSandboxState(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM sandbox_state WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeSandboxState(db: Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO sandbox_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
