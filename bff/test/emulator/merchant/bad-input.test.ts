// Bad input of every kind, at every endpoint of the contract's table: the answer is always HTTP 200 with
// `success: false` and one of the contract's error codes, never a crash, and never `internal_error`.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointsOf } from './endpoint-list';
import { merchantErrorCodes } from '#contract/merchant/errors';
import type { Invoice } from '#contract/merchant/invoices';
import { authorization, invoiceBody, startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
let merchant: MerchantCredentials;
let invoiceId: number;
beforeAll(async () => {
  h = await startMerchantHarness();
  merchant = await h.newMerchant({ fiatBalance: 100, buyOrdersApproved: true });
  invoiceId = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data.id;
});
afterAll(async () => h.close());

const codes = Object.keys(merchantErrorCodes);

async function send(method: string, url: string, payload?: string, headers: Record<string, string> = {}) {
  const response = await h.app.inject({
    method: method as 'GET',
    url: `/merchant/v3${url}`,
    headers: { authorization: authorization(merchant, h.config.merchantAuthScheme), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode, `${method} ${url} ${payload?.slice(0, 80)}`).toBe(200);
  const body = response.json() as { success: boolean; error?: { code: string; message: string } };
  if (!body.success) {
    expect(codes, `${method} ${url}`).toContain(body.error?.code);
    expect(body.error?.code, `${method} ${url} ${payload?.slice(0, 80)}: ${body.error?.message}`).not.toBe(
      'internal_error',
    );
    expect(body.error?.message.length).toBeGreaterThan(0);
  }
  return body;
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

const BAD_BODIES = [
  'not json',
  '{"amount":',
  'null',
  '"text"',
  '42',
  'true',
  '[1, 2, 3]',
  '{"amount": "10", "currency": "EUR"}',
  '{"amount": 1e400, "currency": "EUR", "plugin_name": "x", "plugin_version": "1"}',
  '{"amount": 1e13, "currency": "EUR", "plugin_name": "x", "plugin_version": "1", "btc_address": "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"}',
  '{"amount": 0.000000001, "currency": "EUR"}',
  '{"amount": -5, "currency": "EUR"}',
  '{"amount": 10, "currency": "EURO"}',
  '{"amount": 10, "currency": null}',
  '{"amount": 10, "currency": "EUR", "custom": [1]}',
  '{"amount": 10, "currency": "EUR", "callback_url": "javascript:alert(1)"}',
  '{"amount": 10, "currency": "EUR", "plugin_name": "x", "plugin_version": "1", "callback_url": "http://10.0.0.1/x"}',
  '{"currency": "LTC", "return_address": ""}',
  '{"description": 5}',
  '{"state": "paid"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__": {"polluted": true}, "amount": 1}',
  '\u0000\u0001',
];

// Odd but not necessarily wrong: these must not crash, whatever the answer.
const ODD_BODIES = [
  `{"description": "${'x'.repeat(200_000)}"}`,
  '{"description": "\ud800 \u0000 ☃ 𝄞", "custom": {"a": {"b": {"c": [null, true, 1.5e300]}}}}',
  '{}',
  '[]',
  '',
];

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '%20', "1'--"];
const BAD_QUERIES = [
  'limit=abc',
  'limit=0',
  'limit=201',
  'offset=-1',
  'include_expired=maybe',
  'include_cancelled=yes',
  'baseCurrency=%21%21',
  'baseCurrency=',
  'limit=1&limit=2',
];

describe('bad input of every kind gives success:false with a code, never a crash', () => {
  it('bad bodies at every endpoint that takes one', async () => {
    for (const endpoint of endpointsOf('body')) {
      for (const payload of BAD_BODIES) {
        const body = await send(endpoint.method, fill(endpoint.path, String(invoiceId)), payload, {
          'content-type': 'application/json',
        });
        expect(body.success, `${endpoint.operationId} accepted ${payload.slice(0, 60)}`).toBe(false);
      }
      for (const payload of ODD_BODIES)
        await send(endpoint.method, fill(endpoint.path, String(invoiceId)), payload, {
          'content-type': 'application/json',
        });
    }
  }, 60_000);

  it('bad path ids and codes at every endpoint with a path parameter', async () => {
    for (const endpoint of endpointsOf('params')) {
      for (const id of [...BAD_IDS, 'TOOLONGCODE123', '$$$']) {
        const body = await send(endpoint.method, fill(endpoint.path, id), endpoint.method === 'GET' ? undefined : '{}');
        expect(body.success, `${endpoint.operationId} accepted ${id}`).toBe(false);
      }
    }
  }, 60_000);

  it('bad query strings at every endpoint with a query', async () => {
    for (const endpoint of endpointsOf('query')) {
      const keys = Object.keys(endpoint.query?._zod.def.shape ?? {});
      for (const query of BAD_QUERIES.filter((q) => keys.includes(q.split('=')[0] as string))) {
        const body = await send(endpoint.method, `${fill(endpoint.path, 'LTC')}?${query}`);
        if (!query.includes('limit=1&limit=2')) expect(body.success, `${endpoint.operationId} ?${query}`).toBe(false);
      }
    }
  }, 60_000);

  it('bad or missing Authorization at every endpoint', async () => {
    for (const endpoint of endpointsOf()) {
      for (const header of [
        '',
        'Service',
        'Service apikey="a", nonce="1", signature="b"',
        'x'.repeat(10_000),
        'Service apikey=,nonce=,signature=',
      ]) {
        const url = fill(
          endpoint.path,
          endpoint.path.includes('altcoin') ? 'LTC' : endpoint.path.includes('currency') ? 'EUR' : '1',
        );
        const body = await send(endpoint.method, url, endpoint.method === 'GET' ? undefined : '{}', {
          authorization: header,
        });
        if (header !== '' || endpoint.auth === 'apiKey')
          expect(body.success, `${endpoint.operationId} "${header.slice(0, 30)}"`).toBe(false);
      }
    }
  }, 60_000);

  it('random JSON bodies never crash any endpoint that takes a body', async () => {
    const targets = endpointsOf('body');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.jsonValue({ maxDepth: 4 }), async (endpoint, value) => {
        await send(endpoint.method, fill(endpoint.path, String(invoiceId)), JSON.stringify(value), {
          'content-type': 'application/json',
        });
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
