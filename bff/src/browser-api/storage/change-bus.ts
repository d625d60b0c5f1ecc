// "Invoice X changed" and "trade Y changed", between BFF instances: a merchant callback or a partner webhook reaches
// one instance, and the views watching that invoice or trade may be open on any of them. Each instance's own hubs
// (live-views.ts: invoice-events.ts, trade-events.ts) serve its views. Invoices and trades share one bus (one
// LISTEN connection per instance on PostgreSQL), told apart by the id field each change carries.
import type { PaymentView } from '#contract/bff/payment';
import type { TradeView } from '#contract/bff/trade';

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

export interface TradeChange {
  tradeId: number;
  origin: string;
  /**
   * The trade's new view when the publisher has it. A partner webhook only names the trade, so its change comes
   * without one, and every instance with a view watching the trade reads it once.
   */
  view?: TradeView;
}

export type Change = InvoiceChange | TradeChange;

export const isTradeChange = (change: Change): change is TradeChange => 'tradeId' in change;

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  /** Sends `change` to every subscriber of every instance, this one's included; resolves once it is sent. */
  publish(change: Change): Promise<void>;
  /**
   * Calls `listener` with every change published from now on, in the order each publisher sent them; resolves
   * once subscribed (nothing published after that is missed) to the function that unsubscribes. A bus that can
   * lose its connection calls `missed` once it is back: changes sent meanwhile never arrive, so whatever the
   * subscriber watches must be read again.
   */
  subscribe(listener: ChangeListener, missed?: () => void): Promise<() => Promise<void>>;
}

/** The id a change is about: its invoice's or its trade's. */
export const changeKey = (change: Change): number => (isTradeChange(change) ? change.tradeId : change.invoiceId);
