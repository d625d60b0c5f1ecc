// Every time-driven move of the Merchant API (invoice expiry and underpayment, refund sending and 7-day expiry,
// buy order quote expiry and sending), applied for the sandbox time `now`. It runs before every Merchant API
// request and sandbox tool (so reads never show a stale state), in the background every second, and right after
// the sandbox clock is moved. Each move is its own transaction, guarded by its state, so overlapping sweeps
// (several requests, several instances) apply it once.
//
// Before a request, the sweep runs only when something can be due: the earliest due time is kept in memory,
// worked out by the sweep itself and lowered by temporary triggers on every write that makes a row due, whichever
// code writes it. Moving the sandbox clock needs nothing more, since the earliest due time is a sandbox time.
import { applyDueBuyOrders } from './buy-orders';
import { expireInvoice } from './invoice-life';
import type { Database } from '../../db/database';
import { DUE_RULES, INVOICE_DUE } from './due-rules';
import type { MerchantEnv } from './merchant-env';
import { applyDueRefunds } from './refunds';

const EARLIEST_DUE = `SELECT MIN(at) FROM (${DUE_RULES.map(
  (r) => `SELECT MIN(${r.at}) AS at FROM ${r.table} WHERE ${r.where}`,
).join(' UNION ALL ')})`;

/** The earliest due time over every rule, in sandbox milliseconds; Infinity when nothing waits. */
function earliestDueMs(db: Database): number {
  const at = db.prepare(EARLIEST_DUE).pluck().get() as string | null;
  return at === null ? Infinity : Date.parse(at);
}

/**
 * Applies what is due at `now`. `when-due` (before requests) skips the sweep while nothing can be due; `always`
 * (the background sweep, clock moves) sweeps anyway, which also catches rows another connection wrote.
 */
export function applyDueTransitions(env: MerchantEnv, now: Date, how: 'when-due' | 'always' = 'when-due'): void {
  const watch = env.dueWatch;
  if (how === 'when-due' && now.getTime() < watch.nextDueMs) return;
  const due = env.db
    .prepare(`SELECT id FROM merchant_invoices WHERE ${INVOICE_DUE.where} AND ${INVOICE_DUE.at} <= ? ORDER BY id`)
    .pluck()
    .all(now.toISOString()) as number[];
  for (const id of due) env.db.transaction(() => expireInvoice(env, id, now)).immediate();
  applyDueRefunds(env, now);
  applyDueBuyOrders(env, now);
  // What the moves themselves wrote lowered the watch; the database now says what is left.
  watch.nextDueMs = earliestDueMs(env.db);
}

/** Runs the sweep every `intervalMs` of real time from the server's onReady until its onClose. */
export function sweepInBackground(
  app: {
    addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown;
    log: { error(details: object, message: string): void };
  },
  sweep: () => void,
  intervalMs = 1000,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      try {
        sweep();
      } catch (error) {
        // A failed sweep changes nothing (each move is a transaction); the next one tries again.
        app.log.error({ err: error }, 'Emulator: the sweep of due transitions failed');
      }
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
