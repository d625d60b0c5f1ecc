// Extra merchants for tests: each with its own API key and secrets, answered once.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { insertMerchant } from '../../merchant/merchant-account';
import { merchantEnv } from '../../merchant/merchant-env';
import { isFiatCurrency } from '../../rates';

export async function merchantRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.createSandboxMerchant, ({ body }) => {
    // The priced currencies are the emulator's data, so this check of the body is here rather than in the contract.
    if (!isFiatCurrency(body.fiatCurrency))
      throw new ApiError(
        400,
        'invalid_request',
        'Invalid body: fiatCurrency: fiatCurrency must be a currency of GET /merchant/v3/rates',
      );
    return insertMerchant(ctx.db, { ...body, btcBalanceSat: body.btcBalance }, ctx.clock.now());
  });
}
