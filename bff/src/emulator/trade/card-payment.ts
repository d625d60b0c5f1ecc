// The sandbox card payment behind a card trade's `redirectUrl`: the tester approves (the amount is authorized and
// captured: the trade goes to `processing`), declines (`rejected`) or cancels (`cancelled`), on the page or by the
// sandbox tool. Every move goes through applyTradeMove, so a decision racing the trader's cancel or the expiry ends
// in one state: whichever came first; the other is refused.
import type { CardPaymentResult } from '#contract/sandbox/requests';
import type { Database } from '../../db/database';
import type { EmulatorContext } from '../context';
import type { CardPaymentOutcomeShown } from './card-payment-page';
import { applyTradeMove, approveCardPayment } from './trade-life';
import { findTrade, tradeHistory, type TradeRow } from './trade-store';

/** The card trade whose payment has this id (`transferIn.details.paymentId`). */
export function findCardTradeByPaymentId(db: Database, paymentId: string): TradeRow | undefined {
  return db
    .prepare("SELECT * FROM trade_trades WHERE in_medium = 'card' AND json_extract(in_details, '$.paymentId') = ?")
    .get(paymentId) as TradeRow | undefined;
}

/** What became of a card trade's payment, from its history; undefined while it waits. */
export function cardPaymentOutcomeOf(db: Database, trade: TradeRow): CardPaymentOutcomeShown | undefined {
  if (trade.state === 'awaiting_transfer_in') return undefined;
  const moves = new Set(tradeHistory(db, trade.id).map((row) => row.move));
  if (moves.has('card_authorized') || moves.has('card_captured')) return 'approved';
  if (moves.has('card_declined')) return 'declined';
  if (moves.has('payment_deadline_passed')) return 'expired';
  return 'cancelled';
}

/** The trade's `returnUrl` with `result` and `tradeId` added; null when the trade has none. */
export function cardReturnLocation(trade: TradeRow, result: CardPaymentResult): string | null {
  const { returnUrl } = JSON.parse(trade.in_details) as { returnUrl?: string | null };
  if (!returnUrl) return null;
  try {
    const url = new URL(returnUrl);
    url.searchParams.set('result', result);
    url.searchParams.set('tradeId', String(trade.id));
    return url.toString();
  } catch {
    return null;
  }
}

export type CardDecision =
  | { ok: true; trade: TradeRow; location: string | null }
  | { ok: false; reason: 'not_found' | 'not_card' | 'not_awaiting_payment'; message: string; trade?: TradeRow };

const moveOf = { declined: 'card_declined', cancelled: 'card_cancelled' } as const;

/** Decides the card payment of trade `tradeId` as the card issuer (approve) or the trader (decline, cancel). */
export function decideCardPayment(
  ctx: EmulatorContext,
  tradeId: number,
  result: CardPaymentResult,
  now: Date,
): CardDecision {
  const trade = findTrade(ctx.db, tradeId);
  if (!trade) return { ok: false, reason: 'not_found', message: 'There is no trade with this id.' };
  if (trade.in_medium !== 'card')
    return { ok: false, reason: 'not_card', message: 'This trade is not paid by card.', trade };
  const moved =
    result === 'approved' ? approveCardPayment(ctx, tradeId, now) : applyTradeMove(ctx, tradeId, moveOf[result], now);
  if (!moved.ok)
    return {
      ok: false,
      reason: 'not_awaiting_payment',
      message: `This trade no longer waits for its card payment: it is ${moved.trade?.state ?? trade.state}.`,
      trade: moved.trade ?? trade,
    };
  return { ok: true, trade: moved.trade, location: cardReturnLocation(moved.trade, result) };
}
