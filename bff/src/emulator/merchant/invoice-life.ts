// How an invoice lives once created: payments seen on the (sandbox) blockchain move it from `new` to `paid`,
// confirmations to `complete` (crediting the merchant), and time to `expired` or `underpaid`. Payments that come
// late, or to a paid invoice, or beyond the amount, become `extra` sub-invoices. Every state change notifies in
// the same transaction as the change.
import { randomBytes } from 'node:crypto';
import {
  INVOICE_MOVES,
  acceptsPayment,
  initialInvoiceState,
  invoiceMove,
  type InvoiceMoveName,
} from '#contract/merchant/invoice-states';
import { satoshiToFiatMinor } from '#contract/money';
import { sandboxTxid } from './addresses';
import {
  announceInvoiceCreated,
  countedSatoshi,
  invoiceRow,
  paymentRows,
  recordInvoiceMove,
  type InvoiceRow,
} from './invoice-records';
import { invoiceView } from './invoice-view';
import { sellRate } from './invoices';
import { moveBalance } from './merchant-account';
import { CONFIRMATIONS_REQUIRED, type MerchantEnv } from './merchant-env';
import { notifyInvoiceChange, notifyInvoicePayment } from './notify';
import { refuse } from './refusal';

export interface SandboxPayment {
  address: string;
  sats: number;
  confirmations: number;
  refundAddress?: string;
}

/**
 * Makes `move` (invoice-states.ts) if `invoice` is still in the state it starts from, and notifies; false when it
 * is not (someone moved it first). The only place an invoice's state is written after it is created; each move
 * is a row of its history.
 */
function moveInvoice(env: MerchantEnv, invoice: InvoiceRow, move: InvoiceMoveName, time: Date, now: Date): boolean {
  const next = invoiceMove(invoice.state, move);
  if ('refused' in next) return false;
  const moved = env.db
    .prepare('UPDATE merchant_invoices SET state = ? WHERE id = ? AND state = ?')
    .run(next.to, invoice.id, invoice.state).changes;
  if (moved !== 1) return false;
  recordInvoiceMove(env.db, invoice.id, next.to, time.toISOString());
  if (move === 'confirmed' && invoice.credited === 0) {
    env.db.prepare('UPDATE merchant_invoices SET credited = 1 WHERE id = ?').run(invoice.id);
    moveBalance(env.db, invoice.merchant_id, invoice.transfer_currency, invoice.transfer_amount_minor);
  }
  const fresh = invoiceRow(env.db, invoice.id) as InvoiceRow;
  notifyInvoiceChange(env, invoice.merchant_id, invoiceView(env, fresh), time, now);
  return true;
}

/** A paid invoice whose counted payments all have enough confirmations becomes complete. */
function completeIfConfirmed(env: MerchantEnv, id: number, time: Date, now: Date): void {
  const invoice = invoiceRow(env.db, id) as InvoiceRow;
  if (invoice.state !== INVOICE_MOVES.confirmed.from) return;
  const counted = paymentRows(env.db, id).filter((p) => p.counted === 1);
  if (counted.length > 0 && counted.every((p) => p.confirmations >= CONFIRMATIONS_REQUIRED))
    moveInvoice(env, invoice, 'confirmed', time, now);
}

/** An `extra` sub-invoice carrying `sats` of a payment its original could not take. */
function createExtraInvoice(
  env: MerchantEnv,
  original: InvoiceRow,
  payment: { txid: string; sats: number; confirmations: number; refundAddress: string | null },
  now: Date,
): void {
  const { db } = env;
  const nativeRate = sellRate(original.native_currency, now);
  const transferRate = sellRate(original.transfer_currency, now);
  const inserted = db
    .prepare(
      `INSERT INTO merchant_invoices (merchant_id, create_time, expire_time, state, type, btc_amount_sat,
         btc_address, native_amount_minor, native_currency, transfer_amount_minor, transfer_currency, native_rate,
         transfer_rate, description, custom, callback_url, callback_email, return_url, cancel_url, plugin_name,
         plugin_version, original_invoice_id)
       SELECT merchant_id, ?, ?, ?, 'extra', ?, btc_address, ?, native_currency, ?, transfer_currency, ?, ?,
         description, custom, callback_url, callback_email, return_url, cancel_url, plugin_name, plugin_version, id
       FROM merchant_invoices WHERE id = ?`,
    )
    .run(
      now.toISOString(),
      now.toISOString(),
      initialInvoiceState('extra'),
      payment.sats,
      satoshiToFiatMinor(payment.sats, original.native_currency, nativeRate),
      satoshiToFiatMinor(payment.sats, original.transfer_currency, transferRate),
      nativeRate,
      transferRate,
      original.id,
    );
  // SQLite allocates the id (the row's rowid); invoices are never deleted, so one is never given twice.
  const id = Number(inserted.lastInsertRowid);
  announceInvoiceCreated(db, id, initialInvoiceState('extra'));
  db.prepare(
    `INSERT INTO merchant_payments (invoice_id, txid, amount_sat, confirmations, time, expired, counted, refund_address)
     VALUES (?, ?, ?, ?, ?, 0, 1, ?)`,
  ).run(id, payment.txid, payment.sats, payment.confirmations, now.toISOString(), payment.refundAddress);
  // Created already paid by the service, not by the merchant: its `paid` state is news to the merchant.
  notifyInvoiceChange(env, original.merchant_id, invoiceView(env, invoiceRow(db, id) as InvoiceRow), now, now);
  completeIfConfirmed(env, id, now, now);
}

