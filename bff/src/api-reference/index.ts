// The served API reference: `/api/docs` for the BFF's browser API in every mode, and in sandbox mode
// `/trade/docs` and `/merchant/docs` for the emulated upstream APIs; each renders the OpenAPI document its API
// serves, with Swagger UI, from files of this server alone. Registered beside the APIs (not inside their
// plugins), so their rate limits, signatures and error shapes do not apply to the pages.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OpenApiDocument } from '#contract/openapi';
import { contentSecurityPolicy } from '../browser-api/security-headers';
import type { Config } from '../config';
import { ApiReferenceAssets, ASSET_PREFIX } from './assets';
import { referencePageHtml, referencePages, type ReferencePage } from './page';

export interface ApiReferenceOptions {
  config: Config;
  /** Whether the emulated Trade and Merchant APIs run in this server (sandbox mode). */
  emulated: boolean;
}

/** Where a sandbox page reads the sandbox merchant's key and secret to sign "Try it out" requests. */
export const SANDBOX_CREDENTIALS_PATH = '/sandbox/credentials?reveal=secrets';

/**
 * What every answer of the pages carries. The prefixes of the emulated APIs are left alone by the BFF's own
 * security headers (security-headers.ts), so the pages set the same policy themselves: everything from this
 * server, nothing inline, never framed.
 */
function secure(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', contentSecurityPolicy("'none'"))
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'same-origin');
}

export async function apiReference(app: FastifyInstance, options: ApiReferenceOptions): Promise<void> {
  const { config } = options;
  const assets = new ApiReferenceAssets();
  const pages: ReferencePage[] = [
    ...(options.emulated ? [referencePages.trade, referencePages.merchant] : []),
    referencePages.browser,
  ];
  const sandbox = config.mode === 'sandbox' && options.emulated;

  for (const page of pages) {
    const html = referencePageHtml(page, assets, {
      mode: sandbox ? 'sandbox' : 'production',
      pages,
      ...(sandbox && page.api === 'merchant' ? { credentialsPath: SANDBOX_CREDENTIALS_PATH } : {}),
    });
    app.get(page.path, (_request, reply) =>
      secure(reply).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
    );
  }

  // Made on its first request, not at start-up: generating it takes a tenth of a second nobody may need.
  let browserDocument: Promise<OpenApiDocument> | undefined;
  app.get(referencePages.browser.documentPath, async (_request, reply) => {
    browserDocument ??= import('#contract/bff/openapi').then(({ bffOpenApiDocument }) =>
      bffOpenApiDocument(config.publicUrl, { mode: config.mode }),
    );
    return secure(reply)
      .header('cache-control', 'no-cache')
      .send(await browserDocument);
  });

  app.get(`${ASSET_PREFIX}/*`, async (request, reply) => {
    secure(reply);
    if (!(await assets.send(request, reply))) {
      return reply.code(404).send({ error: 'not_found', message: 'There is no such file.' });
    }
    return reply;
  });
}
