// Schema of the emulated Trade API (migration component 'trade', applied after the emulator core).
// Append new versions; never edit one that has shipped. Money columns are integers in minor units.
// Every secret a client holds (passwords, tokens, emailed codes) is stored only as a hash.
import type { Migration } from '../../db/database';

export const tradeMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'trade users, traders, tokens, codes, identification and partner KYC',
    sql: `
      CREATE TABLE trade_users (
        id INTEGER PRIMARY KEY,
        partner_id TEXT NOT NULL REFERENCES partners (id),
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        password_hash TEXT,
        email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
        deactivated INTEGER NOT NULL DEFAULT 0 CHECK (deactivated IN (0, 1)),
        offline_token_hash TEXT UNIQUE,
        create_time TEXT NOT NULL,
        UNIQUE (partner_id, email_key)
      );
      CREATE TABLE trade_traders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES trade_users (id),
        account_type TEXT NOT NULL CHECK (account_type IN ('individual', 'corporate')),
        consent_additional_mails INTEGER NOT NULL CHECK (consent_additional_mails IN (0, 1)),
        name TEXT,
        address_country TEXT,
        address_state TEXT,
        address_street TEXT,
        address_city TEXT,
        address_postal_code TEXT,
        corporate_details TEXT,
        source_of_funds TEXT,
        shareholder_relation TEXT CHECK (shareholder_relation IN ('related', 'not_related')),
        pep_declaration TEXT,
        identification_state TEXT CHECK (identification_state IN ('approved', 'N/A', 'pending')),
        kyb_documents_requested INTEGER NOT NULL DEFAULT 0 CHECK (kyb_documents_requested IN (0, 1)),
        create_time TEXT NOT NULL
      );
      CREATE TABLE trade_tokens (
        hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
        user_id INTEGER NOT NULL REFERENCES trade_users (id),
        session_id TEXT NOT NULL,
        expire_time TEXT NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1))
      );
      CREATE INDEX trade_tokens_session ON trade_tokens (session_id);
      CREATE INDEX trade_tokens_user ON trade_tokens (user_id);
      CREATE TABLE trade_codes (
        user_id INTEGER NOT NULL REFERENCES trade_users (id),
        purpose TEXT NOT NULL CHECK (purpose IN ('email_verification', 'password_reset', 'reset_token')),
        code_hash TEXT NOT NULL,
        expire_time TEXT NOT NULL,
        invalid_attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, purpose)
      );
      CREATE TABLE trade_identification_attempts (
        id TEXT PRIMARY KEY,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'approved', 'expired', 'rejected')),
        device_type TEXT NOT NULL CHECK (device_type IN ('android', 'ios', 'desktop')),
        create_time TEXT NOT NULL,
        approve_time TEXT,
        expire_time TEXT NOT NULL,
        return_url TEXT,
        reject_reason TEXT
      );
      CREATE INDEX trade_identification_attempts_trader ON trade_identification_attempts (trader_id, seq);
      CREATE INDEX trade_identification_attempts_due ON trade_identification_attempts (state, expire_time);
      CREATE TABLE trade_kyc_reviews (
        id TEXT PRIMARY KEY,
        partner_id TEXT NOT NULL REFERENCES partners (id),
        external_id TEXT NOT NULL,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        body TEXT NOT NULL,
        create_time TEXT NOT NULL,
        UNIQUE (partner_id, external_id)
      );
      CREATE TABLE trade_kyc_documents (
        id TEXT PRIMARY KEY,
        review_id TEXT NOT NULL REFERENCES trade_kyc_reviews (id),
        external_id TEXT NOT NULL,
        document_type TEXT NOT NULL,
        content_type TEXT NOT NULL,
        filename TEXT NOT NULL,
        bytes BLOB NOT NULL,
        create_time TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'tokens indexed by user and expiry',
    sql: `
      -- Every sign-in and refresh drops the user's expired tokens; by user alone that read every token the user
      -- ever had, so a refresh got slower with each one before it.
      DROP INDEX trade_tokens_user;
      CREATE INDEX trade_tokens_user_expiry ON trade_tokens (user_id, expire_time);
    `,
  },
  {
    version: 3,
    name: 'trading: price quotes, trades and their history, payout bank accounts, recurring buys',
    sql: `
      -- A quote asked with a token belongs to its trader; one trade at most may use it (UNIQUE quote_id below).
      -- Amounts keep the sign convention of the wire, in minor units (cents, satoshi).
      CREATE TABLE trade_quotes (
        id INTEGER PRIMARY KEY,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        base_currency TEXT NOT NULL,
        quote_currency TEXT NOT NULL,
        base_minor INTEGER NOT NULL CHECK (base_minor <> 0),
        quote_minor INTEGER NOT NULL,
        in_medium TEXT CHECK (in_medium IN ('card', 'bank', 'blockchain')),
        out_medium TEXT CHECK (out_medium IN ('card', 'bank', 'blockchain')),
        in_fee_minor INTEGER,
        out_fee_minor INTEGER,
        issue_time TEXT NOT NULL,
        expiry_time TEXT NOT NULL
      );
      CREATE INDEX trade_quotes_trader ON trade_quotes (trader_id, id);
      CREATE TABLE trade_bank_accounts (
        id INTEGER PRIMARY KEY,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        body TEXT NOT NULL,
        deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
        create_time TEXT NOT NULL,
        update_time TEXT NOT NULL
      );
      CREATE INDEX trade_bank_accounts_trader ON trade_bank_accounts (trader_id, id);
      CREATE TABLE trade_subscriptions (
        id INTEGER PRIMARY KEY,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
        receiving_account TEXT NOT NULL,
        is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
        end_time TEXT,
        next_time TEXT,
        create_time TEXT NOT NULL
      );
      CREATE INDEX trade_subscriptions_due ON trade_subscriptions (is_active, next_time);
      -- One row per trade; the transfers' states follow from the trade's (trade-states.ts), their amounts and
      -- details are kept here. Every amount is an integer in minor units of its currency.
      CREATE TABLE trade_trades (
        id INTEGER PRIMARY KEY,
        trader_id INTEGER NOT NULL REFERENCES trade_traders (id),
        quote_id INTEGER UNIQUE REFERENCES trade_quotes (id),
        subscription_id INTEGER REFERENCES trade_subscriptions (id),
        state TEXT NOT NULL CHECK (state IN ('awaiting_transfer_in', 'payment_authorized', 'processing',
          'reviewing', 'completed', 'completed_test', 'cancelled', 'rejected', 'expired')),
        in_medium TEXT NOT NULL CHECK (in_medium IN ('card', 'bank', 'blockchain')),
        out_medium TEXT NOT NULL CHECK (out_medium IN ('card', 'bank', 'blockchain')),
        in_currency TEXT NOT NULL,
        out_currency TEXT NOT NULL,
        in_send_minor INTEGER NOT NULL CHECK (in_send_minor > 0),
        in_receive_minor INTEGER NOT NULL CHECK (in_receive_minor >= 0),
        out_send_minor INTEGER NOT NULL CHECK (out_send_minor >= 0),
        out_receive_minor INTEGER NOT NULL CHECK (out_receive_minor >= 0),
        in_details TEXT NOT NULL,
        out_details TEXT NOT NULL,
        bank_account_id INTEGER REFERENCES trade_bank_accounts (id),
        deposit_address TEXT UNIQUE,
        payout_txid TEXT,
        -- What counts towards the trader's limits and the 10,000 EUR rule, in euro cents at the trade's rate.
        eur_minor INTEGER NOT NULL CHECK (eur_minor >= 0),
        quote_expire_time TEXT NOT NULL,
        payment_deadline TEXT NOT NULL,
        -- When a paid trade is next looked at by the sandbox (processing to completed_test); null when nothing is due.
        due_time TEXT,
        create_time TEXT NOT NULL,
        update_time TEXT NOT NULL
      );
      CREATE INDEX trade_trades_trader ON trade_trades (trader_id, id);
      CREATE INDEX trade_trades_waiting ON trade_trades (state, payment_deadline);
      CREATE INDEX trade_trades_due ON trade_trades (due_time) WHERE due_time IS NOT NULL;
      CREATE TABLE trade_trade_history (
        trade_id INTEGER NOT NULL REFERENCES trade_trades (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        move TEXT NOT NULL,
        time TEXT NOT NULL,
        PRIMARY KEY (trade_id, seq)
      );
      -- Per-trader states a trade may wait on, set by the sandbox tools: the company review of a corporate
      -- trader, and a waiting period or a block the sandbox can impose to show how a client copes.
      ALTER TABLE trade_traders ADD COLUMN kyb_state TEXT CHECK (kyb_state IN ('approved', 'rejected'));
      ALTER TABLE trade_traders ADD COLUMN forced_delay_until TEXT;
    `,
  },
  {
    version: 4,
    name: 'trader default currency, gender and mobile, read by older clients',
    sql: `
      -- Null default_currency: the trader object shows EUR. The name is the existing name column; the zip code
      -- the existing address_postal_code.
      ALTER TABLE trade_traders ADD COLUMN default_currency TEXT;
      ALTER TABLE trade_traders ADD COLUMN gender TEXT CHECK (gender IN ('male', 'female'));
      ALTER TABLE trade_traders ADD COLUMN mobile_country_code TEXT;
      ALTER TABLE trade_traders ADD COLUMN mobile_number TEXT;
    `,
  },
  {
    version: 5,
    name: 'trades: receipt ids; the proof of source of funds a trader past 10,000 EUR is asked for',
    sql: `
      -- The receipt page of a completed trade is found by this random id alone (receiptUrlOf), never by the trade id.
      ALTER TABLE trade_trades ADD COLUMN receipt_id TEXT;
      CREATE UNIQUE INDEX trade_trades_receipt ON trade_trades (receipt_id);
      -- Set by a sandbox tool once the trader's proof of source of funds is judged; null: not judged (yet).
      ALTER TABLE trade_traders ADD COLUMN proof_of_funds_state TEXT
        CHECK (proof_of_funds_state IN ('approved', 'rejected'));
    `,
  },
];
