// Live updates of payment pages. Verified merchant callbacks publish an invoice's new view at once; upstream polls
// are only a safety net for a lost callback. Every watched invoice has one hub, whatever its number of open pages:
// pages connecting together share one upstream read, the invoice is polled once (not once per page), and each new
// view is serialised once and the same bytes written to every page. Each page sees every distinct view once, never
// an older one after a newer. Each BFF instance keeps hubs for its own pages; a change published on one instance
// reaches the others through the invoice change bus (storage/invoice-change-bus.ts).
//
// Polls and the merchant rate limit (docs/bff.md, "Payment events"): an invoice is polled only while a page
// watches it and it can still change; an idle invoice's polls back off from `pollMs` to BACKOFF_CAP times that,
// and start again at `pollMs` when it changes; all hubs' polls together stay under a budget (a quarter of the
// Merchant API's per-key limit by default; counted for all instances together when given a shared budget) and
// pause for a minute after a `rate_limit_exceeded` answer.
import { randomUUID } from 'node:crypto';
import { PAYMENT_EVENT_NAME, type PaymentView } from '#contract/bff/payment';
import { isBehind } from '#contract/bff/payment-progress';
import { MERCHANT_RATE_LIMIT_PER_MINUTE } from '#contract/merchant/limits';
import { isSettledInvoiceState } from '#contract/merchant/invoice-states';
import { UpstreamError } from '../upstream/upstream-error';
import type { InvoiceChange, InvoiceChangeBus } from './storage/invoice-change-bus';
import { LocalInvoiceChangeBus } from './storage/local-invoice-change-bus';
import { PollQueue } from './poll-queue';
import type { RateWindowStorage } from './storage/rate-window-storage';

/** Gets each view a page should show, with that view as one ready-made server-sent event (the same bytes for all). */
export type ViewListener = (view: PaymentView, event: Buffer) => void;

export interface InvoiceEventsOptions {
  /** Polls all hubs together may start per minute; default a quarter of the Merchant API's per-key limit. */
  pollsPerMinute?: number;
  /** How changes reach the other instances' hubs, and theirs this one's; default: this process only. */
  changes?: InvoiceChangeBus;
  /** Where the poll budget is counted for all instances together; default: each instance spaces its own. */
  pollBudget?: RateWindowStorage;
}

/** An idle invoice is polled at most every `pollMs` × this (1 minute with the default 5 s). */
export const BACKOFF_CAP = 12;
/** The Merchant API's rate-limit window: after a `rate_limit_exceeded` poll, no poll for this long. */
const RATE_LIMIT_PAUSE_MS = 60_000;

export class InvoiceEvents {
  private readonly hubs = new Map<number, InvoiceHub>();
  private readonly polls: PollQueue;
  private readonly changes: InvoiceChangeBus;
  /** Tells this instance's changes from the others' on the bus. */
  private readonly instanceId = randomUUID();
  private readonly unsubscribe: Promise<() => Promise<void>>;
  /** Resolves once other instances' changes reach this one (rejects when the bus cannot subscribe). */
  readonly ready: Promise<void>;

  constructor(options: InvoiceEventsOptions = {}) {
    const perMinute = options.pollsPerMinute ?? MERCHANT_RATE_LIMIT_PER_MINUTE / 4;
    this.polls = new PollQueue(60_000 / perMinute, options.pollBudget && { windows: options.pollBudget, perMinute });
    this.changes = options.changes ?? new LocalInvoiceChangeBus();
    this.unsubscribe = this.changes.subscribe(
      (change) => this.receive(change),
      // The bus was away: changes of watched invoices may have been lost, so each hub reads its invoice now.
      () => {
        for (const hub of this.hubs.values()) hub.refresh();
      },
    );
    this.ready = this.unsubscribe.then(() => undefined);
    // Whoever starts the server awaits `ready`; a test that never does must not see an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  /**
   * A callback (or our own change) says invoice `invoiceId` now looks like `view`: this instance's pages get it
   * at once, the other instances' through the bus. No page watching anywhere: nothing.
   */
  publish(invoiceId: number, view: PaymentView): Promise<void> {
    this.hubs.get(invoiceId)?.offer(view);
    return this.changes.publish({ invoiceId, origin: this.instanceId, view });
  }

  /** Another instance's change: offered to this instance's hub of that invoice, if any page here watches it. */
  private receive(change: InvoiceChange): void {
    if (change.origin === this.instanceId) return;
    const hub = this.hubs.get(change.invoiceId);
    if (!hub) return;
    if (change.view) hub.offer(change.view);
    else hub.refresh();
  }

  /** Stops listening to the bus and ends every hub (its timer and queued poll); pages get nothing more. */
  async close(): Promise<void> {
    for (const hub of [...this.hubs.values()]) hub.close();
    this.polls.close();
    const unsubscribe = await this.unsubscribe.catch(() => undefined);
    await unsubscribe?.();
  }

  /** Invoices with at least one page watching (or connecting): each has one hub, one poll timer. */
  get watchedInvoices(): number {
    return this.hubs.size;
  }

  /**
   * Follows invoice `invoiceId` for one page. Calls `listener` with the current view (read with `load` when no
   * other page watches the invoice, shared with any page connecting meanwhile; the hub's view otherwise), then
   * with each published or polled view that differs from the last one and is not older. Polls with the `load`
   * and `pollMs` of the page that opened the hub. Resolves to the function that stops watching; rejects, watching
   * nothing, when the first read fails.
   */
  watch(
    invoiceId: number,
    load: () => Promise<PaymentView>,
    pollMs: number,
    listener: ViewListener,
  ): Promise<() => void> {
    let hub = this.hubs.get(invoiceId);
    if (!hub) {
      const created = new InvoiceHub(load, pollMs, this.polls, () => {
        if (this.hubs.get(invoiceId) === created) this.hubs.delete(invoiceId);
      });
      this.hubs.set(invoiceId, created);
      hub = created;
    }
    return hub.join(listener);
  }
}

interface Watcher {
  listener: ViewListener;
  /** Whether it has had its first view (a page connecting waits for the hub's first read). */
  ready: boolean;
}

interface Current {
  view: PaymentView;
  text: string;
  event: Buffer;
}

/** One watched invoice: its pages, its last view, its one read in flight and its one poll timer. */
class InvoiceHub {
  private readonly watchers = new Set<Watcher>();
  private current: Current | undefined;
  /** Views published before the first read answered, offered after it (the ordering guard sorts them out). */
  private early: PaymentView[] = [];
  private reading: Promise<void> | undefined;
  private intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly load: () => Promise<PaymentView>,
    private readonly pollMs: number,
    private readonly polls: PollQueue,
    private readonly onClose: () => void,
  ) {
    this.intervalMs = pollMs;
  }

