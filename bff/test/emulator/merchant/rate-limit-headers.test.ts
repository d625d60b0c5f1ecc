// Spec: every answer of the Merchant API carries X-RateLimit-Limit, -Remaining and -Reset. Also the answers that
// never reach a /v3 route: a URL Fastify refuses before choosing one (bad percent-encoding, a path segment too
// long), a path outside /v3, a body refused before validation, a missing or broken Authorization. Swept over a
// real listening server with raw requests (no client library tidies the path first) and over inject.
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorization, startMerchantHarness, type Harness } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

interface Attempt {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** `attempt` sent as written, over a real socket. */
function overHttp(port: number, { method, path, headers = {}, body }: Attempt): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function byInject(app: Harness['app'], { method, path, headers, body }: Attempt): Promise<Answer> {
  const response = await app.inject({ method: method as 'GET', url: path, headers, payload: body });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

const json = { 'content-type': 'application/json' };
const longId = '1'.repeat(5000);

/** Malformed requests and the code each is refused with. */
const sweep: [label: string, attempt: Attempt, code: string][] = [
  ['a 5,000-digit id (GET)', { method: 'GET', path: `/merchant/v3/invoices/${longId}` }, 'invalid_request'],
  ['a 5,000-digit id (PUT)', { method: 'PUT', path: `/merchant/v3/invoices/${longId}` }, 'invalid_request'],
  [
    'a 5,000-digit id (POST)',
    { method: 'POST', path: `/merchant/v3/invoices/${longId}/refunds`, headers: json, body: '{}' },
    'invalid_request',
  ],
  ['%zz', { method: 'GET', path: '/merchant/v3/invoices/%zz' }, 'invalid_request'],
  ['a lone %', { method: 'GET', path: '/merchant/v3/invoices/%' }, 'invalid_request'],
  ['%C0%AE (overlong UTF-8)', { method: 'GET', path: '/merchant/v3/invoices/%C0%AE' }, 'invalid_request'],
  ['%zz (POST)', { method: 'POST', path: '/merchant/v3/%zz', headers: json, body: '{}' }, 'invalid_request'],
  ['no such route', { method: 'GET', path: '/merchant/v3/no-such-thing' }, 'not_found'],
  ['no such method', { method: 'DELETE', path: '/merchant/v3/rates' }, 'not_found'],
  ['the bare /v3', { method: 'GET', path: '/merchant/v3' }, 'not_found'],
  ['/v3/', { method: 'POST', path: '/merchant/v3/', headers: json, body: '{}' }, 'not_found'],
  ['a path outside /v3', { method: 'GET', path: '/merchant/no-such-thing' }, 'not_found'],
  [
    'a body that is not JSON',
    { method: 'POST', path: '/merchant/v3/invoices', headers: json, body: '{"amount": 1' },
    'invalid_request',
  ],
  [
    'a body over the limit',
    { method: 'POST', path: '/merchant/v3/invoices', headers: json, body: `"${'x'.repeat(1024 * 1024)}"` },
    'invalid_request',
  ],
  ['no Authorization', { method: 'GET', path: '/merchant/v3/balance' }, 'api_key_required'],
  [
    'a broken Authorization',
    { method: 'GET', path: '/merchant/v3/balance', headers: { authorization: 'Service garbage' } },
    'api_key_required',
  ],
];

describe.each(['real HTTP', 'inject'] as const)('every Merchant API answer carries X-RateLimit-* (%s)', (how) => {
  it('rule: each malformed request gets the envelope and the three headers, counted once', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '1000' });
    let send = (attempt: Attempt) => byInject(h.app, attempt);
    if (how === 'real HTTP') {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = h.app.server.address() as { port: number };
      send = (attempt) => overHttp(port, attempt);
    }
    const normal = await send({ method: 'GET', path: '/merchant/v3/rates' });
    expect(normal.headers['x-ratelimit-limit']).toBe('1000');
    let remaining = Number(normal.headers['x-ratelimit-remaining']);
    for (const [label, attempt, code] of sweep) {
      const answer = await send(attempt);
      expect(answer.status, label).toBe(200);
      expect(JSON.parse(answer.body), label).toEqual({ success: false, error: { code, message: expect.any(String) } });
      expect(answer.headers['x-ratelimit-limit'], label).toBe('1000');
      // All from one address without a valid key: one bucket, one count each.
      expect(answer.headers['x-ratelimit-remaining'], label).toBe(String((remaining -= 1)));
      expect(Number(answer.headers['x-ratelimit-reset']), label).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['x-ratelimit-reset']), label).toBeLessThanOrEqual(60);
    }
  });
});

describe('a URL refused before routing counts as any other request', () => {
  it('against the key of a valid Authorization, and over the limit it is rate_limit_exceeded', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '2' });
    const signed = () => ({ authorization: authorization(h.sandboxMerchant, h.config.merchantAuthScheme) });
    const bad = () => byInject(h.app, { method: 'GET', path: '/merchant/v3/invoices/%zz', headers: signed() });
    expect((await h.call('GET', '/balance')).headers['x-ratelimit-remaining']).toBe('1');
    const counted = await bad();
    expect(JSON.parse(counted.body).error.code).toBe('invalid_request');
    expect(counted.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await bad();
    expect(JSON.parse(limited.body).error.code).toBe('rate_limit_exceeded');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // The key's window, not the address's: an unsigned request still has its own.
    expect((await h.call('GET', '/rates', undefined, { as: null })).success).toBe(true);
  });
});
