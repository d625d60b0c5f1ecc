import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorization, nonce, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

const sign = (secret: string, n: string, key: string) =>
  createHmac('sha256', secret)
    .update(n + key)
    .digest('hex');

describe('Merchant API transport', () => {
  it('every response is HTTP 200 with {success, data} or {success:false, error:{code, message}}', async () => {
    h = await startMerchantHarness();
    const ok = await h.call('GET', '/balance');
    expect(ok).toMatchObject({ success: true, data: { fiat_currency: 'EUR' } });
    const missing = await h.call('GET', '/no-such-thing');
    expect(missing).toMatchObject({ success: false, error: { code: 'not_found' } });
    expect(typeof missing.error.message).toBe('string');
  });

  it('api_key_required: no header, a malformed header, an unknown key, a wrong signature', async () => {
    h = await startMerchantHarness();
    expect((await h.call('GET', '/balance', undefined, { as: null })).error.code).toBe('api_key_required');
    const bad = ['Service', 'Basic abc', 'Service apikey="x"', 'Service apikey=x, nonce=1, signature=00'];
    for (const header of bad) {
      const r = await h.call('GET', '/balance', undefined, { as: null, headers: { authorization: header } });
      expect(r.error.code, header).toBe('api_key_required');
    }
    const wrong = { ...h.sandboxMerchant, apiSecret: 'not-the-secret' };
    expect((await h.call('GET', '/balance', undefined, { as: wrong })).error.code).toBe('api_key_required');
  });

  it('parses the header the way real clients write it: any order, quoted or not, key names in any case', async () => {
    h = await startMerchantHarness();
    const { apiKey, apiSecret } = h.sandboxMerchant;
    const variants = [
      (n: string) => `Service signature="${sign(apiSecret, n, apiKey)}", nonce="${n}", apikey="${apiKey}"`,
      (n: string) => `service APIKEY=${apiKey},NONCE=${n} , Signature=${sign(apiSecret, n, apiKey)}`,
      (n: string) => `SERVICE apiKey="${apiKey}",nonce=${n},signature="${sign(apiSecret, n, apiKey)}"`,
    ];
    for (const variant of variants) {
      const header = variant(nonce());
      const r = await h.call('GET', '/balance', undefined, { as: null, headers: { authorization: header } });
      expect(r.success, header).toBe(true);
    }
  });

  it('the scheme token is configuration (MERCHANT_AUTH_SCHEME), matched case-insensitively', async () => {
    h = await startMerchantHarness({ MERCHANT_AUTH_SCHEME: 'Acme' });
    const header = authorization(h.sandboxMerchant, 'acme');
    expect((await h.call('GET', '/balance', undefined, { as: null, headers: { authorization: header } })).success).toBe(
      true,
    );
    const service = authorization(h.sandboxMerchant, 'Service');
    const r = await h.call('GET', '/balance', undefined, { as: null, headers: { authorization: service } });
    expect(r.error.code).toBe('api_key_required');
  });

  it('refuses a nonce already used with the key (replay), but accepts nonces out of order', async () => {
    h = await startMerchantHarness();
    const base = BigInt(Date.now()) * 1000n;
    const header = (n: bigint) => authorization(h.sandboxMerchant, 'Service', String(n));
    const call = (n: bigint) =>
      h.call('GET', '/balance', undefined, { as: null, headers: { authorization: header(n) } });
    expect((await call(base + 5n)).success).toBe(true);
    expect((await call(base + 3n)).success).toBe(true); // older than the last one: concurrent clients do that
    const replay = await call(base + 5n);
    expect(replay.error).toMatchObject({ code: 'api_key_required' });
    expect(replay.error.message).toMatch(/already used/);
  });

  it('POST /invoices records its nonce in the commit of the invoice: a replay is refused and creates nothing', async () => {
    h = await startMerchantHarness();
    const n = nonce();
    const headers = { authorization: authorization(h.sandboxMerchant, 'Service', n) };
    const body = { amount: 5, currency: 'EUR', plugin_name: 'p', plugin_version: '1' };
    const created = await h.call<{ id: number }>('POST', '/invoices', body, { as: null, headers });
    expect(created.success).toBe(true);
    const replay = await h.call('POST', '/invoices', body, { as: null, headers });
    expect(replay.error).toMatchObject({ code: 'api_key_required' });
    expect(replay.error.message).toMatch(/already used/);
    // Two creates with one nonce in the same group commit: one invoice.
    const m = nonce();
    const twice = await Promise.all(
      [1, 2].map(() =>
        h.call('POST', '/invoices', body, {
          as: null,
          headers: { authorization: authorization(h.sandboxMerchant, 'Service', m) },
        }),
      ),
    );
    expect(twice.map((r) => r.success).sort()).toEqual([false, true]);
    expect(h.db.prepare('SELECT COUNT(*) FROM merchant_invoices').pluck().get()).toBe(2);
  });

  it('a create refused for what it asks still uses up its nonce; one refused for its body shape does not', async () => {
    h = await startMerchantHarness();
    const refusedNonce = nonce();
    const refusedHeaders = { authorization: authorization(h.sandboxMerchant, 'Service', refusedNonce) };
    const unpriced = { amount: 5, currency: 'XAU', plugin_name: 'p', plugin_version: '1' };
    const refused = await h.call('POST', '/invoices', unpriced, { as: null, headers: refusedHeaders });
    expect(refused.error.code).not.toBe('api_key_required');
    const again = await h.call('POST', '/invoices', unpriced, { as: null, headers: refusedHeaders });
    expect(again.error.code).toBe('api_key_required');

    const shapeNonce = nonce();
    const shapeHeaders = { authorization: authorization(h.sandboxMerchant, 'Service', shapeNonce) };
    const invalid = await h.call('POST', '/invoices', { amount: -1 }, { as: null, headers: shapeHeaders });
    expect(invalid.error.code).toBe('invalid_request');
    const fixed = { amount: 5, currency: 'EUR', plugin_name: 'p', plugin_version: '1' };
    expect((await h.call('POST', '/invoices', fixed, { as: null, headers: shapeHeaders })).success).toBe(true);
  });

  it('refuses a timestamp nonce too old to be remembered', async () => {
    h = await startMerchantHarness();
    const old = String(BigInt(Date.now() - 2 * 3600_000) * 1000n);
    const r = await h.call('GET', '/balance', undefined, {
      as: null,
      headers: { authorization: authorization(h.sandboxMerchant, 'Service', old) },
    });
    expect(r.error.code).toBe('api_key_required');
  });

  it('public endpoints need no key, accept a valid signature, and refuse an invalid one', async () => {
    h = await startMerchantHarness();
    expect((await h.call('GET', '/rates', undefined, { as: null })).success).toBe(true);
    expect((await h.call('GET', '/rates')).success).toBe(true);
    const r = await h.call('GET', '/rates', undefined, { as: { ...h.sandboxMerchant, apiSecret: 'x' } });
    expect(r.error.code).toBe('api_key_required');
  });

  it('accepts a JSON body whatever its Content-Type, {} on GET and [] as an empty PUT body', async () => {
    h = await startMerchantHarness();
    const body = JSON.stringify({ amount: 5, currency: 'EUR', plugin_name: 'p', plugin_version: '1' });
    for (const type of [undefined, 'application/x-www-form-urlencoded', 'text/plain']) {
      const r = await h.call<{ id: number }>('POST', '/invoices', body, {
        headers: type ? { 'content-type': type } : {},
      });
      expect(r.success, String(type)).toBe(true);
    }
    expect((await h.call('GET', '/balance', '{}', { headers: { 'content-type': 'application/json' } })).success).toBe(
      true,
    );
    const created = await h.call<{ id: number }>('POST', '/invoices', body);
    const put = await h.call('PUT', `/invoices/${created.data.id}`, '[]', {
      headers: { 'content-type': 'application/json' },
    });
    expect(put.success).toBe(true);
    const broken = await h.call('POST', '/invoices', '{"amount":', { headers: { 'content-type': 'application/json' } });
    expect(broken.error.code).toBe('invalid_request');
  });
});

