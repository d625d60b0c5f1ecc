// The outbox table: signed HTTP POSTs written in the same transaction as the change they report, delivered later
// by the deliverer (at least once), with every attempt kept for the sandbox's delivery log.
import type { Database } from '../../db/database';
import { announceSandboxEvent } from '../sandbox/events';

export interface OutboxMessage {
  url: string;
  /** The exact bytes to POST (signatures are computed over them). */
  body: string;
  headers: Record<string, string>;
  /** What the message is, for the delivery log (`merchant.invoice_state_change`, `trade.partner_webhook`). */
  kind: string;
}

export interface OutboxRow {
  id: number;
  kind: string;
  url: string;
  headers: string;
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** Sandbox time it falls due at (after a failed attempt: when it would, unless the sandbox clock is moved). */
  next_attempt_at: string;
  /** After a failed attempt: the real time (epoch ms) it falls due at. */
  retry_at_ms: number | null;
  /** While an attempt runs: the real time (epoch ms) its lease ends at. */
  lease_until_ms: number | null;
  created_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

export interface DeliveryAttempt {
  time: string;
  /** HTTP status of the answer, or null when there was none (refused, timed out, connection failed). */
  status: number | null;
  error: string | null;
}

/** One delivery as the sandbox's `GET /callbacks` shows it. */
export interface Delivery {
  id: number;
  kind: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  state: OutboxRow['state'];
  createTime: string;
  deliveredTime: string | null;
  nextAttemptTime: string | null;
  attempts: DeliveryAttempt[];
}

/**
 * The outbox of one emulator, made once with its context (context.ts) and closed with it: who is woken when a
 * message is queued, and the delivery attempts in flight across every deliverer of this process.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly releaseFunction: () => void;

  constructor(readonly db: Database) {
    // A temporary trigger wakes the listeners on every queued message, whichever code queues it, so `enqueue`
    // needs nothing but the database its caller already has.
    this.releaseFunction = db.defineFunction('outbox_enqueued', () => {
      for (const listener of this.listeners) listener();
      return null;
    });
    db.exec(
      'CREATE TEMP TRIGGER IF NOT EXISTS outbox_enqueued AFTER INSERT ON main.outbox BEGIN SELECT outbox_enqueued(); END',
    );
  }

  /**
   * Calls `listener` each time a message is queued. It is called inside the enqueuing transaction, before the
   * message is committed (or rolled back): it must only schedule work for later. Returns the unsubscribe.
   */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Wakes the listeners as a queued message does: something is due now (a redelivery, see `redeliver`). */
  wake(): void {
    for (const listener of this.listeners) listener();
  }

  /** Keeps `attempt` among the attempts in flight until it settles. */
  track(attempt: Promise<void>): Promise<void> {
    this.inFlight.add(attempt);
    return attempt.finally(() => this.inFlight.delete(attempt));
  }

  /** The attempts in flight now, of every deliverer of this outbox. */
  attemptsInFlight(): Promise<void>[] {
    return [...this.inFlight];
  }

  close(): void {
    this.listeners.clear();
    if (this.db.open) this.db.exec('DROP TRIGGER IF EXISTS temp.outbox_enqueued');
    this.releaseFunction();
  }
}

/**
 * Queues a POST. Call it INSIDE the transaction that makes the change it reports: the message exists exactly
 * when the change does. Returns the outbox id.
 */
