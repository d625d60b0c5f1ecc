// Invoice and input-request ids are allocated by SQLite (the rows' rowids), not worked out as MAX(id) + 1; the
// API shows them as before: 1, 2, 3… in creation order. An invoice's address is a fresh one of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#contract/merchant/invoices';
import { altcoinAddress, isSandboxBtcAddress } from '../../../src/emulator/merchant/addresses';
import { invoiceBody, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

describe('invoice ids', () => {
  it('ids as the API showed them: 1, 2, 3… in creation order, each with a valid address of its own', async () => {
    h = await startMerchantHarness();
    const first = (await h.call<Invoice>('POST', '/invoices', invoiceBody())).data;
    const second = (await h.call<Invoice>('POST', '/invoices', invoiceBody())).data;
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(isSandboxBtcAddress(first.bitcoin.address)).toBe(true);
    expect(second.bitcoin.address).not.toBe(first.bitcoin.address);
    expect((await h.call<Invoice>('GET', '/invoices/2')).data.bitcoin.address).toBe(second.bitcoin.address);
  });

  it('concurrent creations (one group commit) get distinct ids and addresses; a refused one takes no id', async () => {
    h = await startMerchantHarness();
    const answers = await Promise.all([
      h.call<Invoice>('POST', '/invoices', invoiceBody()),
      h.call<Invoice>('POST', '/invoices', invoiceBody({ currency: 'XXX' })),
      h.call<Invoice>('POST', '/invoices', invoiceBody()),
      h.call<Invoice>('POST', '/invoices', invoiceBody()),
    ]);
    expect(answers.map((a) => a.success)).toEqual([true, false, true, true]);
    const created = answers.filter((a) => a.success).map((a) => a.data);
    expect(created.map((i) => i.id).sort()).toEqual([1, 2, 3]);
    expect(new Set(created.map((i) => i.bitcoin.address)).size).toBe(3);
    expect((await h.call<Invoice>('POST', '/invoices', invoiceBody())).data.id).toBe(4);
  });

  it('a sub-invoice takes the next id; an input request its own, from which its address derives', async () => {
    h = await startMerchantHarness();
    const invoice = (
      await h.call<Invoice>('POST', '/invoices', invoiceBody({ input_currency: 'LTC', input_return_address: 'tltc1q' }))
    ).data;
    const input = invoice.inputs[0];
    expect(input?.address).toBe(altcoinAddress('LTC', invoice.id, 1));
    expect(input?.payment_uri).toContain(input?.address);
    const more = (await h.tool<{ txid: string }>('POST', '/blockchain/payments', {
      address: invoice.bitcoin.address,
      amount: invoice.bitcoin.amount * 2,
    })) as { status: number };
    expect(more.status).toBe(200);
    const paid = (await h.call<Invoice>('GET', `/invoices/${invoice.id}`)).data;
    expect(paid.sub_invoice_ids).toEqual([invoice.id + 1]);
  });
});
