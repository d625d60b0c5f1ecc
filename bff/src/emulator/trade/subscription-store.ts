// Recurring buys (trade_subscriptions). Rows are made with the card buy that asks for one (trade creation); here
// they are read and stopped. Amounts are minor units inside, major units on the wire.
import type { Database } from '../../db/database';
import { minorToFiat } from '#contract/money';
import type { Subscription, SubscriptionFrequency } from '#contract/trade/trades';

export interface SubscriptionRow {
  id: number;
  trader_id: number;
  amount_minor: number;
  currency: string;
  frequency: SubscriptionFrequency;
  receiving_account: string;
  is_active: number;
  end_time: string | null;
  next_time: string | null;
  create_time: string;
}

export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    amount: minorToFiat(row.amount_minor, row.currency),
    currency: row.currency,
    isActive: row.is_active === 1,
    frequency: row.frequency,
    receivingAccount: row.receiving_account,
    endTime: row.end_time,
    nextTime: row.next_time,
  };
}

/** The trader's recurring buys, oldest first, stopped ones included. */
export function listSubscriptions(db: Database, traderId: number): SubscriptionRow[] {
  return db
    .prepare('SELECT * FROM trade_subscriptions WHERE trader_id = ? ORDER BY id')
    .all(traderId) as SubscriptionRow[];
}

/** The trader's recurring buy `id`; another trader's is not found. */
export function findSubscription(db: Database, traderId: number, id: number): SubscriptionRow | undefined {
  return db.prepare('SELECT * FROM trade_subscriptions WHERE id = ? AND trader_id = ?').get(id, traderId) as
    SubscriptionRow | undefined;
}

/** Stops the trader's recurring buy `id` (no next trade); a stopped one stays as it is. Undefined if not theirs. */
export function stopSubscription(db: Database, traderId: number, id: number): SubscriptionRow | undefined {
  db.prepare('UPDATE trade_subscriptions SET is_active = 0, next_time = NULL WHERE id = ? AND trader_id = ?').run(
    id,
    traderId,
  );
  return findSubscription(db, traderId, id);
}
