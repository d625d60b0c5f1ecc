// The browser API's shapes of trading (routes-trades.ts): BFF-owned views of the Trade API's trades, bank accounts
// and recurring buys. Close to upstream's, without what the browser does not need: no trader or transfer ids, no
// card provider payment ids, no `trader_id` spelling. Browser-safe.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { TransferMedium } from '../trade/enums';
import { OPENER_PARAM } from './kyc';
import { CurrencyCode, IsoDateTime } from '../trade/primitives';
import {
  BankAccount,
  BankInDetails,
  BankOutDetails,
  BlockchainInDetails,
  BlockchainOutDetails,
  CreateBankAccountRequest,
  Subscription,
  SubscriptionFrequency,
  TradeState,
  TransferState,
} from '../trade/trades';

const positiveId = checked(z.int(), z.positive());

/** What the card leg tells the widget: where to pay, and where the payment page sends the customer back. */
export const CardInView = z.object({
  redirectUrl: described(z.string(), 'Opens the card payment page.'),
  returnUrl: z.nullable(z.string()),
});

const transferFields = {
  state: TransferState,
  currency: CurrencyCode,
  sendAmount: described(z.number(), 'What is sent, fees included: in `transferIn`, what the customer pays.'),
  receiveAmount: described(
    z.number(),
    'The fee is `sendAmount - receiveAmount`. In `transferIn`, the trade’s `inAmount`.',
  ),
  medium: TransferMedium,
};

export const TransferInView = z.object({
  ...transferFields,
  details: described(
    z.union([BankInDetails, CardInView, BlockchainInDetails]),
    'Bank: the account to pay into and the reference text; card: the payment page; blockchain: the deposit address.',
  ),
});
export const TransferOutView = z.object({
  ...transferFields,
  bankAccountId: described(z.optional(positiveId), 'Bank payouts: the bank account.'),
  details: z.union([BankOutDetails, BlockchainOutDetails]),
});

export const TradeView = withMeta(
  z.object({
    id: positiveId,
    traderEmail: z.string(),
    state: TradeState,
    inCurrency: CurrencyCode,
    outCurrency: CurrencyCode,
    inAmount: described(
      z.number(),
      'Always positive. The amount the trade covers, without fees (a buy’s fiat, a sell’s BTC). What the customer ' +
        'pays is `transferIn.sendAmount`; the fee is `transferIn.sendAmount - transferIn.receiveAmount`.',
    ),
    outAmount: described(z.optional(z.number()), 'Only once completed.'),
    outAmountExpected: z.number(),
    transferIn: TransferInView,
    transferOut: TransferOutView,
    receiptUrl: described(z.optional(z.string()), 'Only once completed.'),
    quoteExpireTime: z.optional(IsoDateTime),
    createTime: IsoDateTime,
    updateTime: IsoDateTime,
    recurringBuyId: described(z.nullable(positiveId), 'The recurring buy that made this trade, if any.'),
  }),
  { id: 'BffTradeView', description: 'A trade as the widget shows it.' },
);
export type TradeView = z.infer<typeof TradeView>;

export const TradeViews = withMeta(z.array(TradeView), { id: 'BffTradeViews', description: 'Newest first.' });

/** Each server-sent event on `/api/trades/:id/events` is `event: trade` with a {@link TradeView} as `data`. */
export const TRADE_EVENT_NAME = 'trade';

/**
 * Trade a price quote. Buy (`card`/`bank` → `blockchain`): the coins go to `walletAddress` (the partner's
 * `walletAddress` widget option when the partner gave one, else what the customer entered), which must be an
 * address of the BFF's network. Sell (`blockchain` → `bank`): the money goes to `bankAccountId`.
 */
export const CreateTradeBody = withMeta(
  z.object({
    priceQuoteId: described(positiveId, 'Id of a quote this customer asked for, unexpired and unused.'),
    transferIn: z.object({ medium: TransferMedium }),
    transferOut: z.object({
      medium: TransferMedium,
      walletAddress: described(
        z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(128))),
        'Buy: the bitcoin address the coins go to.',
      ),
      bankAccountId: described(z.optional(positiveId), 'Sell: one of the customer’s bank accounts.'),
    }),
    returnUrl: described(
      z.optional(z.string()),
      'Card: a partner page on an allowed origin the payment page returns to; default the BFF’s trade return page.',
    ),
    recurring: described(
      z.optional(z.object({ frequency: SubscriptionFrequency, endTime: z.optional(z.nullable(IsoDateTime)) })),
      'Card buys only: repeat this buy.',
    ),
  }),
  { id: 'BffCreateTradeRequest', description: 'Trade a price quote.' },
);
export type CreateTradeBody = z.infer<typeof CreateTradeBody>;

/**
 * The message the BFF's trade return page (where the card payment page sends the customer back) posts to the window
 * that opened it (its `opener`, else `parent`), on that window's origin only (as {@link KycReturnMessage}). It
 * carries nothing: the view reads its trade.
 */
export const TradeReturnMessage = z.object({ type: z.literal('tradekit:trade-return') });

/** What the card payment page adds to the trade return page's URL (`result`, `tradeId`), and the opener's origin. */
export const TradeReturnQuery = z.object({
  result: z.optional(z.string()),
  tradeId: z.optional(z.string()),
  [OPENER_PARAM]: z.optional(z.string()),
});
export type TradeReturnMessage = z.infer<typeof TradeReturnMessage>;

// ——— Bank accounts, recurring buys ———

export const BankAccountView = withMeta(z.omit(BankAccount, { traderId: true, trader_id: true }), {
  id: 'BffBankAccount',
  description: 'A payout bank account of the customer.',
});
export type BankAccountView = z.infer<typeof BankAccountView>;
export const BankAccountViews = z.array(BankAccountView);
export const CreateBankAccountBody = CreateBankAccountRequest;

export const RecurringBuyView = withMeta(Subscription, { id: 'BffRecurringBuy', description: 'A recurring buy.' });
export type RecurringBuyView = z.infer<typeof RecurringBuyView>;
export const RecurringBuyViews = z.array(RecurringBuyView);