  async join(listener: ViewListener): Promise<() => void> {
    const watcher: Watcher = { listener, ready: false };
    this.watchers.add(watcher);
    const leave = () => {
      if (this.watchers.delete(watcher) && this.watchers.size === 0) this.close();
    };
    if (this.current) {
      watcher.ready = true;
      listener(this.current.view, this.current.event);
      return leave;
    }
    try {
      await this.read();
    } catch (error) {
      leave();
      throw error;
    }
    return leave;
  }

  /** Takes `view` if it is new and not older than the current one, and sends it to every page. */
  offer(view: PaymentView): void {
    if (this.closed) return;
    if (!this.current) {
      this.early.push(view);
      return;
    }
    const text = JSON.stringify(view);
    if (text === this.current.text || isBehind(view, this.current.view)) return;
    this.current = { view, text, event: eventOf(text) };
    for (const watcher of this.watchers) if (watcher.ready) watcher.listener(view, this.current.event);
    // Something moves on this invoice (a payment, a confirmation): watch it closely again.
    this.intervalMs = this.pollMs;
    this.schedule();
  }

  /**
   * Another instance saw a change it could not send in full, or the bus may have lost changes: read the invoice
   * now, after any read in flight (which may have started before the change).
   */
  refresh(): void {
    const inFlight = this.reading ?? Promise.resolve();
    inFlight
      .catch(() => undefined)
      .then(() => (this.closed || !this.current ? undefined : this.read()))
      // A failed read is a missed change, as a failed poll is: the next poll or change catches up.
      .catch(() => undefined);
  }

  /** The queue's turn for this invoice: one poll; nothing new or a failure makes the next one wait longer. */
  poll(): void {
    const before = this.current;
    this.read().then(
      () => this.afterPoll(this.current !== before),
      (error: unknown) => {
        // A failed poll is skipped; the next one or a callback catches up.
        if (error instanceof UpstreamError && error.code === 'rate_limit_exceeded')
          this.polls.pause(RATE_LIMIT_PAUSE_MS);
        this.afterPoll(false);
      },
    );
  }

  private afterPoll(changed: boolean): void {
    if (!changed) this.intervalMs = Math.min(this.intervalMs * 2, this.pollMs * BACKOFF_CAP);
    this.schedule();
  }

  /** One upstream read at a time: a read asked for while one is in flight shares it. */
  private read(): Promise<void> {
    this.reading ??= this.load()
      .then(
        (view) => (this.current ? this.offer(view) : this.first(view)),
        (error: unknown) => {
          // Without a first view there is nothing to show: the pages connecting get the error, and the next page
          // to connect starts a new hub with a new read.
          if (!this.current) this.close();
          throw error;
        },
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  private first(view: PaymentView): void {
    if (this.closed) return;
    const text = JSON.stringify(view);
    this.current = { view, text, event: eventOf(text) };
    for (const watcher of this.watchers) {
      watcher.ready = true;
      watcher.listener(view, this.current.event);
    }
    const early = this.early;
    this.early = [];
    for (const published of early) this.offer(published);
    this.schedule();
  }

  /** (Re)arms the poll timer `intervalMs` from now, unless nobody watches or the invoice can no longer change. */
  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.polls.cancel(this);
    if (this.closed || !this.current || isSettledInvoiceState(this.current.view.state)) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polls.enqueue(this);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** The last page left (or the first read failed, or the server closes): no timer, no queued poll, no entry. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.schedule();
    this.watchers.clear();
    this.early = [];
    this.onClose();
  }
}

const eventOf = (text: string): Buffer => Buffer.from(`event: ${PAYMENT_EVENT_NAME}\ndata: ${text}\n\n`);

/** Where an event stream writes: an HTTP response, as far as backpressure goes. */
export interface EventSink {
  write(chunk: Buffer | string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * Writes one page's event stream without letting a slow reader pile up memory or hold up the broadcast: while its
 * socket is full (`write` returned false) only the newest view waits for 'drain' (each view is the whole invoice,
 * so the ones in between are not needed) and heartbeats are skipped.
 */
export function eventWriter(sink: EventSink): { event(event: Buffer): void; comment(text: string): void } {
  let blocked = false;
  let waiting: Buffer | undefined;
  const write = (chunk: Buffer | string) => {
    if (sink.write(chunk)) return;
    blocked = true;
    sink.once('drain', () => {
      blocked = false;
      const next = waiting;
      waiting = undefined;
      if (next) write(next);
    });
  };
  return {
    event(event) {
      if (blocked) waiting = event;
      else write(event);
    },
    comment(text) {
      if (!blocked) write(`: ${text}\n\n`);
    },
  };
}
