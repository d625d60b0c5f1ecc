// Payment pages across production instances on one PostgreSQL database: a merchant callback may reach any
// instance, and the pages streaming the invoice may be open on others. Polling is slowed to ten minutes, so an
// update seen within a second travelled from the callback through the database's change bus.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCallbackSignatureHeader } from '#contract/merchant/callbacks';
import type { Invoice } from '#contract/merchant/invoices';
import { FixedClock } from '../../../src/clock';
import { paymentToken } from '../../../src/payment-link';
import { createMerchantClient } from '../../../src/upstream/merchant-client';
import { createMerchantSigner } from '../../../src/upstream/merchant-signer';
import { startCluster, type Cluster, type Instance } from './cluster';

let cluster: Cluster;
let one: Instance, two: Instance, three: Instance;
beforeAll(async () => {
  cluster = await startCluster(3, { PAYMENT_POLL_MS: '600000' });
  [one, two, three] = cluster.instances as [Instance, Instance, Instance];
}, 30_000);
afterAll(async () => {
  await cluster?.close();
});

/** The partner's shop, creating invoices with its merchant key on the service. */
function merchant() {
  const s = cluster.sandbox.sandbox;
  return createMerchantClient({
    baseUrl: s.merchantBaseUrl,
    signer: createMerchantSigner(
      { apiKey: s.merchantApiKey, apiSecret: s.merchantApiSecret, scheme: s.merchantAuthScheme },
      new FixedClock(new Date()),
    ),
    transport: {
      timeoutMs: 5000,
      userAgent: 'test',
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1, random: () => 0, sleep: async () => {} },
    },
  });
}

const createInvoice = (callbackUrl?: string) =>
  merchant().call('createInvoice', {
    body: {
      amount: 12.5,
      currency: 'EUR',
      description: 'Tea',
      plugin_name: 'multi-instance-test',
      plugin_version: '1.0.0',
      ...(callbackUrl ? { callback_url: callbackUrl } : {}),
    },
  });

/** A page streaming `invoice` from `on`: the events it has seen, and when each arrived. */
async function openPage(on: Instance, invoice: Invoice) {
  const token = paymentToken(invoice.id, cluster.sandbox.sandbox.merchantIpnSecret);
  const controller = new AbortController();
  const response = await fetch(`${on.url}/api/pay/${encodeURIComponent(token)}/events`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { view: Invoice; at: number }[] = [];
  const reading = (async () => {
    const reader = response.body!.getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const data = /^event: invoice\ndata: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data) events.push({ view: JSON.parse(data) as Invoice, at: Date.now() });
      }
    }
  })();
  await expect.poll(() => events.length).toBe(1); // the first view, read when the page opened
  return {
    events,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Posts `invoice` to `on` as the Merchant API's signed callback; returns the status. */
async function postCallback(on: Instance, invoice: Invoice): Promise<number> {
  const body = JSON.stringify({ event: 'invoice_state_change', time: new Date().toISOString(), data: invoice });
  const s = cluster.sandbox.sandbox;
  const signature = createHmac('sha256', s.merchantIpnSecret).update(body).digest('hex');
  const response = await fetch(`${on.url}/api/merchant/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [merchantCallbackSignatureHeader(s.merchantAuthScheme)]: signature },
    body,
  });
  return response.status;
}

describe('rule: a verified callback received by an instance with no page open reaches pages on others within a second', () => {
  it('the callback lands on the first instance; pages on the second and third see it', async () => {
    const invoice = await createInvoice();
    const pages = [await openPage(two, invoice), await openPage(three, invoice)];
    const paid = {
      ...invoice,
      state: 'paid' as const,
      bitcoin: { ...invoice.bitcoin, amount_paid: invoice.bitcoin.amount, amount_due: 0 },
    };
    const sentAt = Date.now();
    expect(await postCallback(one, paid)).toBe(204);
    for (const page of pages) {
      await expect.poll(() => page.events.length, { timeout: 1000, interval: 10 }).toBe(2);
      expect(page.events[1]!.view).toMatchObject({ state: 'paid', bitcoin: { amount_due: 0 } });
      expect(page.events[1]!.at - sentAt).toBeLessThan(1000);
      await page.close();
    }
  });

  it('a payment on the service, called back to one instance by the service itself, reaches a page on another', async () => {
    const invoice = await createInvoice(`${one.url}/api/merchant/callback`);
    const page = await openPage(two, invoice);
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