export function enqueue(db: Database, message: OutboxMessage, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO outbox (kind, url, headers, body, state, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    )
    .run(
      message.kind,
      message.url,
      JSON.stringify(message.headers),
      message.body,
      now.toISOString(),
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/**
 * The two times a delivery runs by: the sandbox clock's `now` decides what falls due (a message is due from its
 * sandbox time on), real time (epoch ms) runs leases and retry waits, which a move of the sandbox clock must not
 * shorten.
 */
export interface OutboxTimes {
  now: Date;
  realMs: number;
}

/**
 * Takes up to `limit` due messages for one delivery attempt each, leased until `leaseUntilMs` (real time) so that
 * another deliverer (another instance, or a test driving `deliverDue`) skips them meanwhile. A message is due once
 * its sandbox time has come and, after a failed attempt, once its real wait is over. Oldest first.
 */
export function claimDue(db: Database, times: OutboxTimes, leaseUntilMs: number, limit: number): OutboxRow[] {
  const rows = db
    .prepare(
      `UPDATE outbox SET lease_until_ms = ? WHERE id IN (
         SELECT id FROM outbox WHERE state = 'pending'
           AND (CASE WHEN retry_at_ms IS NULL THEN next_attempt_at <= ? ELSE retry_at_ms <= ? END)
           AND (lease_until_ms IS NULL OR lease_until_ms <= ?)
         ORDER BY id LIMIT ?)
       RETURNING *`,
    )
    .all(leaseUntilMs, times.now.toISOString(), times.realMs, times.realMs, limit) as OutboxRow[];
  return rows.sort((a, b) => a.id - b.id);
}

/** What an attempt leads to: delivered, failed for good, or another attempt after a real wait of `waitMs`. */
export type NextStep = { state: 'delivered' } | { state: 'pending'; waitMs: number } | { state: 'failed' };

/**
 * Records an attempt made at `attempt.time` (sandbox) and `realMs` and moves the message on, in the database's
 * group commit: the attempts that end in one turn of the event loop share one transaction. A retry's
 * `next_attempt_at` is the sandbox time it falls due at if the clock is not moved (what the log shows); its
 * `retry_at_ms`, the real time, is what makes it due. Resolves once committed.
 */
export async function recordAttempt(
  db: Database,
  row: OutboxRow,
  attempt: { time: Date; realMs: number; status: number | null; error: string | null },
  next: NextStep,
): Promise<void> {
  await db.groupCommit(() => {
    db.prepare('INSERT INTO outbox_attempts (outbox_id, attempted_at, status, error) VALUES (?, ?, ?, ?)').run(
      row.id,
      attempt.time.toISOString(),
      attempt.status,
      attempt.error,
    );
    const waitMs = next.state === 'pending' ? next.waitMs : null;
    db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, state = ?, lease_until_ms = NULL, last_error = ?,
         next_attempt_at = ?, retry_at_ms = ?, delivered_at = ? WHERE id = ?`,
    ).run(
      next.state,
      attempt.error,
      waitMs === null ? row.next_attempt_at : new Date(attempt.time.getTime() + waitMs).toISOString(),
      waitMs === null ? null : attempt.realMs + waitMs,
      next.state === 'delivered' ? attempt.time.toISOString() : null,
      row.id,
    );
  });
  // The sandbox console re-reads the log when told (a no-op without a listening console).
  announceSandboxEvent(db, { type: 'delivery', id: row.id, kind: row.kind, time: attempt.time.toISOString() });
}

/**
 * Makes message `id` due again at `now`, whatever its state: the deliverer POSTs the same bytes with the same
 * headers (so the same signature) to the same URL and records one more attempt on the same row, so the log keeps
 * every earlier attempt and gains no second message. False when there is no such message.
 */
export function redeliver(db: Database, id: number, now: Date): boolean {
  const result = db
    .prepare(
      `UPDATE outbox SET state = 'pending', next_attempt_at = ?, retry_at_ms = NULL, lease_until_ms = NULL,
         delivered_at = NULL WHERE id = ?`,
    )
    .run(now.toISOString(), id);
  return result.changes > 0;
}

/** One delivery of the log, or undefined. */
export function getDelivery(db: Database, id: number): Delivery | undefined {
  return listDeliveries(db, { id })[0];
}

/** Deliveries newest first, each with its attempts oldest first; `kind` filters by prefix (`merchant.`). */
export function listDeliveries(
  db: Database,
  options: { kindPrefix?: string; limit?: number; id?: number } = {},
): Delivery[] {
  const rows = (
    options.id === undefined
      ? db
          .prepare(`SELECT * FROM outbox WHERE kind LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT ?`)
          .all(`${(options.kindPrefix ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`, options.limit ?? 100)
      : db.prepare('SELECT * FROM outbox WHERE id = ?').all(options.id)
  ) as OutboxRow[];
  const attemptsOf = db.prepare(
    'SELECT attempted_at AS time, status, error FROM outbox_attempts WHERE outbox_id = ? ORDER BY id',
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    url: row.url,
    headers: JSON.parse(row.headers) as Record<string, string>,
    body: row.body,
    state: row.state,
    createTime: row.created_at,
    deliveredTime: row.delivered_at,
    nextAttemptTime: row.state === 'pending' ? row.next_attempt_at : null,
    attempts: attemptsOf.all(row.id) as DeliveryAttempt[],
  }));
}
