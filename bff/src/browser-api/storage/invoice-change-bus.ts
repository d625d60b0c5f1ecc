// "Invoice X changed", between BFF instances: a merchant callback reaches one instance, and the pages watching
// that invoice may be open on any of them. Each instance's own hub (invoice-events.ts) serves its pages.
import type { PaymentView } from '#contract/bff/payment';

export interface InvoiceChange {
  invoiceId: number;
  /** The instance that published it, so it can skip its own changes (it served its pages already). */
  origin: string;
  /**
   * The invoice's new view when the bus can carry it; without it, a receiving instance that watches the invoice
   * reads it again (a Postgres NOTIFY payload is limited to 8000 bytes, a view with many payments may not fit).
   */
  view?: PaymentView;
}

export type InvoiceChangeListener = (change: InvoiceChange) => void;

export interface InvoiceChangeBus {
  /** Sends `change` to every subscriber of every instance, this one's included; resolves once it is sent. */
  publish(change: InvoiceChange): Promise<void>;
  /**
   * Calls `listener` with every change published from now on, in the order each publisher sent them; resolves
   * once subscribed (nothing published after that is missed) to the function that unsubscribes. A bus that can
   * lose its connection calls `missed` once it is back: changes sent meanwhile never arrive, so whatever the
   * subscriber watches must be read again.
   */
  subscribe(listener: InvoiceChangeListener, missed?: () => void): Promise<() => Promise<void>>;
}
