// Which of two views of one invoice is the newer, for everything that hears of an invoice from more than one
// place: the BFF (callbacks sent in parallel, polls slower than a callback) and the payment page (its own re-reads
// racing the event stream). Browser-safe.
import type { PaymentView } from './payment';

// An invoice only moves forward: new → paid → complete, or new → expired; payments and input requests are only
// added, and confirmations never go down.
const stateRank: Record<PaymentView['state'], number> = { new: 0, paid: 1, expired: 1, complete: 2 };
const progress = (view: PaymentView) => [
  stateRank[view.state],
  view.payments.length,
  view.payments.reduce((sum, payment) => sum + payment.confirmations, 0),
  view.inputs.length,
];

/**
 * Whether `view` is older than `last`, judged by what only grows. An older view must never replace a newer one on
 * the payer's page; a view that differs in nothing that grows (an edited description) is not older.
 */
export function isBehind(view: PaymentView, last: PaymentView): boolean {
  const [a, b] = [progress(view), progress(last)];
  return a.some((value, i) => value < (b[i] as number));
}
