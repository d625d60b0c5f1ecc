// Schema of the emulated Merchant API (migration component 'merchant', applied after the emulator core).
// Append new versions; never edit one that has shipped. Money columns are integers in minor units.
import type { Migration } from '../../db/database';

export const merchantMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'merchant request nonces and rate-limit windows',
    sql: `
      -- Nonces seen per API key within the replay window (real time, milliseconds since the epoch).
      CREATE TABLE merchant_nonces (
        api_key TEXT NOT NULL,
        nonce TEXT NOT NULL,
        seen_ms INTEGER NOT NULL,
        PRIMARY KEY (api_key, nonce)
      );
      CREATE INDEX merchant_nonces_age ON merchant_nonces (api_key, seen_ms);
    `,
  },
  {
    version: 2,
    name: 'invoices, payments, input requests, refunds and buy orders',
    sql: `
      CREATE TABLE merchant_invoices (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants (id),
        create_time TEXT NOT NULL,
        expire_time TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('new', 'paid', 'complete', 'expired')),
        type TEXT NOT NULL CHECK (type IN ('normal', 'underpaid', 'extra')),
        btc_amount_sat INTEGER NOT NULL CHECK (btc_amount_sat > 0),
        btc_address TEXT NOT NULL,
        native_amount_minor INTEGER NOT NULL CHECK (native_amount_minor >= 0),
        native_currency TEXT NOT NULL,
        transfer_amount_minor INTEGER NOT NULL CHECK (transfer_amount_minor >= 0),
        transfer_currency TEXT NOT NULL,
        -- Sell rate (native currency per BTC) the BTC amount was priced at, and the merchant currency's.
        native_rate TEXT NOT NULL,
        transfer_rate TEXT NOT NULL,
        credited INTEGER NOT NULL DEFAULT 0 CHECK (credited IN (0, 1)),
        description TEXT NOT NULL,
        custom TEXT NOT NULL,
        callback_url TEXT NOT NULL,
        callback_email TEXT,
        return_url TEXT NOT NULL,
        cancel_url TEXT NOT NULL,
        plugin_name TEXT NOT NULL,
        plugin_version TEXT NOT NULL,
        original_invoice_id INTEGER REFERENCES merchant_invoices (id)
      );
      CREATE INDEX merchant_invoices_list ON merchant_invoices (merchant_id, id);
      CREATE INDEX merchant_invoices_due ON merchant_invoices (state, expire_time);
      -- A payment is found by its address; sub-invoices share their original's address.
      CREATE UNIQUE INDEX merchant_invoices_address ON merchant_invoices (btc_address) WHERE original_invoice_id IS NULL;

      CREATE TABLE merchant_payments (
        id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES merchant_invoices (id),
        txid TEXT NOT NULL,
        amount_sat INTEGER NOT NULL CHECK (amount_sat > 0),
        confirmations INTEGER NOT NULL CHECK (confirmations >= 0),
        time TEXT NOT NULL,
        expired INTEGER NOT NULL CHECK (expired IN (0, 1)),
        -- Whether the payment counts towards this invoice (a late payment is listed on the original but counts
        -- towards its extra sub-invoice).
        counted INTEGER NOT NULL CHECK (counted IN (0, 1)),
        refund_address TEXT,
        UNIQUE (invoice_id, txid)
      );
      CREATE INDEX merchant_payments_txid ON merchant_payments (txid);

      CREATE TABLE merchant_invoice_inputs (
        id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES merchant_invoices (id),
        currency TEXT NOT NULL,
        amount TEXT NOT NULL,
        address TEXT NOT NULL,
        return_address TEXT NOT NULL,
        payment_uri TEXT NOT NULL,
        destination_tag TEXT,
        verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
        timestamp TEXT NOT NULL
      );
      CREATE INDEX merchant_invoice_inputs_of ON merchant_invoice_inputs (invoice_id, id);

      CREATE TABLE merchant_refunds (
        id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES merchant_invoices (id),
        merchant_id INTEGER NOT NULL REFERENCES merchants (id),
        create_time TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('awaiting_verification', 'awaiting_btc_address', 'queued', 'complete', 'expired')),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        btc_address TEXT,
        email_address TEXT,
        btc_amount_sat INTEGER,
        btc_txid TEXT,
        -- When the current state moves on by itself: the 7-day expiry, or the sending of a queued refund.
        due_time TEXT,
        address_token TEXT UNIQUE
      );
      CREATE INDEX merchant_refunds_of ON merchant_refunds (invoice_id, id);
      CREATE INDEX merchant_refunds_due ON merchant_refunds (state, due_time);

      CREATE TABLE merchant_buy_orders (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants (id),
        create_time TEXT NOT NULL,
        expire_time TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'queued', 'complete', 'failed', 'cancelled')),
        fiat_currency TEXT NOT NULL,
        fiat_amount_minor INTEGER NOT NULL CHECK (fiat_amount_minor >= 0),
        btc_rate TEXT NOT NULL,
        btc_amount_sat INTEGER NOT NULL CHECK (btc_amount_sat >= 0),
        btc_address TEXT NOT NULL,
        btc_txid TEXT,
        failure_reason TEXT,
        callback_url TEXT NOT NULL,
        callback_email TEXT,
        custom TEXT NOT NULL,
        -- When a queued order is sent.
        due_time TEXT
      );
      CREATE INDEX merchant_buy_orders_list ON merchant_buy_orders (merchant_id, id);
      CREATE INDEX merchant_buy_orders_due ON merchant_buy_orders (state, expire_time);
    `,
  },
  {
    version: 3,
    name: 'merchant settings: sub-invoice callbacks, crediting in bitcoin',
    sql: `
      -- Spec: "Callbacks for sub-invoices are enabled or disabled in the merchant IPN settings". On by default.
      ALTER TABLE merchants ADD COLUMN sub_invoice_callbacks INTEGER NOT NULL DEFAULT 1
        CHECK (sub_invoice_callbacks IN (0, 1));
      -- Invoices are credited in the fiat currency unless the merchant is configured to be credited in BTC.
      ALTER TABLE merchants ADD COLUMN credit_in_btc INTEGER NOT NULL DEFAULT 0 CHECK (credit_in_btc IN (0, 1));
    `,
  },
  {
    version: 4,
    name: 'index of sub-invoices by their original',
    sql: `
      -- Every invoice view lists its sub-invoices; without this each one scanned the whole table (a list of 100
      -- invoices took 0.3 s at 1k invoices and did not answer at 100k).
      CREATE INDEX merchant_invoices_sub ON merchant_invoices (original_invoice_id)
        WHERE original_invoice_id IS NOT NULL;
    `,
  },
  {
    version: 5,
    name: 'state history of invoices',
    sql: `
      -- Each state an invoice moved to and when, so the sandbox console can show how it got where it is. Its state
      -- at creation is not a row (it follows from the invoice); moves made before this version are not known.
      CREATE TABLE merchant_invoice_history (
        invoice_id INTEGER NOT NULL REFERENCES merchant_invoices (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        time TEXT NOT NULL,
        PRIMARY KEY (invoice_id, seq)
      ) WITHOUT ROWID;
    `,
  },
];
