// Schema of the sandbox emulator (Trade API, Merchant API v3, sandbox tools). Append new versions; never edit
// one that has shipped. Money columns are integers in minor units (satoshi, cents).
import { migrate, type Database, type Migration } from '../db/database';
import { merchantMigrations } from './merchant/migrations';
import { tradeMigrations } from './trade/migrations';

export const emulatorMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sandbox partners, merchants and state',
    sql: `
      CREATE TABLE sandbox_state (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE partners (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        public_key_pem TEXT NOT NULL,
        trusted INTEGER NOT NULL DEFAULT 0 CHECK (trusted IN (0, 1)),
        kyc_agreement INTEGER NOT NULL DEFAULT 0 CHECK (kyc_agreement IN (0, 1)),
        webhook_url TEXT,
        webhook_secret TEXT,
        allowed_origins TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE TABLE merchants (
        id INTEGER PRIMARY KEY,
        api_key TEXT NOT NULL UNIQUE,
        api_secret TEXT NOT NULL,
        ipn_secret TEXT NOT NULL,
        fiat_currency TEXT NOT NULL,
        fiat_balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (fiat_balance_minor >= 0),
        btc_balance_sat INTEGER NOT NULL DEFAULT 0 CHECK (btc_balance_sat >= 0),
        buy_orders_approved INTEGER NOT NULL DEFAULT 0 CHECK (buy_orders_approved IN (0, 1)),
        callback_url TEXT,
        callback_email TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'sandbox mailbox',
    sql: `
      CREATE TABLE mailbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        create_time TEXT NOT NULL
      );
      CREATE INDEX mailbox_to ON mailbox (to_address, id);
    `,
  },
  {
    version: 3,
    name: 'outbox of signed HTTP deliveries (merchant callbacks, partner webhooks)',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        url TEXT NOT NULL,
        headers TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        lease_until TEXT,
        created_at TEXT NOT NULL,
        delivered_at TEXT,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      CREATE TABLE outbox_attempts (
        id INTEGER PRIMARY KEY,
        outbox_id INTEGER NOT NULL REFERENCES outbox (id),
        attempted_at TEXT NOT NULL,
        status INTEGER,
        error TEXT
      );
      CREATE INDEX outbox_attempts_of ON outbox_attempts (outbox_id, id);
    `,
  },
  {
    version: 4,
    name: 'rate-limit windows shared by both emulated APIs',
    sql: `
      -- One fixed one-minute window per bucket: "key:<api key>" and "ip:<address>" (Merchant API),
      -- "trade:<endpoint group>|<address>" (Trade API).
      CREATE TABLE rate_limits (
        bucket TEXT PRIMARY KEY,
        window_start_ms INTEGER NOT NULL,
        count INTEGER NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'rate-limit windows move to memory',
    // The one process that owns this file keeps them (rate-limit.ts); a write per request was their main cost.
    sql: 'DROP TABLE rate_limits;',
  },
  {
    version: 6,
    name: 'partner numbers',
    sql: `
      -- Older clients of the service name their partner by an integer; each partner gets a stable one, in the
      -- order the partners were created (the sandbox's own partner, created first, is 1).
      ALTER TABLE partners ADD COLUMN number INTEGER;
      UPDATE partners SET number = (SELECT COUNT(*) FROM partners AS earlier WHERE earlier.rowid <= partners.rowid);
      CREATE UNIQUE INDEX partners_number ON partners (number);
    `,
  },
  {
    version: 7,
    name: 'outbox leases and retry waits in real time',
    sql: `
      -- A lease and a retry's wait are real time (epoch milliseconds), not sandbox time: moving the sandbox clock
      -- must neither end a lease (a second deliverer would send an answered message again) nor cut a wait short.
      -- A lease in sandbox time could also lie far in the real future; attempts in flight have none after a restart.
      ALTER TABLE outbox ADD COLUMN lease_until_ms INTEGER;
      ALTER TABLE outbox ADD COLUMN retry_at_ms INTEGER;
      ALTER TABLE outbox DROP COLUMN lease_until;
    `,
  },
  {
    version: 8,
    name: 'outbox queue in id order',
    sql: `
      -- The deliverer takes the oldest pending messages first: with only the pending ones in id order, a claim reads
      -- the few it takes, where (state, next_attempt_at) made it read and sort every pending message each time (a
      -- burst of a thousand callbacks claimed twenty at a time read half a million rows).
      DROP INDEX outbox_due;
      CREATE INDEX outbox_pending ON outbox (id) WHERE state = 'pending';
    `,
  },
];

/** Applies the emulator's schema: the core first, then each API's own component. */
export function migrateEmulator(db: Database): void {
  migrate(db, 'emulator', emulatorMigrations);
  migrate(db, 'merchant', merchantMigrations);
  migrate(db, 'trade', tradeMigrations);
}
