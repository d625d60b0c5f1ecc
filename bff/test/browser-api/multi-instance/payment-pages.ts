// A payment page and the partner's shop in the multi-instance tests: invoices made with the merchant key on the
// sandbox, a page reading an instance's event stream, and the service's signed callback posted to an instance.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { merchantCallbackSignatureHeader } from '#contract/merchant/callbacks';
import type { Invoice } from '#contract/merchant/invoices';
import { FixedClock } from '../../../src/clock';
import { paymentToken } from '../../../src/payment-link';
import { createMerchantClient } from '../../../src/upstream/merchant-client';
import { createMerchantSigner } from '../../../src/upstream/merchant-signer';
import type { TestServer } from '../../support';
import { eventData } from '../sse';

/** The partner's shop, creating invoices with its merchant key on the service. */
function merchant(sandbox: TestServer) {
  const s = sandbox.sandbox;
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

export const createInvoice = (sandbox: TestServer, callbackUrl?: string) =>
  merchant(sandbox).call('createInvoice', {
    body: {
      amount: 12.5,
      currency: 'EUR',
      description: 'Tea',
      plugin_name: 'multi-instance-test',
      plugin_version: '1.0.0',
      ...(callbackUrl ? { callback_url: callbackUrl } : {}),
    },
  });

/** A page streaming `invoice` from the instance at `base`: the events it has seen, when each arrived, and whether
 * the stream has ended. */
export async function openPage(sandbox: TestServer, base: string, invoice: Invoice) {
  const token = paymentToken(invoice.id, sandbox.sandbox.merchantIpnSecret);
  const controller = new AbortController();
  const response = await fetch(`${base}/api/pay/${encodeURIComponent(token)}/events`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { view: Invoice; at: number }[] = [];
  const state = { ended: false };
  const reading = (async () => {
    for await (const data of eventData(response.body!, 'invoice'))
      events.push({ view: JSON.parse(data) as Invoice, at: Date.now() });
    state.ended = true; // the instance went away (or the page closed): a browser would reconnect
  })();
  await expect.poll(() => events.length).toBe(1); // the first view, read when the page opened
  return {
    events,
    /** Whether the stream has ended. */
    ended: () => state.ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Posts `invoice` to the instance at `base` as the Merchant API's signed callback; returns the status. */
export async function postCallback(sandbox: TestServer, base: string, invoice: Invoice): Promise<number> {
  const body = JSON.stringify({ event: 'invoice_state_change', time: new Date().toISOString(), data: invoice });
  const s = sandbox.sandbox;
  const signature = createHmac('sha256', s.merchantIpnSecret).update(body).digest('hex');
  const response = await fetch(`${base}/api/merchant/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [merchantCallbackSignatureHeader(s.merchantAuthScheme)]: signature },
    body,
  });
  return response.status;
}

/** `invoice` paid in full, as the service's callback would report it. */
export const paid = (invoice: Invoice): Invoice => ({
  ...invoice,
  state: 'paid',
  bitcoin: { ...invoice.bitcoin, amount_paid: invoice.bitcoin.amount, amount_due: 0 },
});
