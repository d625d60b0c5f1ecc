// Refresh leases in PostgreSQL (table bff_refresh_locks, postgres-migrations.ts).
import type pg from 'pg';
import type { RefreshLockStorage } from '../refresh-lock-storage';

export class PostgresRefreshLocks implements RefreshLockStorage {
  constructor(private readonly pool: pg.Pool) {}

  async tryAcquire(key: string, owner: string, until: Date, now: Date): Promise<boolean> {
    // One upsert: a racing insert of the same key waits for the other's commit and then meets the WHERE, so of
    // many owners at once exactly one gets a free lease.
    const { rowCount } = await this.pool.query(
      `INSERT INTO bff_refresh_locks (lock_key, owner, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (lock_key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE bff_refresh_locks.expires_at <= $4 OR bff_refresh_locks.owner = excluded.owner`,
      [key, owner, until, now],
    );
    return rowCount === 1;
  }

  async release(key: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM bff_refresh_locks WHERE lock_key = $1 AND owner = $2', [key, owner]);
  }
}
