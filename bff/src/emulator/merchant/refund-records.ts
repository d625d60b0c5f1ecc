// The refund table as rows, and a refund as the wire shows it.
import type { Refund } from '#contract/merchant/refunds';
import { minorToFiat, satoshiToBtc } from '#contract/money';
import type { Database } from '../../db/database';

export interface RefundRow {
  id: number;
  invoice_id: number;
  merchant_id: number;
  create_time: string;
  state: Refund['state'];
  amount_minor: number;
  currency: string;
  btc_address: string | null;
  email_address: string | null;
  btc_amount_sat: number | null;
  btc_txid: string | null;
  due_time: string | null;
  address_token: string | null;
}

export function refundRow(db: Database, id: number): RefundRow | undefined {
  return db.prepare('SELECT * FROM merchant_refunds WHERE id = ?').get(id) as RefundRow | undefined;
}

export function refundView(row: RefundRow): Refund {
  const refund: Refund = {
    id: row.id,
    invoice_id: row.invoice_id,
    create_time: row.create_time,
    state: row.state,
    amount: minorToFiat(row.amount_minor, row.currency),
    currency: row.currency,
  };
  if (row.btc_address !== null) refund.btc_address = row.btc_address;
  if (row.email_address !== null) refund.email_address = row.email_address;
  if (row.btc_amount_sat !== null && row.state !== 'awaiting_btc_address' && row.state !== 'expired')
    refund.btc_amount = satoshiToBtc(row.btc_amount_sat);
  if (row.btc_txid !== null && row.state === 'complete') refund.btc_txid = row.btc_txid;
  return refund;
}
