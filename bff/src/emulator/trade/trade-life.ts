// The one place a trade's state changes: `applyTradeMove` checks the move against the contract's rules
// (trade-states.ts), writes the state and a history row, sets when the sandbox next looks at the trade, and queues
// the partner webhook and the trader's emails, all in one transaction. Other parts (routes, sandbox tools, the
// sweep) call it; nothing else UPDATEs trade_trades.state.
import { randomBytes } from 'node:crypto';
import { formatBtc, formatFiat } from '#contract/money';
import { formatMinor } from '#i18n/format';
import { SANDBOX_PROCESSING_MS, tradeMove, type TradeMoveName } from '#contract/trade/trade-states';
import type { TradeState } from '#contract/trade/trades';
import type { TradeWebhookEventName } from '#contract/trade/webhooks';
import type { EmulatorContext } from '../context';
import { findTrader, findUser, traderFacts } from './account-store';
import { mailBankTradeCreated, mailProofOfFundsQuestionnaire, mailTradeCompleted } from './mail';
import { findPartner } from './partner-store';
import { findTrade, findTradeByDepositAddress, insertHistory, receiptUrlOf, type TradeRow } from './trade-store';
import { crossesProofOfFundsLine, paidTradeOutcome } from './trader-states';
import { enqueueTradeWebhook } from './webhooks';

/** The partner webhook event each move reports; moves not listed report none. */
export const MOVE_EVENTS: Partial<Record<TradeMoveName | 'created', TradeWebhookEventName>> = {
  created: 'trade.created',
  transfer_in_received: 'trade.transfer-in-completed',
  card_captured: 'trade.transfer-in-completed',
  completed: 'trade.completed',
  cancelled_by_trader: 'trade.cancelled',
  card_cancelled: 'trade.cancelled',
  payment_deadline_passed: 'trade.expired',
  card_declined: 'trade.rejected',
  review_rejected: 'trade.rejected',
};

export type TradeMoveResult =
  { ok: true; trade: TradeRow } | { ok: false; reason: 'not_found' | 'wrong_state'; message: string; trade?: TradeRow };

/** A random testnet txid (64 hex digits): the sandbox's payout of a buy, where no real coin moves. */
export const randomTxid = () => randomBytes(32).toString('hex');

/** The trader's email and partner, who hear of every change. */
function audienceOf(ctx: EmulatorContext, traderId: number) {
  const trader = findTrader(ctx.db, traderId);
  const user = trader && findUser(ctx.db, trader.user_id);
  const partner = user && findPartner(ctx.db, user.partner_id);
  return { trader, user, partner };
}

function report(ctx: EmulatorContext, trade: TradeRow, move: TradeMoveName | 'created', now: Date): void {
  const event = MOVE_EVENTS[move];
  const { partner } = audienceOf(ctx, trade.trader_id);
  if (event && partner)
    enqueueTradeWebhook(
      ctx.db,
      partner,
      ctx.config.merchantAuthScheme,
      { event, tradeId: trade.id, traderId: trade.trader_id, state: trade.state },
      now,
    );
}

/** When the sandbox next looks at a trade that entered `state`: a paid trade after the processing time. */
function dueTimeOf(state: TradeState, now: Date): string | null {
  return state === 'processing' ? new Date(now.getTime() + SANDBOX_PROCESSING_MS).toISOString() : null;
}

/**
 * Moves trade `tradeId` by `move` at `now`, in one transaction (a savepoint inside the caller's): state, history,
 * due time, webhook, emails. Refused, nothing is written: the trade is not in a state the move starts from
 * (someone moved it first, or it is final).
 */
export function applyTradeMove(ctx: EmulatorContext, tradeId: number, move: TradeMoveName, now: Date): TradeMoveResult {
  return ctx.db.transaction((): TradeMoveResult => {
    const before = findTrade(ctx.db, tradeId);
    if (!before) return { ok: false, reason: 'not_found', message: `There is no trade ${tradeId}.` };
    const outcome = tradeMove(before.state, move);
    if ('refused' in outcome) return { ok: false, reason: 'wrong_state', message: outcome.message, trade: before };
    const at = now.toISOString();
    const completing = move === 'completed';
    // A buy's payout: the sandbox sends no coin, so the txid is a random testnet-looking one.
    const payoutTxid = completing && before.out_medium === 'blockchain' ? randomTxid() : before.payout_txid;
    const completedBefore = completing ? (findTrader(ctx.db, before.trader_id)?.completed_eur_minor ?? 0) : 0;
    ctx.db
      .prepare(
        'UPDATE trade_trades SET state = ?, due_time = ?, payout_txid = ?, update_time = ? WHERE id = ? AND state = ?',
      )
      .run(outcome.to, dueTimeOf(outcome.to, now), payoutTxid, at, tradeId, before.state);
    insertHistory(ctx.db, tradeId, outcome.to, move, at);
    const trade = findTrade(ctx.db, tradeId) as TradeRow;
    report(ctx, trade, move, now);
    if (completing) {
      const { user } = audienceOf(ctx, trade.trader_id);
      if (user) {
        mailTradeCompleted(ctx.db, user.email, trade.id, receiptUrlOf(ctx, trade), now);
        if (crossesProofOfFundsLine(completedBefore, trade.eur_minor))
          mailProofOfFundsQuestionnaire(ctx.db, user.email, now);
      }
    }
    return { ok: true, trade };
  })();
}

