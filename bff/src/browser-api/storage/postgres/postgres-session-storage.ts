// Sessions in PostgreSQL (table bff_sessions, postgres-migrations.ts); every change is one statement, so it is
// committed before the call resolves and seen by the very next read on any instance.
import type pg from 'pg';
import type { SessionRecord, SessionStorage } from '../session-storage';

export class PostgresSessionStorage implements SessionStorage {
  constructor(private readonly pool: pg.Pool) {}

  async insert(record: SessionRecord, replacing?: string): Promise<void> {
    const values = [record.idHash, record.createdAt, record.expiresAt, record.sealed];
    if (replacing === undefined) {
      await this.pool.query(
        'INSERT INTO bff_sessions (id_hash, created_at, expires_at, data) VALUES ($1, $2, $3, $4)',
        values,
      );
      return;
    }
    // One statement is one transaction: a taken new id fails the insert and with it the delete.
    await this.pool.query(
      `WITH moved AS (DELETE FROM bff_sessions WHERE id_hash = $5)
       INSERT INTO bff_sessions (id_hash, created_at, expires_at, data) VALUES ($1, $2, $3, $4)`,
      [...values, replacing],
    );
  }

  async find(idHash: string): Promise<{ sealed: string; expiresAt: Date } | undefined> {
    const { rows } = await this.pool.query<{ expires_at: Date; data: string }>(
      'SELECT expires_at, data FROM bff_sessions WHERE id_hash = $1',
      [idHash],
    );
    const row = rows[0];
    return row && { sealed: row.data, expiresAt: row.expires_at };
  }

  async update(idHash: string, sealed: string, expiresAt: Date): Promise<void> {
    await this.pool.query('UPDATE bff_sessions SET data = $1, expires_at = $2 WHERE id_hash = $3', [
      sealed,
      expiresAt,
      idHash,
    ]);
  }

  async delete(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM bff_sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteExpired(now: Date): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM bff_sessions WHERE expires_at <= $1', [now]);
    return rowCount ?? 0;
  }
}
