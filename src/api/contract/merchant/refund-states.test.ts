import { describe, expect, it } from 'vitest';
import {
  REFUND_MOVES,
  holdsRefundedMoney,
  initialRefundState,
  isSettledRefundState,
  refundMove,
  type RefundMoveName,
} from './refund-states';
import { RefundState } from './refunds';

const states = Object.values(RefundState.def.entries);
const moves = Object.keys(REFUND_MOVES) as RefundMoveName[];

describe('refund states', () => {
  it('an API refund is verified at once: queued with an address, awaiting_btc_address when the customer is emailed', () => {
    expect(initialRefundState(true)).toBe('queued');
    expect(initialRefundState(false)).toBe('awaiting_btc_address');
  });

  it('awaiting_btc_address → queued when the customer gives an address; queued → complete when sent', () => {
    expect(refundMove('awaiting_btc_address', 'address_given')).toEqual({ to: 'queued' });
    expect(refundMove('queued', 'sent')).toEqual({ to: 'complete' });
  });

  it('spec: awaiting_btc_address → expired when no address comes within 7 days, its money no longer refunded', () => {
    expect(refundMove('awaiting_btc_address', 'unclaimed')).toEqual({ to: 'expired' });
    expect(holdsRefundedMoney('expired')).toBe(false);
    expect(states.filter(holdsRefundedMoney)).toEqual(states.filter((s) => s !== 'expired'));
  });

  it('a move from any other state is refused, naming the state (an address once queued, a second send)', () => {
    expect(refundMove('queued', 'address_given')).toEqual({
      refused: 'wrong_state',
      message: expect.stringContaining('queued'),
    });
    for (const from of states)
      for (const move of moves)
        if (REFUND_MOVES[move].from !== from) expect(refundMove(from, move)).toMatchObject({ refused: 'wrong_state' });
  });

  it('settled: complete and expired, and no move leaves a settled state', () => {
    expect(states.filter(isSettledRefundState)).toEqual(['complete', 'expired']);
    for (const move of moves) expect(isSettledRefundState(REFUND_MOVES[move].from)).toBe(false);
  });
});
