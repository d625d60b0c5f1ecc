import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#contract/merchant/invoices';
import type { Delivery } from '../../../src/emulator/outbox';
import { invoiceBody, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

describe('merchant sandbox tools', () => {
  it('POST /merchants creates a merchant with balances in major units and returns its credentials', async () => {
    h = await startMerchantHarness();
    const r = await h.tool<{ merchantId: number; apiKey: string; apiSecret: string; ipnSecret: string }>(
      'POST',
      '/merchants',
      {
        fiatCurrency: 'gbp',
        fiatBalance: 1000,
        btcBalance: 0.5,
        buyOrdersApproved: true,
        callbackUrl: 'https://shop.example/ipn',
        callbackEmail: 'shop@example.com',
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ merchantId: expect.any(Number), apiKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const row = h.db.prepare('SELECT * FROM merchants WHERE id = ?').get(r.body.merchantId) as Record<string, unknown>;
    expect(row).toMatchObject({
      fiat_currency: 'GBP',
      fiat_balance_minor: 100_000,
      btc_balance_sat: 50_000_000,
      buy_orders_approved: 1,
      callback_url: 'https://shop.example/ipn',
      callback_email: 'shop@example.com',
    });
  });

  it('refuses bad merchant settings with {error, message}, never a crash', async () => {
    h = await startMerchantHarness();
    for (const body of [
      { fiatCurrency: 'XYZ' },
      { fiatBalance: -1 },
      { fiatBalance: 1.001 },
      { btcBalance: 1e-9 },
      { callbackUrl: 'ftp://x' },
      { callbackEmail: 'nope' },
      { buyOrdersApproved: 'yes' },
    ]) {
      const r = await h.tool<{ error: string; message: string }>('POST', '/merchants', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('invalid_request');
    }
  });

  it('refuses bad payments and confirmations with {error, message}, never a crash', async () => {
    h = await startMerchantHarness();
    for (const body of [
      {},
      { address: 'x' },
      { address: 'x', amount: -1 },
      { address: 'x', amount: 1e12 },
      { address: 'x', amount: 1, confirmations: -1 },
    ]) {
      const r = await h.tool<{ error: string }>('POST', '/blockchain/payments', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { txid: 'abc', confirmations: 1 }, { txid: 'a'.repeat(64), confirmations: 1.5 }]) {
      const r = await h.tool('POST', '/blockchain/confirmations', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('GET /callbacks is the delivery log, newest first, filterable by kind', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ callbackUrl: 'https://shop.example/ipn' });
    const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data;
    await h.tool('POST', '/blockchain/payments', {
      address: invoice.bitcoin.address,
      amount: invoice.bitcoin.amount,
      confirmations: 1,
    });
    const log = (await h.tool<Delivery[]>('GET', '/callbacks?kind=merchant.')).body;
    expect(log.map((d) => JSON.parse(d.body).data.state)).toEqual(['complete', 'paid']);
    expect(log[0]).toMatchObject({
      kind: 'merchant.invoice_state_change',
      url: 'https://shop.example/ipn',
      headers: { 'X-Service-Callback-Signature': expect.any(String) },
    });
    expect((await h.tool<Delivery[]>('GET', '/callbacks?kind=trade.')).body).toEqual([]);
  });

  it('sub-invoice callbacks follow the merchant IPN setting', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ callbackUrl: 'https://shop.example/ipn', subInvoiceCallbacks: false });
    const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data;
    await h.tool('POST', '/blockchain/payments', {
      address: invoice.bitcoin.address,
      amount: (Math.round(invoice.bitcoin.amount * 1e8) + 100_000) / 1e8,
    });
    const log = (await h.tool<Delivery[]>('GET', '/callbacks?kind=merchant.')).body;
    expect(log.map((d) => JSON.parse(d.body).data.id)).toEqual([invoice.id]);
  });

  it('the clock advance applies due moves at once: the expiry callback is written before the next read', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ callbackUrl: 'https://shop.example/ipn' });
    await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant });
    await h.advance(15 * 60);
    const rows = h.db.prepare(`SELECT COUNT(*) FROM outbox WHERE kind = 'merchant.invoice_state_change'`).pluck().get();
    expect(rows).toBe(1);
  });
});
