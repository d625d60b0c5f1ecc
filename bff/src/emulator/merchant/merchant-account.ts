// A merchant's account as the emulator keeps it (core table `merchants`): credentials, IPN settings, balances.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

export interface MerchantAccount {
  id: number;
  api_key: string;
  api_secret: string;
  ipn_secret: string;
  fiat_currency: string;
  fiat_balance_minor: number;
  btc_balance_sat: number;
  buy_orders_approved: 0 | 1;
  callback_url: string | null;
  callback_email: string | null;
  /** IPN setting: whether sub-invoices (`extra`) send callbacks and mails. */
  sub_invoice_callbacks: 0 | 1;
  /** Whether invoices are credited in BTC (to the BTC balance) rather than in the fiat currency. */
  credit_in_btc: 0 | 1;
}

/** The currency a merchant's invoices are credited in: its fiat currency, or BTC if so configured. */
export const creditCurrency = (merchant: MerchantAccount) => (merchant.credit_in_btc ? 'BTC' : merchant.fiat_currency);

/**
 * Merchants looked up by API key, which every authenticated request does. The rows are kept in memory and all
 * dropped on any write to `merchants` (temporary triggers), whichever code writes. The emulator's context makes
 * one with its database (context.ts) and closes it with it.
 */
export class MerchantAccounts {
  private readonly byKey = new Map<string, MerchantAccount>();
  private readonly releaseFunction: () => void;

  constructor(private readonly db: Database) {
    this.releaseFunction = db.defineFunction('merchants_written', () => {
      this.byKey.clear();
      return null;
    });
    for (const event of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS merchants_written_${event} AFTER ${event} ON main.merchants
         BEGIN SELECT merchants_written(); END`,
      );
  }

  byApiKey(apiKey: string): MerchantAccount | undefined {
    // Inside a transaction no row may be kept: a rollback would void it.
    if (this.db.inTransaction) return this.read(apiKey);
    let merchant = this.byKey.get(apiKey);
    if (!merchant) {
      merchant = this.read(apiKey);
      if (merchant) this.byKey.set(apiKey, merchant);
    }
    return merchant && { ...merchant };
  }

  close(): void {
    this.byKey.clear();
    if (this.db.open)
      for (const event of ['INSERT', 'UPDATE', 'DELETE'])
        this.db.exec(`DROP TRIGGER IF EXISTS temp.merchants_written_${event}`);
    this.releaseFunction();
  }

  private read(apiKey: string): MerchantAccount | undefined {
    return this.db.prepare('SELECT * FROM merchants WHERE api_key = ?').get(apiKey) as MerchantAccount | undefined;
  }
}

export function merchantById(db: Database, id: number): MerchantAccount {
  const row = db.prepare('SELECT * FROM merchants WHERE id = ?').get(id) as MerchantAccount | undefined;
  if (!row) throw new Error(`merchant ${id} does not exist`);
  return row;
}

/**
 * Moves the balance of `currency` (BTC: the bitcoin balance in satoshi; otherwise the fiat balance in minor units)
 * by `delta`; false (and nothing changed) when it would go below zero. Callers run it inside the transaction that
 * decides the move, so a check and its write can never be split.
 */
export function moveBalance(db: Database, merchantId: number, currency: string, delta: number): boolean {
  const column = currency === 'BTC' ? 'btc_balance_sat' : 'fiat_balance_minor';
  const result = db
    .prepare(`UPDATE merchants SET ${column} = ${column} + ? WHERE id = ? AND ${column} + ? >= 0`)
    .run(delta, merchantId, delta);
  return result.changes === 1;
}

/**
 * The callback URL and email a new invoice or buy order gets: what the request gave, or, when it gave neither,
 * the merchant's IPN settings (spec: "if neither is provided, both default to the IPN settings").
 */
export function callbackTargets(
  merchant: MerchantAccount,
  given: { callback_url?: string; callback_email?: string },
): { callbackUrl: string; callbackEmail: string | null } {
  if (given.callback_url === undefined && given.callback_email === undefined)
    return { callbackUrl: merchant.callback_url ?? '', callbackEmail: merchant.callback_email };
  return { callbackUrl: given.callback_url ?? '', callbackEmail: given.callback_email ?? null };
}

/** A new merchant's settings; what is left out takes the table's defaults. */
export interface NewMerchant {
  fiatCurrency: string;
  fiatBalanceMinor?: number;
  btcBalanceSat?: number;
  buyOrdersApproved?: boolean;
  subInvoiceCallbacks?: boolean;
  creditInBtc?: boolean;
  callbackUrl?: string | null;
  callbackEmail?: string | null;
}

/** Creates a merchant with fresh credentials (API key, API secret, IPN secret) and returns them with its id. */
export function insertMerchant(db: Database, merchant: NewMerchant, now: Date) {
  const secret = (bytes: number) => randomBytes(bytes).toString('hex');
  const created = { apiKey: secret(16), apiSecret: secret(32), ipnSecret: secret(32) };
  const result = db
    .prepare(
      `INSERT INTO merchants (api_key, api_secret, ipn_secret, fiat_currency, fiat_balance_minor, btc_balance_sat,
         buy_orders_approved, sub_invoice_callbacks, credit_in_btc, callback_url, callback_email, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      created.apiKey,
      created.apiSecret,
      created.ipnSecret,
      merchant.fiatCurrency,
      merchant.fiatBalanceMinor ?? 0,
      merchant.btcBalanceSat ?? 0,
      merchant.buyOrdersApproved ? 1 : 0,
      (merchant.subInvoiceCallbacks ?? true) ? 1 : 0,
      merchant.creditInBtc ? 1 : 0,
      merchant.callbackUrl ?? null,
      merchant.callbackEmail ?? null,
      now.toISOString(),
    );
  return { merchantId: Number(result.lastInsertRowid), ...created };
}
