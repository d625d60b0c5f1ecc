// The invoice resource and its parts: payments received and requests to pay in other currencies.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { CoinCode, CurrencyCode, CustomData, HttpUrl, Id, Timestamp, WireAmount } from './primitives';

export const InvoiceState = withMeta(z.enum(['new', 'paid', 'complete', 'expired']), {
  id: 'InvoiceState',
  description:
    '`new` awaiting payment; `paid` paid, payments not yet verified; `complete` paid and verified; `expired`.',
});
export type InvoiceState = z.infer<typeof InvoiceState>;

export const InvoiceType = withMeta(z.enum(['normal', 'underpaid', 'extra']), {
  id: 'InvoiceType',
  description:
    '`normal`; `underpaid` too little paid in time, amounts adjusted to the paid amount; `extra` a sub-invoice ' +
    'created because the original got too much or a late payment.',
});
export type InvoiceType = z.infer<typeof InvoiceType>;

export const InvoicePayment = withMeta(
  z.object({
    time: Timestamp,
    amount: described(WireAmount, 'BTC received.'),
    txid: z.string(),
    confirmations: checked(z.int(), z.nonnegative()),
    expired: described(z.boolean(), 'Whether the invoice had expired when this payment arrived.'),
  }),
  { id: 'InvoicePayment', description: 'A bitcoin payment received for an invoice.' },
);
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const InputRequest = withMeta(
  z.object({
    currency: CoinCode,
    amount: described(WireAmount, 'Amount of the input currency to pay.'),
    address: described(z.string(), 'Address in the input currency to pay to.'),
    return_address: described(z.string(), 'Address for returning funds on error.'),
    // Not z.url(): altcoin wallet URIs (`litecoin:L…?amount=1`) are URIs, not http(s) URLs.
    payment_uri: described(z.string(), 'Wallet-compatible URI.'),
    verified: described(z.boolean(), 'Whether payment in this currency has happened and been verified.'),
    destination_tag: described(z.optional(z.string()), 'Tag for the input currency, where it needs one.'),
    timestamp: described(Timestamp, 'When the request was made.'),
  }),
  { id: 'InputRequest', description: 'A request to pay an invoice in another currency.' },
);
export type InputRequest = z.infer<typeof InputRequest>;

const CurrencyAmount = z.object({ amount: WireAmount, currency: CurrencyCode });

export const Invoice = withMeta(
  z.object({
    id: Id,
    create_time: Timestamp,
    expire_time: described(Timestamp, 'When the invoice expires or expired.'),
    state: InvoiceState,
    type: InvoiceType,
    bitcoin: described(
      z.object({
        amount: described(WireAmount, 'Total BTC amount.'),
        address: described(z.string(), 'Receiving address.'),
        amount_paid: described(WireAmount, 'BTC paid so far.'),
        amount_due: described(WireAmount, 'BTC still to be paid.'),
        payment_uri: described(
          z.optional(z.string()),
          'Wallet URI (BIP21/BIP70); present only while the state is `new`.',
        ),
      }),
      'Always present.',
    ),
    native: described(CurrencyAmount, 'Amount and currency the invoice was created with.'),
    transfer: described(CurrencyAmount, 'Amount transferred to the merchant once paid, and its currency.'),
    description: described(z.string(), 'Custom text.'),
    custom: CustomData,
    payment_url: described(HttpUrl, 'Customer payment page.'),
    inputs: described(z.array(InputRequest), 'Requests to pay in other currencies.'),
    // The URL fields are plain strings, not checked URLs: the spec types them as strings, and an empty string
    // stands for "not configured" (see docs/merchant-api-choices.md).
    callback_url: described(z.string(), 'Called on invoice change; empty when the merchant has none.'),
    callback_email: described(z.nullable(z.string()), 'Email notified on invoice change.'),
    return_url: described(z.string(), 'Customer redirected here after payment; empty when none.'),
    cancel_url: described(z.string(), 'Customer redirected here if they fail to pay in time; empty when none.'),
    payments: described(z.array(InvoicePayment), 'Bitcoin payments received.'),
    original_invoice_id: described(z.optional(Id), 'Present on sub-invoices: id of the original.'),
    sub_invoice_ids: described(z.optional(z.array(Id)), 'Present on originals that have sub-invoices.'),
  }),
  { id: 'Invoice', description: 'A request for a bitcoin payment from a customer.' },
);
export type Invoice = z.infer<typeof Invoice>;
