// Invoices as a merchant creates, reads and updates them, and asks to have them paid in another currency.
import { randomUUID } from 'node:crypto';
import type {
  CreateInvoiceInputRequest,
  CreateInvoiceRequest,
  ListInvoicesQuery,
  UpdateInvoiceRequest,
} from '#contract/merchant/invoice-requests';
import { acceptsPayment, initialInvoiceState } from '#contract/merchant/invoice-states';
import type { Invoice } from '#contract/merchant/invoices';
import { btcToSatoshi, fiatMinorToSatoshi, fiatToMinor, satoshiToFiatMinor } from '#contract/money';
import { altAmountForSatoshi, altCoin, altLimitsBtc, btcRate, withinAltLimits } from '../rates';
import { altcoinAddress, invoiceAddress } from './addresses';
import {
  announceInvoiceCreated,
  invoiceRow,
  merchantInvoiceRow,
  type InputRow,
  type InvoiceRow,
} from './invoice-records';
import { invoiceView } from './invoice-view';
import { callbackTargets, creditCurrency, type MerchantAccount } from './merchant-account';
import { INVOICE_LIFETIME_SECONDS, addSeconds, type MerchantEnv } from './merchant-env';
import { checkCallbackUrl, refuse, withinBitcoin } from './refusal';

/** Sell rate of `currency` (fiat per BTC) at `now`; "1" for BTC itself, whose minor unit is the satoshi. */
export function sellRate(currency: string, now: Date): string {
  if (currency === 'BTC') return '1';
  const rate = btcRate(currency, now);
  if (!rate) refuse('currency_not_supported', `${currency} is not a currency the service prices in.`);
  return rate.sell;
}

/** What an input request in `currency` would be for `sats`, or the refusal that applies. */
function checkedInputAmount(currency: string, sats: number, now: Date): string {
  const coin = altCoin(currency);
  if (!coin) refuse('input_currency_not_supported', `Invoices cannot be paid in ${currency}; see GET /v3/altrates.`);
  const amount = altAmountForSatoshi(currency, sats, now);
  if (amount === undefined)
    refuse('input_currency_unavailable', `${currency} is temporarily unavailable; try again later or use BTC.`);
  if (!withinAltLimits(currency, sats)) {
    const limits = altLimitsBtc(currency);
    refuse(
      'input_amount_out_of_range',
      `${currency} is accepted for invoices of ${limits?.minimum} to ${limits?.maximum} BTC.`,
    );
  }
  return amount;
}

function insertInput(
  env: MerchantEnv,
  invoice: InvoiceRow,
  currency: string,
  amount: string,
  returnAddress: string,
  now: Date,
): InputRow | undefined {
  const coin = altCoin(currency);
  if (!coin) return undefined;
  // A destination tag (XRP) tells the shared deposit account which invoice a payment is for.
  const tag = coin.destinationTag ? String(100_000 + invoice.id) : null;
  // SQLite allocates the id; the address (and the URI that holds it) derive from it, so they follow the insert.
  const input: InputRow = {
    id: 0,
    invoice_id: invoice.id,
    currency,
    amount,
    address: '',
    return_address: returnAddress,
    payment_uri: '',
    destination_tag: tag,
    verified: 0,
    timestamp: now.toISOString(),
  };
  input.id = Number(
    env.db
      .prepare(
        `INSERT INTO merchant_invoice_inputs (invoice_id, currency, amount, address, return_address, payment_uri,
           destination_tag, verified, timestamp) VALUES (@invoice_id, @currency, @amount, @address, @return_address,
           @payment_uri, @destination_tag, @verified, @timestamp)`,
      )
      .run(input).lastInsertRowid,
  );
  input.address = altcoinAddress(currency, invoice.id, input.id);
  input.payment_uri = `${coin.uriScheme}:${input.address}?amount=${amount}${tag ? `&dt=${tag}` : ''}`;
  env.db
    .prepare('UPDATE merchant_invoice_inputs SET address = ?, payment_uri = ? WHERE id = ?')
    .run(input.address, input.payment_uri, input.id);
  return input;
}

/**
 * `INSERT INTO merchant_invoices (every key of row but id) VALUES (@every such key)`: the row object lists the
 * columns, and SQLite allocates the id.
 */
