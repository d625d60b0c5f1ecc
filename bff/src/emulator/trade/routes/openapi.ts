// GET /openapi.json: the Trade API's OpenAPI document, generated once from the contract's table.
import type { FastifyInstance } from 'fastify';
import { tradeSiteEndpoints } from '#contract/sandbox/endpoints';
import { tradeOpenApiDocument } from '#contract/trade/openapi';
import { defineEndpoint } from '../../define-endpoint';
import type { TradeDeps } from '../deps';

export async function openApiRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  let document: ReturnType<typeof tradeOpenApiDocument> | undefined;
  defineEndpoint(app, guards, tradeSiteEndpoints.getTradeOpenApi, () => {
    document ??= tradeOpenApiDocument(
      { base: `${ctx.config.publicUrl}/trade`, user: `${ctx.config.publicUrl}/user` },
      { webhookScheme: ctx.config.merchantAuthScheme },
    );
    return document;
  });
}
