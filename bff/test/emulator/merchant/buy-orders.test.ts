import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyOrder } from '#contract/merchant/buy-orders';
import { MerchantCallback } from '#contract/merchant/callbacks';
import type { Delivery } from '../../../src/emulator/outbox';
import { btcRate } from '../../../src/emulator/rates';
import { startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

const buy = (merchant: MerchantCredentials, body: Record<string, unknown>) =>
  h.call<BuyOrder>('POST', '/buys', { btc_address: TESTNET, currency: 'EUR', ...body }, { as: merchant });
const get = async (merchant: MerchantCredentials, id: number) =>
  (await h.call<BuyOrder>('GET', `/buys/${id}`, undefined, { as: merchant })).data;
const balance = async (merchant: MerchantCredentials) =>
  (await h.call<{ fiat: number }>('GET', '/balance', undefined, { as: merchant })).data.fiat;
const orderCallbacks = async (id: number) =>
  (await h.tool<Delivery[]>('GET', '/callbacks?kind=merchant.buy_order')).body
    .map((d) => MerchantCallback.parse(JSON.parse(d.body)))
    .filter((c) => c.data.id === id)
    .reverse();

async function approvedMerchant(fiatBalance = 1000) {
  return h.newMerchant({ fiatBalance, buyOrdersApproved: true, callbackUrl: 'https://shop.example/buys' });
}

describe('buy orders', () => {
  it('instant (the default) executes at once at the buy rate: queued, balance debited, then complete with btc_txid', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const r = await buy(merchant, { amount: 100, custom: { ref: 'a' } });
    const order = BuyOrder.parse(r.data);
    const rate = btcRate('EUR', h.clock.now());
    expect(order).toMatchObject({
      state: 'queued',
      fiat_currency: 'EUR',
      fiat_amount: 100,
      btc_rate: Number(rate?.buy),
      btc_address: TESTNET,
      btc_txid: null,
      failure_reason: null,
      custom: { ref: 'a' },
      callback_url: 'https://shop.example/buys',
    });
    expect(order.btc_amount).toBeGreaterThan(0);
    expect(order.btc_amount).toBeLessThanOrEqual(100 / Number(rate?.buy));
    expect(await balance(merchant)).toBe(900);
    await h.advance(61);
    const done = await get(merchant, order.id);
    expect(done).toMatchObject({ state: 'complete', btc_txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await orderCallbacks(order.id)).map((c) => c.data.state)).toEqual(['complete']);
  });

  it('an amount in BTC buys that many bitcoin; its fiat cost is rounded up', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const order = (await buy(merchant, { amount: 0.001, currency: 'BTC' })).data;
    expect(order.btc_amount).toBe(0.001);
    expect(order.fiat_amount).toBeGreaterThanOrEqual(0.001 * order.btc_rate - 0.005);
    expect(order.fiat_currency).toBe('EUR');
  });

  it('non-instant returns waiting with expire_time and a quote, confirmed by PUT /buys/{id}/actions/confirm', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const order = (await buy(merchant, { amount: 50, instant_order: false })).data;
    expect(order.state).toBe('waiting');
    expect(Date.parse(order.expire_time)).toBeGreaterThan(Date.parse(order.create_time));
    expect(await balance(merchant)).toBe(1000);
    const confirmed = await h.call<BuyOrder>('PUT', `/buys/${order.id}/actions/confirm`, undefined, { as: merchant });
    expect(confirmed.data).toMatchObject({ state: 'queued', btc_rate: order.btc_rate, btc_amount: order.btc_amount });
    expect(await balance(merchant)).toBe(950);
    const again = await h.call('PUT', `/buys/${order.id}/actions/confirm`, {}, { as: merchant });
    expect(again.error.code).toBe('buy_order_not_waiting');
    expect(again.error.message).toContain('queued');
    await h.advance(61);
    expect((await orderCallbacks(order.id)).map((c) => c.data.state)).toEqual(['queued', 'complete']);
  });

  it('a non-instant order not confirmed before expire_time becomes cancelled', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const order = (await buy(merchant, { amount: 50, instant_order: false })).data;
    await h.advance((Date.parse(order.expire_time) - Date.parse(order.create_time)) / 1000 + 1);
    expect((await get(merchant, order.id)).state).toBe('cancelled');
    expect((await h.call('PUT', `/buys/${order.id}/actions/confirm`, undefined, { as: merchant })).error.code).toBe(
      'buy_order_not_waiting',
    );
    expect(await balance(merchant)).toBe(1000);
    const [callback] = await orderCallbacks(order.id);
    expect(callback).toMatchObject({ time: order.expire_time, data: { state: 'cancelled' } });
  });

  it('failed with insufficient_funds when the fiat balance is short; nothing is debited', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant(10);
    const r = await buy(merchant, { amount: 10.01 });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ state: 'failed', failure_reason: 'insufficient_funds', btc_txid: null });
    expect(await balance(merchant)).toBe(10);
    const quote = (await buy(merchant, { amount: 20, instant_order: false })).data;
    const confirmed = await h.call<BuyOrder>('PUT', `/buys/${quote.id}/actions/confirm`, undefined, { as: merchant });
    expect(confirmed.data).toMatchObject({ state: 'failed', failure_reason: 'insufficient_funds' });
  });

  it('lists newest first; cancelled orders only with include_cancelled', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const first = (await buy(merchant, { amount: 1, instant_order: false })).data;
    await h.advance(3600);
    const second = (await buy(merchant, { amount: 2 })).data;
    const listed = (await h.call<BuyOrder[]>('GET', '/buys', undefined, { as: merchant })).data;
    expect(listed.map((o) => o.id)).toEqual([second.id]);
    const all = (await h.call<BuyOrder[]>('GET', '/buys?include_cancelled=true', undefined, { as: merchant })).data;
    expect(all.map((o) => o.id)).toEqual([second.id, first.id]);
    expect((await h.call('GET', '/buys?limit=0', undefined, { as: merchant })).error.code).toBe('invalid_request');
  });

  it('only pre-approved merchants may buy: every /buys endpoint answers buy_orders_not_approved', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatBalance: 100 });
    expect((await buy(merchant, { amount: 1 })).error.code).toBe('buy_orders_not_approved');
    expect((await buy(merchant, { amount: -1 })).error.code).toBe('buy_orders_not_approved');
    expect((await h.call('GET', '/buys', undefined, { as: merchant })).error.code).toBe('buy_orders_not_approved');
    expect((await h.call('GET', '/buys/1', undefined, { as: merchant })).error.code).toBe('buy_orders_not_approved');
    expect((await h.call('PUT', '/buys/1/actions/confirm', undefined, { as: merchant })).error.code).toBe(
      'buy_orders_not_approved',
    );
  });

  it('currency must be BTC or the account currency; the address must be a sandbox address', async () => {
    h = await startMerchantHarness();
    const merchant = await approvedMerchant();
    const r = await buy(merchant, { amount: 1, currency: 'USD' });
    expect(r.error.code).toBe('buy_order_currency_mismatch');
    expect(r.error.message).toContain('EUR');
    expect((await buy(merchant, { amount: 1, btc_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' })).error.code).toBe(
      'invalid_request',
    );
    expect((await h.call('GET', '/buys/999', undefined, { as: merchant })).error.code).toBe('not_found');
  });
});
