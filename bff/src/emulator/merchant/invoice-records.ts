// The invoice tables as rows, and the reads every invoice module shares.
import { initialInvoiceState } from '#contract/merchant/invoice-states';
import type { InvoiceState, InvoiceType } from '#contract/merchant/invoices';
import type { Database } from '../../db/database';
import { announceSandboxEvent } from '../sandbox/events';

export interface InvoiceRow {
  id: number;
  merchant_id: number;
  create_time: string;
  expire_time: string;
  state: InvoiceState;
  type: InvoiceType;
  btc_amount_sat: number;
  btc_address: string;
  native_amount_minor: number;
  native_currency: string;
  transfer_amount_minor: number;
  transfer_currency: string;
  native_rate: string;
  transfer_rate: string;
  credited: 0 | 1;
  description: string;
  custom: string;
  callback_url: string;
  callback_email: string | null;
  return_url: string;
  cancel_url: string;
  plugin_name: string;
  plugin_version: string;
  original_invoice_id: number | null;
}

export interface PaymentRow {
  id: number;
  invoice_id: number;
  txid: string;
  amount_sat: number;
  confirmations: number;
  time: string;
  expired: 0 | 1;
  counted: 0 | 1;
  refund_address: string | null;
}

export interface InputRow {
  id: number;
  invoice_id: number;
  currency: string;
  amount: string;
  address: string;
  return_address: string;
  payment_uri: string;
  destination_tag: string | null;
  verified: 0 | 1;
  timestamp: string;
}

export function invoiceRow(db: Database, id: number): InvoiceRow | undefined {
  return db.prepare('SELECT * FROM merchant_invoices WHERE id = ?').get(id) as InvoiceRow | undefined;
}

/** The invoice only if it belongs to `merchantId`: another merchant's invoice looks like no invoice at all. */
export function merchantInvoiceRow(db: Database, merchantId: number, id: number): InvoiceRow | undefined {
  return db.prepare('SELECT * FROM merchant_invoices WHERE id = ? AND merchant_id = ?').get(id, merchantId) as
    InvoiceRow | undefined;
}

export function paymentRows(db: Database, invoiceId: number): PaymentRow[] {
  return db.prepare('SELECT * FROM merchant_payments WHERE invoice_id = ? ORDER BY id').all(invoiceId) as PaymentRow[];
}

export function inputRows(db: Database, invoiceId: number): InputRow[] {
  return db
    .prepare('SELECT * FROM merchant_invoice_inputs WHERE invoice_id = ? ORDER BY id')
    .all(invoiceId) as InputRow[];
}

export function subInvoiceIds(db: Database, invoiceId: number): number[] {
  return db
    .prepare('SELECT id FROM merchant_invoices WHERE original_invoice_id = ? ORDER BY id')
    .pluck()
    .all(invoiceId) as number[];
}

/** Satoshi received that count towards the invoice. */
export function countedSatoshi(db: Database, invoiceId: number): number {
  return db
    .prepare('SELECT COALESCE(SUM(amount_sat), 0) FROM merchant_payments WHERE invoice_id = ? AND counted = 1')
    .pluck()
    .get(invoiceId) as number;
}

/** A state an invoice entered and when; `time` null: entered before the emulator kept invoice histories. */
export interface InvoiceStep {
  state: InvoiceState;
  time: string | null;
}

/**
 * Records that invoice `invoiceId` moved to `state` at `time`, and tells the sandbox console. Its state at creation
 * is not a row: it follows from the invoice itself (invoiceHistory), so the busiest write, a create, writes nothing
 * more. The caller's transaction holds it.
 */
export function recordInvoiceMove(db: Database, invoiceId: number, state: InvoiceState, time: string): void {
  db.prepare(
    `INSERT INTO merchant_invoice_history (invoice_id, seq, state, time)
     VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM merchant_invoice_history WHERE invoice_id = ?), ?, ?)`,
  ).run(invoiceId, invoiceId, state, time);
  announceSandboxEvent(db, { type: 'changed', resource: 'invoice', id: invoiceId, state });
}

/** Tells the sandbox console that invoice `invoiceId` was created in `state`. */
export function announceInvoiceCreated(db: Database, invoiceId: number, state: InvoiceState): void {
  announceSandboxEvent(db, { type: 'changed', resource: 'invoice', id: invoiceId, state });
}

/**
 * The states `invoice` entered, oldest first: the one it was created in, then each move. An invoice that moved
 * before the moves were kept ends in its state now, at a time not known.
 */
export function invoiceHistory(db: Database, invoice: InvoiceRow): InvoiceStep[] {
  const created: InvoiceStep = {
    state: initialInvoiceState(invoice.type === 'extra' ? 'extra' : 'normal'),
    time: invoice.create_time,
  };
  const moves = db
    .prepare('SELECT state, time FROM merchant_invoice_history WHERE invoice_id = ? ORDER BY seq')
    .all(invoice.id) as InvoiceStep[];
  const steps = [created, ...moves];
  if (steps.at(-1)!.state !== invoice.state) steps.push({ state: invoice.state, time: null });
  return steps;
}
