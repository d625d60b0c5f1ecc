// The emulated Merchant API v3, mounted at the merchant base URL; every path below it starts with `/v3`.
import type { FastifyInstance } from 'fastify';
import { merchantOpenApiDocument } from '../../../../src/api/contract/merchant/openapi';
import type { EmulatorContext } from '../context';
import { installMerchantErrors } from './errors';

export async function merchantApi(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  installMerchantErrors(app);
  const openApi = merchantOpenApiDocument(`${ctx.config.publicUrl}/merchant`);
  app.get('/openapi.json', async () => openApi);
}
