// Users and their traders in SQLite. A user is what signs in; its trader is what provides profile data. Each
// sign-up makes exactly one of each, so they are read together.
import type { Database } from '../../db/database';
import type { AccountType, PepDeclaration } from '#contract/trade/enums';
import { announceSandboxEvent } from '../sandbox/events';
import type { TraderFacts } from './trader-states';

export interface UserRow {
  id: number;
  partner_id: string;
  email: string;
  password_hash: string | null;
  email_verified: number;
  deactivated: number;
}

export interface TraderRow {
  id: number;
  user_id: number;
  account_type: AccountType;
  consent_additional_mails: number;
  name: string | null;
  address_country: string | null;
  address_state: string | null;
  address_street: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  corporate_details: string | null;
  source_of_funds: string | null;
  shareholder_relation: 'related' | 'not_related' | null;
  pep_declaration: string | null;
  identification_state: 'approved' | 'N/A' | 'pending' | null;
  kyb_documents_requested: number;
  /** The company review concluded by a sandbox tool; null: not concluded. */
  kyb_state: 'approved' | 'rejected' | null;
  /** Until when a sandbox tool makes the trader wait before trading; null: no wait. */
  forced_delay_until: string | null;
  /** The proof of source of funds judged by a sandbox tool; null: not judged. */
  proof_of_funds_state: 'approved' | 'rejected' | null;
  /** Not a column: EUR cents of the trader's completed trades, worked out when the row is read. */
  completed_eur_minor: number;
  /** ISO 4217 given at sign-up; null: EUR. */
  default_currency: string | null;
  gender: 'male' | 'female' | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
}

/** Emails compare case-insensitively: one person, one account per partner. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Database, partnerId: string, email: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM trade_users WHERE partner_id = ? AND email_key = ?')
    .get(partnerId.toLowerCase(), emailKey(email)) as UserRow | undefined;
}

export function findUser(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM trade_users WHERE id = ?').get(id) as UserRow | undefined;
}

// The trader row with what its completed trades add up to (the 10,000 EUR rule of trader-states.ts).
const TRADER_SELECT = `SELECT t.*, (SELECT coalesce(sum(eur_minor), 0) FROM trade_trades
  WHERE trader_id = t.id AND state IN ('completed', 'completed_test')) AS completed_eur_minor FROM trade_traders t`;

export function findTraderOfUser(db: Database, userId: number): TraderRow | undefined {
  return db.prepare(`${TRADER_SELECT} WHERE t.user_id = ?`).get(userId) as TraderRow | undefined;
}

export function findTrader(db: Database, id: number): TraderRow | undefined {
  return db.prepare(`${TRADER_SELECT} WHERE t.id = ?`).get(id) as TraderRow | undefined;
}

export interface NewAccount {
  partnerId: string;
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  offlineTokenHash: string | null;
  accountType: AccountType;
  consentAdditionalMails: boolean;
  country: string | null;
  state: string | null;
  defaultCurrency: string | null;
}

export function insertAccount(db: Database, account: NewAccount, now: Date): { userId: number; traderId: number } {
  const user = db
    .prepare(
      `INSERT INTO trade_users (partner_id, email, email_key, password_hash, email_verified, offline_token_hash,
         create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      account.partnerId.toLowerCase(),
      account.email,
      emailKey(account.email),
      account.passwordHash,
      account.emailVerified ? 1 : 0,
      account.offlineTokenHash,
      now.toISOString(),
    );
  const userId = Number(user.lastInsertRowid);
  const trader = db
    .prepare(
      `INSERT INTO trade_traders (user_id, account_type, consent_additional_mails, address_country, address_state,
         default_currency, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      account.accountType,
      account.consentAdditionalMails ? 1 : 0,
      account.country,
      account.state,
      account.defaultCurrency,
      now.toISOString(),
    );
  const traderId = Number(trader.lastInsertRowid);
  announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: traderId });
  return { userId, traderId };
}

/** Columns of `trade_traders` a profile step may set. */
type TraderColumn = Exclude<keyof TraderRow, 'id' | 'user_id' | 'account_type' | 'completed_eur_minor'>;

export function updateTrader(db: Database, traderId: number, values: Partial<Pick<TraderRow, TraderColumn>>): void {
  const keys = Object.keys(values) as TraderColumn[];
  if (keys.length === 0) return;
  const assignments = keys.map((key) => `${key} = @${key}`).join(', ');
  db.prepare(`UPDATE trade_traders SET ${assignments} WHERE id = @id`).run({ ...values, id: traderId });
  announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: traderId });
}

export function updateUser(
  db: Database,
  userId: number,
  values: Partial<Pick<UserRow, 'password_hash' | 'email_verified' | 'deactivated'> & { offline_token_hash: string }>,
): void {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  const assignments = keys.map((key) => `${key} = @${key}`).join(', ');
  db.prepare(`UPDATE trade_users SET ${assignments} WHERE id = @id`).run({ ...values, id: userId });
  const trader = findTraderOfUser(db, userId);
  if (trader) announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: trader.id });
}

export function findUserByOfflineTokenHash(db: Database, hash: string): UserRow | undefined {
  return db.prepare('SELECT * FROM trade_users WHERE offline_token_hash = ?').get(hash) as UserRow | undefined;
}

export function traderFacts(trader: TraderRow): TraderFacts {
  const pep = trader.pep_declaration ? (JSON.parse(trader.pep_declaration) as { pepState: PepDeclaration }) : null;
  return {
    accountType: trader.account_type,
    hasAddress: trader.address_street !== null,
    hasCorporateDetails: trader.corporate_details !== null,
    hasSourceOfFunds: trader.source_of_funds !== null,
    shareholderRelation: trader.shareholder_relation,
    pep: pep?.pepState ?? null,
    identification: trader.identification_state,
    kybDocumentsRequested: trader.kyb_documents_requested === 1,
    kybState: trader.kyb_state,
    completedEurMinor: trader.completed_eur_minor,
    proofOfFunds: trader.proof_of_funds_state,
  };
}

/** A trader row with its user and partner, as the sandbox console lists them. */
export interface ListedTraderRow extends TraderRow {
  create_time: string;
  email: string;
  email_verified: number;
  partner_id: string;
  partner_name: string;
}

/**
 * Traders newest first, at most `limit`; `emailContains` keeps those whose email contains it (case-insensitive,
 * as emails compare).
 */
export function listTraders(db: Database, options: { emailContains?: string; limit: number }): ListedTraderRow[] {
  const needle = emailKey(options.emailContains ?? '');
  return db
    .prepare(
      `SELECT * FROM (${TRADER_SELECT}) t
       JOIN (SELECT id AS u_id, email, email_key, email_verified, partner_id FROM trade_users) u ON u.u_id = t.user_id
       JOIN (SELECT id AS p_id, name AS partner_name FROM partners) p ON p.p_id = u.partner_id
       WHERE instr(u.email_key, ?) > 0
       ORDER BY t.create_time DESC, t.id DESC LIMIT ?`,
    )
    .all(needle, options.limit) as ListedTraderRow[];
}
