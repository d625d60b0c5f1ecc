// The emulated Trade API: mounted at the trade base URL, plus the user URL that holds `/me/deactivate`. Every route
// is an endpoint of the contract's table (tradeEndpoints), registered by its resource's module in routes/.
import type { FastifyInstance } from 'fastify';
import { contextOf, type EmulatorContext } from '../context';
import { answerOnServiceClock } from '../service-date';
import { tradeGuards, type TradeDeps } from './deps';
import { installTradeErrors } from './errors';
import { acceptEmptyJsonBodies } from './json-body';
import { RateLimiter } from './rate-limit';
import { authRoutes, userUrlRoutes } from './routes/auth';
import { bankAccountRoutes } from './routes/bank-accounts';
import { identificationRoutes } from './routes/identification';
import { openApiRoutes } from './routes/openapi';
import { documentUploadRoutes, partnerKycRoutes } from './routes/partner-kyc';
import { partnerRoutes } from './routes/partners';
import { signupRoutes } from './routes/signup';
import { subscriptionRoutes } from './routes/subscriptions';
import { traderRoutes } from './routes/traders';
import { tradeRoutes } from './routes/trades';
import { userRoutes } from './routes/users';

function depsOf(ctx: EmulatorContext): TradeDeps {
  return {
    ctx,
    limiter: new RateLimiter(ctx.config.tradeAuthRateLimitPerMinute, ctx.clock, ctx.rateLimits),
    guards: tradeGuards(ctx),
  };
}

export async function tradeApi(app: FastifyInstance, options: EmulatorContext): Promise<void> {
  // Only the context: the options also hold this plugin's own `prefix`, which child plugins would apply again.
  const ctx = contextOf(options);
  installTradeErrors(app);
  answerOnServiceClock(app, ctx.clock);
  acceptEmptyJsonBodies(app);
  const deps = depsOf(ctx);
  for (const routes of [
    openApiRoutes,
    signupRoutes,
    authRoutes,
    userRoutes,
    traderRoutes,
    identificationRoutes,
    partnerRoutes,
    partnerKycRoutes,
    documentUploadRoutes,
    bankAccountRoutes,
    subscriptionRoutes,
    tradeRoutes,
  ])
    await app.register(routes, deps);
}

export async function tradeUserApi(app: FastifyInstance, options: EmulatorContext): Promise<void> {
  const ctx = contextOf(options);
  installTradeErrors(app);
  answerOnServiceClock(app, ctx.clock);
  acceptEmptyJsonBodies(app);
  await app.register(userUrlRoutes, depsOf(ctx));
}
