// The trade's states as plain rules, the one owner of them: which moves there are, what triggers each, which states
// are final, and where each transfer stands in each state. The emulator changes a trade's state only through
// `tradeMove`; the BFF and the views ask `isFinalTradeState`. No SQL and no HTTP (../shared/spec/trades.md,
// "Trade states"; the sandbox's triggers are choices written down in docs/trade-api-choices.md).
import type { TransferMedium } from './enums';
import type { TradeState, TransferState } from './trades';

/** Every way a trade's state changes, named after what triggers it. */
export type TradeMoveName =
  /** Card: the payment page (or the sandbox tool behind it) approves; the amount is reserved on the card. */
  | 'card_authorized'
  /** Card: the reserved amount is captured and the trade is worked on. */
  | 'card_captured'
  /** Card: the payment page declines. */
  | 'card_declined'
  /** Card: the trader cancels on the payment page. */
  | 'card_cancelled'
  /** Bank buy: the trader's transfer arrives. Sell: the BTC reaches the deposit address. */
  | 'transfer_in_received'
  /** The trader cancels while the trade waits for payment. */
  | 'cancelled_by_trader'
  /** Nothing was paid in time: card and sell when the quote expires, bank after 7 days. */
  | 'payment_deadline_passed'
  /** The trader's mandatory information is complete: the payout is made (in the sandbox, as a test). */
  | 'completed'
  /** The trader's mandatory information is not complete: a person must look at it first. */
  | 'held_for_review'
  /** A review rejects the trade. */
  | 'review_rejected';

export interface TradeMove {
  from: readonly TradeState[];
  to: TradeState;
}

/** The only moves a trade makes. `completed` is the real service's; the sandbox completes to `completed_test`. */
export const TRADE_MOVES: Readonly<Record<TradeMoveName, TradeMove>> = {
  card_authorized: { from: ['awaiting_transfer_in'], to: 'payment_authorized' },
  card_captured: { from: ['payment_authorized'], to: 'processing' },
  card_declined: { from: ['awaiting_transfer_in'], to: 'rejected' },
  card_cancelled: { from: ['awaiting_transfer_in'], to: 'cancelled' },
  transfer_in_received: { from: ['awaiting_transfer_in'], to: 'processing' },
  cancelled_by_trader: { from: ['awaiting_transfer_in'], to: 'cancelled' },
  payment_deadline_passed: { from: ['awaiting_transfer_in'], to: 'expired' },
  completed: { from: ['processing', 'reviewing'], to: 'completed_test' },
  held_for_review: { from: ['processing'], to: 'reviewing' },
  review_rejected: { from: ['reviewing'], to: 'rejected' },
};

/** A move refused: the trade is not in a state the move starts from (someone moved it first, or it is final). */
export interface TradeMoveRefusal {
  refused: 'wrong_state';
  message: string;
}

/** The state `move` takes a trade in `from` to, or why it cannot. */
export function tradeMove(from: TradeState, move: TradeMoveName): { to: TradeState } | TradeMoveRefusal {
  const rule = TRADE_MOVES[move];
  if (!rule.from.includes(from))
    return {
      refused: 'wrong_state',
      message: `A trade that is ${from} cannot be moved by ${move.replaceAll('_', ' ')}.`,
    };
  return { to: rule.to };
}

const FINAL: ReadonlySet<TradeState> = new Set(['completed', 'completed_test', 'cancelled', 'rejected', 'expired']);

/** Whether nothing moves a trade out of `state`: watching it can stop. */
export function isFinalTradeState(state: TradeState): boolean {
  return FINAL.has(state);
}

/**
 * How far along a trade in `state` is: every move goes to a state further along. Two views of one trade stamped in
 * the same millisecond (a card approval authorizes and captures at once) are ordered by it.
 */
export function tradeProgress(state: TradeState): number {
  switch (state) {
    case 'awaiting_transfer_in':
      return 0;
    case 'payment_authorized':
      return 1;
    case 'processing':
      return 2;
    case 'reviewing':
      return 3;
    default:
      return 4;
  }
}

/** Only a trade waiting for the trader's payment can be cancelled. */
export function isCancellable(state: TradeState): boolean {
  return state === 'awaiting_transfer_in';
}

/** Whether the trade failed: it ended without the trader getting anything. */
export function isFailedTradeState(state: TradeState): boolean {
  return state === 'cancelled' || state === 'rejected' || state === 'expired';
}

/** Whether the trade still shows its quote's expiry (`quoteExpireTime`). */
export function showsQuoteExpiry(state: TradeState): boolean {
  return (
    state === 'awaiting_transfer_in' ||
    state === 'payment_authorized' ||
    state === 'processing' ||
    state === 'reviewing'
  );
}

/** Where the two transfers stand in each trade state. */
export function transferStatesOf(state: TradeState): { in: TransferState; out: TransferState } {
  switch (state) {
    case 'awaiting_transfer_in':
    case 'payment_authorized':
      return { in: 'waiting', out: 'waiting' };
    case 'processing':
      return { in: 'completed_test', out: 'waiting' };
    case 'reviewing':
      return { in: 'completed_test', out: 'reviewing' };
    case 'completed':
      return { in: 'completed', out: 'completed' };
    case 'completed_test':
      return { in: 'completed_test', out: 'completed_test' };
    case 'cancelled':
      return { in: 'expired', out: 'cancelled' };
    case 'rejected':
      return { in: 'rejected', out: 'cancelled' };
    case 'expired':
      return { in: 'expired', out: 'cancelled' };
  }
}

/** How long an unpaid trade waits for its payment: until the quote expires, or 7 days for a bank transfer. */
export const BANK_PAYMENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A price quote is good for 15 minutes. */
export const QUOTE_LIFETIME_MS = 15 * 60 * 1000;
/** The sandbox completes a paid trade of a trader whose information is complete within one (sandbox) minute: 10 s. */
export const SANDBOX_PROCESSING_MS = 10 * 1000;

/** When an unpaid trade of `inMedium` created at `created` with a quote expiring at `quoteExpiry` expires. */
export function paymentDeadline(inMedium: TransferMedium, created: Date, quoteExpiry: Date): Date {
  return inMedium === 'bank' ? new Date(created.getTime() + BANK_PAYMENT_WINDOW_MS) : quoteExpiry;
}

/** The medium pairs a trade may have: buy by card or bank to a BTC address, sell BTC to a bank account. */
export const TRADE_MEDIUM_PAIRS: readonly { in: TransferMedium; out: TransferMedium; side: 'buy' | 'sell' }[] = [
  { in: 'card', out: 'blockchain', side: 'buy' },
  { in: 'bank', out: 'blockchain', side: 'buy' },
  { in: 'blockchain', out: 'bank', side: 'sell' },
];

export function tradeSide(inMedium: TransferMedium, outMedium: TransferMedium): 'buy' | 'sell' | undefined {
  return TRADE_MEDIUM_PAIRS.find((pair) => pair.in === inMedium && pair.out === outMedium)?.side;
}
