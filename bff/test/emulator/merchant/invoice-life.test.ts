import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MerchantCallback, type InvoiceCallback, type InvoicePaymentCallback } from '#contract/merchant/callbacks';
import type { Invoice } from '#contract/merchant/invoices';
import { formatAmount } from '#i18n/format';
import { OutboxDeliverer, type Delivery } from '../../../src/emulator/outbox';
import { startReceiver, type Receiver } from '../outbox/receiver';
import { invoiceBody, startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
let receiver: Receiver | undefined;
afterEach(async () => {
  await h?.close();
  await receiver?.close();
  receiver = undefined;
});

async function setup(): Promise<{ merchant: MerchantCredentials }> {
  h = await startMerchantHarness();
  const merchant = await h.newMerchant({ callbackUrl: 'https://shop.example/ipn', callbackEmail: 'shop@example.com' });
  return { merchant };
}

const create = async (merchant: MerchantCredentials, body: Record<string, unknown> = {}) =>
  (await h.call<Invoice>('POST', '/invoices', invoiceBody(body), { as: merchant })).data;
const get = async (merchant: MerchantCredentials, id: number) =>
  (await h.call<Invoice>('GET', `/invoices/${id}`, undefined, { as: merchant })).data;
const pay = async (address: string, amount: number, extra: Record<string, unknown> = {}) => {
  const r = await h.tool<{ txid: string }>('POST', '/blockchain/payments', { address, amount, ...extra });
  expect(r.status).toBe(200);
  return r.body.txid;
};
const confirm = (txid: string, confirmations = 1) =>
  h.tool('POST', '/blockchain/confirmations', { txid, confirmations });
/** The callbacks of invoice `id` with `event` (state changes unless told), oldest first. */
const invoiceCallbacks = async (id: number, event = 'invoice_state_change') =>
  (await h.tool<Delivery[]>('GET', `/callbacks?kind=merchant.${event}`)).body
    .map((d) => ({ ...d, parsed: MerchantCallback.parse(JSON.parse(d.body)) }))
    .filter(
      (d): d is typeof d & { parsed: InvoiceCallback | InvoicePaymentCallback } =>
        d.parsed.event !== 'buy_order_state_change' && d.parsed.data.id === id,
    )
    .reverse();
const paymentCallbacks = (id: number) => invoiceCallbacks(id, 'invoice_payment_received');

/**
 * A merchant whose callback URL is a real HTTP receiver, an invoice paid `share` of its amount, and the one
 * callback that payment sends, delivered by the outbox: its raw body and headers as the receiver got them.
 */
async function deliveredCallback(share: number) {
  h = await startMerchantHarness();
  receiver = await startReceiver();
  const merchant = await h.newMerchant({ callbackUrl: `${receiver.url}/ipn` });
  const invoice = await create(merchant);
  await pay(invoice.bitcoin.address, Math.floor(Math.round(invoice.bitcoin.amount * 1e8) * share) / 1e8);
  await new OutboxDeliverer({ outbox: h.emulator.outbox, clock: h.clock, allowLoopback: true }).deliverDue();
  await expect.poll(() => receiver?.received.length).toBe(1);
  const [delivery] = receiver.received;
  return { merchant, invoice, body: delivery?.body as string, headers: delivery?.headers ?? {} };
}

describe('invoice life', () => {
  it('new → paid when the full amount is seen → complete when confirmed; one callback per change', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    const txid = await pay(invoice.bitcoin.address, invoice.bitcoin.amount);
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const paid = await get(merchant, invoice.id);
    expect(paid).toMatchObject({ state: 'paid', bitcoin: { amount_paid: invoice.bitcoin.amount, amount_due: 0 } });
    expect(paid.bitcoin).not.toHaveProperty('payment_uri'); // only while new
    expect(paid.payments).toEqual([
      { time: expect.any(String), amount: invoice.bitcoin.amount, txid, confirmations: 0, expired: false },
    ]);
    await confirm(txid, 1);
    expect((await get(merchant, invoice.id)).state).toBe('complete');
    const callbacks = await invoiceCallbacks(invoice.id);
    expect(callbacks.map((c) => c.parsed.data.state)).toEqual(['paid', 'complete']);
    expect(callbacks[0]?.parsed).toMatchObject({ event: 'invoice_state_change', data: { id: invoice.id } });
    expect(callbacks[0]?.url).toBe('https://shop.example/ipn');
  });

  it('completing an invoice credits the merchant with the transfer amount', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant, { amount: 20 });
    await confirm(await pay(invoice.bitcoin.address, invoice.bitcoin.amount));
    const balance = await h.call<{ fiat: number }>('GET', '/balance', undefined, { as: merchant });
    expect(balance.data.fiat).toBe(20);
  });

  it('a payment with confirmations goes straight through paid to complete', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    await pay(invoice.bitcoin.address, invoice.bitcoin.amount, { confirmations: 3 });
    expect((await get(merchant, invoice.id)).state).toBe('complete');
    expect((await invoiceCallbacks(invoice.id)).map((c) => c.parsed.data.state)).toEqual(['paid', 'complete']);
  });

  it('partial payments stay new with amount_due and payment_uri for the rest', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant, { amount: 100 });
    const sats = Math.round(invoice.bitcoin.amount * 1e8);
    const half = Math.floor(sats / 2) / 1e8;
    await pay(invoice.bitcoin.address, half);
    const partial = await get(merchant, invoice.id);
    expect(partial.state).toBe('new');
    expect(partial.bitcoin.amount_paid).toBe(half);
    expect(partial.bitcoin.payment_uri).toBe(
      `bitcoin:${invoice.bitcoin.address}?amount=${(sats - Math.floor(sats / 2)) / 1e8}`,
    );
    expect(await invoiceCallbacks(invoice.id)).toEqual([]);
  });

  it('a partial payment changes no state and sends invoice_payment_received (not a state change, no mail)', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant, { amount: 100 });
    expect(await paymentCallbacks(invoice.id)).toEqual([]); // creation is answered to the merchant, not notified
    const sats = Math.round(invoice.bitcoin.amount * 1e8);
    const third = Math.floor(sats / 3);
    await pay(invoice.bitcoin.address, third / 1e8);
    await pay(invoice.bitcoin.address, third / 1e8);
    const notices = await paymentCallbacks(invoice.id);
    expect(notices.map((n) => [n.parsed.data.state, n.parsed.data.bitcoin.amount_paid])).toEqual([
      ['new', third / 1e8],
      ['new', (2 * third) / 1e8],
    ]);
    expect(notices[1]?.parsed.data).toEqual(await get(merchant, invoice.id));
    expect(notices[0]).toMatchObject({ kind: 'merchant.invoice_payment_received', url: 'https://shop.example/ipn' });
    expect(await invoiceCallbacks(invoice.id)).toEqual([]);
    // The spec mails on state change; a payment notice is for callback_url only.
    const mail = await h.tool<unknown[]>('GET', '/mailbox?to=shop@example.com');
    expect(mail.body).toEqual([]);
    // The payment that completes the amount is a state change, reported once, with no payment notice beside it.
    await pay(invoice.bitcoin.address, (sats - 2 * third) / 1e8);
    expect((await invoiceCallbacks(invoice.id)).map((c) => c.parsed.data.state)).toEqual(['paid']);
    expect(await paymentCallbacks(invoice.id)).toHaveLength(2);
  });

  it('expired at expire_time when nothing was paid (by moving the clock)', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    await h.advance(14 * 60);
    expect((await get(merchant, invoice.id)).state).toBe('new');
    await h.advance(61);
    const expired = await get(merchant, invoice.id);
    expect(expired.state).toBe('expired');
    const [callback] = await invoiceCallbacks(invoice.id);
    expect(callback?.parsed.time).toBe(invoice.expire_time); // the change happened at expire_time
  });

  it('too little paid in time → type underpaid with amounts adjusted to what was paid, then paid', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant, { amount: 100 });
    await pay(invoice.bitcoin.address, 0.0001, { confirmations: 1 });
    await h.advance(16 * 60);
    const under = await get(merchant, invoice.id);
    expect(under).toMatchObject({ type: 'underpaid', bitcoin: { amount: 0.0001, amount_paid: 0.0001, amount_due: 0 } });
    expect(under.native.amount).toBeLessThan(100);
    expect(under.native.amount).toBeGreaterThan(1);
    expect(under.transfer.amount).toBe(under.native.amount);
    expect(under.state).toBe('complete');
    expect((await invoiceCallbacks(invoice.id)).map((c) => c.parsed.data.state)).toEqual(['paid', 'complete']);
    expect((await paymentCallbacks(invoice.id)).map((c) => c.parsed.data.state)).toEqual(['new']);
  });

  it('more than needed → an extra sub-invoice for the excess, with original_invoice_id and sub_invoice_ids', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    const sats = Math.round(invoice.bitcoin.amount * 1e8);
    const txid = await pay(invoice.bitcoin.address, (sats + 5000) / 1e8);
    const original = await get(merchant, invoice.id);
    expect(original.state).toBe('paid');
    expect(original.sub_invoice_ids).toHaveLength(1);
    const sub = await get(merchant, original.sub_invoice_ids?.[0] as number);
    expect(sub).toMatchObject({
      type: 'extra',
      state: 'paid',
      original_invoice_id: invoice.id,
      bitcoin: { amount: 0.00005, amount_paid: 0.00005, amount_due: 0, address: invoice.bitcoin.address },
      payments: [{ txid, amount: 0.00005, expired: false }],
    });
    expect(sub).not.toHaveProperty('sub_invoice_ids');
    await confirm(txid);
    expect((await get(merchant, sub.id)).state).toBe('complete');
    expect((await get(merchant, invoice.id)).state).toBe('complete');
    expect((await invoiceCallbacks(sub.id)).map((c) => c.parsed.data.state)).toEqual(['paid', 'complete']);
  });

  it('a payment to an expired invoice → an extra sub-invoice, and the payment is listed with expired: true', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    await h.advance(16 * 60);
    const txid = await pay(invoice.bitcoin.address, invoice.bitcoin.amount);
    const original = await get(merchant, invoice.id);
    expect(original.state).toBe('expired');
    expect(original.payments).toMatchObject([{ txid, expired: true }]);
    expect(original.bitcoin.amount_paid).toBe(0);
    const sub = await get(merchant, original.sub_invoice_ids?.[0] as number);
    expect(sub).toMatchObject({ type: 'extra', state: 'paid', original_invoice_id: invoice.id });
    // The original stays expired, its new listing is a payment notice; the sub-invoice reports its own state.
    expect((await invoiceCallbacks(invoice.id)).map((c) => c.parsed.data.state)).toEqual(['expired']);
    expect((await paymentCallbacks(invoice.id)).map((c) => c.parsed.data.payments)).toEqual([original.payments]);
    expect((await invoiceCallbacks(sub.id)).map((c) => c.parsed.data.state)).toEqual(['paid']);
  });

  it('a payment to a paid invoice → an extra sub-invoice', async () => {
    const { merchant } = await setup();
    const invoice = await create(merchant);
    await pay(invoice.bitcoin.address, invoice.bitcoin.amount);
    await pay(invoice.bitcoin.address, 0.001);
    const original = await get(merchant, invoice.id);
    expect(original.state).toBe('paid');
    expect(original.payments).toHaveLength(2);
    expect(original.payments[1]?.expired).toBe(false);
    const sub = await get(merchant, original.sub_invoice_ids?.[0] as number);
    expect(sub.bitcoin.amount).toBe(0.001);
  });

  it('payments and confirmations for unknown addresses or txids are refused by the sandbox tools', async () => {
    await setup();
    const payment = await h.tool<{ error: string }>('POST', '/blockchain/payments', {
      address: 'tb1qnothing',
      amount: 1,
    });
    expect(payment).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const conf = await h.tool<{ error: string }>('POST', '/blockchain/confirmations', {
      txid: 'a'.repeat(64),
      confirmations: 1,
    });
    expect(conf.status).toBe(404);
    expect((await h.tool('POST', '/blockchain/payments', { address: 'x', amount: 1e-9 })).status).toBe(400);
  });
});

