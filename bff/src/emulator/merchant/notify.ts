// State-change notices: a signed callback POST to the resource's `callback_url` (one outbox row, written in the
// caller's transaction) and a mailbox entry for its `callback_email`. Body `{event, time, data}`, `data` the full
// resource as GET returns it; header X-<Scheme>-Callback-Signature = hex HMAC-SHA256(raw body, IPN secret).
// A payment that changes no state is a callback only (`invoice_payment_received`): the spec mails on state change.
import { createHmac } from 'node:crypto';
import type { BuyOrder } from '#contract/merchant/buy-orders';
import { merchantCallbackSignatureHeader, type MerchantCallbackEvent } from '#contract/merchant/callbacks';
import type { Invoice } from '#contract/merchant/invoices';
import { formatAmount } from '#i18n/format';
import { enqueue } from '../outbox';
import { sendMail } from '../sandbox/mailbox';
import { merchantById } from './merchant-account';
import type { MerchantEnv } from './merchant-env';

interface Notice {
  merchantId: number;
  callbackUrl: string;
  callbackEmail: string | null;
  time: Date;
}

function notify(
  env: MerchantEnv,
  notice: Notice,
  event: MerchantCallbackEvent,
  data: Invoice | BuyOrder,
  mail: { subject: string; text: string } | null,
  now: Date,
): void {
  if (notice.callbackUrl) {
    const merchant = merchantById(env.db, notice.merchantId);
    const body = JSON.stringify({ event, time: notice.time.toISOString(), data });
    const signature = createHmac('sha256', merchant.ipn_secret).update(body).digest('hex');
    enqueue(
      env.db,
      {
        url: notice.callbackUrl,
        body,
        headers: { 'Content-Type': 'application/json', [merchantCallbackSignatureHeader(env.scheme)]: signature },
        kind: `merchant.${event}`,
      },
      now,
    );
  }
  if (notice.callbackEmail && mail) sendMail(env.db, { to: notice.callbackEmail, ...mail }, now);
}

/** The merchant's IPN settings decide whether sub-invoices notify at all. */
function notifiesFor(env: MerchantEnv, merchantId: number, invoice: Invoice): boolean {
  return invoice.original_invoice_id === undefined || merchantById(env.db, merchantId).sub_invoice_callbacks !== 0;
}

/**
 * Reports that a payment seen at `time` is now listed on `invoice` (as it is now) and changed no state: a partial
 * payment, or a late one whose extra sub-invoice reports itself. Call inside the payment's transaction.
 */
export function notifyInvoicePayment(
  env: MerchantEnv,
  merchantId: number,
  invoice: Invoice,
  time: Date,
  now: Date,
): void {
  if (!notifiesFor(env, merchantId, invoice)) return;
  const notice = { merchantId, callbackUrl: invoice.callback_url, callbackEmail: null, time };
  notify(env, notice, 'invoice_payment_received', invoice, null, now);
}

/** Reports that `invoice` (as it is now) changed state at `time`. Call inside the change's transaction. */
export function notifyInvoiceChange(
  env: MerchantEnv,
  merchantId: number,
  invoice: Invoice,
  time: Date,
  now: Date,
): void {
  if (!notifiesFor(env, merchantId, invoice)) return;
  notify(
    env,
    { merchantId, callbackUrl: invoice.callback_url, callbackEmail: invoice.callback_email, time },
    'invoice_state_change',
    invoice,
    {
      subject: `Invoice ${invoice.id} is ${invoice.state}`,
      text:
        `Invoice ${invoice.id} (${formatAmount(invoice.native.amount, invoice.native.currency, 'en')}, ` +
        `${formatAmount(invoice.bitcoin.amount, 'BTC', 'en')}) ` +
        `is now ${invoice.state}${invoice.type !== 'normal' ? ` (${invoice.type})` : ''}.\n` +
        `Paid: ${formatAmount(invoice.bitcoin.amount_paid, 'BTC', 'en')}.\n${invoice.payment_url}\n`,
    },
    now,
  );
}

/** Reports that `order` (as it is now) changed state at `time`. Call inside the change's transaction. */
export function notifyBuyOrderChange(
  env: MerchantEnv,
  merchantId: number,
  order: BuyOrder,
  time: Date,
  now: Date,
): void {
  notify(
    env,
    { merchantId, callbackUrl: order.callback_url, callbackEmail: order.callback_email, time },
    'buy_order_state_change',
    order,
    {
      subject: `Buy order ${order.id} is ${order.state}`,
      text:
        `Buy order ${order.id} (${formatAmount(order.fiat_amount, order.fiat_currency, 'en')} for ` +
        `${formatAmount(order.btc_amount, 'BTC', 'en')} to ` +
        `${order.btc_address}) is now ${order.state}` +
        `${order.failure_reason ? ` (${order.failure_reason})` : ''}${order.btc_txid ? `, txid ${order.btc_txid}` : ''}.\n`,
    },
    now,
  );
}
