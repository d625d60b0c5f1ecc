// What the service POSTs to a merchant's `callback_url` when an invoice or buy order changes state. The spec
// leaves payload and signing "not shown"; this design is explained in docs/merchant-api-choices.md.
import { z } from 'zod';
import { BuyOrder } from './buy-orders';
import { Invoice } from './invoices';
import { Timestamp } from './primitives';

export const InvoiceCallback = z
  .object({
    event: z.literal('invoice_state_change'),
    time: Timestamp.describe('When the change happened.'),
    // No .describe() here: a described copy loses the component id and would be inlined in full.
    data: Invoice,
  })
  .meta({
    id: 'InvoiceCallback',
    description: 'Sent when an invoice changes state; `data` is the invoice as GET /invoices/{ID} returns it then.',
  });
export type InvoiceCallback = z.infer<typeof InvoiceCallback>;

export const BuyOrderCallback = z
  .object({
    event: z.literal('buy_order_state_change'),
    time: Timestamp.describe('When the change happened.'),
    data: BuyOrder,
  })
  .meta({
    id: 'BuyOrderCallback',
    description: 'Sent when a buy order changes state; `data` is the order as GET /buys/{ID} returns it then.',
  });
export type BuyOrderCallback = z.infer<typeof BuyOrderCallback>;

export const MerchantCallback = z.discriminatedUnion('event', [InvoiceCallback, BuyOrderCallback]).meta({
  id: 'MerchantCallback',
  description:
    'JSON body POSTed to `callback_url`. Signed: the header X-<Scheme>-Callback-Signature carries the lowercase ' +
    'hex HMAC-SHA256 of the raw body keyed with the IPN secret.',
});
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
