// Identity verification attempts of the signed-in trader. `redirectUrl` points at the sandbox identity provider.
import { randomUUID } from 'node:crypto';
import { CreateIdentificationAttemptRequest, IdentificationAttemptParams } from '#contract/trade/identification';
import { ApiError } from '../../../http/failure';
import { findTraderOfUser } from '../account-store';
import { attemptView, findAttempt, insertAttempt, listAttempts } from '../attempts-store';
import { currentUser, requireUser } from '../bearer';
import type { TradeDeps, TradeRoutes } from '../deps';
import { attemptLifetimeSeconds, deviceTypeFromUserAgent } from '../identification';
import type { FastifyRequest } from 'fastify';

export function identificationRoutes(routes: TradeRoutes, { ctx }: TradeDeps): void {
  const bearer = requireUser(ctx);
  const publicUrl = ctx.config.publicUrl;

  function traderOf(request: FastifyRequest) {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(403, 'invalid_token', 'This user has no trader.');
    return trader;
  }

  routes.post(
    '/kyc/identification-attempts',
    { onRequest: bearer, schema: { body: CreateIdentificationAttemptRequest } },
    async (request, reply) => {
      const trader = traderOf(request);
      if (trader.identification_state === 'approved')
        throw new ApiError(400, 'already_provided', 'The trader is already identified.');
      const now = ctx.clock.now();
      const id = randomUUID();
      insertAttempt(ctx.db, {
        id,
        trader_id: trader.id,
        device_type: request.body.deviceType ?? deviceTypeFromUserAgent(request.headers['user-agent']),
        create_time: now.toISOString(),
        expire_time: new Date(now.getTime() + attemptLifetimeSeconds * 1000).toISOString(),
        return_url: request.body.returnUrl ?? null,
      });
      const created = findAttempt(ctx.db, id, now);
      if (!created) throw new Error('the attempt just written is missing');
      return reply.code(201).send(attemptView(created, publicUrl));
    },
  );

  routes.get(
    '/kyc/identification-attempts/:id',
    { onRequest: bearer, schema: { params: IdentificationAttemptParams } },
    async (request) => {
      const trader = traderOf(request);
      const attempt = findAttempt(ctx.db, request.params.id, ctx.clock.now());
      // Another trader's attempt is as unknown as one that does not exist.
      if (!attempt || attempt.trader_id !== trader.id)
        throw new ApiError(
          404,
          'identification_attempt_not_found',
          'The trader has no identification attempt with this id.',
        );
      return attemptView(attempt, publicUrl);
    },
  );

  routes.get('/kyc/identification-attempts', { onRequest: bearer }, async (request) =>
    listAttempts(ctx.db, traderOf(request).id, ctx.clock.now()).map((row) => attemptView(row, publicUrl)),
  );
}
