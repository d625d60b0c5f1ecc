// Live views pushed to browsers over server-sent events: the payment page's invoice (invoice-events.ts) and the
// widget's trade (trade-events.ts) share this machinery. A signed notice (merchant callback, partner webhook)
// publishes a change at once; upstream polls are only a safety net for a lost notice. Every watched thing has one
// hub, whatever its number of open views: views connecting together share one upstream read, it is polled once
// (not once per view), and each new view is serialised once and the same bytes written to every stream. Each view
// sees every distinct state once, never an older one after a newer. Each BFF instance keeps hubs for its own
// views; a change published on one instance reaches the others through the change bus (storage/change-bus.ts).
//
// Polls (docs/bff.md, "Payment events" and "Trade events"): a thing is polled only while a view watches it and it
// can still change; an idle one's polls back off from `pollMs` to BACKOFF_CAP times that, and start again at
// `pollMs` when it changes; all hubs' polls of one kind together stay under a budget (counted for all instances
// together when given a shared budget) and pause for a minute after a rate-limit answer.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/failure';
import { UpstreamError } from '../upstream/upstream-error';
import type { Change, ChangeBus } from './storage/change-bus';
import { LocalChangeBus } from './storage/local-change-bus';
import { PollQueue } from './poll-queue';
import type { RateWindowStorage } from './storage/rate-window-storage';

/** Gets each view a page should show, with that view as one ready-made server-sent event (the same bytes for all). */
export type ViewListener<V> = (view: V, event: Buffer) => void;

/** What tells one kind of live view from another: its event, its ordering, when it stops, its changes on the bus. */
export interface LiveKind<V> {
  /** The SSE `event:` name. */
  eventName: string;
  /** Whether `view` is older than `current` (a late poll answer after a newer notice): then it is dropped. */
  isBehind(view: V, current: V): boolean;
  /** Whether nothing can change any more: no more polls. */
  isSettled(view: V): boolean;
  /** The key of `change` when it is of this kind, else undefined. */
  keyOf(change: Change): number | undefined;
  /** The view `change` carries (this kind's change). */
  viewOf(change: Change): V | undefined;
  /** The bus change for `key`. */
  changeOf(key: number, origin: string, view: V | undefined): Change;
  /** The bucket the shared poll budget counts in. */
  pollBucket: string;
}

export interface LiveViewsOptions {
  /** Polls all hubs together may start per minute. */
  pollsPerMinute: number;
  /** How changes reach the other instances' hubs, and theirs this one's; default: this process only. */
  changes?: ChangeBus;
  /** Where the poll budget is counted for all instances together; default: each instance spaces its own. */
  pollBudget?: RateWindowStorage;
}

/** An idle thing is polled at most every `pollMs` × this (1 minute with the default 5 s). */
export const BACKOFF_CAP = 12;
/** The rate-limit window upstream: after a `rate_limit_exceeded` poll, no poll for this long. */
const RATE_LIMIT_PAUSE_MS = 60_000;

/**
 * A read refused because the watching view's session ended (logout, a refresh refused upstream): that view's
 * stream ends, and the hub reads with the next view's load.
 */
const isSessionGone = (error: unknown) => error instanceof ApiError && error.code === 'not_signed_in';

export class LiveViews<V> {
  private readonly hubs = new Map<number, Hub<V>>();
  private readonly polls: PollQueue;
  private readonly changes: ChangeBus;
  /** Tells this instance's changes from the others' on the bus. */
  private readonly instanceId = randomUUID();
  private readonly unsubscribe: Promise<() => Promise<void>>;
  /** Resolves once other instances' changes reach this one (rejects when the bus cannot subscribe). */
  readonly ready: Promise<void>;

