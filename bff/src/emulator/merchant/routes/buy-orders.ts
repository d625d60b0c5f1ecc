// Buy order endpoints: thin wrappers of buy-orders.ts. Approval is read fresh on every call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint } from '../../define-endpoint';
import { confirmBuyOrder, createBuyOrder, getBuyOrder, listBuyOrders } from '../buy-orders';
import { merchantSuccess } from '../errors';
import { merchantById } from '../merchant-account';
import { merchantEnv } from '../merchant-env';
import { refuse } from '../refusal';
import { merchantGuards, merchantOf } from '../transport';

export async function buyOrderRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  const merchant = (request: FastifyRequest) => merchantById(ctx.db, merchantOf(request).id);

  // Before the body is validated: a merchant who may not buy learns that first, whatever it sent.
  app.addHook('preValidation', async (request) => {
    if (merchant(request).buy_orders_approved !== 1)
      refuse(
        'buy_orders_not_approved',
        'This merchant is not pre-approved for buy orders; ask the service to approve it.',
      );
  });

  defineEndpoint(app, merchantGuards, merchantEndpoints.listBuyOrders, async ({ query, request }) =>
    merchantSuccess(listBuyOrders(env, merchant(request), query)),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.createBuyOrder, async ({ body, request }) =>
    merchantSuccess(createBuyOrder(env, merchant(request), body, ctx.clock.now())),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.getBuyOrder, async ({ params, request }) =>
    merchantSuccess(getBuyOrder(env, merchant(request), params.ID)),
  );

  // Takes no body; one sent anyway is ignored.
  defineEndpoint(app, merchantGuards, merchantEndpoints.confirmBuyOrder, async ({ params, request }) =>
    merchantSuccess(confirmBuyOrder(env, merchant(request), params.ID, ctx.clock.now())),
  );
}
