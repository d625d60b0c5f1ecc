import { afterEach, describe, expect, it, vi } from 'vitest';
import { Invoice } from '#contract/merchant/invoices';
import { fiatMinorToSatoshi, satoshiToBtc } from '#contract/money';
import { isSandboxBtcAddress } from '../../../src/emulator/merchant/addresses';
import { btcRate } from '../../../src/emulator/rates';
import { verifyPaymentToken } from '../../../src/payment-link';
import { invoiceBody, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

type Inv = Invoice;

describe('creating invoices', () => {
  it('creates a new normal invoice with every field; BTC amount from the sell rate, rounded up', async () => {
    h = await startMerchantHarness();
    const r = await h.call<Inv>(
      'POST',
      '/invoices',
      invoiceBody({
        amount: 12.5,
        description: 'Order 7',
        custom: { order: { id: 7, lines: [1, 2] } },
        callback_url: 'https://shop.example/cb',
        callback_email: 'shop@example.com',
        return_url: 'https://shop.example/thanks',
        cancel_url: 'https://shop.example/cancel',
      }),
    );
    expect(r.success).toBe(true);
    const invoice = Invoice.parse(r.data);
    const sell = btcRate('EUR', h.clock.now())?.sell as string;
    const sats = fiatMinorToSatoshi(1250, 'EUR', sell);
    expect(invoice).toMatchObject({
      state: 'new',
      type: 'normal',
      native: { amount: 12.5, currency: 'EUR' },
      transfer: { amount: 12.5, currency: 'EUR' },
      description: 'Order 7',
      custom: { order: { id: 7, lines: [1, 2] } },
      callback_url: 'https://shop.example/cb',
      callback_email: 'shop@example.com',
      return_url: 'https://shop.example/thanks',
      cancel_url: 'https://shop.example/cancel',
      inputs: [],
      payments: [],
      bitcoin: { amount: satoshiToBtc(sats), amount_paid: 0, amount_due: satoshiToBtc(sats) },
    });
    expect(Date.parse(invoice.expire_time) - Date.parse(invoice.create_time)).toBe(15 * 60 * 1000);
  });

  it('the receiving address is a valid address of the sandbox network (testnet bech32), unique per invoice', async () => {
    h = await startMerchantHarness();
    const a = (await h.call<Inv>('POST', '/invoices', invoiceBody())).data.bitcoin.address;
    const b = (await h.call<Inv>('POST', '/invoices', invoiceBody())).data.bitcoin.address;
    expect(isSandboxBtcAddress(a)).toBe(true);
    expect(a).toMatch(/^tb1q/);
    expect(a).not.toBe(b);
  });

  it('payment_uri is BIP21 with a plain decimal amount, never exponent notation', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatCurrency: 'JPY' });
    const r = await h.call<Inv>('POST', '/invoices', invoiceBody({ amount: 1, currency: 'JPY' }), { as: merchant });
    const uri = r.data.bitcoin.payment_uri as string;
    expect(uri).toMatch(/^bitcoin:tb1q[a-z0-9]+\?amount=0\.0000\d+$/);
    expect(uri).not.toMatch(/e-/);
  });

  it("payment_url is this server's payment page with an unguessable token the BFF can check with the IPN secret", async () => {
    h = await startMerchantHarness();
    const invoice = (await h.call<Inv>('POST', '/invoices', invoiceBody())).data;
    const prefix = `${h.config.publicUrl}/pay/`;
    expect(invoice.payment_url.startsWith(prefix)).toBe(true);
    const token = invoice.payment_url.slice(prefix.length);
    expect(token).not.toBe(String(invoice.id));
    expect(verifyPaymentToken(token, h.sandboxMerchant.ipnSecret)).toBe(invoice.id);
  });

  it('plugin_name and plugin_version are required', async () => {
    h = await startMerchantHarness();
    const r = await h.call('POST', '/invoices', { amount: 1, currency: 'EUR', plugin_version: '1' });
    expect(r.error.code).toBe('invalid_request');
    expect(r.error.message).toMatch(/plugin_name/);
    expect((await h.call('POST', '/invoices', { amount: 1, currency: 'EUR', plugin_name: 'x' })).error.message).toMatch(
      /plugin_version/,
    );
  });

  it('defaults: description "", custom {}, callbacks from the IPN settings when neither is given', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ callbackUrl: 'https://ipn.example/cb', callbackEmail: 'ipn@example.com' });
    const r = await h.call<Inv>('POST', '/invoices', invoiceBody(), { as: merchant });
    expect(r.data).toMatchObject({
      description: '',
      custom: {},
      callback_url: 'https://ipn.example/cb',
      callback_email: 'ipn@example.com',
      return_url: '',
      cancel_url: '',
    });
    const onlyEmail = await h.call<Inv>('POST', '/invoices', invoiceBody({ callback_email: 'x@example.com' }), {
      as: merchant,
    });
    expect(onlyEmail.data).toMatchObject({ callback_url: '', callback_email: 'x@example.com' });
    const onlyUrl = await h.call<Inv>('POST', '/invoices', invoiceBody({ callback_url: 'https://a.example/' }), {
      as: merchant,
    });
    expect(onlyUrl.data).toMatchObject({ callback_url: 'https://a.example/', callback_email: null });
  });

  it('the sandbox merchant is credited in EUR; a merchant in another currency gets transfer in its currency', async () => {
    h = await startMerchantHarness();
    const usd = await h.newMerchant({ fiatCurrency: 'USD' });
    const r = await h.call<Inv>('POST', '/invoices', invoiceBody({ amount: 100, currency: 'EUR' }), { as: usd });
    expect(r.data.native).toEqual({ amount: 100, currency: 'EUR' });
    expect(r.data.transfer.currency).toBe('USD');
    expect(r.data.transfer.amount).toBeGreaterThan(100);
  });

  it('refuses a currency the service does not price in, and amounts with too many decimals', async () => {
    h = await startMerchantHarness();
    expect((await h.call('POST', '/invoices', invoiceBody({ currency: 'XYZ' }))).error.code).toBe(
      'currency_not_supported',
    );
    expect((await h.call('POST', '/invoices', invoiceBody({ amount: 1.234 }))).error.code).toBe('invalid_request');
    expect((await h.call('POST', '/invoices', invoiceBody({ amount: -1 }))).error.code).toBe('invalid_request');
  });

  it('input_return_address is mandatory when input_currency is not BTC; the input request is created with it', async () => {
    h = await startMerchantHarness();
    const missing = await h.call('POST', '/invoices', invoiceBody({ input_currency: 'LTC' }));
    expect(missing.error.code).toBe('invalid_request');
    expect(missing.error.message).toMatch(/input_return_address/);
    const r = await h.call<Inv>(
      'POST',
      '/invoices',
      invoiceBody({ input_currency: 'ltc', input_return_address: 'tltc1qreturn' }),
    );
    expect(r.data.inputs).toHaveLength(1);
    expect(r.data.inputs[0]).toMatchObject({ currency: 'LTC', return_address: 'tltc1qreturn', verified: false });
    expect(r.data.inputs[0]?.payment_uri).toMatch(/^litecoin:/);
    // The create answers from what it wrote, without reading it back: it must be what a read then shows.
    expect((await h.call<Inv>('GET', `/invoices/${r.data.id}`)).data).toEqual(r.data);
    expect(
      (await h.call('POST', '/invoices', invoiceBody({ input_currency: 'NOPE', input_return_address: 'x' }))).error
        .code,
    ).toBe('input_currency_not_supported');
    expect(
      (await h.call('POST', '/invoices', invoiceBody({ input_currency: 'DASH', input_return_address: 'x' }))).error
        .code,
    ).toBe('input_currency_unavailable');
    expect(
      (
        await h.call(
          'POST',
          '/invoices',
          invoiceBody({ amount: 0.01, input_currency: 'LTC', input_return_address: 'x' }),
        )
      ).error.code,
    ).toBe('input_amount_out_of_range');
  });
});

