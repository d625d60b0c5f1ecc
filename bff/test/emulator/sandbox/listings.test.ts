// The sandbox console's lists (GET /sandbox/trades, GET /sandbox/invoices) and the bank transfer arriving
// (POST /sandbox/trades/{id}/bank-transfer): newest first, each entry with its state history as the moves wrote
// it, amounts as decimal strings, and the customer's pages; the bank transfer under the Trade API's QA rule.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btcToSatoshi, satoshiToBtc } from '#contract/money';
import { SandboxInvoices, SandboxTrades } from '#contract/sandbox/requests';
import { boot, checkStartup } from '../../../src/boot';
import { onSandboxEvent, type SandboxEvent } from '../../../src/emulator/sandbox/events';
import { applyTradeMove } from '../../../src/emulator/trade/trade-life';
import { productionEnv, tempDataDir } from '../../support';
import { invoiceBody, startMerchantHarness, type Harness } from '../merchant/harness';
import { signedInTrader } from '../trade/helpers';
import { insertAwaitingTrade } from './trade-rows';

let server: Harness;
beforeAll(async () => {
  server = await startMerchantHarness();
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ method: 'GET', url: `/sandbox${url}` });
const post = (url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url: `/sandbox${url}`, ...(payload ? { payload } : {}) });

function expectSandboxError(response: { statusCode: number; json: () => unknown; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  return (response.json() as { error: string }).error;
}

async function trades() {
  const response = await get('/trades');
  expect(response.statusCode, response.body).toBe(200);
  return SandboxTrades.parse(response.json());
}
const tradeOf = async (id: number) => (await trades()).find((trade) => trade.id === id)!;

async function invoices() {
  const response = await get('/invoices');
  expect(response.statusCode, response.body).toBe(200);
  return SandboxInvoices.parse(response.json());
}
const invoiceOf = async (id: number) => (await invoices()).find((invoice) => invoice.id === id)!;

/** A trade awaiting payment, as trade creation writes it (trade-rows.ts). */
const insert = (traderId: number, medium: 'card' | 'bank' | 'sell') => insertAwaitingTrade(server, traderId, medium).id;

describe('GET /sandbox/trades', () => {
  it('lists every trader’s trades newest first, amounts as strings, with what each action needs', async () => {
    const { traderId, email } = await signedInTrader(server);
    const card = insert(traderId, 'card');
    const bank = insert(traderId, 'bank');
    const sell = insert(traderId, 'sell');
    const list = await trades();
    expect(list.slice(0, 3).map((trade) => trade.id)).toEqual([sell, bank, card]);
    const [sold, banked, carded] = list;
    expect(carded).toMatchObject({
      traderId,
      traderEmail: email,
      state: 'awaiting_transfer_in',
      inMedium: 'card',
      // rule (as the Trade API's trade): inAmount is the amount the trade covers; sendAmount adds the 3 % card fee.
      inAmount: '100.00',
      sendAmount: '103.00',
      inCurrency: 'EUR',
      outAmount: '0.00098',
      outCurrency: 'BTC',
      cardPaymentUrl: expect.stringMatching(/\/sandbox\/card-payments\/[0-9a-f-]{36}$/),
      bankReference: null,
      depositAddress: null,
      receiptUrl: null,
      history: [{ state: 'awaiting_transfer_in', move: 'created', time: carded!.createTime }],
    });
    expect(banked).toMatchObject({
      bankReference: 'TK-7Q2M',
      cardPaymentUrl: null,
      inAmount: '100.00',
      sendAmount: '100.25',
    });
    expect(sold).toMatchObject({
      inMedium: 'blockchain',
      depositAddress: expect.stringMatching(/^tb1qdeposit/),
      inAmount: '0.0012', // the BTC sold; a fee on the deposit would come on top (this row has one)
      sendAmount: '0.00123456',
      depositAmount: '0.00123456',
      outAmount: '88.00',
    });
  });

  it('rule: every move is a row of the history, and a completed trade links its receipt', async () => {
    const { traderId } = await signedInTrader(server);
    const id = insert(traderId, 'card');
    expect((await post(`/trades/${id}/card-payment`, { result: 'approved' })).statusCode).toBe(200);
    applyTradeMove(server.emulator, id, 'completed', server.clock.now());
    const trade = await tradeOf(id);
    expect(trade.state).toBe('completed_test');
    expect(trade.history.map((step) => [step.move, step.state])).toEqual([
      ['created', 'awaiting_transfer_in'],
      ['card_authorized', 'payment_authorized'],
      ['card_captured', 'processing'],
      ['completed', 'completed_test'],
    ]);
    expect(trade.receiptUrl).toMatch(new RegExp(`^${server.config.publicUrl}/sandbox/receipts/[A-Za-z0-9_-]{20,}$`));
    expect((await server.app.inject({ method: 'GET', url: new URL(trade.receiptUrl!).pathname })).statusCode).toBe(200);
  });

  it('rule: a trade whose payment deadline passed reads expired (due moves are applied before the list)', async () => {
    const { traderId } = await signedInTrader(server);
    const id = insert(traderId, 'card');
    await server.advance(15 * 60 + 1);
    const trade = await tradeOf(id);
    expect(trade.state).toBe('expired');
    expect(trade.history.at(-1)).toMatchObject({ move: 'payment_deadline_passed', state: 'expired' });
  });

  it('takes ?limit=, 1 to 1000; anything else is 400', async () => {
    const one = await get('/trades?limit=1');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toHaveLength(1);
    for (const bad of ['0', '1001', 'ten', '1.5']) expectSandboxError(await get(`/trades?limit=${bad}`), 400);
  });
});

describe('POST /sandbox/trades/{id}/bank-transfer', () => {
  it('rule: a bank trade awaiting payment takes the whole amount when none is named, and goes to processing', async () => {
    const { traderId } = await signedInTrader(server);
    const id = insert(traderId, 'bank');
    const response = await post(`/trades/${id}/bank-transfer`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tradeId: id, state: 'processing' });
    expect((await tradeOf(id)).history.map((step) => step.move)).toEqual(['created', 'transfer_in_received']);
  });

  it('rule: as the Trade API’s test bank transfer, its own currency and at least its amount', async () => {
    const { traderId } = await signedInTrader(server);
    const id = insert(traderId, 'bank');
    expect(
      expectSandboxError(await post(`/trades/${id}/bank-transfer`, { sendAmount: 100, currency: 'EUR' }), 400),
    ).toBe('invalid_request');
    expect(
      expectSandboxError(await post(`/trades/${id}/bank-transfer`, { sendAmount: 100.25, currency: 'GBP' }), 400),
    ).toBe('invalid_request');
    expect((await tradeOf(id)).state).toBe('awaiting_transfer_in');
    const paid = await post(`/trades/${id}/bank-transfer`, { sendAmount: 100.25, currency: 'EUR' });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('rule: only a bank trade, only while it awaits payment; an unknown trade is 404', async () => {
    const { traderId } = await signedInTrader(server);
    const card = insert(traderId, 'card');
    expect(expectSandboxError(await post(`/trades/${card}/bank-transfer`), 400)).toBe('invalid_request');
    const bank = insert(traderId, 'bank');
    expect((await post(`/trades/${bank}/bank-transfer`)).statusCode).toBe(200);
    expect(expectSandboxError(await post(`/trades/${bank}/bank-transfer`), 400)).toBe('not_awaiting_payment');
    expect((await tradeOf(bank)).history).toHaveLength(2);
    expect(expectSandboxError(await post('/trades/99999999/bank-transfer'), 404)).toBe('not_found');
  });

  it('refuses bad input with 400 in the sandbox’s shape', async () => {
    const { traderId } = await signedInTrader(server);
    const id = insert(traderId, 'bank');
    expectSandboxError(await post('/trades/abc/bank-transfer'), 400);
    expectSandboxError(await post(`/trades/${id}/bank-transfer`, { sendAmount: 'all' }), 400);
    expectSandboxError(await post(`/trades/${id}/bank-transfer`, { sendAmount: -5 }), 400);
    expectSandboxError(await post(`/trades/${id}/bank-transfer`, { currency: 'euro' }), 400);
    expect((await tradeOf(id)).state).toBe('awaiting_transfer_in');
  });
});

/** Creates an invoice through the Merchant API (10 EUR) and returns its id, address and BTC amount in satoshi. */
async function newInvoice(overrides: Record<string, unknown> = {}) {
  const created = await server.call<{ id: number; payment_url: string; bitcoin: { amount: number; address: string } }>(
    'POST',
    '/invoices',
    invoiceBody(overrides),
  );
  expect(created.success).toBe(true);
  return { ...created.data, sats: btcToSatoshi(created.data.bitcoin.amount) };
}

async function pay(address: string, sats: number, confirmations = 0) {
  const response = await post('/blockchain/payments', { address, amount: satoshiToBtc(sats), confirmations });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { txid: string }).txid;
}

describe('GET /sandbox/invoices', () => {
  it('lists every merchant’s invoices newest first, with amounts as strings and the customer’s payment page', async () => {
    const other = await server.newMerchant({ fiatCurrency: 'DKK' });
    const first = await newInvoice();
    const second = await server.call<{ id: number }>('POST', '/invoices', invoiceBody({ currency: 'DKK' }), {
      as: other,
    });
    const list = await invoices();
    expect(list.slice(0, 2).map((invoice) => invoice.id)).toEqual([second.data.id, first.id]);
    expect(list[1]).toMatchObject({
      id: first.id,
      state: 'new',
      type: 'normal',
      btcAmount: expect.stringMatching(/^0\.\d{1,8}$/),
      amountPaid: '0',
      amountDue: list[1]!.btcAmount,
      address: first.bitcoin.address,
      nativeAmount: '10.00',
      nativeCurrency: 'EUR',
      originalInvoiceId: null,
      paymentUrl: first.payment_url,
      payments: [],
      history: [{ state: 'new', time: list[1]!.createTime }],
    });
    expect(btcToSatoshi(list[1]!.btcAmount)).toBe(first.sats);
    expect(list[0]!.merchantId).toBe(other.merchantId);
  });

  it('rule: each move is a row of the history; payments show with their confirmations; a change is announced', async () => {
    const events: SandboxEvent[] = [];
    const stop = onSandboxEvent(server.db, (event) => events.push(event));
    const invoice = await newInvoice();
    const half = Math.floor(invoice.sats / 2);
    const firstTx = await pay(invoice.bitcoin.address, half);
    let listed = await invoiceOf(invoice.id);
    expect(listed).toMatchObject({ state: 'new', amountDue: expect.any(String) });
    expect(btcToSatoshi(listed.amountPaid)).toBe(half);
    expect(btcToSatoshi(listed.amountDue)).toBe(invoice.sats - half);
    const secondTx = await pay(invoice.bitcoin.address, invoice.sats - half);
    listed = await invoiceOf(invoice.id);
    expect(listed.state).toBe('paid');
    expect(listed.payments).toEqual([
      { txid: firstTx, amount: expect.any(String), confirmations: 0, time: expect.any(String) },
      { txid: secondTx, amount: expect.any(String), confirmations: 0, time: expect.any(String) },
    ]);
    for (const txid of [firstTx, secondTx])
      expect((await post('/blockchain/confirmations', { txid, confirmations: 1 })).statusCode).toBe(200);
    listed = await invoiceOf(invoice.id);
    expect(listed.state).toBe('complete');
    expect(listed.history.map((step) => step.state)).toEqual(['new', 'paid', 'complete']);
    expect(listed.payments.map((payment) => payment.confirmations)).toEqual([1, 1]);
    stop();
    expect(events.filter((event) => event.type === 'changed' && event.id === invoice.id)).toEqual([
      { type: 'changed', resource: 'invoice', id: invoice.id, state: 'new' },
      { type: 'changed', resource: 'invoice', id: invoice.id, state: 'paid' },
      { type: 'changed', resource: 'invoice', id: invoice.id, state: 'complete' },
    ]);
  });

  it('rule: paying too much makes an extra sub-invoice, created paid, with its own history', async () => {
    const invoice = await newInvoice();
    const extra = Math.ceil(invoice.sats / 10);
    await pay(invoice.bitcoin.address, invoice.sats + extra);
    const list = await invoices();
    const sub = list.find((entry) => entry.originalInvoiceId === invoice.id)!;
    expect(sub).toMatchObject({ type: 'extra', state: 'paid', history: [{ state: 'paid', time: sub.createTime }] });
    expect(btcToSatoshi(sub.btcAmount)).toBe(extra);
    expect(list.find((entry) => entry.id === invoice.id)?.history.map((step) => step.state)).toEqual(['new', 'paid']);
  });

  it('rule: an invoice left unpaid expires with the clock, at its expire_time', async () => {
    const invoice = await newInvoice();
    await server.advance(15 * 60 + 1);
    const listed = await invoiceOf(invoice.id);
    expect(listed.state).toBe('expired');
    expect(listed.history).toEqual([
      { state: 'new', time: listed.createTime },
      { state: 'expired', time: listed.expireTime },
    ]);
  });

  it('rule: an underpaid invoice expires to paid (type underpaid), its amount cut to what was paid', async () => {
    const invoice = await newInvoice();
    const part = Math.floor(invoice.sats / 2);
    await pay(invoice.bitcoin.address, part);
    await server.advance(15 * 60 + 1);
    const listed = await invoiceOf(invoice.id);
    expect(listed).toMatchObject({ state: 'paid', type: 'underpaid', amountDue: '0' });
    expect(btcToSatoshi(listed.btcAmount)).toBe(part);
    expect(listed.history.map((step) => [step.state, step.time])).toEqual([
      ['new', listed.createTime],
      ['paid', listed.expireTime],
    ]);
  });

  it('choice: an invoice that moved before its moves were kept shows its creation, then its state now, time unknown', async () => {
    const invoice = await newInvoice();
    await pay(invoice.bitcoin.address, invoice.sats);
    server.db.prepare('DELETE FROM merchant_invoice_history WHERE invoice_id = ?').run(invoice.id);
    const listed = await invoiceOf(invoice.id);
    expect(listed.history).toEqual([
      { state: 'new', time: listed.createTime },
      { state: 'paid', time: null },
    ]);
  });

  it('choice: creating an invoice writes no history row (its first state follows from the invoice itself)', async () => {
    const invoice = await newInvoice();
    const rows = server.db.prepare('SELECT count(*) FROM merchant_invoice_history WHERE invoice_id = ?').pluck();
    expect(rows.get(invoice.id)).toBe(0);
    const listed = await invoiceOf(invoice.id);
    expect(listed.history).toEqual([{ state: 'new', time: listed.createTime }]);
  });

  it('takes ?limit=, 1 to 1000; anything else is 400', async () => {
    await newInvoice();
    const one = await get('/invoices?limit=1');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toHaveLength(1);
    for (const bad of ['0', '5000', '-1']) expectSandboxError(await get(`/invoices?limit=${bad}`), 400);
  });
});

describe('in production', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    ({ app: production } = await boot(checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' })));
    await production.ready();
  });
  afterAll(() => production?.close());

  it('refuses the lists and the bank transfer with 404, as every sandbox route', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/trades'],
      ['GET', '/sandbox/invoices'],
      ['POST', '/sandbox/trades/1/bank-transfer'],
    ] as const)
      expect((await production.inject({ method, url })).statusCode).toBe(404);
  });
});
