// Buy orders: a pre-approved merchant buys bitcoin from its fiat balance, instantly or quote-then-confirm.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  BtcAddress,
  CurrencyCode,
  CurrencyCodeParam,
  CustomData,
  Email,
  HttpUrl,
  Id,
  PositiveAmount,
  Timestamp,
  WireAmount,
  checkAmountFitsCurrency,
  listPage,
  queryBoolean,
} from './primitives';

export const BuyOrderState = withMeta(z.enum(['waiting', 'queued', 'complete', 'failed', 'cancelled']), {
  id: 'BuyOrderState',
  description:
    '`waiting` quote given, awaiting confirmation (non-instant orders only); `queued` confirmed, awaiting ' +
    'transfer; `complete` bitcoin sent; `failed` see `failure_reason`; `cancelled` non-instant order expired.',
});
export type BuyOrderState = z.infer<typeof BuyOrderState>;

export const BuyOrderFailureReason = withMeta(z.enum(['insufficient_funds', 'internal_error']), {
  id: 'BuyOrderFailureReason',
  description: '`insufficient_funds` not enough money in the account; `internal_error`.',
});
export type BuyOrderFailureReason = z.infer<typeof BuyOrderFailureReason>;

export const BuyOrder = withMeta(
  z.object({
    id: Id,
    create_time: Timestamp,
    expire_time: described(Timestamp, 'When the quote expires if not confirmed.'),
    state: BuyOrderState,
    fiat_currency: CurrencyCode,
    fiat_amount: WireAmount,
    btc_rate: described(WireAmount, 'Price of 1 BTC in `fiat_currency`.'),
    btc_amount: described(WireAmount, 'Resulting bitcoin.'),
    btc_address: described(z.string(), 'Destination.'),
    btc_txid: described(z.nullable(z.string()), 'Set when the state is `complete`, else null.'),
    failure_reason: described(z.nullable(BuyOrderFailureReason), 'Set when the state is `failed`, else null.'),
    callback_url: described(z.string(), 'Called on state change; empty when the merchant has none.'),
    callback_email: z.nullable(z.string()),
    custom: CustomData,
  }),
  { id: 'BuyOrder', description: 'An order to buy bitcoin from the merchant account balance.' },
);
export type BuyOrder = z.infer<typeof BuyOrder>;

export const CreateBuyOrderRequest = withMeta(
  checked(
    z.object({
      amount: described(PositiveAmount, 'Amount in `currency`; a BTC amount if `currency` is BTC.'),
      currency: described(CurrencyCodeParam, "`BTC` or the merchant account's currency."),
      btc_address: described(BtcAddress, 'Where the bitcoin go.'),
      instant_order: described(
        z._default(z.boolean({ error: 'must be true or false' }), true),
        'True executes at once; false returns a quote to confirm with PUT /buys/{ID}/actions/confirm.',
      ),
      callback_url: described(
        z.optional(HttpUrl),
        'Called on state change; default per IPN settings if neither is given.',
      ),
      callback_email: described(
        z.optional(Email),
        'Mailed on state change; default per IPN settings if neither is given.',
      ),
      custom: z._default(CustomData, {}),
    }),
    z.superRefine((body, ctx) => checkAmountFitsCurrency(ctx, body.amount, body.currency)),
  ),
  { id: 'CreateBuyOrderRequest', description: 'Body of POST /buys.' },
);
export type CreateBuyOrderRequest = z.infer<typeof CreateBuyOrderRequest>;
export type CreateBuyOrderRequestInput = z.input<typeof CreateBuyOrderRequest>;

export const ListBuyOrdersQuery = z.object({
  ...listPage,
  include_cancelled: described(queryBoolean(false), 'Whether cancelled orders are listed too; default false.'),
});
export type ListBuyOrdersQuery = z.infer<typeof ListBuyOrdersQuery>;
