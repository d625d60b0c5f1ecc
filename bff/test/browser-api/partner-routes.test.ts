import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { TestBrowser } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer({ WIDGET_LOCALES: 'en,de' });
});
afterAll(async () => {
  await server.app.close();
});

describe('partner configuration and quotes through the emulator', () => {
  it('gives currencies, countries, payment methods and locales', async () => {
    const response = await new TestBrowser(server).get('/api/config');
    expect(response.statusCode).toBe(200);
    const config = response.json() as {
      mode: string;
      locales: string[];
      currencies: { in: string[]; out: string[] };
      countries: Record<string, unknown>;
      paymentMethods: { inCurrencies: string[] }[];
    };
    expect(config.mode).toBe('sandbox');
    expect(config.locales).toEqual(['en', 'de']);
    expect(Object.keys(config.countries).length).toBeGreaterThan(0);
    expect(config.paymentMethods.length).toBeGreaterThan(0);
    for (const method of config.paymentMethods)
      for (const currency of method.inCurrencies) expect(config.currencies.in).toContain(currency);
    expect(config.currencies.in).toEqual([...config.currencies.in].sort());
    // Sandbox mode without BTC_NETWORK: payout addresses are testnet ones, and the widget checks them as such.
    expect((config as { btcNetwork?: string }).btcNetwork).toBe('testnet');
  });

  it('gives an approximate quote for a supported pair', async () => {
    const config = (await new TestBrowser(server).get('/api/config')).json() as {
      paymentMethods: { inCurrencies: string[]; outCurrencies: string[]; inMedium: string; outMedium: string }[];
    };
    const method = config.paymentMethods[0]!;
    const query = new URLSearchParams({
      baseAmount: '100',
      baseCurrency: method.inCurrencies[0]!,
      quoteCurrency: method.outCurrencies[0]!,
      transferInMedium: method.inMedium,
      transferOutMedium: method.outMedium,
    });
    const response = await new TestBrowser(server).get(`/api/quote?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ baseAmount: 100, baseCurrency: method.inCurrencies[0] });
  });

  it('refuses a bad amount on its field', async () => {
    const response = await new TestBrowser(server).get('/api/quote?baseAmount=-1&baseCurrency=EUR&quoteCurrency=BTC');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', field: 'baseAmount' });
  });
});
