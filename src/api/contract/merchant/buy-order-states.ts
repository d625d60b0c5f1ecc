// The buy order's states as plain rules, the one owner of them: the state an order starts in, the moves and
// what triggers each, and which states are settled. The emulator writes an order's state only through
// `buyOrderMove`. No SQL and no HTTP.
import type { BuyOrderState } from './buy-orders';

/** Every way a buy order's state changes, named after what triggers it. */
export type BuyOrderMoveName =
  /** Confirmed (or instant) and the balance covers it: paid from the balance, queued for sending. */
  | 'funded'
  /** Confirmed (or instant) but the balance does not cover it: failed with `insufficient_funds`. */
  | 'unfunded'
  /** Spec: a non-instant order's quote expires without confirmation. */
  | 'quote_expired'
  /** A queued order's send time comes: the bitcoin goes out. */
  | 'sent';

export interface BuyOrderMove {
  from: BuyOrderState;
  to: BuyOrderState;
}

/** The only moves a buy order makes. */
export const BUY_ORDER_MOVES: Readonly<Record<BuyOrderMoveName, BuyOrderMove>> = {
  funded: { from: 'waiting', to: 'queued' },
  unfunded: { from: 'waiting', to: 'failed' },
  quote_expired: { from: 'waiting', to: 'cancelled' },
  sent: { from: 'queued', to: 'complete' },
};

/** A move refused: the order is not in the state the move starts from. */
export interface BuyOrderMoveRefusal {
  refused: 'wrong_state';
  message: string;
}

/** The state `move` takes an order in `from` to, or why it cannot. */
export function buyOrderMove(from: BuyOrderState, move: BuyOrderMoveName): { to: BuyOrderState } | BuyOrderMoveRefusal {
  const rule = BUY_ORDER_MOVES[move];
  if (rule.from !== from) return { refused: 'wrong_state', message: `The buy order is ${from}, not ${rule.from}.` };
  return { to: rule.to };
}

/** Every order starts as a quote awaiting confirmation; an instant one is confirmed in the same step. */
export const INITIAL_BUY_ORDER_STATE: BuyOrderState = 'waiting';

/** Whether the order can still be confirmed: only while its quote waits. */
export function awaitsConfirmation(state: BuyOrderState): boolean {
  return state === 'waiting';
}

/** States nothing moves an order out of. */
export function isSettledBuyOrderState(state: BuyOrderState): boolean {
  return state === 'complete' || state === 'failed' || state === 'cancelled';
}