/**
 * The time-driven move of a `new` invoice at its `expire_time`: nothing paid → `expired`; something but too
 * little → `underpaid`, its amounts cut to what was paid, then `paid` (and `complete` once confirmed).
 */
export function expireInvoice(env: MerchantEnv, id: number, now: Date): void {
  const invoice = invoiceRow(env.db, id);
  if (!invoice || !acceptsPayment(invoice.state) || invoice.expire_time > now.toISOString()) return;
  const at = new Date(invoice.expire_time);
  const paid = countedSatoshi(env.db, id);
  if (paid === 0) {
    moveInvoice(env, invoice, 'expired_unpaid', at, now);
    return;
  }
  const nativeMinor = satoshiToFiatMinor(paid, invoice.native_currency, invoice.native_rate);
  const transferMinor = satoshiToFiatMinor(paid, invoice.transfer_currency, invoice.transfer_rate);
  env.db
    .prepare(
      `UPDATE merchant_invoices SET type = 'underpaid', btc_amount_sat = ?, native_amount_minor = ?,
         transfer_amount_minor = ? WHERE id = ?`,
    )
    .run(paid, nativeMinor, transferMinor, id);
  moveInvoice(env, invoiceRow(env.db, id) as InvoiceRow, 'paid_underpaid', at, now);
  completeIfConfirmed(env, id, at, now);
}

/** A payment of `sats` to `address` seen on the sandbox blockchain; returns its txid. */
export function receivePayment(env: MerchantEnv, payment: SandboxPayment, now: Date): string {
  const { db } = env;
  return db
    .transaction(() => {
      const found = db
        .prepare('SELECT id FROM merchant_invoices WHERE btc_address = ? AND original_invoice_id IS NULL')
        .pluck()
        .get(payment.address) as number | undefined;
      if (found === undefined) refuse('not_found', `No invoice has the address ${payment.address}.`);
      expireInvoice(env, found, now); // a payment after expire_time finds the invoice already expired
      const invoice = invoiceRow(db, found) as InvoiceRow;
      const txid = sandboxTxid(`${payment.address}:${now.toISOString()}:${randomBytes(8).toString('hex')}`);
      const refundAddress = payment.refundAddress ?? null;
      const insert = db.prepare(
        `INSERT INTO merchant_payments (invoice_id, txid, amount_sat, confirmations, time, expired, counted, refund_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      if (!acceptsPayment(invoice.state)) {
        // Listed on the original (marked expired if it was), counted by an extra sub-invoice.
        insert.run(
          found,
          txid,
          payment.sats,
          payment.confirmations,
          now.toISOString(),
          invoice.state === 'expired' ? 1 : 0,
          0,
          refundAddress,
        );
        notifyInvoicePayment(env, invoice.merchant_id, invoiceView(env, invoice), now, now);
        createExtraInvoice(
          env,
          invoice,
          { txid, sats: payment.sats, confirmations: payment.confirmations, refundAddress },
          now,
        );
        return txid;
      }
      insert.run(found, txid, payment.sats, payment.confirmations, now.toISOString(), 0, 1, refundAddress);
      const paid = countedSatoshi(db, found);
      if (paid < invoice.btc_amount_sat) {
        notifyInvoicePayment(env, invoice.merchant_id, invoiceView(env, invoice), now, now);
        return txid;
      }
      moveInvoice(env, invoice, 'paid_in_full', now, now);
      const excess = paid - invoice.btc_amount_sat;
      if (excess > 0)
        createExtraInvoice(
          env,
          invoice,
          { txid, sats: excess, confirmations: payment.confirmations, refundAddress },
          now,
        );
      completeIfConfirmed(env, found, now, now);
      return txid;
    })
    .immediate();
}

/** The transaction `txid` now has `confirmations`; invoices it completes become `complete`. */
export function confirmPayment(env: MerchantEnv, txid: string, confirmations: number, now: Date): void {
  const { db } = env;
  db.transaction(() => {
    const invoiceIds = db
      .prepare('SELECT DISTINCT invoice_id FROM merchant_payments WHERE txid = ? ORDER BY invoice_id')
      .pluck()
      .all(txid) as number[];
    if (invoiceIds.length === 0) refuse('not_found', `No payment has the txid ${txid}.`);
    db.prepare('UPDATE merchant_payments SET confirmations = MAX(confirmations, ?) WHERE txid = ?').run(
      confirmations,
      txid,
    );
    for (const id of invoiceIds) completeIfConfirmed(env, id, now, now);
  }).immediate();
}