/**
 * A trade was just inserted (awaiting payment): the partner hears `trade.created`, and a bank buy's trader gets
 * the service's bank details and the reference by email. Call it in the transaction that inserted the trade.
 */
export function afterTradeCreated(ctx: EmulatorContext, trade: TradeRow, now: Date): void {
  report(ctx, trade, 'created', now);
  if (trade.in_medium !== 'bank') return;
  const { user } = audienceOf(ctx, trade.trader_id);
  if (!user) return;
  const details = JSON.parse(trade.in_details) as {
    referenceText: string;
    account: { number: string; bic: string };
    holder: { name: string };
  };
  mailBankTradeCreated(
    ctx.db,
    user.email,
    {
      id: trade.id,
      amount: formatMinor(trade.in_send_minor, trade.in_currency, 'en'),
      referenceText: details.referenceText,
      iban: details.account.number,
      bic: details.account.bic,
      holder: details.holder.name,
    },
    now,
  );
}

/** The card payment page approved: reserved on the card, then captured at once (two moves, two history rows). */
export function approveCardPayment(ctx: EmulatorContext, tradeId: number, now: Date): TradeMoveResult {
  return ctx.db.transaction((): TradeMoveResult => {
    const authorized = applyTradeMove(ctx, tradeId, 'card_authorized', now);
    if (!authorized.ok) return authorized;
    return applyTradeMove(ctx, tradeId, 'card_captured', now);
  })();
}

/**
 * What a paid trade does when the sandbox looks at it: completes when the trader's mandatory information is
 * complete (and no proof of source of funds is awaited), is rejected when the company review or that proof was
 * rejected, else waits in review. A trade already in review that must still wait is left as it is.
 */
export function settlePaidTrade(ctx: EmulatorContext, tradeId: number, now: Date): TradeMoveResult | undefined {
  return ctx.db.transaction((): TradeMoveResult | undefined => {
    const trade = findTrade(ctx.db, tradeId);
    if (!trade || (trade.state !== 'processing' && trade.state !== 'reviewing')) return undefined;
    const trader = findTrader(ctx.db, trade.trader_id);
    if (!trader) return undefined;
    const outcome = paidTradeOutcome(traderFacts(trader));
    if (outcome === 'complete') return applyTradeMove(ctx, tradeId, 'completed', now);
    if (trade.state === 'processing') {
      const held = applyTradeMove(ctx, tradeId, 'held_for_review', now);
      if (!held.ok || outcome === 'wait') return held;
    } else if (outcome === 'wait') return undefined;
    return applyTradeMove(ctx, tradeId, 'review_rejected', now);
  })();
}

/**
 * The trader's states changed (a profile step, a sandbox tool): its trades in review are looked at again at once,
 * so one that can complete does. Returns how many moved.
 */
export function recheckReviewingTrades(ctx: EmulatorContext, traderId: number, now: Date): number {
  const ids = ctx.db
    .prepare("SELECT id FROM trade_trades WHERE trader_id = ? AND state = 'reviewing' ORDER BY id")
    .pluck()
    .all(traderId) as number[];
  let moved = 0;
  for (const id of ids) if (settlePaidTrade(ctx, id, now)?.ok) moved += 1;
  return moved;
}

/** An amount as a plain decimal with the currency's places, for emails and the console ("103.00", "0.0012"). */
export function formatMajor(minor: number, currency: string): string {
  return currency === 'BTC' ? formatBtc(minor) : formatFiat(minor, currency);
}

/**
 * BTC arrived at `address` (the sandbox blockchain tool). True when the address is a sell's deposit address; the
 * trade moves to `processing` when the amount covers what it expects. An underpayment leaves it waiting (and it
 * expires with its quote): the sandbox keeps no partial payments.
 */
export function receiveTradeDeposit(ctx: EmulatorContext, address: string, sats: number, now: Date): boolean {
  return ctx.db.transaction((): boolean => {
    const trade = findTradeByDepositAddress(ctx.db, address);
    if (!trade) return false;
    if (trade.state === 'awaiting_transfer_in' && sats >= trade.in_send_minor)
      applyTradeMove(ctx, trade.id, 'transfer_in_received', now);
    return true;
  })();
}
