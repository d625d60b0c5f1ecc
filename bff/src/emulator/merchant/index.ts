// The emulated Merchant API v3, mounted at the merchant base URL; every path below it starts with `/v3`, and every
// route is an endpoint of the contract's table (merchantEndpoints) registered by its module in routes/. Also the
// OpenAPI document, the refund address page the emailed link of an email refund opens, the outbox deliverer (shared by every kind of
// delivery the emulator writes), tied to the server's life. The background sweep of time-driven moves is the
// emulator's (../due.ts), shared with the Trade API.
import type { FastifyInstance } from 'fastify';
import { contextOf, type EmulatorContext } from '../context';
import { OutboxDeliverer, runOutboxWithServer } from '../outbox';
import { answerOnServiceClock } from '../service-date';
import { installMerchantErrors, installMerchantNotFound } from './errors';
import { buyOrderRoutes } from './routes/buy-orders';
import { invoiceRoutes } from './routes/invoices';
import { openApiRoutes } from './routes/openapi';
import { rateRoutes } from './routes/rates';
import { refundAddressPage } from './routes/refund-page';
import { installMerchantTransport, merchantRateLimit } from './transport';

export async function merchantApi(app: FastifyInstance, options: EmulatorContext): Promise<void> {
  // Only the context: the options also hold this plugin's own `prefix`, which child plugins would apply again.
  const ctx = contextOf(options);
  const rateLimit = merchantRateLimit(ctx);
  installMerchantErrors(app, rateLimit);
  answerOnServiceClock(app, ctx.clock);
  await app.register(openApiRoutes, ctx);

  await app.register(
    async (v3) => {
      installMerchantTransport(v3, ctx, rateLimit);
      await v3.register(rateRoutes, ctx);
      await v3.register(invoiceRoutes, ctx);
      await v3.register(buyOrderRoutes, ctx);
      // Here, not only in the parent, so that unknown /v3 paths pass the hooks of /v3 as any /v3 request does.
      installMerchantNotFound(v3, rateLimit);
    },
    { prefix: '/v3' },
  );
  await app.register(refundAddressPage, ctx);

  runOutboxWithServer(
    app,
    new OutboxDeliverer({ outbox: ctx.outbox, clock: ctx.clock, allowLoopback: ctx.config.mode === 'sandbox' }),
  );
}
