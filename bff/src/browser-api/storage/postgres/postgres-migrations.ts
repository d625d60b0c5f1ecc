// Schema of the BFF's PostgreSQL storage, its own list beside the SQLite one (../../migrations.ts), and how it is
// applied: at start-up, under an advisory lock, so instances starting together on an empty database take turns.
import type pg from 'pg';
import { pendingMigrations, type Migration } from '../../../db/database';

/** Append new versions only. */
export const postgresBffMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions',
    sql: `
      CREATE TABLE bff_sessions (
        id_hash TEXT PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX bff_sessions_expires ON bff_sessions (expires_at);
    `,
  },
  {
    version: 2,
    name: 'widget session tokens used',
    sql: `
      CREATE TABLE bff_used_widget_tokens (
        token_id TEXT PRIMARY KEY,
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX bff_used_widget_tokens_expires ON bff_used_widget_tokens (expires_at);
    `,
  },
  {
    version: 3,
    name: 'refresh locks and rate windows',
    sql: `
      CREATE TABLE bff_refresh_locks (
        lock_key TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE bff_rate_windows (
        bucket TEXT PRIMARY KEY,
        window_start_ms BIGINT NOT NULL,
        count INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'terms acceptances',
    sql: `
      CREATE TABLE bff_terms_acceptances (
        trader_id BIGINT NOT NULL,
        terms_url TEXT NOT NULL,
        accepted_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (trader_id, terms_url)
      );
    `,
  },
];

/**
 * Applies the migrations not applied yet, each in its own transaction, in version order, in the first schema of
 * the connection's search path; the versions applied now. Refuses ({@link DatabaseTooNewError}) a newer schema.
 */
export async function migratePostgres(
  pool: pg.Pool,
  migrations: readonly Migration[] = postgresBffMigrations,
): Promise<number[]> {
  const client = await pool.connect();
  // A session lock, keyed by the schema: instances on one schema wait for each other, other schemas do not.
  const lockKey = "hashtext('tradekit bff migrations ' || current_schema())";
  try {
    await client.query(`SELECT pg_advisory_lock(${lockKey})`);
    try {
      // Inside the lock: concurrent CREATE TABLE IF NOT EXISTS can still collide in the catalog.
      await client.query(`CREATE TABLE IF NOT EXISTS bff_schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number }>('SELECT version FROM bff_schema_migrations');
      const pending = pendingMigrations('BFF', migrations, new Set(rows.map((row) => row.version)));
      const done: number[] = [];
      for (const m of pending) {
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO bff_schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        done.push(m.version);
      }
      return done;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lockKey})`);
    }
  } finally {
    client.release();
  }
}
