// Delivers the outbox: POSTs each due message, retries failures with exponential backoff, and records every
// attempt. It runs in the background while the server runs (see `runOutboxWithServer`), woken by each enqueue so a
// callback leaves within milliseconds of its change, and tests drive it with `deliverDue(now)`. Delivery is at
// least once: a receiver may see a message twice and must treat it as a notice.
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../clock';
import { httpPost, type Transport } from './http-post';
import { claimDue, recordAttempt, type NextStep, type Outbox, type OutboxRow } from './store';

export interface DelivererOptions {
  /** The emulator's outbox (its context's): every deliverer of it shares the record of attempts in flight. */
  outbox: Outbox;
  /** The emulator's clock: a message falls due at its sandbox time, and attempts are logged at sandbox time. */
  clock: Clock;
  /**
   * Real time, which runs leases and retry waits: moving the sandbox clock neither ends an attempt's lease (another
   * deliverer would send the message again) nor cuts a retry's wait short. Default the system clock.
   */
  realClock?: Clock;
  /** Whether loopback addresses may be called (the sandbox's allowance). */
  allowLoopback: boolean;
  /** Bound on one POST; default 10 s. */
  timeoutMs?: number;
  /** Attempts before a message is given up as `failed`; default 12 (about 11 hours of backoff). */
  maxAttempts?: number;
  /**
   * How often the background delivery looks for due messages, in real milliseconds; default 500. New messages do
   * not wait for it: queuing one wakes the deliverer. The poll finds retries that fell due.
   */
  pollMs?: number;
  /** Attempts the background delivery runs at once; default 20. */
  concurrency?: number;
  transport?: Transport;
}

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
}

const FIRST_RETRY_SECONDS = 10;
const MAX_RETRY_SECONDS = 3600;

/** Seconds to wait after the `attempts`-th failed attempt: 10, 20, 40 … capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export class OutboxDeliverer {
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly transport: Transport;
  private readonly realClock: Clock;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => void) | undefined;
  private stopped = true;
  private scheduled = false;
  /** The background delivery's attempts in flight. */
  private readonly own = new Set<Promise<void>>();
  /** Where the background delivery's failures are logged (the server's log, see `runOutboxWithServer`). */
  log: { error(details: object, message: string): void } | undefined;

  constructor(private readonly options: DelivererOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 12;
    this.concurrency = options.concurrency ?? 20;
    this.transport = options.transport ?? httpPost;
    this.realClock = options.realClock ?? systemClock;
  }

  /** Claims up to `limit` messages due at sandbox time `now`, leased for twice the timeout of real time. */
  private claim(now: Date, limit: number): OutboxRow[] {
    const realMs = this.realClock.now().getTime();
    return claimDue(this.options.outbox.db, { now, realMs }, realMs + 2 * this.timeoutMs, limit);
  }

  /**
   * Attempts every message due at `now` once, in parallel batches, and resolves when all attempts are recorded,
   * including those another deliverer of this process had in flight. The report counts this call's own attempts.
   */
  async deliverDue(now: Date = this.options.clock.now()): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
    const { outbox } = this.options;
    for (;;) {
      const rows = this.claim(now, 20);
      if (rows.length === 0) {
        const others = outbox.attemptsInFlight();
        if (others.length === 0) return report;
        await Promise.allSettled(others);
        continue;
      }
      await Promise.all(rows.map((row) => outbox.track(this.attempt(row, report))));
    }
  }

  private async attempt(row: OutboxRow, report: DeliveryReport): Promise<void> {
    const result = await this.transport({
      url: row.url,
      headers: JSON.parse(row.headers) as Record<string, string>,
      body: row.body,
      timeoutMs: this.timeoutMs,
      allowLoopback: this.options.allowLoopback,
    });
    const time = { time: this.options.clock.now(), realMs: this.realClock.now().getTime() };
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const error = ok ? null : (result.error ?? `answered HTTP ${result.status}`);
    const attempts = row.attempts + 1;
    const next: NextStep = ok
      ? { state: 'delivered' }
      : result.permanent || attempts >= this.maxAttempts
        ? { state: 'failed' }
        : { state: 'pending', waitMs: backoffSeconds(attempts) * 1000 };
    report[next.state === 'pending' ? 'retried' : next.state] += 1;
    await recordAttempt(this.options.outbox.db, row, { ...time, status: result.status, error }, next);
  }

  /**
   * Starts delivering in the background: a message goes out as soon as its transaction commits (the enqueue wakes
   * the deliverer), up to `concurrency` at once, so one slow receiver never holds up the others. The poll every
   * `pollMs` picks up retries whose wait is over and messages another process queued.
   */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = this.options.outbox.onEnqueue(() => this.schedule());
    this.timer = setInterval(() => this.schedule(), this.options.pollMs ?? 500);
    this.timer.unref();
    this.schedule();
  }

  /** Runs `pump` once after the current synchronous work, i.e. after the enqueuing transaction has committed. */
  private schedule(): void {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** Claims as many due messages as there are free slots and starts their attempts without waiting for them. */
  private pump(): void {
    if (this.stopped) return;
    const free = this.concurrency - this.own.size;
    if (free <= 0) return;
    const now = this.options.clock.now();
    let rows: OutboxRow[];
    try {
      rows = this.claim(now, free);
    } catch (error) {
      this.log?.error({ err: error }, 'Outbox: claiming due messages failed; the next poll tries again');
      return;
    }
    for (const row of rows) {
      const attempt = this.options.outbox.track(this.attempt(row, { delivered: 0, retried: 0, failed: 0 })).catch(
        // Not recorded: the lease runs out and the message is attempted again.
        (error: unknown) =>
          this.log?.error({ err: error }, `Outbox: recording the attempt of message ${row.id} failed`),
      );
      this.own.add(attempt);
      void attempt.finally(() => {
        this.own.delete(attempt);
        this.schedule(); // a slot is free: more may be due
      });
    }
  }

  /** Stops the background delivery and waits for its attempts in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.unlisten?.();
    this.unlisten = undefined;
    await Promise.allSettled([...this.own]);
  }
}

/** Runs `deliverer` in the background from the server's `onReady` until its `onClose`. */
export function runOutboxWithServer(app: FastifyInstance, deliverer: OutboxDeliverer): void {
  deliverer.log = app.log;
  app.addHook('onReady', async () => deliverer.start());
  // onClose hooks run before the root one that closes the database, so the last attempts are still recorded.
  app.addHook('onClose', async () => deliverer.stop());
}
