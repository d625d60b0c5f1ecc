// Payout bank accounts of traders (trade_bank_accounts): the rules a new account must pass (an IBAN for SEPA, a BIC
// where the number does not name its bank, the US state, the type a client left out) as a plain function, and the
// rows. `body` holds the account as registered, after defaults; `deleted = 1` hides a row from the trader while a
// trade that used it still points at it.
import type { Database } from '../../db/database';
import {
  bicRequired,
  checkIban,
  ibanProblem,
  looksLikeIban,
  normalizeAccountNumber,
  sepaCountries,
} from '#contract/iban';
import type { BankAccount, BankAccountType, CreateBankAccountRequest } from '#contract/trade/trades';

/** What `trade_bank_accounts.body` holds: the account as the wire gives it, without id, trader and times. */
export type BankAccountBody = Pick<BankAccount, 'account' | 'bank' | 'holder'>;

export type BankAccountCheck =
  { ok: true; body: BankAccountBody } | { ok: false; code: 'invalid_iban' | 'invalid_request'; message: string };

/**
 * The type of an account a client sent without one (the real client never sends it): `sepa` for an IBAN of a
 * SEPA country, `danish` for a Danish domestic (non-IBAN) number in DKK, else `international`.
 */
export function defaultAccountType(request: CreateBankAccountRequest): BankAccountType {
  const iban = checkIban(request.account.number);
  if (iban.valid) return sepaCountries.has(iban.country) ? 'sepa' : 'international';
  const danish = request.bank.address.country === 'DK' || request.holder.address.country === 'DK';
  if (danish && request.account.currency === 'DKK') return 'danish';
  return 'international';
}

/** Checks a new bank account and fills in what the client may leave out. */
export function checkBankAccount(request: CreateBankAccountRequest): BankAccountCheck {
  const { account, bank, holder } = request;
  // Without a type, an IBAN-shaped number (once the separators people type are removed) is taken for an IBAN: a
  // mistyped one is refused, not taken for a domestic number of another country.
  const mustBeIban = account.type === 'sepa' || (account.type === undefined && looksLikeIban(account.number));
  if (mustBeIban) {
    const iban = checkIban(account.number);
    if (!iban.valid)
      return { ok: false, code: 'invalid_iban', message: `account.number: ${ibanProblem(iban, account.number)}` };
  }
  const number = normalizeAccountNumber(account.number);
  if (number === '')
    return {
      ok: false,
      code: 'invalid_request',
      message: 'Invalid body: account.number: is empty without its white space and invisible characters.',
    };
  // A BIC is needed only where the number does not name its bank; one that is given is kept (the schema checked it).
  const bic = account.bic?.trim().toUpperCase() ?? '';
  if (bic === '' && bicRequired(number))
    return {
      ok: false,
      code: 'invalid_request',
      message: 'Invalid body: account.bic: required unless account.number is an IBAN of a SEPA country.',
    };
  const state = holder.address.state?.trim();
  if (holder.address.country === 'US' && !state)
    return {
      ok: false,
      code: 'invalid_request',
      message: 'Invalid body: holder.address.state: required when the holder’s country is US.',
    };
  return {
    ok: true,
    body: {
      account: {
        type: account.type ?? defaultAccountType(request),
        currency: account.currency,
        bic,
        number,
        ...(account.name != null ? { name: account.name } : {}),
      },
      bank: {
        ...(bank.name != null ? { name: bank.name } : {}),
        address: {
          street: bank.address.street ?? null,
          zipcode: bank.address.zipcode ?? null,
          city: bank.address.city ?? null,
          ...(bank.address.state != null ? { state: bank.address.state } : {}),
          country: bank.address.country,
        },
      },
      holder: {
        name: holder.name,
        address: {
          street: holder.address.street,
          zipcode: holder.address.zipcode,
          city: holder.address.city,
          ...(state ? { state } : {}),
          country: holder.address.country,
        },
      },
    },
  };
}

interface BankAccountRow {
  id: number;
  trader_id: number;
  body: string;
  deleted: number;
  create_time: string;
  update_time: string;
}

function view(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    ...(JSON.parse(row.body) as BankAccountBody),
    traderId: row.trader_id,
    trader_id: row.trader_id,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function insertBankAccount(db: Database, traderId: number, body: BankAccountBody, now: Date): BankAccount {
  const time = now.toISOString();
  const result = db
    .prepare(
      'INSERT INTO trade_bank_accounts (trader_id, body, deleted, create_time, update_time) VALUES (?, ?, 0, ?, ?)',
    )
    .run(traderId, JSON.stringify(body), time, time);
  return view({
    id: Number(result.lastInsertRowid),
    trader_id: traderId,
    body: JSON.stringify(body),
    deleted: 0,
    create_time: time,
    update_time: time,
  });
}

/** The trader's account `id`, unless it is another trader's, deleted, or missing. */
export function findBankAccount(db: Database, traderId: number, id: number): BankAccount | undefined {
  const row = db
    .prepare('SELECT * FROM trade_bank_accounts WHERE id = ? AND trader_id = ? AND deleted = 0')
    .get(id, traderId) as BankAccountRow | undefined;
  return row ? view(row) : undefined;
}

/** The account `id` whatever became of it (a trade keeps showing the account it paid out to). */
export function findBankAccountEvenDeleted(db: Database, id: number): BankAccount | undefined {
  const row = db.prepare('SELECT * FROM trade_bank_accounts WHERE id = ?').get(id) as BankAccountRow | undefined;
  return row ? view(row) : undefined;
}

/** The trader's accounts, oldest first. */
export function listBankAccounts(db: Database, traderId: number): BankAccount[] {
  const rows = db
    .prepare('SELECT * FROM trade_bank_accounts WHERE trader_id = ? AND deleted = 0 ORDER BY id')
    .all(traderId) as BankAccountRow[];
  return rows.map(view);
}

/** Hides the trader's account `id`; false when it is not the trader's or already gone. */
export function deleteBankAccount(db: Database, traderId: number, id: number, now: Date): boolean {
  const result = db
    .prepare(
      'UPDATE trade_bank_accounts SET deleted = 1, update_time = ? WHERE id = ? AND trader_id = ? AND deleted = 0',
    )
    .run(now.toISOString(), id, traderId);
  return result.changes === 1;
}