describe('reading and updating invoices', () => {
  it('lists newest first with limit (default 100, max 200), offset and include_expired', async () => {
    h = await startMerchantHarness();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await h.call<Inv>('POST', '/invoices', invoiceBody())).data.id);
    await h.advance(16 * 60); // all three expire
    const fresh = (await h.call<Inv>('POST', '/invoices', invoiceBody())).data.id;
    expect((await h.call<Inv[]>('GET', '/invoices')).data.map((i) => i.id)).toEqual([fresh]);
    const all = (await h.call<Inv[]>('GET', '/invoices?include_expired=true')).data.map((i) => i.id);
    expect(all).toEqual([fresh, ...ids.reverse()]);
    const page = (await h.call<Inv[]>('GET', '/invoices?include_expired=1&limit=2&offset=1')).data.map((i) => i.id);
    expect(page).toEqual(all.slice(1, 3));
    expect((await h.call('GET', '/invoices?limit=201')).error.code).toBe('invalid_request');
    expect((await h.call('GET', '/invoices?limit=200')).success).toBe(true);
  });

  it("GET /invoices/{ID} gives the invoice; another merchant's invoice is not_found", async () => {
    h = await startMerchantHarness();
    const created = (await h.call<Inv>('POST', '/invoices', invoiceBody())).data;
    expect((await h.call<Inv>('GET', `/invoices/${created.id}`)).data).toEqual(created);
    const other = await h.newMerchant();
    const r = await h.call('GET', `/invoices/${created.id}`, undefined, { as: other });
    expect(r.error).toMatchObject({ code: 'not_found', message: `There is no invoice ${created.id}.` });
    expect((await h.call('GET', '/invoices/abc')).error.code).toBe('invalid_request');
  });

  it('PUT updates only description and custom; other keys are refused; an empty body changes nothing', async () => {
    h = await startMerchantHarness();
    const created = (await h.call<Inv>('POST', '/invoices', invoiceBody({ description: 'a' }))).data;
    const updated = await h.call<Inv>('PUT', `/invoices/${created.id}`, { description: 'b', custom: { x: 1 } });
    expect(updated.data).toEqual({ ...created, description: 'b', custom: { x: 1 } });
    const refused = await h.call('PUT', `/invoices/${created.id}`, { amount: 1 });
    expect(refused.error.code).toBe('invalid_request');
    expect(refused.error.message).toMatch(/only description and custom/);
    expect((await h.call<Inv>('PUT', `/invoices/${created.id}`, {})).data.description).toBe('b');
    expect((await h.call('PUT', '/invoices/999', {})).error.code).toBe('not_found');
  });

  it('POST /invoices/{ID}/inputs adds a request with the amount from the altcoin rate; XRP carries a destination tag', async () => {
    h = await startMerchantHarness();
    const created = (await h.call<Inv>('POST', '/invoices', invoiceBody({ amount: 50 }))).data;
    const r = await h.call<Inv>('POST', `/invoices/${created.id}/inputs`, {
      currency: 'xrp',
      return_address: 'rReturn',
    });
    const input = r.data.inputs[0];
    expect(input).toMatchObject({ currency: 'XRP', return_address: 'rReturn', verified: false });
    expect(input?.destination_tag).toMatch(/^\d+$/);
    expect(input?.payment_uri).toContain(`dt=${input?.destination_tag}`);
    const altrates = await h.call<Record<string, { rate: number }>>('GET', '/altrates');
    expect(input?.amount).toBeCloseTo(created.bitcoin.amount * (altrates.data.XRP?.rate ?? 0), 4);
    expect((await h.call('POST', `/invoices/${created.id}/inputs`, { currency: 'XRP' })).error.code).toBe(
      'invalid_request',
    );
    await h.advance(16 * 60);
    const late = await h.call('POST', `/invoices/${created.id}/inputs`, { currency: 'LTC', return_address: 'x' });
    expect(late.error.code).toBe('invoice_not_payable');
  });
});
