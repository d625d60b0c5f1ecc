import { afterEach, describe, expect, it, vi } from 'vitest';
import { AltRate, Rates, RateEntry } from '#contract/merchant/rates';
import { Balance } from '#contract/merchant/balance';
import { btcRate } from '../../../src/emulator/rates';
import { startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

describe('rates, altrates and balance', () => {
  it('GET /rates is keyed by currency code, sorted alphabetically, from the shared rate source', async () => {
    h = await startMerchantHarness();
    const r = await h.call<Record<string, { buy: number; sell: number; name: string }>>('GET', '/rates');
    Rates.parse(r.data);
    const keys = Object.keys(r.data);
    expect(keys).toEqual([...keys].sort());
    for (const code of ['EUR', 'USD', 'DKK', 'GBP', 'SEK', 'NOK', 'CHF']) expect(keys).toContain(code);
    const source = btcRate('EUR', h.clock.now());
    expect(r.data.EUR?.sell).toBe(Number(source?.sell));
    expect(r.data.EUR?.buy).toBeGreaterThan(r.data.EUR?.sell ?? Infinity);
  });

  it('GET /rates/{currency} gives one entry, any case; an unpriced code is currency_not_supported', async () => {
    h = await startMerchantHarness();
    const r = await h.call('GET', '/rates/eur');
    RateEntry.parse(r.data);
    expect((await h.call('GET', '/rates/XYZ')).error.code).toBe('currency_not_supported');
    expect((await h.call('GET', '/rates/EURO')).error.code).toBe('invalid_request');
  });

  it('rates move deterministically with the sandbox clock', async () => {
    h = await startMerchantHarness();
    const before = (await h.call<Record<string, { sell: number }>>('GET', '/rates')).data.EUR?.sell;
    await h.advance(3 * 24 * 3600);
    const after = (await h.call<Record<string, { sell: number }>>('GET', '/rates')).data.EUR?.sell;
    expect(after).not.toBe(before);
    expect(after).toBe(Number(btcRate('EUR', h.clock.now())?.sell));
  });

  it('GET /altrates lists altcoins with limits; baseCurrency is honoured; an unavailable altcoin has no rate', async () => {
    h = await startMerchantHarness();
    const btc = await h.call<Record<string, { rate?: number; baseCurrency: string; limits: { minimum: number } }>>(
      'GET',
      '/altrates',
    );
    for (const entry of Object.values(btc.data)) AltRate.parse(entry);
    expect(btc.data.LTC?.baseCurrency).toBe('BTC');
    expect(btc.data.LTC?.limits.minimum).toBe(0.0001);
    expect(btc.data.DASH).toBeDefined();
    expect(btc.data.DASH).not.toHaveProperty('rate');
    const eur = await h.call<Record<string, { rate: number; baseCurrency: string; limits: { minimum: number } }>>(
      'GET',
      '/altrates?baseCurrency=eur',
    );
    expect(eur.data.LTC?.baseCurrency).toBe('EUR');
    expect(eur.data.LTC?.rate).toBeLessThan(btc.data.LTC?.rate ?? 0);
    expect(eur.data.LTC?.limits.minimum).toBeGreaterThan(1);
    expect((await h.call('GET', '/altrates?baseCurrency=XYZ')).error.code).toBe('currency_not_supported');
  });

  it('GET /altrates/{altcoin} gives one entry; an unknown altcoin is input_currency_not_supported', async () => {
    h = await startMerchantHarness();
    const r = await h.call<{ name: string; baseCurrency: string }>('GET', '/altrates/xrp?baseCurrency=USD');
    expect(r.data).toMatchObject({ name: 'XRP', baseCurrency: 'USD' });
    expect((await h.call('GET', '/altrates/NOPE')).error.code).toBe('input_currency_not_supported');
  });

  it('GET /balance gives btc, fiat and fiat_currency of the merchant', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatCurrency: 'usd', fiatBalance: 1000.5, btcBalance: 0.25 });
    const r = await h.call('GET', '/balance', undefined, { as: merchant });
    expect(Balance.parse(r.data)).toEqual({ btc: 0.25, fiat: 1000.5, fiat_currency: 'USD' });
  });
});
