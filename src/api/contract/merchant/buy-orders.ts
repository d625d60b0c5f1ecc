// Buy orders: a pre-approved merchant buys bitcoin from its fiat balance, instantly or quote-then-confirm.
import { z } from 'zod';
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

export const BuyOrderState = z.enum(['waiting', 'queued', 'complete', 'failed', 'cancelled']).meta({
  id: 'BuyOrderState',
  description:
    '`waiting` quote given, awaiting confirmation (non-instant orders only); `queued` confirmed, awaiting ' +
    'transfer; `complete` bitcoin sent; `failed` see `failure_reason`; `cancelled` non-instant order expired.',
});
export type BuyOrderState = z.infer<typeof BuyOrderState>;

export const BuyOrderFailureReason = z.enum(['insufficient_funds', 'internal_error']).meta({
  id: 'BuyOrderFailureReason',
  description: '`insufficient_funds` not enough money in the account; `internal_error`.',
});
export type BuyOrderFailureReason = z.infer<typeof BuyOrderFailureReason>;

export const BuyOrder = z
  .object({
    id: Id,
    create_time: Timestamp,
    expire_time: Timestamp.describe('When the quote expires if not confirmed.'),
    state: BuyOrderState,
    fiat_currency: CurrencyCode,
    fiat_amount: WireAmount,
    btc_rate: WireAmount.describe('Price of 1 BTC in `fiat_currency`.'),
    btc_amount: WireAmount.describe('Resulting bitcoin.'),
    btc_address: z.string().describe('Destination.'),
    btc_txid: z.string().nullable().describe('Set when the state is `complete`, else null.'),
    failure_reason: BuyOrderFailureReason.nullable().describe('Set when the state is `failed`, else null.'),
    callback_url: z.string().describe('Called on state change; empty when the merchant has none.'),
    callback_email: z.string().nullable(),
    custom: CustomData,
  })
  .meta({ id: 'BuyOrder', description: 'An order to buy bitcoin from the merchant account balance.' });
export type BuyOrder = z.infer<typeof BuyOrder>;

export const CreateBuyOrderRequest = z
  .object({
    amount: PositiveAmount.describe('Amount in `currency`; a BTC amount if `currency` is BTC.'),
    currency: CurrencyCodeParam.describe("`BTC` or the merchant account's currency."),
    btc_address: BtcAddress.describe('Where the bitcoin go.'),
    instant_order: z
      .boolean({ error: 'must be true or false' })
      .default(true)
      .describe('True executes at once; false returns a quote to confirm with PUT /buys/{ID}/actions/confirm.'),
    callback_url: HttpUrl.optional().describe('Called on state change; default per IPN settings if neither is given.'),
    callback_email: Email.optional().describe('Mailed on state change; default per IPN settings if neither is given.'),
    custom: CustomData.default({}),
  })
  .superRefine((body, ctx) => checkAmountFitsCurrency(ctx, body.amount, body.currency))
  .meta({ id: 'CreateBuyOrderRequest', description: 'Body of POST /buys.' });
export type CreateBuyOrderRequest = z.infer<typeof CreateBuyOrderRequest>;
export type CreateBuyOrderRequestInput = z.input<typeof CreateBuyOrderRequest>;

export const ListBuyOrdersQuery = z.object({
  ...listPage,
  include_cancelled: queryBoolean(false).describe('Whether cancelled orders are listed too; default false.'),
});
export type ListBuyOrdersQuery = z.infer<typeof ListBuyOrdersQuery>;
