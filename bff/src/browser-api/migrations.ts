// Schema of the BFF (the part a partner deploys): what its SQLite storage keeps (storage/sqlite/). Append new
// versions only.
import type { Migration } from '../db/database';

export const bffMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions',
    sql: `
      CREATE TABLE bff_sessions (
        id_hash TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX bff_sessions_expires ON bff_sessions (expires_at);
    `,
  },
  {
    version: 2,
    name: 'widget session tokens used',
    // A trusted widget session token opens one session only: its id is kept here until it would expire anyway.
    sql: `
      CREATE TABLE bff_used_widget_tokens (
        token_id TEXT PRIMARY KEY,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'refresh locks and rate windows',
    // Refresh leases: one refresh of a session at a time, whichever instance runs it. Rate windows: budgets counted
    // for all instances together (the payment pages' merchant polls).
    sql: `
      CREATE TABLE bff_refresh_locks (
        lock_key TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE bff_rate_windows (
        bucket TEXT PRIMARY KEY,
        window_start_ms INTEGER NOT NULL,
        count INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'terms acceptances',
    // The partner terms each trader accepted at sign-up (TERMS_URL): the Trade API keeps no record of them.
    sql: `
      CREATE TABLE bff_terms_acceptances (
        trader_id INTEGER NOT NULL,
        terms_url TEXT NOT NULL,
        accepted_at TEXT NOT NULL,
        PRIMARY KEY (trader_id, terms_url)
      );
    `,
  },
];
