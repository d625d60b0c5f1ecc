// Sessions in the BFF's SQLite file (table bff_sessions, migrations.ts). Methods are async though SQLite answers at
// once, so a failure (a taken id) reaches the caller as a rejection, as it would from a network database.
import type { Database } from '../../../db/database';
import type { SessionRecord, SessionStorage } from '../session-storage';

export class SqliteSessionStorage implements SessionStorage {
  constructor(private readonly db: Database) {}

  async insert(record: SessionRecord, replacing?: string): Promise<void> {
    this.db.transaction(() => {
      if (replacing !== undefined) this.db.prepare('DELETE FROM bff_sessions WHERE id_hash = ?').run(replacing);
      this.db
        .prepare('INSERT INTO bff_sessions (id_hash, created_at, expires_at, data) VALUES (?, ?, ?, ?)')
        .run(record.idHash, record.createdAt.toISOString(), record.expiresAt.toISOString(), record.sealed);
    })();
  }

  async find(idHash: string): Promise<{ sealed: string; expiresAt: Date } | undefined> {
    const row = this.db.prepare('SELECT expires_at, data FROM bff_sessions WHERE id_hash = ?').get(idHash) as
      { expires_at: string; data: string } | undefined;
    return row && { sealed: row.data, expiresAt: new Date(row.expires_at) };
  }

  async update(idHash: string, sealed: string, expiresAt: Date): Promise<void> {
    this.db
      .prepare('UPDATE bff_sessions SET data = ?, expires_at = ? WHERE id_hash = ?')
      .run(sealed, expiresAt.toISOString(), idHash);
  }

  async delete(idHash: string): Promise<void> {
    this.db.prepare('DELETE FROM bff_sessions WHERE id_hash = ?').run(idHash);
  }

  async deleteExpired(now: Date): Promise<number> {
    const { changes } = this.db.prepare('DELETE FROM bff_sessions WHERE expires_at <= ?').run(now.toISOString());
    return changes;
  }
}
