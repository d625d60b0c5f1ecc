// "Try it out" on the sandbox's reference pages reaches the sandbox with its credentials (issue 30): the very
// module the pages load (browser/try-it.js), configured from what a page says, turns the requests Swagger UI makes
// into ones the sandbox accepts; in production it sends nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, tryItOptions, type TryItRequest } from '../../src/api-reference/browser/try-it.js';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

/** `fetch` as the page has it, answered by the server in process. */
function fetchFrom(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request) => {
    const response = await app.inject({ method: 'GET', url: String(input) });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type']) },
    });
  }) as typeof fetch;
}

/** What a reference page tells its script, from the page's root element. */
async function pageConfig(url: string): Promise<Record<string, string>> {
  const html = (await server.app.inject({ method: 'GET', url })).body;
  const main = /<main id="api-reference"([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...main.matchAll(/data-([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Sends a request as Swagger UI would after the interceptor, to the server in process. */
async function send(request: TryItRequest, body?: unknown) {
  const url = new URL(request.url);
  return server.app.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers: request.headers ?? {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function exampleBody(documentPath: string, path: string): Promise<unknown> {
  const document = (await server.app.inject({ method: 'GET', url: documentPath })).json() as {
    paths: Record<string, { post: { requestBody: { content: { 'application/json': { example: unknown } } } } }>;
  };
  return document.paths[path]!.post.requestBody.content['application/json'].example;
}

describe('Merchant API page', () => {
  it('issue 30: a request tried from the page is signed with the sandbox merchant and accepted', async () => {
    const page = await pageConfig('/merchant/docs');
    const tryIt = await tryItOptions({
      api: page.api!,
      mode: page.mode!,
      credentialsUrl: page.credentials!,
      fetch: fetchFrom(server.app),
    });
    expect(tryIt.supportedSubmitMethods).toContain('post');
    const base = `${server.config.publicUrl}/merchant/v3`;

    const balance = await tryIt.requestInterceptor({ url: `${base}/balance`, method: 'GET', headers: {} });
    expect(balance.headers?.Authorization).toMatch(/^Service apikey="[^"]+", nonce="\d+", signature="[0-9a-f]{64}"$/);
    const answer = await send(balance);
    expect(answer.json()).toMatchObject({ success: true, data: { fiat_currency: 'EUR' } });

    // The page's own example of an invoice, as the body editor is prefilled with it.
    const created = await send(
      await tryIt.requestInterceptor({
        url: `${base}/invoices`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
      await exampleBody('/merchant/openapi.json', '/invoices'),
    );
    expect(created.json()).toMatchObject({ success: true, data: { state: 'new', description: 'Order #1001' } });

    // Every request gets a nonce of its own: a replayed one would be refused.
    const again = await tryIt.requestInterceptor({ url: `${base}/balance`, method: 'GET', headers: {} });
    expect(again.headers?.Authorization).not.toBe(balance.headers?.Authorization);
    expect((await send(again)).json()).toMatchObject({ success: true });
  });

  it('shows the lock closed and leaves the document request and other origins alone', async () => {
    const page = await pageConfig('/merchant/docs');
    const tryIt = await tryItOptions({
      api: 'merchant',
      mode: 'sandbox',
      credentialsUrl: page.credentials!,
      fetch: fetchFrom(server.app),
    });
    const ui = { preauthorizeApiKey: vi.fn() };
    tryIt.onComplete(ui);
    expect(ui.preauthorizeApiKey).toHaveBeenCalledWith('merchantApiKey', expect.any(String));
    const spec = { url: `${server.config.publicUrl}/merchant/openapi.json`, loadSpec: true, headers: {} };
    expect((await tryIt.requestInterceptor({ ...spec })).headers).toEqual({});
    const elsewhere = await tryIt.requestInterceptor({ url: 'https://merchant.example/v3/balance', headers: {} });
    expect(elsewhere.headers).toEqual({});
  });
});

describe('Trade API page', () => {
  it('issue 30: sign-up and sign-in tried from the page reach the sandbox, and sign the next calls in', async () => {
    const page = await pageConfig('/trade/docs');
    const tryIt = await tryItOptions({ api: page.api!, mode: page.mode!, fetch: fetchFrom(server.app) });
    const ui = { preauthorizeApiKey: vi.fn() };
    tryIt.onComplete(ui);
    const base = `${server.config.publicUrl}/trade`;

    const signup = await send(
      await tryIt.requestInterceptor({ url: `${base}/signup/trader`, method: 'POST', headers: {} }),
      await exampleBody('/trade/openapi.json', '/signup/trader'),
    );
    expect(signup.statusCode, signup.body).toBe(201);

    const token = await send(
      await tryIt.requestInterceptor({ url: `${base}/auth`, method: 'POST', headers: {} }),
      await exampleBody('/trade/openapi.json', '/auth'),
    );
    expect(token.statusCode, token.body).toBe(200);
    const accessToken = (token.json() as { access_token: string }).access_token;
    tryIt.responseInterceptor({ url: `${base}/auth`, status: 200, body: token.json() });
    expect(ui.preauthorizeApiKey).toHaveBeenCalledWith('bearerAuth', accessToken);

    const trader = await send({
      url: `${base}/traders/me`,
      method: 'GET',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(trader.statusCode).toBe(200);
  });
});

describe('browser API page', () => {
  it('adds the CSRF header to state-changing calls only', async () => {
    const page = await pageConfig('/api/docs');
    const tryIt = await tryItOptions({ api: page.api!, mode: page.mode!, fetch: fetchFrom(server.app) });
    const base = `${server.config.publicUrl}/api`;
    expect((await tryIt.requestInterceptor({ url: `${base}/login`, method: 'POST' })).headers).toEqual({
      [CSRF_HEADER]: '1',
    });
    expect((await tryIt.requestInterceptor({ url: `${base}/session`, method: 'GET' })).headers).toBeUndefined();
  });
});

describe('in production mode', () => {
  it('offers no "Try it out" and reads no credentials', async () => {
    const fetchSpy = vi.fn();
    const tryIt = await tryItOptions({
      api: 'merchant',
      mode: 'production',
      credentialsUrl: '/sandbox/credentials?reveal=secrets',
      fetch: fetchSpy as unknown as typeof fetch,
    });
    expect(tryIt.supportedSubmitMethods).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    const request = { url: 'https://bff.example/api/login', method: 'POST', headers: {} };
    expect(await tryIt.requestInterceptor({ ...request })).toEqual(request);
  });
});
