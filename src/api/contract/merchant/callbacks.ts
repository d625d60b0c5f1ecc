// What the service POSTs to a merchant's `callback_url` when an invoice or buy order changes state. The spec
// leaves payload and signing "not shown"; this design is explained in docs/merchant-api-choices.md.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { BuyOrder } from './buy-orders';
import { Invoice } from './invoices';
import { Timestamp } from './primitives';

export const InvoiceCallback = withMeta(
  z.object({
    event: z.literal('invoice_state_change'),
    time: described(Timestamp, 'When the change happened.'),
    // Not described here: a described copy loses the component id and would be inlined in full.
    data: Invoice,
  }),
  {
    id: 'InvoiceCallback',
    description: 'Sent when an invoice changes state; `data` is the invoice as GET /invoices/{ID} returns it then.',
  },
);
export type InvoiceCallback = z.infer<typeof InvoiceCallback>;

// Not a state change: a partial payment leaves an invoice `new`, and a late payment leaves its original as it was
// (the extra sub-invoice it makes gets its own state change). The spec's invoice field `callback_url` is "Called on
// invoice change", and a payer's page needs to hear of a payment at once, so it gets its own event.
export const InvoicePaymentCallback = withMeta(
  z.object({
    event: z.literal('invoice_payment_received'),
    time: described(Timestamp, 'When the payment was seen.'),
    data: Invoice,
  }),
  {
    id: 'InvoicePaymentCallback',
    description:
      'Sent when a payment is listed on an invoice without changing its state; `data` is the invoice as ' +
      'GET /invoices/{ID} returns it then.',
  },
);
export type InvoicePaymentCallback = z.infer<typeof InvoicePaymentCallback>;

export const BuyOrderCallback = withMeta(
  z.object({
    event: z.literal('buy_order_state_change'),
    time: described(Timestamp, 'When the change happened.'),
    data: BuyOrder,
  }),
  {
    id: 'BuyOrderCallback',
    description: 'Sent when a buy order changes state; `data` is the order as GET /buys/{ID} returns it then.',
  },
);
export type BuyOrderCallback = z.infer<typeof BuyOrderCallback>;

export const MerchantCallback = withMeta(
  z.discriminatedUnion('event', [InvoiceCallback, InvoicePaymentCallback, BuyOrderCallback]),
  {
    id: 'MerchantCallback',
    description:
      'JSON body POSTed to `callback_url`. Signed: the header X-<Scheme>-Callback-Signature carries the lowercase ' +
      'hex HMAC-SHA256 of the raw body keyed with the IPN secret.',
  },
);
export type MerchantCallback = z.infer<typeof MerchantCallback>;
export type MerchantCallbackEvent = MerchantCallback['event'];

/**
 * Name of the callback signature header for the Authorization scheme token (`Service` in the spec). Its value is
 * the lowercase hex HMAC-SHA256 of the raw request body keyed with the merchant's IPN secret; a receiver
 * recomputes it over the bytes it received (before any JSON parsing) and compares in constant time.
 */
export function merchantCallbackSignatureHeader(scheme: string): string {
  return `X-${scheme}-Callback-Signature`;
}
