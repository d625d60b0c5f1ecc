// The delivery log of the outbox: merchant callbacks, partner webhooks and emails, newest first.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { merchantEnv } from '../../merchant/merchant-env';
import { listDeliveries } from '../../outbox';

export async function callbackRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // The callbacks of moves due by now are in the log before it is read.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listCallbacks, ({ query }) =>
    listDeliveries(ctx.db, { kindPrefix: query.kind, limit: query.limit }),
  );
}