let insertInvoiceSql: string | undefined;
function insertInvoice(row: InvoiceRow): string {
  if (!insertInvoiceSql) {
    const columns = Object.keys(row).filter((column) => column !== 'id');
    insertInvoiceSql = `INSERT INTO merchant_invoices (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  }
  return insertInvoiceSql;
}

export function createInvoice(
  env: MerchantEnv,
  merchant: MerchantAccount,
  body: CreateInvoiceRequest,
  now: Date,
): Invoice {
  checkCallbackUrl(body.callback_url);
  const nativeRate = sellRate(body.currency, now);
  const nativeMinor = body.currency === 'BTC' ? btcToSatoshi(body.amount) : fiatToMinor(body.amount, body.currency);
  // The customer pays at least the price: the BTC amount rounds up.
  const sats = withinBitcoin(() => fiatMinorToSatoshi(nativeMinor, body.currency, nativeRate));
  const transferCurrency = creditCurrency(merchant);
  const transferRate = sellRate(transferCurrency, now);
  // The merchant is credited no more than was received: converted amounts round down.
  const transferMinor =
    transferCurrency === body.currency ? nativeMinor : satoshiToFiatMinor(sats, transferCurrency, transferRate);
  const inputAmount = body.input_currency === 'BTC' ? undefined : checkedInputAmount(body.input_currency, sats, now);
  const { callbackUrl, callbackEmail } = callbackTargets(merchant, body);
  const { db } = env;
  return db
    .transaction(() => {
      // Every column is given (the type demands them all), so the row needs no reading back. SQLite allocates the
      // id (the row's rowid; invoices are never deleted, so an id is never given twice). The address is a fresh
      // one, as a wallet hands out per invoice: derived from a random key rather than the id, so the create stays
      // one write (deriving it from the id would need a second one once the id is known).
      const row: InvoiceRow = {
        id: 0,
        merchant_id: merchant.id,
        create_time: now.toISOString(),
        expire_time: addSeconds(now, INVOICE_LIFETIME_SECONDS).toISOString(),
        state: initialInvoiceState('normal'),
        type: 'normal',
        btc_amount_sat: sats,
        btc_address: invoiceAddress(merchant.id, randomUUID()),
        native_amount_minor: nativeMinor,
        native_currency: body.currency,
        transfer_amount_minor: transferMinor,
        transfer_currency: transferCurrency,
        native_rate: nativeRate,
        transfer_rate: transferRate,
        credited: 0,
        description: body.description,
        custom: JSON.stringify(body.custom),
        callback_url: callbackUrl,
        callback_email: callbackEmail,
        return_url: body.return_url ?? '',
        cancel_url: body.cancel_url ?? '',
        plugin_name: body.plugin_name,
        plugin_version: body.plugin_version,
        original_invoice_id: null,
      };
      row.id = Number(db.prepare(insertInvoice(row)).run(row).lastInsertRowid);
      announceInvoiceCreated(db, row.id, row.state);
      const input =
        inputAmount === undefined
          ? undefined
          : insertInput(env, row, body.input_currency, inputAmount, body.input_return_address ?? '', now);
      // Nothing refers to a new invoice yet but its input request: no need to read what was just written.
      return invoiceView(env, row, merchant, {
        countedSat: 0,
        subInvoiceIds: [],
        inputs: input ? [input] : [],
        payments: [],
      });
    })
    .immediate();
}

export function findInvoice(env: MerchantEnv, merchant: MerchantAccount, id: number): InvoiceRow {
  const row = merchantInvoiceRow(env.db, merchant.id, id);
  if (!row) refuse('not_found', `There is no invoice ${id}.`);
  return row;
}

// Reads run in one transaction: one read lock for the invoice and the rows its view lists, not one per query.
export function getInvoice(env: MerchantEnv, merchant: MerchantAccount, id: number): Invoice {
  return env.db.transaction(() => invoiceView(env, findInvoice(env, merchant, id), merchant))();
}

/** Newest first; expired invoices only when asked for. One read transaction, as for {@link getInvoice}. */
export function listInvoices(env: MerchantEnv, merchant: MerchantAccount, query: ListInvoicesQuery): Invoice[] {
  return env.db.transaction(() => {
    const rows = env.db
      .prepare(
        `SELECT * FROM merchant_invoices WHERE merchant_id = ? AND (? OR state <> 'expired')
       ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(merchant.id, query.include_expired ? 1 : 0, query.limit, query.offset) as InvoiceRow[];
    return rows.map((row) => invoiceView(env, row, merchant));
  })();
}

/** Only `description` and `custom` change (the contract refuses other keys); no state change, no callback. */
export function updateInvoice(
  env: MerchantEnv,
  merchant: MerchantAccount,
  id: number,
  body: UpdateInvoiceRequest,
): Invoice {
  const { db } = env;
  return db.transaction(() => {
    const row = findInvoice(env, merchant, id);
    db.prepare('UPDATE merchant_invoices SET description = ?, custom = ? WHERE id = ?').run(
      body.description ?? row.description,
      body.custom !== undefined ? JSON.stringify(body.custom) : row.custom,
      id,
    );
    return invoiceView(env, invoiceRow(db, id) as InvoiceRow);
  })();
}

/** A request to pay the invoice's amount still due in another currency, at the altcoin's current rate. */
export function addInvoiceInput(
  env: MerchantEnv,
  merchant: MerchantAccount,
  id: number,
  body: CreateInvoiceInputRequest,
  now: Date,
): Invoice {
  const { db } = env;
  return db
    .transaction(() => {
      const row = findInvoice(env, merchant, id);
      if (!acceptsPayment(row.state))
        refuse('invoice_not_payable', `Invoice ${id} is ${row.state}; only a new invoice can be paid.`);
      const paid = db
        .prepare('SELECT COALESCE(SUM(amount_sat), 0) FROM merchant_payments WHERE invoice_id = ? AND counted = 1')
        .pluck()
        .get(id) as number;
      const amount = checkedInputAmount(body.currency, row.btc_amount_sat - paid, now);
      insertInput(env, row, body.currency, amount, body.return_address, now);
      return invoiceView(env, invoiceRow(db, id) as InvoiceRow);
    })
    .immediate();
}