describe('rate limit', () => {
  it('X-RateLimit-Limit, -Remaining and -Reset are on every response, errors included', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '5' });
    const ok = await h.call('GET', '/balance');
    expect(ok.headers['x-ratelimit-limit']).toBe('5');
    expect(ok.headers['x-ratelimit-remaining']).toBe('4');
    expect(Number(ok.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(ok.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    const notFound = await h.call('GET', '/invoices/999');
    expect(notFound.error.code).toBe('not_found');
    expect(notFound.headers['x-ratelimit-remaining']).toBe('3');
    const noRoute = await h.call('GET', '/nothing-here');
    expect(noRoute.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('rate_limit_exceeded after the configured number of requests per minute per API key, with seconds to reset', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) expect((await h.call('GET', '/balance')).success).toBe(true);
    const limited = await h.call('GET', '/balance');
    expect(limited.error.code).toBe('rate_limit_exceeded');
    expect(limited.error.message).toMatch(/resets in \d+ seconds/);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    // Another key has its own window.
    const other = await h.newMerchant();
    expect((await h.call('GET', '/balance', undefined, { as: other })).success).toBe(true);
    // The window resets a minute later.
    await h.advance(61);
    expect((await h.call('GET', '/balance')).success).toBe(true);
  });

  it('unauthenticated calls are limited per client address', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '2' });
    await h.call('GET', '/rates', undefined, { as: null });
    await h.call('GET', '/rates', undefined, { as: null });
    expect((await h.call('GET', '/rates', undefined, { as: null })).error.code).toBe('rate_limit_exceeded');
    expect((await h.call('GET', '/balance')).success).toBe(true); // the key's window is separate
  });

  it('defaults to 100 requests per minute', async () => {
    h = await startMerchantHarness({ MERCHANT_RATE_LIMIT_PER_MINUTE: '' });
    expect((await h.call('GET', '/rates')).headers['x-ratelimit-limit']).toBe('100');
  });
});
