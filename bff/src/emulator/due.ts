// The emulator's time-driven moves, both APIs at once: the Merchant API's (invoices, refunds, buy orders) and the
// Trade API's (trades and recurring buys). One sweep runs in the background every second while the server runs,
// and right after the sandbox clock moves, so the next read already shows what fell due.
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import type { EmulatorContext } from './context';
import { applyDueTransitions, sweepInBackground } from './merchant/due-transitions';
import { merchantEnv } from './merchant/merchant-env';
import { purgeNonces } from './merchant/nonces';
import { applyDueTrades } from './trade/trade-sweep';

/** Applies everything due at `now` in both APIs. */
export function applyEverythingDue(ctx: EmulatorContext, now: Date): void {
  applyDueTransitions(merchantEnv(ctx), now, 'always');
  applyDueTrades(ctx, now);
}

/** The sandbox clock moved to `now`: apply what fell due, so the next read and callback already show it. */
export function afterClockMoved(ctx: EmulatorContext, now: Date): void {
  applyEverythingDue(ctx, now);
}

/** The background sweep of both APIs (and the purge of used merchant nonces), tied to the server's life. */
export function sweepEmulatorInBackground(app: FastifyInstance, ctx: EmulatorContext): void {
  sweepInBackground(app, () => {
    applyEverythingDue(ctx, ctx.clock.now());
    purgeNonces(ctx.db, systemClock.now().getTime());
  });
}
