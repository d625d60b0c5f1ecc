// Merchant rows looked up by API key are kept in memory (merchant-account.ts); these check they are never stale.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#contract/merchant/invoices';
import { invoiceBody, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

describe('merchant accounts kept by API key', () => {
  it('a changed API secret takes effect on the next request, whatever code changed it', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant();
    expect((await h.call('GET', '/balance', undefined, { as: merchant })).success).toBe(true);
    h.db.prepare('UPDATE merchants SET api_secret = ? WHERE api_key = ?').run('rotated', merchant.apiKey);
    const old = await h.call('GET', '/balance', undefined, { as: merchant });
    expect(old.error.code).toBe('api_key_required');
    expect((await h.call('GET', '/balance', undefined, { as: { ...merchant, apiSecret: 'rotated' } })).success).toBe(
      true,
    );
  });

  it('a change that was rolled back leaves nothing behind, even if read before the rollback', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatCurrency: 'EUR' });
    await h.call('GET', '/balance', undefined, { as: merchant });
    expect(() =>
      h.db.transaction(() => {
        h.db.prepare("UPDATE merchants SET fiat_currency = 'USD' WHERE api_key = ?").run(merchant.apiKey);
        expect(h.emulator.merchantAccounts.byApiKey(merchant.apiKey)?.fiat_currency).toBe('USD');
        throw new Error('changed my mind');
      })(),
    ).toThrow('changed my mind');
    const invoice = await h.call<Invoice>('POST', '/invoices', invoiceBody({ currency: 'DKK' }), { as: merchant });
    expect(invoice.data.transfer.currency).toBe('EUR');
  });

  it('a merchant created after the first lookups is found', async () => {
    h = await startMerchantHarness();
    await h.call('GET', '/balance');
    const merchant = await h.newMerchant();
    expect((await h.call('GET', '/balance', undefined, { as: merchant })).success).toBe(true);
  });
});
