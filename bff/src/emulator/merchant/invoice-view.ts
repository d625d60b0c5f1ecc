// An invoice as the wire shows it (GET /invoices/{ID}, callbacks): exact units become wire floats here.
import { acceptsPayment } from '#contract/merchant/invoice-states';
import type { Invoice } from '#contract/merchant/invoices';
import { formatBtc, minorToFiat, satoshiToBtc } from '#contract/money';
import { paymentToken } from '../../payment-link';
import { merchantById, type MerchantAccount } from './merchant-account';
import {
  countedSatoshi,
  inputRows,
  paymentRows,
  subInvoiceIds,
  type InputRow,
  type InvoiceRow,
  type PaymentRow,
} from './invoice-records';
import type { MerchantEnv } from './merchant-env';

/** The customer payment page of an invoice: unguessable, checkable by the BFF with the merchant's IPN secret. */
export function paymentUrl(env: MerchantEnv, invoiceId: number, ipnSecret: string): string {
  return `${env.publicUrl}/pay/${paymentToken(invoiceId, ipnSecret)}`;
}

/** Satoshi paid towards the invoice (what was counted, up to its amount) and still due. */
export function paidAndDue(row: Pick<InvoiceRow, 'btc_amount_sat'>, countedSat: number): { paid: number; due: number } {
  const paid = Math.min(row.btc_amount_sat, countedSat);
  return { paid, due: row.btc_amount_sat - paid };
}

/** What an invoice's view shows besides its own row: the rows that refer to it. */
export interface InvoiceRelations {
  countedSat: number;
  subInvoiceIds: number[];
  inputs: InputRow[];
  payments: PaymentRow[];
}

function relationsOf(env: MerchantEnv, invoiceId: number): InvoiceRelations {
  const { db } = env;
  return {
    countedSat: countedSatoshi(db, invoiceId),
    subInvoiceIds: subInvoiceIds(db, invoiceId),
    inputs: inputRows(db, invoiceId),
    payments: paymentRows(db, invoiceId),
  };
}

/**
 * The invoice `row` as the wire shows it; `merchant` is its owner, when the caller already holds that row, and
 * `relations` what refers to it, when the caller knows (an invoice just created has no payments yet).
 */
export function invoiceView(
  env: MerchantEnv,
  row: InvoiceRow,
  merchant: Pick<MerchantAccount, 'id' | 'ipn_secret'> = merchantById(env.db, row.merchant_id),
  relations: InvoiceRelations = relationsOf(env, row.id),
): Invoice {
  const { paid, due } = paidAndDue(row, relations.countedSat);
  const subs = relations.subInvoiceIds;
  const invoice: Invoice = {
    id: row.id,
    create_time: row.create_time,
    expire_time: row.expire_time,
    state: row.state,
    type: row.type,
    bitcoin: {
      amount: satoshiToBtc(row.btc_amount_sat),
      address: row.btc_address,
      amount_paid: satoshiToBtc(paid),
      amount_due: satoshiToBtc(due),
      // BIP21 with a plain decimal amount (never 1e-7), only while the invoice awaits payment.
      ...(acceptsPayment(row.state) ? { payment_uri: `bitcoin:${row.btc_address}?amount=${formatBtc(due)}` } : {}),
    },
    native: { amount: minorToFiat(row.native_amount_minor, row.native_currency), currency: row.native_currency },
    transfer: {
      amount: minorToFiat(row.transfer_amount_minor, row.transfer_currency),
      currency: row.transfer_currency,
    },
    description: row.description,
    custom: JSON.parse(row.custom) as Record<string, unknown>,
    payment_url: paymentUrl(env, row.id, merchant.ipn_secret),
    inputs: relations.inputs.map((input) => ({
      currency: input.currency,
      amount: Number(input.amount),
      address: input.address,
      return_address: input.return_address,
      payment_uri: input.payment_uri,
      verified: input.verified === 1,
      ...(input.destination_tag !== null ? { destination_tag: input.destination_tag } : {}),
      timestamp: input.timestamp,
    })),
    callback_url: row.callback_url,
    callback_email: row.callback_email,
    return_url: row.return_url,
    cancel_url: row.cancel_url,
    payments: relations.payments.map((p) => ({
      time: p.time,
      amount: satoshiToBtc(p.amount_sat),
      txid: p.txid,
      confirmations: p.confirmations,
      expired: p.expired === 1,
    })),
  };
  if (row.original_invoice_id !== null) invoice.original_invoice_id = row.original_invoice_id;
  if (subs.length > 0) invoice.sub_invoice_ids = subs;
  return invoice;
}
