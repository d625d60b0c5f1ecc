// Recurring buys: each active subscription makes its next card trade when the sandbox clock passes its
// `next_time`: a new price quote at the current rate for the subscription's amount, traded card to blockchain to
// its receiving address, with `tradeSubscriptionId` set. Then `next_time` moves one period on (periods the clock
// jumped over are not made up); past `end_time` the subscription stops. A trade the rules refuse (limits, a
// waiting period) is skipped for that period.
import { minorToFiat } from '#contract/money';
import type { SubscriptionFrequency } from '#contract/trade/trades';
import { ApiError } from '../../http/failure';
import type { EmulatorContext } from '../context';
import { findTrader } from './account-store';
import { createPriceQuote, createTrade, nextSubscriptionTime } from './trade-create';

interface SubscriptionRow {
  id: number;
  trader_id: number;
  amount_minor: number;
  currency: string;
  frequency: SubscriptionFrequency;
  receiving_account: string;
  end_time: string | null;
  next_time: string;
}

export function makeDueSubscriptionTrades(ctx: EmulatorContext, now: Date): void {
  const due = ctx.db
    .prepare(
      'SELECT * FROM trade_subscriptions WHERE is_active = 1 AND next_time IS NOT NULL AND next_time <= ? ORDER BY id',
    )
    .all(now.toISOString()) as SubscriptionRow[];
  for (const subscription of due) {
    ctx.db
      .transaction(() => {
        const current = ctx.db
          .prepare('SELECT next_time FROM trade_subscriptions WHERE id = ? AND is_active = 1')
          .pluck()
          .get(subscription.id);
        if (current !== subscription.next_time) return; // another sweep got here first
        const ended = subscription.end_time !== null && subscription.next_time > subscription.end_time;
        if (!ended) makeTrade(ctx, subscription, now);
        let next = nextSubscriptionTime(new Date(subscription.next_time), subscription.frequency);
        while (next <= now) next = nextSubscriptionTime(next, subscription.frequency);
        const stop = ended || (subscription.end_time !== null && next.toISOString() > subscription.end_time);
        ctx.db
          .prepare('UPDATE trade_subscriptions SET next_time = ?, is_active = ? WHERE id = ?')
          .run(stop ? null : next.toISOString(), stop ? 0 : 1, subscription.id);
      })
      .immediate();
  }
}

function makeTrade(ctx: EmulatorContext, subscription: SubscriptionRow, now: Date): void {
  const trader = findTrader(ctx.db, subscription.trader_id);
  if (!trader) return;
  try {
    ctx.db.transaction(() => {
      const quote = createPriceQuote(
        ctx,
        trader,
        {
          baseCurrency: subscription.currency,
          quoteCurrency: 'BTC',
          baseAmount: -minorToFiat(subscription.amount_minor, subscription.currency),
          transferInMedium: 'card',
          transferOutMedium: 'blockchain',
        },
        now,
      );
      createTrade(
        ctx,
        trader,
        {
          priceQuoteId: quote.id as number,
          transferIn: { medium: 'card' },
          transferOut: { medium: 'blockchain', details: { account: subscription.receiving_account } },
        },
        now,
        { subscriptionId: subscription.id },
      );
    })();
  } catch (error) {
    // Refused by the rules (limits, a waiting period, a country): this period has no trade.
    if (!(error instanceof ApiError)) throw error;
  }
}
