// The served API reference (issue 30): `/trade/docs`, `/merchant/docs` and `/api/docs` render this server's
// OpenAPI documents from this server's files alone, under a Content-Security-Policy that allows nothing else; in
// production only the browser API's page exists, and no secret of the deployment reaches it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { ASSET_PREFIX } from '../../src/api-reference/assets';
import { boot, checkStartup } from '../../src/boot';
import { contentSecurityPolicy } from '../../src/browser-api/security-headers';
import { productionEnv, startTestServer, tempDataDir, type TestServer } from '../support';

const selfOnly = contentSecurityPolicy("'none'");

/** Every `src` and `href` of a page: what it makes the browser load. */
function loadsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
}

function dataOf(html: string): Record<string, string> {
  const main = /<main id="api-reference"([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...main.matchAll(/data-([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('in sandbox mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.app.close());

  it.each([
    ['/trade/docs', '/trade/openapi.json', 'trade'],
    ['/merchant/docs', '/merchant/openapi.json', 'merchant'],
    ['/api/docs', '/api/openapi.json', 'browser'],
  ])('%s renders %s, with a policy that allows this server alone', async (url, documentPath, api) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(selfOnly);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(dataOf(response.body)).toMatchObject({ api, document: documentPath, mode: 'sandbox' });
    // Nothing inline: every script has a src, no style element or attribute.
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(response.body).not.toMatch(/<style|\sstyle=/);
    const document = await server.app.inject({ method: 'GET', url: documentPath });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('every file a page loads is this server’s own, and answers', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/merchant/docs' })).body;
    const loads = loadsOf(html).filter((href) => href !== 'data:,');
    expect(loads.length).toBeGreaterThanOrEqual(5);
    for (const href of loads) {
      expect(href, 'a path on this origin').toMatch(/^\/(?!\/)/);
      const asset = await server.app.inject({ method: 'GET', url: href });
      expect(asset.statusCode, href).toBe(200);
      expect(asset.headers['content-type'], href).toMatch(/^(text\/css|text\/javascript|text\/html)/);
    }
  });

  it('assets are versioned by content and cached for good, compressed as the browser accepts', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const bundle = loadsOf(html).find((href) => href.endsWith('/swagger-ui-bundle.js'))!;
    expect(bundle).toMatch(new RegExp(`^${ASSET_PREFIX}/swagger-ui-\\d+\\.\\d+\\.\\d+/`));
    const plain = await server.app.inject({ method: 'GET', url: bundle });
    const gzip = await server.app.inject({ method: 'GET', url: bundle, headers: { 'accept-encoding': 'gzip' } });
    const brotli = await server.app.inject({ method: 'GET', url: bundle, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await server.app.inject({
      method: 'GET',
      url: bundle,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await server.app.inject({ method: 'GET', url: `${ASSET_PREFIX}/swagger-ui-0.0.0/other.js` });
    expect(missing.statusCode).toBe(404);
  });

  it('only the merchant page reads the sandbox credentials, to sign "Try it out" requests', async () => {
    const pages = await Promise.all(
      ['/trade/docs', '/merchant/docs', '/api/docs'].map(
        async (url) => (await server.app.inject({ method: 'GET', url })).body,
      ),
    );
    expect(pages.map((html) => dataOf(html).credentials)).toEqual([
      undefined,
      '/sandbox/credentials?reveal=secrets',
      undefined,
    ]);
    // The page itself carries no secret: the script reads them from the sandbox tools when it runs.
    for (const html of pages) {
      expect(html).not.toContain(server.sandbox.merchantApiSecret);
      expect(html).not.toContain(server.sandbox.merchantIpnSecret);
    }
  });

  it("the Trade API's examples carry the sandbox's own partner, so a sign-up tried from the page works", async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/trade/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody: { content: Record<string, { example: unknown }> } } }>;
    };
    expect(document.paths['/signup/trader']?.post?.requestBody.content['application/json']?.example).toMatchObject({
      partnerId: server.sandbox.partnerId,
    });
  });
});

describe('in production mode', () => {
  let app: FastifyInstance;
  let env: Record<string, string>;
  beforeAll(async () => {
    // Distinct values, long enough to search the pages for.
    env = {
      ...productionEnv(tempDataDir()),
      SESSION_SECRET: 'session-secret-of-this-deployment-0123456789',
      MERCHANT_API_KEY: 'merchant-api-key-of-this-deployment',
      MERCHANT_API_SECRET: 'merchant-api-secret-of-this-deployment',
      MERCHANT_IPN_SECRET: 'merchant-ipn-secret-of-this-deployment',
      PARTNER_ADMIN_TOKEN: 'partner-admin-token-of-this-deployment-0123456789',
    };
    ({ app } = await boot(checkStartup({ ...env, LOG_LEVEL: 'silent' })));
  });
  afterAll(() => app.close());

  it('serves the browser API reference only, read-only, with no credentials to read', async () => {
    for (const url of ['/trade/docs', '/merchant/docs']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(selfOnly);
    expect(dataOf(page.body)).toEqual({ api: 'browser', document: '/api/openapi.json', mode: 'production' });
    expect(page.body).not.toContain('/trade/docs');
  });

  it('no secret of the deployment reaches the page or its document', async () => {
    const served = [
      (await app.inject({ method: 'GET', url: '/api/docs' })).body,
      (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body,
    ].join('\n');
    for (const setting of [
      'SESSION_SECRET',
      'MERCHANT_API_SECRET',
      'MERCHANT_IPN_SECRET',
      'MERCHANT_API_KEY',
      'PARTNER_ADMIN_TOKEN',
    ]) {
      expect(served, setting).not.toContain(env[setting]);
    }
    const document = JSON.parse(served.slice(served.indexOf('{'))) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/pay/{token}/sandbox/payments');
    expect(Object.keys(document.paths)).not.toContain('/trades/{id}/test/bank-transfer');
  });
});
