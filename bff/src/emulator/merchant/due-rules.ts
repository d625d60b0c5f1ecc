// What falls due with time in the Merchant API, as data: the sweep (due-transitions.ts) applies the moves, the
// watch (due-watch.ts) knows when the next one can fall due. A leaf, so every side imports it without a cycle.

/** A kind of row that falls due: rows of `table` matching `where` are due once the time in column `at` comes. */
export interface DueRule {
  table: string;
  where: string;
  at: string;
}

/** A new invoice expires (or turns underpaid) at its `expire_time`. */
export const INVOICE_DUE: DueRule = { table: 'merchant_invoices', where: "state = 'new'", at: 'expire_time' };

/** Refunds fall due to be sent (queued) or to expire (awaiting an address) at their `due_time`. */
export const REFUND_DUE: DueRule = {
  table: 'merchant_refunds',
  where: "state IN ('queued', 'awaiting_btc_address')",
  at: 'due_time',
};

/** A waiting quote falls due (to be cancelled) at its `expire_time`, a queued order (to be sent) at `due_time`. */
export const BUY_ORDER_DUE: readonly DueRule[] = [
  { table: 'merchant_buy_orders', where: "state = 'waiting'", at: 'expire_time' },
  { table: 'merchant_buy_orders', where: "state = 'queued'", at: 'due_time' },
];

export const DUE_RULES: readonly DueRule[] = [INVOICE_DUE, REFUND_DUE, ...BUY_ORDER_DUE];