describe('invoice callbacks', () => {
  it('a payment notice is signed like every callback: HMAC-SHA256 of the raw body with the IPN secret', async () => {
    const { merchant, invoice, body, headers } = await deliveredCallback(1 / 2);
    expect(headers['x-service-callback-signature']).toBe(
      createHmac('sha256', merchant.ipnSecret).update(body).digest('hex'),
    );
    expect(MerchantCallback.parse(JSON.parse(body))).toMatchObject({
      event: 'invoice_payment_received',
      data: { id: invoice.id, state: 'new' },
    });
  });

  it('POSTs {event, time, data} signed with X-<Scheme>-Callback-Signature = HMAC-SHA256(raw body, IPN secret)', async () => {
    const { merchant, invoice, body, headers } = await deliveredCallback(1);
    expect(headers['x-service-callback-signature']).toBe(
      createHmac('sha256', merchant.ipnSecret).update(body).digest('hex'),
    );
    expect(headers['content-type']).toBe('application/json');
    const parsed = MerchantCallback.parse(JSON.parse(body));
    expect(parsed.data).toEqual(await get(merchant, invoice.id));
    const log = (await h.tool<Delivery[]>('GET', '/callbacks')).body;
    expect(log[0]).toMatchObject({ state: 'delivered', attempts: [{ status: 200 }] });
  });

  it('the running server delivers callbacks by itself (the outbox runs with the server)', async () => {
    h = await startMerchantHarness();
    receiver = await startReceiver();
    const merchant = await h.newMerchant({ callbackUrl: `${receiver.url}/ipn` });
    const invoice = await create(merchant);
    await pay(invoice.bitcoin.address, invoice.bitcoin.amount, { confirmations: 1 });
    await expect.poll(() => receiver?.received.length, { timeout: 10_000 }).toBe(2);
    const states = receiver.received.map((r) => MerchantCallback.parse(JSON.parse(r.body)).data.state);
    expect(states.sort()).toEqual(['complete', 'paid']);
  });

  it('callback_email gets a mailbox entry for each state change', async () => {
    h = await startMerchantHarness();
    const invoice = await create(h.sandboxMerchant as MerchantCredentials, { callback_email: 'Shop@Example.com' });
    await pay(invoice.bitcoin.address, invoice.bitcoin.amount, { confirmations: 1 });
    const mail = await h.tool<{ subject: string; text: string }[]>('GET', '/mailbox?to=shop@example.com');
    expect(mail.body.map((m) => m.subject)).toEqual([
      `Invoice ${invoice.id} is complete`,
      `Invoice ${invoice.id} is paid`,
    ]);
    expect(mail.body[0]?.text).toContain(invoice.payment_url);
    // rule: amounts read as on the payment page (#i18n/format): BTC with its 8 places, never a float's "1e-7".
    expect(mail.body[0]?.text).toContain(formatAmount(invoice.bitcoin.amount, 'BTC', 'en'));
    expect(mail.body[0]?.text).toMatch(/\(EUR\u00a0[\d,]+\.\d{2}, BTC\u00a0\d+\.\d{8}\)/);
    // Only the email was given, so no callback URL is used.
    expect(await invoiceCallbacks(invoice.id)).toEqual([]);
  });

  it("the sandbox merchant's IPN callback URL defaults to the BFF's callback receiver", async () => {
    h = await startMerchantHarness();
    const invoice = await create(h.sandboxMerchant);
    expect(invoice.callback_url).toBe(`${h.config.publicUrl}/api/merchant/callback`);
  });
});
