// Every time-driven move of the Merchant API (invoice expiry and underpayment, refund sending and 7-day expiry,
// buy order quote expiry and sending), applied for the sandbox time `now`. It runs before every Merchant API
// request and sandbox tool (so reads never show a stale state), in the background every second, and right after
// the sandbox clock is moved. Each move is its own transaction, guarded by its state, so overlapping sweeps
// (several requests, several instances) apply it once.
//
// Before a request, the sweep runs only when something can be due: the earliest due time is kept in memory,
// worked out by the sweep itself and lowered by temporary triggers on every write that makes a row due, whichever
// code writes it. Moving the sandbox clock needs nothing more, since the earliest due time is a sandbox time.
import { applyDueBuyOrders, BUY_ORDER_DUE } from './buy-orders';
import { expireInvoice } from './invoice-life';
import type { EmulatorContext } from '../context';
import type { Database } from '../../db/database';
import { merchantEnv, type MerchantEnv } from './merchant-env';
import { applyDueRefunds, REFUND_DUE } from './refunds';

/** A kind of row that falls due: rows of `table` matching `where` are due once the time in column `at` comes. */
export interface DueRule {
  table: string;
  where: string;
  at: string;
}

const INVOICE_DUE: DueRule = { table: 'merchant_invoices', where: "state = 'new'", at: 'expire_time' };
const DUE_RULES: readonly DueRule[] = [INVOICE_DUE, REFUND_DUE, ...BUY_ORDER_DUE];

const EARLIEST_DUE = `SELECT MIN(at) FROM (${DUE_RULES.map(
  (r) => `SELECT MIN(${r.at}) AS at FROM ${r.table} WHERE ${r.where}`,
).join(' UNION ALL ')})`;

/** The earliest due time over every rule, in sandbox milliseconds; Infinity when nothing waits. */
function earliestDueMs(db: Database): number {
  const at = db.prepare(EARLIEST_DUE).pluck().get() as string | null;
  return at === null ? Infinity : Date.parse(at);
}

/** Per database connection: no sweep is needed before `nextDueMs` (-Infinity: not known yet). */
interface DueWatch {
  nextDueMs: number;
}

const watches = new WeakMap<Database, DueWatch>();

function dueWatchOf(db: Database): DueWatch {
  const known = watches.get(db);
  if (known) return known;
  // Triggers made inside a transaction would go with its rollback: sweep this once, set up the watch later.
  if (db.inTransaction) return { nextDueMs: -Infinity };
  const watch: DueWatch = { nextDueMs: -Infinity };
  db.function('merchant_due_at', (at: unknown) => {
    if (typeof at === 'string') watch.nextDueMs = Math.min(watch.nextDueMs, Date.parse(at));
    return null;
  });
  // Temporary: they belong to this connection, like the watch they feed, and need no migration.
  DUE_RULES.forEach((rule, i) => {
    const lower = `BEGIN SELECT merchant_due_at(${rule.at}) FROM ${rule.table} WHERE rowid = NEW.rowid AND ${rule.where}; END`;
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS merchant_due_${i}_insert AFTER INSERT ON main.${rule.table} ${lower}`);
    db.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS merchant_due_${i}_update AFTER UPDATE OF state, ${rule.at} ON main.${rule.table} ${lower}`,
    );
  });
  watches.set(db, watch);
  return watch;
}

/**
 * Applies what is due at `now`. `when-due` (before requests) skips the sweep while nothing can be due; `always`
 * (the background sweep, clock moves) sweeps anyway, which also catches rows another connection wrote.
 */
export function applyDueTransitions(env: MerchantEnv, now: Date, how: 'when-due' | 'always' = 'when-due'): void {
  const watch = dueWatchOf(env.db);
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

/** The sandbox clock moved to `now`: apply what fell due, so the next read and callback already show it. */
export function afterClockMoved(ctx: EmulatorContext, now: Date): void {
  applyDueTransitions(merchantEnv(ctx), now, 'always');
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
        app.log.error({ err: error }, 'Merchant API: the sweep of due transitions failed');
      }
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
