// The payment pages' poll budget (invoice-events.ts): the polls of every watched invoice, spaced and counted.
import type { RateWindowStorage } from './storage/rate-window-storage';

/** What the queue polls: one watched invoice. */
export interface Polled {
  poll(): void;
}

/** The payment pages' poll budget's bucket in the shared rate windows (the default), and every budget's window. */
export const INVOICE_POLL_BUDGET_BUCKET = 'merchant-invoice-polls';
const POLL_BUDGET_WINDOW_MS = 60_000;

/**
 * The polls of all hubs, started at most one every `spacingMs` in the order they fell due, so however many
 * invoices are watched the merchant key's limit keeps room for page loads and the merchant's own calls. With a
 * shared budget, each poll also counts in a window all instances share, and waits for the next window when the
 * instances together have spent this one.
 */
export class PollQueue {
  private readonly due = new Set<Polled>();
  private nextAt = 0;
  private timer: NodeJS.Timeout | undefined;
  /** A hit on the shared budget is in flight: nothing else starts until it answers. */
  private asking = false;
  private closed = false;

  constructor(
    private readonly spacingMs: number,
    private readonly shared?: { windows: RateWindowStorage; perMinute: number; bucket?: string },
  ) {}

  enqueue(hub: Polled): void {
    this.due.add(hub);
    this.pump();
  }

  cancel(hub: Polled): void {
    this.due.delete(hub);
  }

  pause(ms: number): void {
    this.nextAt = Math.max(this.nextAt, Date.now() + ms);
  }

  close(): void {
    this.closed = true;
    this.due.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private pump(): void {
    if (this.closed || this.timer || this.asking || this.due.size === 0) return;
    const wait = this.nextAt - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      this.timer.unref();
      return;
    }
    const [hub] = this.due;
    this.nextAt = Date.now() + this.spacingMs;
    if (!this.shared) return this.start(hub!);
    const { windows, perMinute, bucket = INVOICE_POLL_BUDGET_BUCKET } = this.shared;
    this.asking = true;
    windows.hit(bucket, Date.now(), POLL_BUDGET_WINDOW_MS).then(
      (window) => {
        this.asking = false;
        if (window.count <= perMinute) return this.start(hub!);
        this.pause(window.windowStartMs + POLL_BUDGET_WINDOW_MS - Date.now());
        this.pump();
      },
      () => {
        // Polls are the safety net for lost callbacks: a budget store that fails must not stop them, and this
        // instance's own spacing still holds.
        this.asking = false;
        this.start(hub!);
      },
    );
  }

  /** Polls `hub` unless it left the queue meanwhile (its page closed while the budget was asked). */
  private start(hub: Polled): void {
    if (this.due.delete(hub)) hub.poll();
    this.pump();
  }
}
