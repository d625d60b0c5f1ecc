// What falls due with time in the Merchant API, as data: the sweep (due-transitions.ts) applies the moves, the
// watch (due-watch.ts) knows when the next one can fall due. The states come from each resource's rules (the
// state a time-driven move starts from); a leaf otherwise, so every side imports it without a cycle.
import { BUY_ORDER_MOVES } from '#contract/merchant/buy-order-states';
import { INVOICE_MOVES } from '#contract/merchant/invoice-states';
import { REFUND_MOVES } from '#contract/merchant/refund-states';

/** A kind of row that falls due: rows of `table` matching `where` are due once the time in column `at` comes. */
export interface DueRule {
  table: string;
  where: string;
  at: string;
}

// The states are the rules' own constants, never input: safe to write into SQL.
const inState = (...states: string[]) => `state IN (${states.map((s) => `'${s}'`).join(', ')})`;

/** A new invoice expires (or turns underpaid) at its `expire_time`. */
export const INVOICE_DUE: DueRule = {
  table: 'merchant_invoices',
  where: inState(INVOICE_MOVES.expired_unpaid.from),
  at: 'expire_time',
};

/** Refunds fall due to be sent (queued) or to expire (awaiting an address) at their `due_time`. */
export const REFUND_DUE: DueRule = {
  table: 'merchant_refunds',
  where: inState(REFUND_MOVES.sent.from, REFUND_MOVES.unclaimed.from),
  at: 'due_time',
};

/** A waiting quote falls due (to be cancelled) at its `expire_time`, a queued order (to be sent) at `due_time`. */
export const BUY_ORDER_DUE: readonly DueRule[] = [
  { table: 'merchant_buy_orders', where: inState(BUY_ORDER_MOVES.quote_expired.from), at: 'expire_time' },
  { table: 'merchant_buy_orders', where: inState(BUY_ORDER_MOVES.sent.from), at: 'due_time' },
];

export const DUE_RULES: readonly DueRule[] = [INVOICE_DUE, REFUND_DUE, ...BUY_ORDER_DUE];
