// The payment page's sandbox route: simulated payments and confirmations go through the BFF (token checked as on
// every pay route) to the sandbox tools over real HTTP; production mode has no such route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import { simulatedSatoshi } from '../../src/browser-api/routes/sandbox-payment-routes';
import { paymentToken } from '../../src/payment-link';
import { boot, checkStartup } from '../../src/boot';
import { productionEnv, startListeningTestServer, tempDataDir, type TestServer } from '../support';
import { TestBrowser } from './browser';

describe('sandbox payments through the BFF (sandbox mode)', () => {
  let server: TestServer & { url: string };
  beforeAll(async () => {
    server = await startListeningTestServer({ PAYMENT_POLL_MS: '600000' });
  });
  afterAll(async () => {
    await server.app.close();
  });

  async function demoInvoice(browser: TestBrowser): Promise<string> {
    const response = await browser.post('/api/shop/invoices', { amount: 12.5, currency: 'EUR', description: 'Tea' });
    expect(response.statusCode).toBe(201);
    const { paymentUrl } = response.json() as { paymentUrl: string };
    return decodeURIComponent(paymentUrl.split('/').pop()!);
  }

  it('a half payment, then the rest, then confirmations: each answer is the new view of the invoice', async () => {
    const browser = new TestBrowser(server);
    const token = await demoInvoice(browser);
    const due = ((await browser.get(`/api/pay/${token}`)).json() as PaymentView).bitcoin.amount_due;

    const partial = await browser.post(`/api/pay/${token}/sandbox/payments`, { amount: 'partial' });
    expect(partial.statusCode).toBe(200);
    const half = partial.json() as PaymentView;
    expect(half.state).toBe('new');
    expect(half.payments).toHaveLength(1);
    expect(half.bitcoin.amount_paid).toBeGreaterThan(0);
    expect(half.bitcoin.amount_paid).toBeLessThan(due);

    const full = await browser.post(`/api/pay/${token}/sandbox/payments`, { amount: 'full' });
    expect(full.statusCode).toBe(200);
    const paid = full.json() as PaymentView;
    expect(paid.state).toBe('paid');
    expect(paid.bitcoin.amount_due).toBe(0);

    const confirmed = await browser.post(`/api/pay/${token}/sandbox/confirmations`);
    expect(confirmed.statusCode).toBe(200);
    const view = confirmed.json() as PaymentView;
    expect(view.payments.map((p) => p.confirmations)).toEqual([6, 6]);
    expect(view.state).not.toBe('paid');
  });

  it('an invoice that takes no more payment is refused with invalid_request, not passed on', async () => {
    const browser = new TestBrowser(server);
    const token = await demoInvoice(browser);
    expect((await browser.post(`/api/pay/${token}/sandbox/payments`, { amount: 'over' })).statusCode).toBe(200);
    const again = await browser.post(`/api/pay/${token}/sandbox/payments`, { amount: 'full' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/paid/) });
  });

  it('checks the payment token as every pay route does: an altered one is payment_link_invalid', async () => {
    const browser = new TestBrowser(server);
    const token = await demoInvoice(browser);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [`/api/pay/${altered}/sandbox/payments`, `/api/pay/${altered}/sandbox/confirmations`]) {
      const response = await browser.post(url, { amount: 'full' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'payment_link_invalid' });
    }
  });

  it('bad input is a 400 naming the field, and a call without the CSRF header is refused', async () => {
    const browser = new TestBrowser(server);
    const token = await demoInvoice(browser);
    const bad = await browser.post(`/api/pay/${token}/sandbox/payments`, { amount: 0.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request', field: 'amount' });
    const forged = await server.app.inject({
      method: 'POST',
      url: `/api/pay/${token}/sandbox/payments`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { amount: 'full' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'csrf_rejected' });
  });

  it('rounds simulated amounts in whole satoshi: half rounds down but is never nothing, over is a tenth more', () => {
    expect(simulatedSatoshi('full', 25_000)).toBe(25_000);
    expect(simulatedSatoshi('partial', 25_001)).toBe(12_500);
    expect(simulatedSatoshi('partial', 1)).toBe(1);
    expect(simulatedSatoshi('over', 25_001)).toBe(27_502);
  });
});

describe('sandbox payments in production mode', () => {
  it('are absent: a valid payment link still gets the browser API 404 in its {error, message} shape', async () => {
    const config = checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' });
    const { app, bff } = await boot(config);
    expect(bff.sandboxToolsUrl).toBeUndefined();
    try {
      const token = paymentToken(1, 'ipn');
      for (const url of [`/api/pay/${token}/sandbox/payments`, `/api/pay/${token}/sandbox/confirmations`]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { origin: 'https://bff.example', 'x-tradekit-request': '1', 'content-type': 'application/json' },
          payload: { amount: 'full' },
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      }
    } finally {
      await app.close();
    }
  });
});
