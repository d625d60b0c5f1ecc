// The emulator's movable clock: read it, move it forward. Time-driven moves follow at once, and the answer says
// what came due.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { afterClockMoved } from '../../due';
import { stateMovesDuring } from '../came-due';
import { announceSandboxEvent } from '../events';
import { writeSandboxState } from '../state';

export async function clockRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  defineEndpoint(app, openToAnyone, sandboxEndpoints.getSandboxClock, () => ({ now: ctx.clock.now().toISOString() }));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.advanceSandboxClock, ({ body }) => {
    const now = ctx.clock.advance(body.seconds);
    writeSandboxState(ctx.db, 'clockOffsetMs', String(ctx.clock.offset));
    // Expiries, refunds, buy orders, trades and recurring buys follow at once; the caller is told what moved.
    const cameDue = stateMovesDuring(ctx.db, () => afterClockMoved(ctx, now));
    announceSandboxEvent(ctx.db, { type: 'clock', now: now.toISOString() });
    return { now: now.toISOString(), cameDue };
  });
}