  constructor(
    private readonly kind: LiveKind<V>,
    options: LiveViewsOptions,
  ) {
    const perMinute = options.pollsPerMinute;
    this.polls = new PollQueue(
      60_000 / perMinute,
      options.pollBudget && { windows: options.pollBudget, perMinute, bucket: kind.pollBucket },
    );
    this.changes = options.changes ?? new LocalChangeBus();
    this.unsubscribe = this.changes.subscribe(
      (change) => this.receive(change),
      // The bus was away: changes of watched things may have been lost, so each hub reads its thing now.
      () => {
        for (const hub of this.hubs.values()) hub.refresh();
      },
    );
    this.ready = this.unsubscribe.then(() => undefined);
    // Whoever starts the server awaits `ready`; a test that never does must not see an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  /**
   * `key` changed: with its new `view`, this instance's views get it at once; without (a notice that only names
   * it), this instance's hub reads it once. The other instances hear it through the bus and do the same. Nobody
   * watching anywhere: nothing.
   */
  publish(key: number, view?: V): Promise<void> {
    const hub = this.hubs.get(key);
    if (view === undefined) hub?.refresh();
    else hub?.offer(view);
    return this.changes.publish(this.kind.changeOf(key, this.instanceId, view));
  }

  /** Another instance's change: offered to this instance's hub of that key, if any view here watches it. */
  private receive(change: Change): void {
    if (change.origin === this.instanceId) return;
    const key = this.kind.keyOf(change);
    if (key === undefined) return;
    const hub = this.hubs.get(key);
    if (!hub) return;
    const view = this.kind.viewOf(change);
    if (view) hub.offer(view);
    else hub.refresh();
  }

  /** Stops listening to the bus and ends every hub (its timer and queued poll); views get nothing more. */
  async close(): Promise<void> {
    for (const hub of [...this.hubs.values()]) hub.close();
    this.polls.close();
    const unsubscribe = await this.unsubscribe.catch(() => undefined);
    await unsubscribe?.();
  }

  /** Keys with at least one view watching (or connecting): each has one hub, one poll timer. */
  get watched(): number {
    return this.hubs.size;
  }

  /**
   * Follows `key` for one view. Calls `listener` with the current view (read when no other view watches it,
   * shared with any view connecting meanwhile; the hub's view otherwise), then with each published or polled view
   * that differs from the last one and is not older. The hub reads with the `load` of the view watching longest;
   * one whose session ended (`not_signed_in`) gets `ended` and the next view's `load` is used. Polls every
   * `pollMs` of the view that opened the hub. Resolves to the function that stops watching; rejects, watching
   * nothing, when the first read fails.
   */
  watch(
    key: number,
    load: () => Promise<V>,
    pollMs: number,
    listener: ViewListener<V>,
    ended?: () => void,
  ): Promise<() => void> {
    let hub = this.hubs.get(key);
    if (!hub) {
      const created = new Hub<V>(this.kind, pollMs, this.polls, () => {
        if (this.hubs.get(key) === created) this.hubs.delete(key);
      });
      this.hubs.set(key, created);
      hub = created;
    }
    return hub.join({ listener, load, ended, ready: false });
  }
}

interface Watcher<V> {
  listener: ViewListener<V>;
  load: () => Promise<V>;
  ended: (() => void) | undefined;
  /** Whether it has had its first view (a view connecting waits for the hub's first read). */
  ready: boolean;
  /** Its load was refused as `not_signed_in`: it was dropped. */
  sessionEnded?: boolean;
}

interface Current<V> {
  view: V;
  text: string;
  event: Buffer;
}

