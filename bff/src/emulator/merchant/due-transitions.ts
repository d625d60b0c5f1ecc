// Every time-driven move of the Merchant API (invoice expiry and underpayment, refund sending and 7-day expiry,
// buy order quote expiry and sending), applied for the sandbox time `now`. It runs before every Merchant API
// request and sandbox tool (so reads never show a stale state), in the background every second, and right after
// the sandbox clock is moved. Each move is its own transaction, guarded by its state, so overlapping sweeps
// (several requests, several instances) apply it once.
import { applyDueBuyOrders } from './buy-orders';
import { expireInvoice } from './invoice-life';
import type { EmulatorContext } from '../context';
import { merchantEnv, type MerchantEnv } from './merchant-env';
import { applyDueRefunds } from './refunds';

export function applyDueTransitions(env: MerchantEnv, now: Date): void {
  const due = env.db
    .prepare(`SELECT id FROM merchant_invoices WHERE state = 'new' AND expire_time <= ? ORDER BY id`)
    .pluck()
    .all(now.toISOString()) as number[];
  for (const id of due) env.db.transaction(() => expireInvoice(env, id, now)).immediate();
  applyDueRefunds(env, now);
  applyDueBuyOrders(env, now);
}

/** The sandbox clock moved to `now`: apply what fell due, so the next read and callback already show it. */
export function afterClockMoved(ctx: EmulatorContext, now: Date): void {
  applyDueTransitions(merchantEnv(ctx), now);
}

/** Runs the sweep every `intervalMs` of real time from the server's onReady until its onClose. */
export function sweepInBackground(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  sweep: () => void,
  intervalMs = 1000,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      try {
        sweep();
      } catch {
        // A failed sweep changes nothing (each move is a transaction); the next one tries again.
      }
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
