// `custom` is any JSON object, but one nested thousands of levels deep would overflow the stack of the
// `JSON.stringify` that stores it: each endpoint that takes `custom` refuses it as invalid_request, says how deep
// is allowed, and writes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOM_DATA_MAX_DEPTH } from '#contract/merchant/primitives';
import { invoiceBody, startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** `{"a":{"a":…{}}}` with `depth` objects, written as text: building it as a value would take the same stack. */
const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const depthMessage = `Invalid body: custom: must nest objects and arrays at most ${CUSTOM_DATA_MAX_DEPTH} levels deep`;

let h: Harness;
let buyer: MerchantCredentials;
beforeAll(async () => {
  h = await startMerchantHarness();
  buyer = await h.newMerchant({ fiatBalance: 1000, buyOrdersApproved: true });
});
afterAll(async () => h.close());

const count = (table: string) => h.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const withCustom = (body: object, custom: string) => `${JSON.stringify(body).slice(0, -1)},"custom":${custom}}`;

describe('rule: custom nests at most CUSTOM_DATA_MAX_DEPTH levels; deeper is invalid_request, nothing written', () => {
  it('POST /v3/invoices', async () => {
    const before = count('merchant_invoices');
    const answer = await h.call('POST', '/invoices', withCustom(invoiceBody(), nested(10_000)));
    expect(answer.error).toEqual({ code: 'invalid_request', message: depthMessage });
    expect(count('merchant_invoices')).toBe(before);
  });

  it('PUT /v3/invoices/{id}', async () => {
    const created = await h.call<{ id: number }>('POST', '/invoices', invoiceBody({ custom: { kept: true } }));
    const answer = await h.call(
      'PUT',
      `/invoices/${created.data.id}`,
      withCustom({ description: 'x' }, nested(10_000)),
    );
    expect(answer.error).toEqual({ code: 'invalid_request', message: depthMessage });
    const after = await h.call<{ custom: unknown; description: string }>('GET', `/invoices/${created.data.id}`);
    expect(after.data.custom).toEqual({ kept: true });
    expect(after.data.description).toBe('');
  });

  it('POST /v3/buys', async () => {
    const before = count('merchant_buy_orders');
    const body = withCustom({ amount: 10, currency: 'EUR', btc_address: TESTNET }, nested(10_000));
    const answer = await h.call('POST', '/buys', body, { as: buyer });
    expect(answer.error).toEqual({ code: 'invalid_request', message: depthMessage });
    expect(count('merchant_buy_orders')).toBe(before);
  });

  it('the deepest allowed custom is stored and read back as sent', async () => {
    const custom = JSON.parse(nested(CUSTOM_DATA_MAX_DEPTH)) as object;
    const created = await h.call<{ id: number; custom: unknown }>('POST', '/invoices', invoiceBody({ custom }));
    expect(created.success).toBe(true);
    expect(created.data.custom).toEqual(custom);
    const deeper = await h.call('POST', '/invoices', withCustom(invoiceBody(), nested(CUSTOM_DATA_MAX_DEPTH + 1)));
    expect(deeper.error.code).toBe('invalid_request');
  });
});
