import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#contract/merchant/invoices';
import { Refund } from '#contract/merchant/refunds';
import { invoiceBody, startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const PROTOCOL = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn';

async function completedInvoice(
  merchant: MerchantCredentials,
  amount = 100,
  payment: Record<string, unknown> = {},
): Promise<Invoice> {
  const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody({ amount }), { as: merchant })).data;
  const paid = await h.tool('POST', '/blockchain/payments', {
    address: invoice.bitcoin.address,
    amount: invoice.bitcoin.amount,
    confirmations: 1,
    ...payment,
  });
  expect(paid.status).toBe(200);
  return invoice;
}

const refund = (merchant: MerchantCredentials, id: number, body: Record<string, unknown>) =>
  h.call<Refund>('POST', `/invoices/${id}/refunds`, body, { as: merchant });
const balance = async (merchant: MerchantCredentials) =>
  (await h.call<{ fiat: number }>('GET', '/balance', undefined, { as: merchant })).data.fiat;

describe('refunds', () => {
  it('to a bitcoin address: queued at once, the amount leaves the credit at once, then complete with btc_txid', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant);
    expect(await balance(merchant)).toBe(100);
    const r = await refund(merchant, invoice.id, { amount: 30, currency: 'EUR', btc_address: TESTNET });
    const created = Refund.parse(r.data);
    expect(created).toMatchObject({
      state: 'queued',
      amount: 30,
      currency: 'EUR',
      btc_address: TESTNET,
      invoice_id: invoice.id,
    });
    expect(created.btc_amount).toBeGreaterThan(0);
    expect(created).not.toHaveProperty('btc_txid');
    expect(created).not.toHaveProperty('email_address');
    expect(await balance(merchant)).toBe(70);
    await h.advance(61);
    const [listed] = (await h.call<Refund[]>('GET', `/invoices/${invoice.id}/refunds`, undefined, { as: merchant }))
      .data;
    expect(listed).toMatchObject({ state: 'complete', btc_txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('several partial refunds are allowed while their sum stays within the credited amount', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatBalance: 500 });
    const invoice = await completedInvoice(merchant, 100);
    expect((await refund(merchant, invoice.id, { amount: 60, currency: 'EUR', btc_address: TESTNET })).success).toBe(
      true,
    );
    expect((await refund(merchant, invoice.id, { amount: 40, currency: 'EUR', btc_address: TESTNET })).success).toBe(
      true,
    );
    const over = await refund(merchant, invoice.id, { amount: 0.01, currency: 'EUR', btc_address: TESTNET });
    expect(over.error.code).toBe('refund_amount_exceeded');
    expect(over.error.message).toMatch(/At most 0\.00 EUR/);
    expect(
      (await h.call<Refund[]>('GET', `/invoices/${invoice.id}/refunds`, undefined, { as: merchant })).data,
    ).toHaveLength(2);
  });

  it('refund_amount_exceeded names what can still be refunded', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant, 100);
    await refund(merchant, invoice.id, { amount: 25.5, currency: 'EUR', btc_address: TESTNET });
    const r = await refund(merchant, invoice.id, { amount: 80, currency: 'EUR', btc_address: TESTNET });
    expect(r.error).toMatchObject({ code: 'refund_amount_exceeded' });
    expect(r.error.message).toContain('74.50 EUR');
  });

  it('refund currency must be the currency the invoice was credited in', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant);
    const r = await refund(merchant, invoice.id, { amount: 1, currency: 'usd', btc_address: TESTNET });
    expect(r.error.code).toBe('refund_currency_mismatch');
    expect(r.error.message).toContain('EUR');
  });

  it('an invoice that is not paid or complete is invoice_not_refundable; an unknown one not_found', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data;
    const r = await refund(merchant, invoice.id, { amount: 1, currency: 'EUR', btc_address: TESTNET });
    expect(r.error.code).toBe('invoice_not_refundable');
    expect((await refund(merchant, 999, { amount: 1, currency: 'EUR', btc_address: TESTNET })).error.code).toBe(
      'not_found',
    );
    expect((await h.call('GET', '/invoices/999/refunds', undefined, { as: merchant })).error.code).toBe('not_found');
  });

  it('insufficient_funds when the credit account holds less than the refund (a paid, not yet credited invoice)', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody({ amount: 10 }), { as: merchant })).data;
    await h.tool('POST', '/blockchain/payments', { address: invoice.bitcoin.address, amount: invoice.bitcoin.amount });
    const r = await refund(merchant, invoice.id, { amount: 5, currency: 'EUR', btc_address: TESTNET });
    expect(r.error.code).toBe('insufficient_funds');
    expect(await balance(merchant)).toBe(0);
  });

  it('exactly one target: both or neither is invalid_request; a mainnet or broken address is refused in the sandbox', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant);
    const both = await refund(merchant, invoice.id, {
      amount: 1,
      currency: 'EUR',
      btc_address: TESTNET,
      email_address: 'a@b.example',
    });
    expect(both.error.code).toBe('invalid_request');
    expect((await refund(merchant, invoice.id, { amount: 1, currency: 'EUR' })).error.code).toBe('invalid_request');
    const mainnet = await refund(merchant, invoice.id, {
      amount: 1,
      currency: 'EUR',
      btc_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    });
    expect(mainnet.error.code).toBe('invalid_request');
    expect(await balance(merchant)).toBe(100); // nothing half written
  });

  it('use_payment_protocol_refund_address: the customer refund address wins by default, not when false', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant, 100, { refundAddress: PROTOCOL });
    const byDefault = await refund(merchant, invoice.id, {
      amount: 1,
      currency: 'EUR',
      email_address: 'c@example.com',
    });
    expect(byDefault.data).toMatchObject({ state: 'queued', btc_address: PROTOCOL });
    expect(byDefault.data).not.toHaveProperty('email_address');
    const off = await refund(merchant, invoice.id, {
      amount: 1,
      currency: 'EUR',
      btc_address: TESTNET,
      use_payment_protocol_refund_address: false,
    });
    expect(off.data.btc_address).toBe(TESTNET);
  });
});

