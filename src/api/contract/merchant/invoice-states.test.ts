import { describe, expect, it } from 'vitest';
import {
  INVOICE_MOVES,
  acceptsPayment,
  initialInvoiceState,
  invoiceMove,
  isRefundable,
  isSettledInvoiceState,
  type InvoiceMoveName,
} from './invoice-states';
import { InvoiceState } from './invoices';

const states = Object.values(InvoiceState.def.entries);
const moves = Object.keys(INVOICE_MOVES) as InvoiceMoveName[];

describe('invoice states', () => {
  it('a new invoice is new; an extra sub-invoice, made for money already received, starts paid', () => {
    expect(initialInvoiceState('normal')).toBe('new');
    expect(initialInvoiceState('underpaid')).toBe('new');
    expect(initialInvoiceState('extra')).toBe('paid');
  });

  it('new → paid when paid in full, or when it expires part paid (underpaid); new → expired when it expires unpaid', () => {
    expect(invoiceMove('new', 'paid_in_full')).toEqual({ to: 'paid' });
    expect(invoiceMove('new', 'paid_underpaid')).toEqual({ to: 'paid' });
    expect(invoiceMove('new', 'expired_unpaid')).toEqual({ to: 'expired' });
  });

  it('paid → complete once confirmed, and only from paid', () => {
    expect(invoiceMove('paid', 'confirmed')).toEqual({ to: 'complete' });
    expect(invoiceMove('new', 'confirmed')).toMatchObject({ refused: 'wrong_state' });
  });

  it('a move from any other state is refused, with a message naming the state', () => {
    for (const from of states)
      for (const move of moves) {
        const result = invoiceMove(from, move);
        if (INVOICE_MOVES[move].from === from) expect(result).toEqual({ to: INVOICE_MOVES[move].to });
        else expect(result).toEqual({ refused: 'wrong_state', message: expect.stringContaining(from) });
      }
  });

  it('settled: complete and expired, and no move leaves a settled state', () => {
    expect(states.filter(isSettledInvoiceState)).toEqual(['complete', 'expired']);
    for (const move of moves) expect(isSettledInvoiceState(INVOICE_MOVES[move].from)).toBe(false);
  });

  it('only a new invoice takes payments; only a paid or complete one can be refunded', () => {
    expect(states.filter(acceptsPayment)).toEqual(['new']);
    expect(states.filter(isRefundable)).toEqual(['paid', 'complete']);
  });
});
