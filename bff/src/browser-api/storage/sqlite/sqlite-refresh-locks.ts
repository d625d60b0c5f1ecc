// Refresh leases in the BFF's SQLite file (table bff_refresh_locks, migrations.ts).
import type { Database } from '../../../db/database';
import type { RefreshLockStorage } from '../refresh-lock-storage';

export class SqliteRefreshLocks implements RefreshLockStorage {
  constructor(private readonly db: Database) {}

  async tryAcquire(key: string, owner: string, until: Date, now: Date): Promise<boolean> {
    // One statement: insert a free lease, or take over one that expired or is already ours; else change nothing.
    const { changes } = this.db
      .prepare(
        `INSERT INTO bff_refresh_locks (lock_key, owner, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (lock_key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
         WHERE bff_refresh_locks.expires_at <= ? OR bff_refresh_locks.owner = excluded.owner`,
      )
      .run(key, owner, until.toISOString(), now.toISOString());
    return changes === 1;
  }

  async release(key: string, owner: string): Promise<void> {
    this.db.prepare('DELETE FROM bff_refresh_locks WHERE lock_key = ? AND owner = ?').run(key, owner);
  }
}
