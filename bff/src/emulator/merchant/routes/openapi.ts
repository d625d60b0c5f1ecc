// GET /openapi.json at the merchant base URL: Merchant API v3's OpenAPI document, generated once from the table.
import type { FastifyInstance } from 'fastify';
import { merchantOpenApiDocument } from '#contract/merchant/openapi';
import { merchantSiteEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';

export async function openApiRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  let document: ReturnType<typeof merchantOpenApiDocument> | undefined;
  defineEndpoint(app, openToAnyone, merchantSiteEndpoints.getMerchantOpenApi, () => {
    document ??= merchantOpenApiDocument(`${ctx.config.publicUrl}/merchant`, {
      scheme: ctx.config.merchantAuthScheme,
      rateLimitPerMinute: ctx.config.merchantRateLimitPerMinute,
    });
    return document;
  });
}
