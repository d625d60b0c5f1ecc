// Refunds of paid invoices, to a bitcoin address or to a customer who is emailed for one.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  BtcAddress,
  CurrencyCode,
  CurrencyCodeParam,
  Email,
  Id,
  PositiveAmount,
  Timestamp,
  WireAmount,
  checkAmountFitsCurrency,
} from './primitives';

export const RefundState = withMeta(
  z.enum(['awaiting_verification', 'awaiting_btc_address', 'queued', 'complete', 'expired']),
  {
    id: 'RefundState',
    description:
      '`awaiting_verification` awaiting merchant verification (dashboard refunds only); `awaiting_btc_address` ' +
      'customer emailed, waiting for a bitcoin address; `queued` queued for sending; `complete` sent; `expired` ' +
      'no address within 7 days, amount returned to the credit account.',
  },
);
export type RefundState = z.infer<typeof RefundState>;

export const Refund = withMeta(
  z.object({
    id: Id,
    invoice_id: Id,
    create_time: Timestamp,
    state: RefundState,
    amount: described(WireAmount, 'In `currency`.'),
    currency: CurrencyCode,
    btc_address: described(z.optional(z.string()), 'Absent until the customer supplies one (email refunds).'),
    email_address: described(z.optional(z.string()), 'Absent if created with a `btc_address`.'),
    btc_amount: described(z.optional(WireAmount), 'BTC sent; absent in states `awaiting_btc_address` and `expired`.'),
    btc_txid: described(z.optional(z.string()), 'Present only in state `complete`.'),
  }),
  { id: 'Refund', description: 'A refund of (part of) a paid invoice.' },
);
export type Refund = z.infer<typeof Refund>;

export const CreateRefundRequest = withMeta(
  checked(
    z.object({
      amount: described(PositiveAmount, 'Amount to refund, in `currency`.'),
      currency: described(CurrencyCodeParam, 'Must be the currency the invoice was credited in (`transfer.currency`).'),
      email_address: described(z.optional(Email), 'Customer to email for a bitcoin address; or give `btc_address`.'),
      btc_address: described(z.optional(BtcAddress), 'Bitcoin address to refund to; or give `email_address`.'),
      use_payment_protocol_refund_address: described(
        z._default(z.boolean({ error: 'must be true or false' }), true),
        'When true and the customer gave a refund address while paying through the BIP70 payment protocol, that ' +
          'address is used and `email_address`/`btc_address` are ignored.',
      ),
    }),
    z.superRefine((body, ctx) => {
      checkAmountFitsCurrency(ctx, body.amount, body.currency);
      const both = body.email_address !== undefined && body.btc_address !== undefined;
      const neither = body.email_address === undefined && body.btc_address === undefined;
      if (both)
        ctx.addIssue({
          code: 'custom',
          path: ['btc_address'],
          message: 'give either email_address or btc_address, not both',
          input: body.btc_address,
        });
      // On the object, not a field: neither field is wrong on its own, and the message names both.
      else if (neither)
        ctx.addIssue({ code: 'custom', path: [], message: 'give one of email_address or btc_address', input: body });
    }),
  ),
  {
    id: 'CreateRefundRequest',
    description: 'Body of POST /invoices/{ID}/refunds: an amount and exactly one of `email_address` or `btc_address`.',
  },
);
export type CreateRefundRequest = z.infer<typeof CreateRefundRequest>;
export type CreateRefundRequestInput = z.input<typeof CreateRefundRequest>;
