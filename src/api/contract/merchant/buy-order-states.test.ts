import { describe, expect, it } from 'vitest';
import {
  BUY_ORDER_MOVES,
  INITIAL_BUY_ORDER_STATE,
  awaitsConfirmation,
  buyOrderMove,
  isSettledBuyOrderState,
  type BuyOrderMoveName,
} from './buy-order-states';
import { BuyOrderState } from './buy-orders';

const states = Object.values(BuyOrderState.def.entries);
const moves = Object.keys(BUY_ORDER_MOVES) as BuyOrderMoveName[];

describe('buy order states', () => {
  it('every order starts waiting, and only a waiting one can be confirmed', () => {
    expect(INITIAL_BUY_ORDER_STATE).toBe('waiting');
    expect(states.filter(awaitsConfirmation)).toEqual(['waiting']);
  });

  it('confirmed: waiting → queued when the balance covers it, waiting → failed when it does not', () => {
    expect(buyOrderMove('waiting', 'funded')).toEqual({ to: 'queued' });
    expect(buyOrderMove('waiting', 'unfunded')).toEqual({ to: 'failed' });
  });

  it('spec: waiting → cancelled when the quote expires unconfirmed; queued → complete when sent', () => {
    expect(buyOrderMove('waiting', 'quote_expired')).toEqual({ to: 'cancelled' });
    expect(buyOrderMove('queued', 'sent')).toEqual({ to: 'complete' });
  });

  it('a move from any other state is refused, naming the state', () => {
    expect(buyOrderMove('cancelled', 'funded')).toEqual({
      refused: 'wrong_state',
      message: expect.stringContaining('cancelled'),
    });
    for (const from of states)
      for (const move of moves)
        if (BUY_ORDER_MOVES[move].from !== from)
          expect(buyOrderMove(from, move)).toMatchObject({ refused: 'wrong_state' });
  });

  it('settled: complete, failed and cancelled, and no move leaves a settled state', () => {
    expect(states.filter(isSettledBuyOrderState)).toEqual(['complete', 'failed', 'cancelled']);
    for (const move of moves) expect(isSettledBuyOrderState(BUY_ORDER_MOVES[move].from)).toBe(false);
  });
});
