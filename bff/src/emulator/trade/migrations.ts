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
  // PLACEHOLDER on branch client-compat only: the lead's version 3 (trades) takes this number. The planner refuses a
  // gap in the numbering, so this branch holds an empty step here; drop it when merging with the real version 3.
  { version: 3, name: 'reserved for trades (placeholder)', sql: 'SELECT 1;' },
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
];
