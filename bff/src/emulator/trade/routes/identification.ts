// Identity verification attempts of the signed-in trader. `redirectUrl` points at the sandbox identity provider.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { findTraderOfUser } from '../account-store';
import { attemptView, findAttempt, insertAttempt, listAttempts } from '../attempts-store';
import { currentUser } from '../bearer';
import type { TradeDeps } from '../deps';
import { attemptLifetimeSeconds, deviceTypeFromUserAgent } from '../identification';

export async function identificationRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  const publicUrl = ctx.config.publicUrl;

  function traderOf(request: FastifyRequest) {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(403, 'invalid_token', 'This user has no trader.');
    return trader;
  }

  defineEndpoint(app, guards, tradeEndpoints.createIdentificationAttempt, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.identification_state === 'approved')
      throw new ApiError(400, 'already_provided', 'The trader is already identified.');
    const now = ctx.clock.now();
    const id = randomUUID();
    insertAttempt(ctx.db, {
      id,
      trader_id: trader.id,
      device_type: body.deviceType ?? deviceTypeFromUserAgent(request.headers['user-agent']),
      create_time: now.toISOString(),
      expire_time: new Date(now.getTime() + attemptLifetimeSeconds * 1000).toISOString(),
      return_url: body.returnUrl ?? null,
    });
    const created = findAttempt(ctx.db, id, now);
    if (!created) throw new Error('the attempt just written is missing');
    return attemptView(created, publicUrl);
  });

  defineEndpoint(app, guards, tradeEndpoints.getIdentificationAttempt, ({ params, request }) => {
    const trader = traderOf(request);
    const attempt = findAttempt(ctx.db, params.id, ctx.clock.now());
    // Another trader's attempt is as unknown as one that does not exist.
    if (!attempt || attempt.trader_id !== trader.id)
      throw new ApiError(
        404,
        'identification_attempt_not_found',
        'The trader has no identification attempt with this id.',
      );
    return attemptView(attempt, publicUrl);
  });

  defineEndpoint(app, guards, tradeEndpoints.listIdentificationAttempts, ({ request }) =>
    listAttempts(ctx.db, traderOf(request).id, ctx.clock.now()).map((row) => attemptView(row, publicUrl)),
  );
}
