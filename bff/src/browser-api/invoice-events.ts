// Live updates of payment pages, on the shared live-view machinery (live-views.ts): verified merchant callbacks
// publish an invoice's new view at once, upstream polls are only a safety net for a lost callback, one hub per
// watched invoice however many pages watch it, and changes reach the other instances on the change bus.
//
// Polls and the merchant rate limit (docs/bff.md, "Payment events"): all invoice hubs' polls together stay under a
// quarter of the Merchant API's per-key limit by default (counted for all instances together when given a shared
// budget) and pause for a minute after a `rate_limit_exceeded` answer.
import { PAYMENT_EVENT_NAME, type PaymentView } from '#contract/bff/payment';
import { isBehind } from '#contract/bff/payment-progress';
import { MERCHANT_RATE_LIMIT_PER_MINUTE } from '#contract/merchant/limits';
import { isSettledInvoiceState } from '#contract/merchant/invoice-states';
import { LiveViews, type LiveKind, type ViewListener } from './live-views';
import { INVOICE_POLL_BUDGET_BUCKET } from './poll-queue';
import { isTradeChange } from './storage/change-bus';
import type { ChangeBus } from './storage/change-bus';
import type { RateWindowStorage } from './storage/rate-window-storage';

export { BACKOFF_CAP, eventWriter, type EventSink } from './live-views';

export interface InvoiceEventsOptions {
  /** Polls all hubs together may start per minute; default a quarter of the Merchant API's per-key limit. */
  pollsPerMinute?: number;
  /** How changes reach the other instances' hubs, and theirs this one's; default: this process only. */
  changes?: ChangeBus;
  /** Where the poll budget is counted for all instances together; default: each instance spaces its own. */
  pollBudget?: RateWindowStorage;
}

const invoiceKind: LiveKind<PaymentView> = {
  eventName: PAYMENT_EVENT_NAME,
  isBehind,
  isSettled: (view) => isSettledInvoiceState(view.state),
  keyOf: (change) => (isTradeChange(change) ? undefined : change.invoiceId),
  viewOf: (change) => (isTradeChange(change) ? undefined : change.view),
  changeOf: (invoiceId, origin, view) => (view === undefined ? { invoiceId, origin } : { invoiceId, origin, view }),
  pollBucket: INVOICE_POLL_BUDGET_BUCKET,
};

export class InvoiceEvents extends LiveViews<PaymentView> {
  constructor(options: InvoiceEventsOptions = {}) {
    super(invoiceKind, { ...options, pollsPerMinute: options.pollsPerMinute ?? MERCHANT_RATE_LIMIT_PER_MINUTE / 4 });
  }

  /**
   * A callback (or our own change) says invoice `invoiceId` now looks like `view`: this instance's pages get it
   * at once, the other instances' through the bus. No page watching anywhere: nothing.
   */
  override publish(invoiceId: number, view: PaymentView): Promise<void> {
    return super.publish(invoiceId, view);
  }

  /** Follows invoice `invoiceId` for one page (see {@link LiveViews.watch}). */
  override watch(
    invoiceId: number,
    load: () => Promise<PaymentView>,
    pollMs: number,
    listener: ViewListener<PaymentView>,
  ): Promise<() => void> {
    return super.watch(invoiceId, load, pollMs, listener);
  }

  /** Invoices with at least one page watching (or connecting): each has one hub, one poll timer. */
  get watchedInvoices(): number {
    return this.watched;
  }
}
