// Recurring buys of the signed-in trader: the list, and stopping one (`{isActive: false}`, the only change the
// service offers). Another trader's is as unknown as a missing one; stopping a stopped one answers it unchanged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { findTraderOfUser } from '../account-store';
import { currentUser } from '../bearer';
import type { TradeDeps } from '../deps';
import { listSubscriptions, stopSubscription, subscriptionView } from '../subscription-store';

export async function subscriptionRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  function traderIdOf(request: FastifyRequest): number {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(403, 'invalid_token', 'This user has no trader.');
    return trader.id;
  }

  defineEndpoint(app, guards, tradeEndpoints.listSubscriptions, ({ request }) =>
    listSubscriptions(ctx.db, traderIdOf(request)).map(subscriptionView),
  );

  defineEndpoint(app, guards, tradeEndpoints.updateSubscription, ({ params, request }) => {
    const stopped = stopSubscription(ctx.db, traderIdOf(request), params.id);
    if (!stopped) throw new ApiError(404, 'subscription_not_found', 'The trader has no recurring buy with this id.');
    return subscriptionView(stopped);
  });
}
