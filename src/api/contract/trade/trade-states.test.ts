import { describe, expect, it } from 'vitest';
import {
  isCancellable,
  isFinalTradeState,
  paymentDeadline,
  showsQuoteExpiry,
  TRADE_MOVES,
  tradeMove,
  tradeProgress,
  tradeSide,
  transferStatesOf,
} from './trade-states';
import { tradeStates } from './trades';

describe('trade states (trades.md, "Trade states")', () => {
  it('rule: awaiting_transfer_in is the only cancellable state', () => {
    expect(tradeStates.filter(isCancellable)).toEqual(['awaiting_transfer_in']);
    expect(tradeMove('processing', 'cancelled_by_trader')).toMatchObject({ refused: 'wrong_state' });
  });

  it('rule: card approve → processing (through payment_authorized), decline → rejected, cancel → cancelled', () => {
    expect(tradeMove('awaiting_transfer_in', 'card_authorized')).toEqual({ to: 'payment_authorized' });
    expect(tradeMove('payment_authorized', 'card_captured')).toEqual({ to: 'processing' });
    expect(tradeMove('awaiting_transfer_in', 'card_declined')).toEqual({ to: 'rejected' });
    expect(tradeMove('awaiting_transfer_in', 'card_cancelled')).toEqual({ to: 'cancelled' });
  });

  it('rule: a paid trade completes (completed_test in the sandbox) or waits in reviewing until it can', () => {
    expect(tradeMove('processing', 'completed')).toEqual({ to: 'completed_test' });
    expect(tradeMove('processing', 'held_for_review')).toEqual({ to: 'reviewing' });
    expect(tradeMove('reviewing', 'completed')).toEqual({ to: 'completed_test' });
    expect(tradeMove('awaiting_transfer_in', 'completed')).toMatchObject({ refused: 'wrong_state' });
  });

  it('rule: every move goes further along (tradeProgress), so same-millisecond views can be ordered', () => {
    for (const [name, move] of Object.entries(TRADE_MOVES))
      for (const from of move.from) expect(tradeProgress(move.to), name).toBeGreaterThan(tradeProgress(from));
  });

  it('rule: nothing moves a trade out of a final state', () => {
    const finals = tradeStates.filter(isFinalTradeState);
    expect(finals).toEqual(['completed', 'completed_test', 'cancelled', 'rejected', 'expired']);
    for (const state of finals)
      for (const move of Object.keys(TRADE_MOVES) as (keyof typeof TRADE_MOVES)[])
        expect(tradeMove(state, move)).toMatchObject({ refused: 'wrong_state' });
  });

  it('rule: transfer states move with the trade', () => {
    expect(transferStatesOf('awaiting_transfer_in')).toEqual({ in: 'waiting', out: 'waiting' });
    expect(transferStatesOf('completed_test')).toEqual({ in: 'completed_test', out: 'completed_test' });
    expect(transferStatesOf('completed')).toEqual({ in: 'completed', out: 'completed' });
    expect(transferStatesOf('cancelled')).toEqual({ in: 'expired', out: 'cancelled' });
    expect(transferStatesOf('rejected')).toEqual({ in: 'rejected', out: 'cancelled' });
    expect(transferStatesOf('expired')).toEqual({ in: 'expired', out: 'cancelled' });
  });

  it('rule: quoteExpireTime shows while awaiting_transfer_in, processing or reviewing', () => {
    expect(tradeStates.filter(showsQuoteExpiry)).toEqual([
      'awaiting_transfer_in',
      'payment_authorized',
      'processing',
      'reviewing',
    ]);
  });

  it('rule: card and sell trades expire with the quote, bank trades after 7 days', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const quoteExpiry = new Date('2026-01-01T00:15:00Z');
    expect(paymentDeadline('card', created, quoteExpiry)).toEqual(quoteExpiry);
    expect(paymentDeadline('blockchain', created, quoteExpiry)).toEqual(quoteExpiry);
    expect(paymentDeadline('bank', created, quoteExpiry)).toEqual(new Date('2026-01-08T00:00:00Z'));
  });

  it('rule: allowed medium pairs are card→blockchain, bank→blockchain (buy) and blockchain→bank (sell)', () => {
    expect(tradeSide('card', 'blockchain')).toBe('buy');
    expect(tradeSide('bank', 'blockchain')).toBe('buy');
    expect(tradeSide('blockchain', 'bank')).toBe('sell');
    expect(tradeSide('card', 'bank')).toBeUndefined();
    expect(tradeSide('blockchain', 'card')).toBeUndefined();
  });
});
