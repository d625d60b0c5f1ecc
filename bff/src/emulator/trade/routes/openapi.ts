// GET /openapi.json: the Trade API's OpenAPI document, generated once from the contract's table.
import type { FastifyInstance } from 'fastify';
import { tradeSiteEndpoints } from '#contract/sandbox/endpoints';
import { tradeOpenApiDocument } from '#contract/trade/openapi';
import { sandboxFiles } from '../../../sandbox-description';
import { defineEndpoint } from '../../define-endpoint';
import { readSandboxState } from '../../sandbox/state';
import type { TradeDeps } from '../deps';

export async function openApiRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  // Built at its first request, not at every start. The examples carry the sandbox's own partner, so the
  // reference's "Try it out" signs up with it.
  let document: ReturnType<typeof tradeOpenApiDocument> | undefined;
  const build = () => {
    const sandboxPartnerId = readSandboxState(ctx.db, 'sandboxPartnerId');
    return tradeOpenApiDocument(
      { base: `${ctx.config.publicUrl}/trade`, user: `${ctx.config.publicUrl}/user` },
      {
        webhookScheme: ctx.config.merchantAuthScheme,
        ...(sandboxPartnerId === undefined ? {} : { examplePartnerId: sandboxPartnerId }),
        partnerPrivateKeyFile: sandboxFiles(ctx.config.dataDir).partnerPrivateKey,
      },
    );
  };
  defineEndpoint(app, guards, tradeSiteEndpoints.getTradeOpenApi, () => (document ??= build()));
}
