// The emulated Trade API: mounted at the trade base URL, plus the user URL that holds `/me/deactivate`.
import type { FastifyInstance } from 'fastify';
import { tradeOpenApiDocument } from '#contract/trade/openapi';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import type { TradeDeps } from './deps';
import { installTradeErrors } from './errors';
import { acceptEmptyJsonBodies } from './json-body';
import { RateLimiter } from './rate-limit';
import { authRoutes, userUrlRoutes } from './routes/auth';
import { identificationRoutes } from './routes/identification';
import { documentUploadRoutes, partnerKycRoutes } from './routes/partner-kyc';
import { partnerRoutes } from './routes/partners';
import { signupRoutes } from './routes/signup';
import { traderRoutes } from './routes/traders';
import { userRoutes } from './routes/users';

function depsOf(ctx: EmulatorContext): TradeDeps {
  return {
    ctx,
    limiter: new RateLimiter(ctx.config.tradeAuthRateLimitPerMinute, ctx.clock, ctx.rateLimits),
  };
}

export async function tradeApi(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
  acceptEmptyJsonBodies(app);
  const openApi = tradeOpenApiDocument(
    { base: `${ctx.config.publicUrl}/trade`, user: `${ctx.config.publicUrl}/user` },
    { webhookScheme: ctx.config.merchantAuthScheme },
  );
  app.get('/openapi.json', async () => openApi);

  const deps = depsOf(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  signupRoutes(routes, deps);
  authRoutes(routes, deps);
  userRoutes(routes, deps);
  traderRoutes(routes, deps);
  identificationRoutes(routes, deps);
  partnerRoutes(routes, deps);
  partnerKycRoutes(routes, deps);
  await app.register(async (scope) => documentUploadRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps));
}

export async function tradeUserApi(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
  acceptEmptyJsonBodies(app);
  userUrlRoutes(app.withTypeProvider<ZodTypeProvider>(), depsOf(ctx));
}
