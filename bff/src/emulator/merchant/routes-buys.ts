// Buy order endpoints: thin wrappers of buy-orders.ts. Approval is read fresh on every call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreateBuyOrderRequest, ListBuyOrdersQuery } from '#contract/merchant/buy-orders';
import { IdParams } from '#contract/merchant/primitives';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import { confirmBuyOrder, createBuyOrder, getBuyOrder, listBuyOrders } from './buy-orders';
import { merchantSuccess } from './errors';
import { merchantById } from './merchant-account';
import { merchantEnv } from './merchant-env';
import { refuse } from './refusal';
import { merchantOf } from './transport';

export async function buyOrderRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const env = merchantEnv(ctx);
  const config = { merchantAuth: 'apiKey' as const };
  const merchant = (request: FastifyRequest) => merchantById(ctx.db, merchantOf(request).id);

  // Before the body is validated: a merchant who may not buy learns that first, whatever it sent.
  app.addHook('preValidation', async (request) => {
    if (merchant(request).buy_orders_approved !== 1)
      refuse(
        'buy_orders_not_approved',
        'This merchant is not pre-approved for buy orders; ask the service to approve it.',
      );
  });

  routes.get('/buys', { config, schema: { querystring: ListBuyOrdersQuery } }, async (request) =>
    merchantSuccess(listBuyOrders(env, merchant(request), request.query)),
  );

  routes.post('/buys', { config, schema: { body: CreateBuyOrderRequest } }, async (request) =>
    merchantSuccess(createBuyOrder(env, merchant(request), request.body, ctx.clock.now())),
  );

  routes.get('/buys/:ID', { config, schema: { params: IdParams } }, async (request) =>
    merchantSuccess(getBuyOrder(env, merchant(request), request.params.ID)),
  );

  // Takes no body; one sent anyway is ignored.
  routes.put('/buys/:ID/actions/confirm', { config, schema: { params: IdParams } }, async (request) =>
    merchantSuccess(confirmBuyOrder(env, merchant(request), request.params.ID, ctx.clock.now())),
  );
}
