// The delivery log of the outbox: merchant callbacks, partner webhooks and emails, newest first, each with what it is
// about (delivery-subject.ts); and delivering one of them again, through the outbox's own delivery (same bytes, same
// signed headers, one more attempt on the log).
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { merchantEnv } from '../../merchant/merchant-env';
import { getDelivery, listDeliveries, redeliver } from '../../outbox';
import { withSubject } from '../delivery-subject';

export async function callbackRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // The callbacks of moves due by now are in the log before it is read.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listCallbacks, ({ query }) =>
    listDeliveries(ctx.db, { kindPrefix: query.kind, limit: query.limit }).map(withSubject),
  );

  defineEndpoint(app, openToAnyone, sandboxEndpoints.redeliverCallback, ({ params }) => {
    if (!redeliver(ctx.db, params.id, ctx.clock.now()))
      throw new ApiError(404, 'not_found', 'There is no callback with this id in the log.');
    ctx.outbox.wake(); // due now: the deliverer sends it without waiting for its next poll
    return withSubject(getDelivery(ctx.db, params.id)!);
  });
}