/** One watched thing: its views, its last state, its one read in flight and its one poll timer. */
class Hub<V> {
  private readonly watchers = new Set<Watcher<V>>();
  private current: Current<V> | undefined;
  /** Views published before the first read answered, offered after it (the ordering guard sorts them out). */
  private early: V[] = [];
  private reading: Promise<void> | undefined;
  private intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly kind: LiveKind<V>,
    private readonly pollMs: number,
    private readonly polls: PollQueue,
    private readonly onClose: () => void,
  ) {
    this.intervalMs = pollMs;
  }

  async join(watcher: Watcher<V>): Promise<() => void> {
    this.watchers.add(watcher);
    const leave = () => this.leave(watcher);
    if (this.current) {
      watcher.ready = true;
      watcher.listener(this.current.view, this.current.event);
      return leave;
    }
    try {
      await this.read();
    } catch (error) {
      leave();
      throw error;
    }
    if (watcher.sessionEnded) throw new ApiError(401, 'not_signed_in', 'Sign in to continue.');
    return leave;
  }

  private leave(watcher: Watcher<V>): void {
    if (this.watchers.delete(watcher) && this.watchers.size === 0) this.close();
  }

  /** Takes `view` if it is new and not older than the current one, and sends it to every view. */
  offer(view: V): void {
    if (this.closed) return;
    if (!this.current) {
      this.early.push(view);
      return;
    }
    const text = JSON.stringify(view);
    if (text === this.current.text || this.kind.isBehind(view, this.current.view)) return;
    this.current = { view, text, event: this.eventOf(text) };
    for (const watcher of this.watchers) if (watcher.ready) watcher.listener(view, this.current.event);
    // Something moves (a payment, a confirmation, a trade step): watch it closely again.
    this.intervalMs = this.pollMs;
    this.schedule();
  }

  /**
   * A notice named this thing without its new state, another instance saw a change it could not send in full, or
   * the bus may have lost changes: read it now, after any read in flight (which may have started before the
   * change). Many notices while one read is in flight make one more read, not many.
   */
  refresh(): void {
    if (this.refreshing) return;
    const inFlight = this.reading ?? Promise.resolve();
    this.refreshing = inFlight
      .catch(() => undefined)
      .then(() => {
        this.refreshing = undefined;
        return this.closed || !this.current ? undefined : this.read();
      })
      // A failed read is a missed change, as a failed poll is: the next poll or change catches up.
      .catch(() => undefined);
  }

  private refreshing: Promise<void> | undefined;

  /** The queue's turn for this thing: one poll; nothing new or a failure makes the next one wait longer. */
  poll(): void {
    const before = this.current;
    this.read().then(
      () => this.afterPoll(this.current !== before),
      (error: unknown) => {
        // A failed poll is skipped; the next one or a notice catches up.
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
    this.reading ??= this.loadWithSomeWatcher()
      .then(
        (view) => {
          if (view === undefined) return this.close(); // every view's session ended
          return this.current ? this.offer(view) : this.first(view);
        },
        (error: unknown) => {
          // Without a first view there is nothing to show: the views connecting get the error, and the next view
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

  /**
   * Reads with the load of the view watching longest. One whose session ended is told and dropped, and the next
   * one's load is tried; undefined when no view is left.
   */
  private async loadWithSomeWatcher(): Promise<V | undefined> {
    for (const watcher of [...this.watchers]) {
      if (!this.watchers.has(watcher)) continue;
      try {
        return await watcher.load();
      } catch (error) {
        if (!isSessionGone(error)) throw error;
        this.watchers.delete(watcher);
        watcher.sessionEnded = true;
        watcher.ended?.();
      }
    }
    return undefined;
  }

  private first(view: V): void {
    if (this.closed) return;
    const text = JSON.stringify(view);
    this.current = { view, text, event: this.eventOf(text) };
    for (const watcher of this.watchers) {
      watcher.ready = true;
      watcher.listener(view, this.current.event);
    }
    const early = this.early;
    this.early = [];
    for (const published of early) this.offer(published);
    this.schedule();
  }

  /** (Re)arms the poll timer `intervalMs` from now, unless nobody watches or the thing can no longer change. */
  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.polls.cancel(this);
    if (this.closed || !this.current || this.kind.isSettled(this.current.view)) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polls.enqueue(this);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** The last view left (or the first read failed, or the server closes): no timer, no queued poll, no entry. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.schedule();
    this.watchers.clear();
    this.early = [];
    this.onClose();
  }

  private eventOf(text: string): Buffer {
    return Buffer.from(`event: ${this.kind.eventName}\ndata: ${text}\n\n`);
  }
}

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
