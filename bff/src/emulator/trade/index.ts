// The emulated Trade API: mounted at the trade base URL, plus the user URL that holds `/me/deactivate`.
import type { FastifyInstance } from 'fastify';
import { tradeOpenApiDocument } from '../../../../src/api/contract/trade/openapi';
import type { EmulatorContext } from '../context';
import { installTradeErrors } from './errors';

export async function tradeApi(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
  const openApi = tradeOpenApiDocument(
    { base: `${ctx.config.publicUrl}/trade`, user: `${ctx.config.publicUrl}/user` },
    { webhookScheme: ctx.config.merchantAuthScheme },
  );
  app.get('/openapi.json', async () => openApi);
}

export async function tradeUserApi(app: FastifyInstance, _ctx: EmulatorContext): Promise<void> {
  installTradeErrors(app);
}
