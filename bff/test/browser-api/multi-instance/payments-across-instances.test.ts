// Payment pages across production instances on one PostgreSQL database: a merchant callback may reach any
// instance, and the pages streaming the invoice may be open on others. Polling is slowed to ten minutes, so an
// update seen within a second travelled from the callback through the database's change bus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster, type Instance } from './cluster';
import { createInvoice, openPage, paid, postCallback } from './payment-pages';

let cluster: Cluster;
let one: Instance, two: Instance, three: Instance;
beforeAll(async () => {
  cluster = await startCluster(3, { PAYMENT_POLL_MS: '600000' });
  [one, two, three] = cluster.instances as [Instance, Instance, Instance];
}, 30_000);
afterAll(async () => {
  await cluster?.close();
});

describe('rule: a verified callback received by an instance with no page open reaches pages on others within a second', () => {
  it('the callback lands on the first instance; pages on the second and third see it', async () => {
    const invoice = await createInvoice(cluster.sandbox);
    const pages = [
      await openPage(cluster.sandbox, two.url, invoice),
      await openPage(cluster.sandbox, three.url, invoice),
    ];
    const sentAt = Date.now();
    expect(await postCallback(cluster.sandbox, one.url, paid(invoice))).toBe(204);
    for (const page of pages) {
      await expect.poll(() => page.events.length, { timeout: 1000, interval: 10 }).toBe(2);
      expect(page.events[1]!.view).toMatchObject({ state: 'paid', bitcoin: { amount_due: 0 } });
      expect(page.events[1]!.at - sentAt).toBeLessThan(1000);
      await page.close();
    }
  });

  it('a payment on the service, called back to one instance by the service itself, reaches a page on another', async () => {
    const invoice = await createInvoice(cluster.sandbox, `${one.url}/api/merchant/callback`);
    const page = await openPage(cluster.sandbox, two.url, invoice);
    const half = Math.floor(Math.round(invoice.bitcoin.amount * 1e8) / 2) / 1e8;
    const paidAt = Date.now();
    const payment = await fetch(`${cluster.sandbox.url}/sandbox/blockchain/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: invoice.bitcoin.address, amount: half }),
    });
    expect(payment.status).toBe(200);
    await expect.poll(() => page.events.length, { timeout: 1000, interval: 10 }).toBe(2);
    expect(page.events[1]!.view).toMatchObject({ state: 'new', bitcoin: { amount_paid: half } });
    expect(page.events[1]!.at - paidAt).toBeLessThan(1000);
    await page.close();
  });
});
