// What the sandbox console lists: every trader's trades and every merchant's invoices, newest first, each with its
// state history and what the outside world's actions on it need. Amounts leave as decimal strings, never floats.
import type { z } from 'zod/mini';
import { formatBtc } from '#contract/money';
import type { SandboxInvoice, SandboxTrade } from '#contract/sandbox/requests';
import type { EmulatorContext } from '../context';
import { countedSatoshi, invoiceHistory, paymentRows, type InvoiceRow } from '../merchant/invoice-records';
import { paidAndDue, paymentUrl } from '../merchant/invoice-view';
import type { MerchantEnv } from '../merchant/merchant-env';
import { formatMajor } from '../trade/trade-life';
import { receiptUrlOf, tradeHistory, type TradeRow } from '../trade/trade-store';

const isCompleted = (state: string) => state === 'completed' || state === 'completed_test';

/** The newest `limit` trades of every trader. */
export function sandboxTrades(ctx: EmulatorContext, limit: number): z.input<typeof SandboxTrade>[] {
  return ctx.db.transaction(() => {
    const rows = ctx.db
      .prepare(
        `SELECT t.*, u.email AS trader_email FROM trade_trades t
           LEFT JOIN trade_traders tr ON tr.id = t.trader_id LEFT JOIN trade_users u ON u.id = tr.user_id
         ORDER BY t.id DESC LIMIT ?`,
      )
      .all(limit) as (TradeRow & { trader_email: string | null })[];
    return rows.map((row) => {
      const inDetails = JSON.parse(row.in_details) as { redirectUrl?: string; referenceText?: string };
      return {
        id: row.id,
        traderId: row.trader_id,
        traderEmail: row.trader_email,
        state: row.state,
        inMedium: row.in_medium,
        outMedium: row.out_medium,
        inCurrency: row.in_currency,
        outCurrency: row.out_currency,
        inAmount: formatMajor(row.in_receive_minor, row.in_currency),
        sendAmount: formatMajor(row.in_send_minor, row.in_currency),
        outAmount: formatMajor(row.out_receive_minor, row.out_currency),
        createTime: row.create_time,
        updateTime: row.update_time,
        history: tradeHistory(ctx.db, row.id).map(({ state, move, time }) => ({ state, move, time })),
        cardPaymentUrl: row.in_medium === 'card' ? (inDetails.redirectUrl ?? null) : null,
        bankReference: row.in_medium === 'bank' ? (inDetails.referenceText ?? null) : null,
        depositAddress: row.deposit_address,
        depositAmount: row.deposit_address === null ? null : formatBtc(row.in_send_minor),
        receiptUrl: isCompleted(row.state) ? receiptUrlOf(ctx, row) : null,
      };
    });
  })();
}

type ListedInvoiceRow = InvoiceRow & { ipn_secret: string };

/** One invoice as the console lists it; read inside the caller's transaction. */
function listedInvoice(env: MerchantEnv, row: ListedInvoiceRow): z.input<typeof SandboxInvoice> {
  const { db } = env;
  const { paid, due } = paidAndDue(row, countedSatoshi(db, row.id));
  return {
    id: row.id,
    merchantId: row.merchant_id,
    state: row.state,
    type: row.type,
    btcAmount: formatBtc(row.btc_amount_sat),
    amountPaid: formatBtc(paid),
    amountDue: formatBtc(due),
    address: row.btc_address,
    nativeAmount: formatMajor(row.native_amount_minor, row.native_currency),
    nativeCurrency: row.native_currency,
    createTime: row.create_time,
    expireTime: row.expire_time,
    originalInvoiceId: row.original_invoice_id,
    paymentUrl: paymentUrl(env, row.id, row.ipn_secret),
    payments: paymentRows(db, row.id).map((payment) => ({
      txid: payment.txid,
      amount: formatBtc(payment.amount_sat),
      confirmations: payment.confirmations,
      time: payment.time,
    })),
    history: invoiceHistory(db, row),
  };
}

const invoiceColumns = 'SELECT i.*, m.ipn_secret FROM merchant_invoices i JOIN merchants m ON m.id = i.merchant_id';

/** The newest `limit` invoices of every merchant (sub-invoices included). */
export function sandboxInvoices(env: MerchantEnv, limit: number): z.input<typeof SandboxInvoice>[] {
  const { db } = env;
  return db.transaction(() =>
    (db.prepare(`${invoiceColumns} ORDER BY i.id DESC LIMIT ?`).all(limit) as ListedInvoiceRow[]).map((row) =>
      listedInvoice(env, row),
    ),
  )();
}

/** Invoice `id` as the console lists it; undefined when there is none. */
export function sandboxInvoice(env: MerchantEnv, id: number): z.input<typeof SandboxInvoice> | undefined {
  const { db } = env;
  return db.transaction(() => {
    const row = db.prepare(`${invoiceColumns} WHERE i.id = ?`).get(id) as ListedInvoiceRow | undefined;
    return row && listedInvoice(env, row);
  })();
}
