// The browser API a partner deploys: what the widget and the payment page call, same origin, under `/api`; plus
// the partner server's endpoints (admin token) and the service's signed callbacks.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { BffContext } from './context';
import { installCors } from './cors';
import { installBffErrors } from './errors';
import { kycRoutes } from './routes/kyc-routes';
import { merchantCallbackRoute } from './routes/merchant-callback-route';
import { partnerRoutes } from './routes/partner-routes';
import { partnerServerRoutes } from './routes/partner-server-routes';
import { partnerWebhookRoute } from './routes/partner-webhook-route';
import { passwordResetRoutes } from './routes/password-reset-routes';
import { paymentRoutes } from './routes/payment-routes';
import { tradeRoutes } from './routes/trade-routes';
import { sandboxPaymentRoutes } from './routes/sandbox-payment-routes';
import { serviceTimeRoutes } from './routes/service-time-routes';
import { sessionRoutes } from './routes/session-routes';
import { traderRoutes } from './routes/trader-routes';

export interface BrowserApiContext {
  config: Config;
  bff: BffContext;
}

export async function browserApi(app: FastifyInstance, options: BrowserApiContext): Promise<void> {
  const ctx = options.bff;
  // Subscribed to other instances' invoice and trade changes before the first view can connect; closed with the server.
  await Promise.all([ctx.invoiceEvents.ready, ctx.tradeEvents.ready]);
  app.addHook('onClose', () => ctx.close());
  installBffErrors(app, 'Browser API', { fields: true });
  await app.register(fastifyCookie);
  installCors(app, ctx.settings.allowedOrigins);
  // Answers carry per-user data: no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  serviceTimeRoutes(app, ctx);
  app.get('/health', async () => ({ status: 'ok', mode: options.config.mode }));
  partnerRoutes(app, ctx);
  sessionRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  traderRoutes(app, ctx);
  kycRoutes(app, ctx);
  tradeRoutes(app, ctx);
  paymentRoutes(app, ctx);
  sandboxPaymentRoutes(app, ctx);
  await partnerServerRoutes(app, ctx);
  await merchantCallbackRoute(app, ctx);
  await partnerWebhookRoute(app, ctx);
}
