// The invoice's states as plain rules, the one owner of them: which moves there are, what triggers each, and
// which states are settled. The emulator writes a state only through `invoiceMove`; the BFF and the payment page
// ask `isSettledInvoiceState`. No SQL and no HTTP, so it runs in the browser as well as on the server.
import type { InvoiceState, InvoiceType } from './invoices';

/** Every way an invoice's state changes, named after what triggers it. */
export type InvoiceMoveName =
  /** Counted payments reach the amount while the invoice is `new`. */
  | 'paid_in_full'
  /** `expire_time` comes with nothing paid. */
  | 'expired_unpaid'
  /** `expire_time` comes with something but too little paid: the amounts are cut to what was paid (type `underpaid`). */
  | 'paid_underpaid'
  /** Every counted payment of a paid invoice has the confirmations it needs: the merchant is credited. */
  | 'confirmed';

export interface InvoiceMove {
  from: InvoiceState;
  to: InvoiceState;
}

/** The only moves an invoice makes; anything else (e.g. `complete` back to `new`) never happens. */
export const INVOICE_MOVES: Readonly<Record<InvoiceMoveName, InvoiceMove>> = {
  paid_in_full: { from: 'new', to: 'paid' },
  expired_unpaid: { from: 'new', to: 'expired' },
  paid_underpaid: { from: 'new', to: 'paid' },
  confirmed: { from: 'paid', to: 'complete' },
};

/** A move refused: the invoice is not in the state the move starts from (someone moved it first, or it is final). */
export interface InvoiceMoveRefusal {
  refused: 'wrong_state';
  message: string;
}

/** The state `move` takes an invoice in `from` to, or why it cannot. */
export function invoiceMove(from: InvoiceState, move: InvoiceMoveName): { to: InvoiceState } | InvoiceMoveRefusal {
  const rule = INVOICE_MOVES[move];
  if (rule.from !== from)
    return { refused: 'wrong_state', message: `An invoice that is ${from} cannot be ${move.replace('_', ' ')}.` };
  return { to: rule.to };
}

/**
 * The state an invoice starts in: `new`, awaiting payment, except an `extra` sub-invoice, which the service
 * creates for money already received and so starts `paid`.
 */
export function initialInvoiceState(type: InvoiceType): InvoiceState {
  return type === 'extra' ? 'paid' : 'new';
}

/**
 * Whether `state` is settled: nothing moves an invoice out of it, so it never changes state again and watching it
 * can stop.
 */
export function isSettledInvoiceState(state: InvoiceState): boolean {
  return state === 'complete' || state === 'expired';
}

/**
 * Whether the invoice still takes payments towards itself: only while `new`. A payment to an invoice in any other
 * state becomes an `extra` sub-invoice; a request to pay it in another currency is refused.
 */
export function acceptsPayment(state: InvoiceState): boolean {
  return state === 'new';
}

/** Whether money was received for the invoice, so it can be refunded: `paid` or `complete`. */
export function isRefundable(state: InvoiceState): boolean {
  return state === 'paid' || state === 'complete';
}
