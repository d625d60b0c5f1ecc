// Requests sweep for time-driven moves only when something can be due (due-transitions.ts): these check that the
// earliest due time kept in memory never hides a move, whichever way a row became due or the clock moved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyOrder } from '#contract/merchant/buy-orders';
import type { Invoice } from '#contract/merchant/invoices';
import { invoiceBody, startMerchantHarness, type Harness } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
afterEach(async () => h?.close());

const createInvoice = async () => (await h.call<Invoice>('POST', '/invoices', invoiceBody())).data;
const invoiceState = async (id: number) => (await h.call<Invoice>('GET', `/invoices/${id}`)).data.state;

describe('sweeping only when something can be due', () => {
  it('an invoice expires on the next request after the clock passes expire_time, however the clock moved', async () => {
    h = await startMerchantHarness();
    const invoice = await createInvoice();
    h.clock.advance(14 * 60); // the clock object itself, not POST /sandbox/clock/advance
    expect(await invoiceState(invoice.id)).toBe('new');
    h.clock.advance(61);
    expect(await invoiceState(invoice.id)).toBe('expired');
  });

  it('a write that makes a row due sooner, from any code, is seen by the next request', async () => {
    h = await startMerchantHarness();
    const invoice = await createInvoice();
    expect(await invoiceState(invoice.id)).toBe('new');
    const past = new Date(h.clock.now().getTime() - 1000).toISOString();
    h.db.prepare('UPDATE merchant_invoices SET expire_time = ? WHERE id = ?').run(past, invoice.id);
    expect(await invoiceState(invoice.id)).toBe('expired');
  });

  it('a queued buy order is sent on the first request after its send time', async () => {
    h = await startMerchantHarness();
    const merchant = await h.newMerchant({ fiatBalance: 1000, buyOrdersApproved: true });
    const order = (
      await h.call<BuyOrder>(
        'POST',
        '/buys',
        { btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', currency: 'EUR', amount: 10 },
        { as: merchant },
      )
    ).data;
    expect(order.state).toBe('queued');
    h.clock.advance(61);
    expect((await h.call<BuyOrder>('GET', `/buys/${order.id}`, undefined, { as: merchant })).data.state).toBe(
      'complete',
    );
  });

  it('while nothing is due, requests do not query for due moves', async () => {
    h = await startMerchantHarness();
    await createInvoice(); // due in 15 minutes
    const prepare = vi.spyOn(h.db, 'prepare');
    const requests = 20;
    for (let i = 0; i < requests; i++) await h.call('GET', '/rates');
    const sweeps = prepare.mock.calls.filter(([sql]) => sql.includes('expire_time <= ?')).length;
    // Only the background sweep (once a second) may have looked.
    expect(sweeps).toBeLessThan(requests / 2);
  });
});
