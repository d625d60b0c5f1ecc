// Live updates of one trade to the widget, on the live-view machinery the payment pages use (live-views.ts): a
// verified `trade.*` partner webhook publishes "trade X changed" at once, a slow poll is the safety net for a lost
// webhook, one hub per watched trade however many views watch it, and the change reaches the other instances on
// the shared change bus.
//
// Whose token reads the trade: a webhook names the trade but carries no token, and the BFF keeps no token apart
// from sessions. So each watch keeps the session of the view that opened it (its id, never the token: the token is
// read from the session store at each read, refreshed as any request's). The hub reads with the session of the view
// watching longest; a view whose session ended (logout, a refresh refused) gets its stream closed and the hub
// reads with the next one. A webhook therefore costs one upstream read per trade per instance that has a view of
// it, however many views watch; instances with none read nothing (docs/bff.md, "Trade events").
import { TRADE_EVENT_NAME, type TradeView } from '#contract/bff/trade';
import type { Trade } from '#contract/trade/trades';
import { isFinalTradeState, tradeProgress } from '#contract/trade/trade-states';
import { LiveViews, type LiveKind } from './live-views';
import { isTradeChange, type ChangeBus } from './storage/change-bus';
import type { RateWindowStorage } from './storage/rate-window-storage';

/** The Trade API shows no request rate limit; the trade polls of all instances keep to this many a minute. */
export const TRADE_POLLS_PER_MINUTE = 60;

export interface TradeEventsOptions {
  pollsPerMinute?: number;
  changes?: ChangeBus;
  pollBudget?: RateWindowStorage;
}

const tradeKind: LiveKind<TradeView> = {
  eventName: TRADE_EVENT_NAME,
  // A trade's `updateTime` moves with every step: an answer stamped earlier than the view shown is a late one; two
  // steps in one millisecond (a card authorized and captured at once) are ordered by how far along they are.
  isBehind: (view, current) => {
    const [at, shown] = [Date.parse(view.updateTime), Date.parse(current.updateTime)];
    return at < shown || (at === shown && tradeProgress(view.state) < tradeProgress(current.state));
  },
  isSettled: (view) => isFinalTradeState(view.state),
  keyOf: (change) => (isTradeChange(change) ? change.tradeId : undefined),
  viewOf: (change) => (isTradeChange(change) ? change.view : undefined),
  changeOf: (tradeId, origin, view) => (view === undefined ? { tradeId, origin } : { tradeId, origin, view }),
  pollBucket: 'trade-polls',
};

export class TradeEvents extends LiveViews<TradeView> {
  constructor(options: TradeEventsOptions = {}) {
    super(tradeKind, { ...options, pollsPerMinute: options.pollsPerMinute ?? TRADE_POLLS_PER_MINUTE });
  }
}

/** The trade as the widget sees it: upstream's trade without ids the browser does not need, nor card payment ids. */
export function toTradeView(trade: Trade): TradeView {
  const { transferIn, transferOut } = trade;
  const inDetails =
    transferIn.medium === 'card' && 'redirectUrl' in transferIn.details
      ? { redirectUrl: transferIn.details.redirectUrl, returnUrl: transferIn.details.returnUrl }
      : transferIn.details;
  return {
    id: trade.id,
    traderEmail: trade.traderEmail,
    state: trade.state,
    inCurrency: trade.inCurrency,
    outCurrency: trade.outCurrency,
    inAmount: trade.inAmount,
    ...(trade.outAmount === undefined ? {} : { outAmount: trade.outAmount }),
    outAmountExpected: trade.outAmountExpected,
    transferIn: {
      state: transferIn.state,
      currency: transferIn.currency,
      sendAmount: transferIn.sendAmount,
      receiveAmount: transferIn.receiveAmount,
      medium: transferIn.medium,
      details: inDetails as TradeView['transferIn']['details'],
    },
    transferOut: {
      state: transferOut.state,
      currency: transferOut.currency,
      sendAmount: transferOut.sendAmount,
      receiveAmount: transferOut.receiveAmount,
      medium: transferOut.medium,
      ...(transferOut.mediumReceiveAccountId === undefined
        ? {}
        : { bankAccountId: transferOut.mediumReceiveAccountId }),
      details: transferOut.details as TradeView['transferOut']['details'],
    },
    ...(trade.receiptUrl === undefined ? {} : { receiptUrl: trade.receiptUrl }),
    ...(trade.quoteExpireTime === undefined ? {} : { quoteExpireTime: trade.quoteExpireTime }),
    createTime: trade.createTime,
    updateTime: trade.updateTime,
    recurringBuyId: trade.tradeSubscriptionId,
  };
}
