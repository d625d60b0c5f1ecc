// CORS as a kit on a partner's own origin meets it: every route of the browser API's table answers an allowed
// origin with credentialed CORS (errors included, so the kit can read them) and a refused one with none, the
// preflight admits each route's method, and an opened event stream carries the headers too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffRoutes, type BffRoute } from '#contract/bff/routes';
import { startListeningTestServer, type TestServer } from '../support';
import { TestBrowser } from './browser';

const allowed = 'https://partner.example';
const refused = 'https://evil.example';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer({ ALLOWED_ORIGINS: allowed, PAYMENT_POLL_MS: '600000' });
});
afterAll(async () => {
  const closing = server.app.close();
  server.app.server.closeAllConnections();
  await closing;
});

/** The routes a browser calls (the partner's server and the upstream call the others, with no Origin). */
const browserRoutes = Object.entries(bffRoutes as Record<string, BffRoute>).filter(
  ([, route]) => route.auth === 'public' || route.auth === 'session',
);

/** The route's URL with a placeholder in each parameter. */
const urlOf = (route: BffRoute) => `/api${route.path.replace(/:[a-zA-Z]+/g, '1')}`;

describe('CORS of every browser API route', () => {
  it.each(browserRoutes)(
    '%s answers an allowed origin with credentialed CORS, a refused one with none',
    async (_, route) => {
      for (const origin of [allowed, refused]) {
        const answer = await server.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: { origin, 'content-type': 'application/json', 'x-tradekit-request': '1' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        expect(answer.headers['vary']).toMatch(/Origin/);
        if (origin === allowed) {
          expect(answer.headers['access-control-allow-origin']).toBe(allowed);
          expect(answer.headers['access-control-allow-credentials']).toBe('true');
        } else {
          expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        }
      }
    },
  );

  it.each(browserRoutes)('%s is admitted by the preflight of an allowed origin only', async (_, route) => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: urlOf(route),
        headers: { origin, 'access-control-request-method': route.method },
      });
    const ok = await preflight(allowed);
    expect(ok.statusCode).toBe(204);
    expect(String(ok.headers['access-control-allow-methods']).split(', ')).toContain(route.method);
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    const no = await preflight(refused);
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
    expect(no.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS of an opened event stream', () => {
  it('the payment page stream sends CORS to an allowed origin with its events, none to another', async () => {
    const browser = new TestBrowser(server);
    const created = await browser.post('/api/shop/invoices', { amount: 12.5, currency: 'EUR', description: 'Tea' });
    const token = decodeURIComponent((created.json() as { paymentUrl: string }).paymentUrl.split('/').pop()!);
    for (const origin of [allowed, refused]) {
      const controller = new AbortController();
      const response = await fetch(`${server.url}/api/pay/${token}/events`, {
        headers: { origin },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('vary')).toMatch(/Origin/);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin === allowed ? allowed : null);
      expect(response.headers.get('access-control-allow-credentials')).toBe(origin === allowed ? 'true' : null);
      controller.abort();
    }
  });
});