describe('merchants credited in bitcoin', () => {
  it('a merchant configured to be credited in BTC gets transfer in BTC, its BTC balance credited and refunds in BTC', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ creditInBtc: true });
    const invoice = await completedInvoice(merchant, 100);
    expect(invoice.transfer).toEqual({ amount: invoice.bitcoin.amount, currency: 'BTC' });
    const before = (await h.call<{ btc: number; fiat: number }>('GET', '/balance', undefined, { as: merchant })).data;
    expect(before).toMatchObject({ btc: invoice.bitcoin.amount, fiat: 0 });
    const wrong = await refund(merchant, invoice.id, { amount: 1, currency: 'EUR', btc_address: TESTNET });
    expect(wrong.error.code).toBe('refund_currency_mismatch');
    const r = await refund(merchant, invoice.id, { amount: 0.0001, currency: 'BTC', btc_address: TESTNET });
    expect(r.data).toMatchObject({ amount: 0.0001, currency: 'BTC', btc_amount: 0.0001 });
    const after = (await h.call<{ btc: number }>('GET', '/balance', undefined, { as: merchant })).data;
    expect(Math.round(after.btc * 1e8)).toBe(Math.round(invoice.bitcoin.amount * 1e8) - 10_000);
  });
});

describe('email refunds', () => {
  const linkIn = (text: string) => /(http:\/\/\S+\/merchant\/refunds\/[A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

  it('awaiting_btc_address; the customer is emailed a link to a page where they give an address, then queued', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant);
    const r = await refund(merchant, invoice.id, {
      amount: 10,
      currency: 'EUR',
      email_address: 'Customer@Example.com',
    });
    expect(r.data).toMatchObject({ state: 'awaiting_btc_address', email_address: 'Customer@Example.com' });
    expect(r.data).not.toHaveProperty('btc_amount');
    expect(r.data).not.toHaveProperty('btc_address');
    expect(await balance(merchant)).toBe(90);
    const mail = (await h.tool<{ subject: string; text: string }[]>('GET', '/mailbox?to=customer@example.com')).body;
    // rule: an email shows money as the payment page does (#i18n/format).
    expect(mail[0]?.subject).toBe('Your refund of EUR\u00a010.00');
    const link = new URL(linkIn(mail[0]?.text ?? ''));
    const page = await h.app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    const bad = await h.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'btc_address=not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('not a valid bitcoin testnet address');
    const good = await h.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `btc_address=${TESTNET}`,
    });
    expect(good.statusCode).toBe(200);
    const [listed] = (await h.call<Refund[]>('GET', `/invoices/${invoice.id}/refunds`, undefined, { as: merchant }))
      .data;
    expect(listed).toMatchObject({ state: 'queued', btc_address: TESTNET, email_address: 'Customer@Example.com' });
    expect(listed?.btc_amount).toBeGreaterThan(0);
    const again = await h.app.inject({ method: 'GET', url: link.pathname });
    expect(again.body).toContain('queued');
  });

  it('a guessed refund link shows nothing', async () => {
    h = await startMerchantHarness();
    const page = await h.app.inject({ method: 'GET', url: '/merchant/refunds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('not valid');
  });

  it('after 7 days without an address the refund is expired and the money returns to the credit account', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant);
    await refund(merchant, invoice.id, { amount: 40, currency: 'EUR', email_address: 'late@example.com' });
    expect(await balance(merchant)).toBe(60);
    await h.advance(7 * 24 * 3600 - 60);
    expect(await balance(merchant)).toBe(60);
    await h.advance(61);
    expect(await balance(merchant)).toBe(100);
    const [listed] = (await h.call<Refund[]>('GET', `/invoices/${invoice.id}/refunds`, undefined, { as: merchant }))
      .data;
    expect(listed?.state).toBe('expired');
    expect(listed).not.toHaveProperty('btc_amount');
    // The expired refund no longer counts against the invoice.
    expect((await refund(merchant, invoice.id, { amount: 100, currency: 'EUR', btc_address: TESTNET })).success).toBe(
      true,
    );
    const mail = (await h.tool<{ text: string }[]>('GET', '/mailbox?to=late@example.com')).body;
    const page = await h.app.inject({ method: 'GET', url: new URL(linkIn(mail[0]?.text ?? '')).pathname });
    expect(page.body).toContain('expired');
  });
});

describe('refund concurrency', () => {
  it('50 concurrent refunds of a tenth of the credit each: exactly 10 succeed', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    const invoice = await completedInvoice(merchant, 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        refund(merchant, invoice.id, { amount: 10, currency: 'EUR', btc_address: TESTNET }),
      ),
    );
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(results.filter((r) => !r.success).every((r) => r.error.code === 'refund_amount_exceeded')).toBe(true);
    expect(await balance(merchant)).toBe(0);
  });
});
