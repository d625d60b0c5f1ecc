// The invoice resource and its parts: payments received and requests to pay in other currencies.
import { z } from 'zod';
import { CoinCode, CurrencyCode, CustomData, HttpUrl, Id, Timestamp, WireAmount } from './primitives';

export const InvoiceState = z.enum(['new', 'paid', 'complete', 'expired']).meta({
  id: 'InvoiceState',
  description:
    '`new` awaiting payment; `paid` paid, payments not yet verified; `complete` paid and verified; `expired`.',
});
export type InvoiceState = z.infer<typeof InvoiceState>;

export const InvoiceType = z.enum(['normal', 'underpaid', 'extra']).meta({
  id: 'InvoiceType',
  description:
    '`normal`; `underpaid` too little paid in time, amounts adjusted to the paid amount; `extra` a sub-invoice ' +
    'created because the original got too much or a late payment.',
});
export type InvoiceType = z.infer<typeof InvoiceType>;

export const InvoicePayment = z
  .object({
    time: Timestamp,
    amount: WireAmount.describe('BTC received.'),
    txid: z.string(),
    confirmations: z.int().nonnegative(),
    expired: z.boolean().describe('Whether the invoice had expired when this payment arrived.'),
  })
  .meta({ id: 'InvoicePayment', description: 'A bitcoin payment received for an invoice.' });
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const InputRequest = z
  .object({
    currency: CoinCode,
    amount: WireAmount.describe('Amount of the input currency to pay.'),
    address: z.string().describe('Address in the input currency to pay to.'),
    return_address: z.string().describe('Address for returning funds on error.'),
    // Not z.url(): altcoin wallet URIs (`litecoin:L…?amount=1`) are URIs, not http(s) URLs.
    payment_uri: z.string().describe('Wallet-compatible URI.'),
    verified: z.boolean().describe('Whether payment in this currency has happened and been verified.'),
    destination_tag: z.string().optional().describe('Tag for the input currency, where it needs one.'),
    timestamp: Timestamp.describe('When the request was made.'),
  })
  .meta({ id: 'InputRequest', description: 'A request to pay an invoice in another currency.' });
export type InputRequest = z.infer<typeof InputRequest>;

const CurrencyAmount = z.object({ amount: WireAmount, currency: CurrencyCode });

export const Invoice = z
  .object({
    id: Id,
    create_time: Timestamp,
    expire_time: Timestamp.describe('When the invoice expires or expired.'),
    state: InvoiceState,
    type: InvoiceType,
    bitcoin: z
      .object({
        amount: WireAmount.describe('Total BTC amount.'),
        address: z.string().describe('Receiving address.'),
        amount_paid: WireAmount.describe('BTC paid so far.'),
        amount_due: WireAmount.describe('BTC still to be paid.'),
        payment_uri: z.string().optional().describe('Wallet URI (BIP21/BIP70); present only while the state is `new`.'),
      })
      .describe('Always present.'),
    native: CurrencyAmount.describe('Amount and currency the invoice was created with.'),
    transfer: CurrencyAmount.describe('Amount transferred to the merchant once paid, and its currency.'),
    description: z.string().describe('Custom text.'),
    custom: CustomData,
    payment_url: HttpUrl.describe('Customer payment page.'),
    inputs: z.array(InputRequest).describe('Requests to pay in other currencies.'),
    // The URL fields are plain strings, not checked URLs: the spec types them as strings, and an empty string
    // stands for "not configured" (see docs/merchant-api-choices.md).
    callback_url: z.string().describe('Called on invoice change; empty when the merchant has none.'),
    callback_email: z.string().nullable().describe('Email notified on invoice change.'),
    return_url: z.string().describe('Customer redirected here after payment; empty when none.'),
    cancel_url: z.string().describe('Customer redirected here if they fail to pay in time; empty when none.'),
    payments: z.array(InvoicePayment).describe('Bitcoin payments received.'),
    original_invoice_id: Id.optional().describe('Present on sub-invoices: id of the original.'),
    sub_invoice_ids: z.array(Id).optional().describe('Present on originals that have sub-invoices.'),
  })
  .meta({ id: 'Invoice', description: 'A request for a bitcoin payment from a customer.' });
export type Invoice = z.infer<typeof Invoice>;
