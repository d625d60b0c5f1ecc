// Trades end to end on a real server and SQLite file: payment methods, price quotes, trades and their state
// machine moved by the sandbox clock, the test bank transfer and the sandbox tools' entry points; the webhooks
// queued in the outbox and the emails in the mailbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PriceQuote, Trade, TraderPaymentMethods } from '#contract/trade/trades';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { approveCardPayment, receiveTradeDeposit } from '../../../src/emulator/trade/trade-life';
import { findTrade, findTradeByReceiptId, insertTrade, tradeHistory } from '../../../src/emulator/trade/trade-store';
import { expectError, login, signedInTrader, startTrade, type SignupOptions, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(async () => {
  await server.app.close();
});
// Prices move once a minute: start each test at the beginning of a minute so one test reads one price.
beforeEach(() => {
  const intoMinute = server.clock.now().getTime() % 60_000;
  server.clock.advance((60_000 - intoMinute) / 1000 + 0.001);
});

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

type Auth = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, auth?: Auth, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/trade${url}`,
    ...(auth ? { headers: auth } : {}),
    ...(payload ? { payload } : {}),
  });

async function advance(seconds: number) {
  const response = await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A trader with every mandatory step done (address, source of funds, PEP, identification): trades complete. */
async function readyTrader(options: SignupOptions & { identified?: boolean } = {}) {
  const trader = await signedInTrader(server, {
    extra: { profile: { address: { country: 'DK' } } },
    ...options,
  });
  const steps: [string, unknown][] = [
    ['/traders/me/address', { street: 'Main Street 1', city: 'Copenhagen', postalCode: '1000' }],
    [
      '/traders/me/source-of-funds',
      { originOfFunds: 'savings', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
    ],
    ['/traders/me/pep', { pepState: 'non_pep' }],
  ];
  for (const [url, body] of steps) expect((await inject('POST', url, trader.auth, body)).statusCode).toBe(201);
  if (options.identified !== false) await identify(trader.traderId);
  return trader;
}

/** A fresh access token after the clock moved past the old one's 20 minutes. */
async function relogin(trader: { email: string; password: string | null }): Promise<Auth> {
  const tokens = await login(server, trader.email, trader.password ?? '');
  return { authorization: `Bearer ${tokens.access_token}` };
}

async function identify(traderId: number) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/sandbox/traders/${traderId}/identification`,
    payload: { state: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function quote(auth: Auth | undefined, body: Record<string, unknown>) {
  const response = await inject('POST', '/trades/quote', auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return PriceQuote.parse(response.json());
}

const buyQuote = (auth: Auth, amount = 100, extra: Record<string, unknown> = {}) =>
  quote(auth, { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -amount, ...extra });

async function trade(auth: Auth, body: Record<string, unknown>) {
  const response = await inject('POST', '/trades', auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return Trade.parse(response.json());
}

const cardBuy = (priceQuoteId: number, extra: Record<string, unknown> = {}) => ({
  priceQuoteId,
  transferIn: { medium: 'card', details: { returnUrl: 'https://wallet.example/back' } },
  transferOut: { medium: 'blockchain', details: { account: TESTNET_ADDRESS } },
  ...extra,
});
const bankBuy = (priceQuoteId: number) => ({
  priceQuoteId,
  transferIn: { medium: 'bank' },
  transferOut: { medium: 'blockchain', details: { account: TESTNET_ADDRESS } },
});

async function getTrade(auth: Auth, id: number) {
  const response = await inject('GET', `/trades/${id}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return Trade.parse(response.json());
}

/** A bank account of the trader's, written as the bank-accounts route writes it. */
function bankAccount(traderId: number, currency = 'EUR'): number {
  const body = {
    account: { type: 'sepa', currency, bic: 'DABADKKK', number: 'DK5000400440116243' },
    bank: { name: 'Danske Bank', address: { country: 'DK' } },
    holder: { name: 'Erika', address: { street: 'Vej 1', zipcode: '1000', city: 'Copenhagen', country: 'DK' } },
  };
  const now = server.clock.now().toISOString();
  return Number(
    server.db
      .prepare('INSERT INTO trade_bank_accounts (trader_id, body, create_time, update_time) VALUES (?, ?, ?, ?)')
      .run(traderId, JSON.stringify(body), now, now).lastInsertRowid,
  );
}

/** The trade webhooks queued for trade `id`, oldest first. */
function webhooksOf(id: number): { event: string; state: string }[] {
  const bodies = server.db
    .prepare("SELECT body FROM outbox WHERE kind = 'trade.partner_webhook' ORDER BY id")
    .pluck()
    .all() as string[];
  return bodies
    .map((body) => JSON.parse(body) as { event: string; context: { tradeId?: number; state: string } })
    .filter((event) => event.context.tradeId === id)
    .map((event) => ({ event: event.event, state: event.context.state }));
}

async function paidBankTrade(auth: Auth, amount = 100) {
  const created = await trade(auth, bankBuy((await buyQuote(auth, amount)).id as number));
  const paid = await inject('POST', `/trades/${created.id}/test/bank-transfer`, auth, {
    sendAmount: created.transferIn.sendAmount,
    currency: 'EUR',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json()).toEqual({});
  return created;
}

describe('GET /trades/payment-methods', () => {
  it('rule: without a token, the partner-level list: one method per inMedium card, bank, blockchain, no canTrade', async () => {
    const response = await inject('GET', '/trades/payment-methods');
    expect(response.statusCode, response.body).toBe(200);
    const methods = TraderPaymentMethods.parse(response.json());
    expect(methods.map((m) => m.inMedium).sort()).toEqual(['bank', 'blockchain', 'card']);
    for (const method of methods) expect(method).not.toHaveProperty('canTrade');
    expect(methods.find((m) => m.inMedium === 'card')).toMatchObject({
      inPercentageFee: 3,
      minimumInAmounts: { EUR: 10 },
      outFixedFees: { BTC: 0.00002 },
    });
    expect(methods.find((m) => m.inMedium === 'bank')).toMatchObject({
      inPercentageFee: 0.25,
      minimumInAmounts: { EUR: 50 },
    });
    expect(methods.find((m) => m.inMedium === 'card')?.inCurrencies).toContain('DKK');
  });

  it('rule: with a token, limitInAmounts is what is left of the level limit (card 300, bank 1,000; bank 10,000 once identified), canTrade true', async () => {
    const trader = await readyTrader({ identified: false });
    const before = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods', trader.auth)).json());
    const card = before.find((m) => m.inMedium === 'card');
    expect(card).toMatchObject({ canTrade: true, limitInAmounts: { EUR: 300 } });
    expect(card).not.toHaveProperty('cannotTradeReasons');
    expect(before.find((m) => m.inMedium === 'bank')?.limitInAmounts.EUR).toBe(1000);
    // Converted at the current rate, rounded down: 300 EUR is less than 300 × 8 DKK.
    const dkk = card?.limitInAmounts.DKK ?? 0;
    expect(dkk).toBeGreaterThan(1000);
    expect(dkk).toBeLessThan(2400);
    await identify(trader.traderId);
    const after = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods', trader.auth)).json());
    expect(after.find((m) => m.inMedium === 'bank')?.limitInAmounts.EUR).toBe(10000);
    // A trade that counts lowers what is left.
    await trade(trader.auth, cardBuy((await buyQuote(trader.auth, 100)).id as number));
    const used = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods', trader.auth)).json());
    expect(used.find((m) => m.inMedium === 'card')?.limitInAmounts.EUR).toBeLessThanOrEqual(900);
  });

  it('rule: filtered by inCurrency, outCurrency and inAmount (the method must take the amount)', async () => {
    const usd = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods?inCurrency=USD')).json());
    expect(usd.map((m) => m.inMedium)).toEqual(['card']);
    expect(usd[0]?.inCurrency).toBe('USD');
    const small = TraderPaymentMethods.parse(
      (await inject('GET', '/trades/payment-methods?inCurrency=EUR&inAmount=20')).json(),
    );
    expect(small.map((m) => m.inMedium)).toEqual(['card']);
    const sell = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods?outCurrency=EUR')).json());
    expect(sell.map((m) => m.inMedium)).toEqual(['blockchain']);
    expect(sell[0]?.limitOutAmounts?.EUR).toBeGreaterThan(0);
  });

  it('rule: cannotTradeReasons: forced_delay, trade_in_progress, country_not_supported', async () => {
    const trader = await readyTrader();
    const created = await trade(trader.auth, cardBuy((await buyQuote(trader.auth)).id as number));
    const delayEnd = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
    server.db.prepare('UPDATE trade_traders SET forced_delay_until = ? WHERE id = ?').run(delayEnd, trader.traderId);
    const methods = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods', trader.auth)).json());
    expect(methods.find((m) => m.inMedium === 'card')).toMatchObject({
      canTrade: false,
      cannotTradeReasons: [
        { reasonCode: 'forced_delay', delayEnd },
        { reasonCode: 'trade_in_progress', tradeId: created.id },
      ],
    });
    const abroad = await signedInTrader(server, { extra: { profile: { address: { country: 'US', state: 'NY' } } } });
    const us = TraderPaymentMethods.parse((await inject('GET', '/trades/payment-methods', abroad.auth)).json());
    expect(us.find((m) => m.inMedium === 'card')?.cannotTradeReasons).toEqual([
      { reasonCode: 'country_not_supported' },
    ]);
  });
});

describe('POST /trades/quote and GET /trades/quote/{id}', () => {
  it('rule: sign convention: a negative baseAmount is sent, quoteAmount has the opposite sign; expiry 15 minutes after issue', async () => {
    const spend = await quote(undefined, { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -100 });
    expect(spend.baseAmount).toBe(-100);
    expect(spend.quoteAmount).toBeGreaterThan(0);
    expect(Date.parse(spend.expiryTime) - Date.parse(spend.issueTime)).toBe(15 * 60 * 1000);
    const receive = await quote(undefined, { baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: 0.001 });
    expect(receive.quoteAmount).toBeLessThan(0);
    const sell = await quote(undefined, { baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: -0.01 });
    expect(sell.quoteAmount).toBeGreaterThan(0);
    const exactFiat = await quote(undefined, { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: 100 });
    expect(exactFiat.quoteAmount).toBeLessThan(0);
  });

  it('rule: an id only with a token; transferIn/transferOut only when the media are given (choice: no media, no fees)', async () => {
    const anonymous = await quote(undefined, { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -100 });
    expect(anonymous).not.toHaveProperty('id');
    expect(anonymous).not.toHaveProperty('transferIn');
    const { auth } = await readyTrader();
    const withMedia = await buyQuote(auth, 100, { transferInMedium: 'card', transferOutMedium: 'blockchain' });
    expect(withMedia.id).toEqual(expect.any(Number));
    expect(withMedia.transferIn).toEqual({ medium: 'card', feeAmount: 3, currency: 'EUR' });
    expect(withMedia.transferOut).toEqual({ medium: 'blockchain', feeAmount: 0.00002, currency: 'BTC' });
    // Same rate: the media quote receives the network fee less.
    const bare = await buyQuote(auth, 100);
    expect(Math.round((bare.quoteAmount - withMedia.quoteAmount) * 1e8)).toBe(2000);
  });

  it('rule: below the minimum or above what is left of the limit: 400 limits_exceeded naming the amount and currency', async () => {
    const low = await inject('POST', '/trades/quote', undefined, {
      baseCurrency: 'EUR',
      quoteCurrency: 'BTC',
      baseAmount: -5,
    });
    expectError(low, 400, 'limits_exceeded');
    expect(low.json().error_description).toMatch(/minimum of 10 EUR/);
    const { auth } = await readyTrader({ identified: false }); // level 1: card 300 EUR a day
    const high = await inject('POST', '/trades/quote', auth, {
      baseCurrency: 'EUR',
      quoteCurrency: 'BTC',
      baseAmount: -301,
      transferInMedium: 'card',
    });
    expectError(high, 400, 'limits_exceeded');
    expect(high.json().error_description).toMatch(/maximum of 300 EUR/);
    expectError(
      await inject('POST', '/trades/quote', undefined, { baseCurrency: 'EUR', quoteCurrency: 'GBP', baseAmount: -5 }),
      400,
      'no_matching_payment_method',
    );
  });

  it('rule: GET /trades/quote/{id} answers the stored quote; another trader’s or an unknown id: 404 quote_not_found', async () => {
    const owner = await readyTrader();
    const stored = await buyQuote(owner.auth);
    const read = await inject('GET', `/trades/quote/${stored.id}`, owner.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(stored);
    const other = await readyTrader();
    expectError(await inject('GET', `/trades/quote/${stored.id}`, other.auth), 404, 'quote_not_found');
    expectError(await inject('GET', '/trades/quote/999999', owner.auth), 404, 'quote_not_found');
  });
});

describe('POST /trades', () => {
  it('card buy: awaiting_transfer_in, transfers with ids, the payment page and returnUrl, no outAmount or receipt yet', async () => {
    const { auth, traderId, email } = await readyTrader();
    const q = await buyQuote(auth, 100);
    const created = await trade(auth, cardBuy(q.id as number));
    expect(created).toMatchObject({
      traderId,
      traderEmail: email,
      state: 'awaiting_transfer_in',
      inCurrency: 'EUR',
      outCurrency: 'BTC',
      // choice: a quote without media gets its medium's fees when traded: 3 % on top of the 100 EUR it covers.
      inAmount: 100,
      quoteExpireTime: q.expiryTime,
      tradeSubscriptionId: null,
      transferIn: { id: created.id * 2, state: 'waiting', medium: 'card', sendAmount: 103, receiveAmount: 100 },
      transferOut: {
        id: created.id * 2 + 1,
        state: 'waiting',
        medium: 'blockchain',
        details: { account: TESTNET_ADDRESS },
      },
    });
    expect(created.outAmountExpected).toBeCloseTo(q.quoteAmount - 0.00002, 8);
    expect(created).not.toHaveProperty('outAmount');
    expect(created).not.toHaveProperty('receiptUrl');
    const details = created.transferIn.details as { redirectUrl: string; returnUrl: string; paymentId: string };
    expect(details.redirectUrl).toBe(`${server.config.publicUrl}/sandbox/card-payments/${details.paymentId}`);
    expect(details.returnUrl).toBe('https://wallet.example/back');
    expect(webhooksOf(created.id)).toEqual([{ event: 'trade.created', state: 'awaiting_transfer_in' }]);
  });

  it('rule: an unknown, another trader’s or used quote is 404 quote_not_found; an expired one 400 quote_expired', async () => {
    const { auth } = await readyTrader();
    expectError(await inject('POST', '/trades', auth, cardBuy(999999)), 404, 'quote_not_found');
    const other = await readyTrader();
    const theirs = await buyQuote(other.auth);
    expectError(await inject('POST', '/trades', auth, cardBuy(theirs.id as number)), 404, 'quote_not_found');
    const mine = await buyQuote(auth);
    const first = await trade(auth, cardBuy(mine.id as number));
    await inject('PATCH', `/trades/${first.id}/cancel`, auth);
    expectError(await inject('POST', '/trades', auth, cardBuy(mine.id as number)), 404, 'quote_not_found');
    const old = await buyQuote(auth);
    await advance(15 * 60);
    expectError(await inject('POST', '/trades', auth, cardBuy(old.id as number)), 400, 'quote_expired');
  });

  it('rule: concurrent trades on one quote: exactly one succeeds, the others 404 quote_not_found', async () => {
    const { auth } = await readyTrader();
    const q = await buyQuote(auth);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => inject('POST', '/trades', auth, cardBuy(q.id as number))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectError(answer, 404, 'quote_not_found');
  });

  it('rule: the database itself refuses a second trade of one quote (UNIQUE quote_id), the backstop across processes', async () => {
    const { auth } = await readyTrader();
    const created = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    const row = findTrade(server.db, created.id);
    if (!row) throw new Error('no row');
    const { id: _id, state: _state, payout_txid: _tx, due_time: _due, update_time: _up, receipt_id: _r, ...copy } = row;
    expect(() => insertTrade(server.db, { ...copy, deposit_address: null })).toThrow(
      /UNIQUE constraint failed: trade_trades\.quote_id/,
    );
    // And the receipt id is the key of the receipt page, not the trade id.
    expect(findTradeByReceiptId(server.db, row.receipt_id ?? '')?.id).toBe(created.id);
  });

  it('rule: media pairs are card/bank → blockchain and blockchain → bank (else invalid_argument); a buy pays out to a testnet address (else invalid_blockchain_account)', async () => {
    const { auth } = await readyTrader();
    const q = await buyQuote(auth);
    expectError(
      await inject('POST', '/trades', auth, { ...cardBuy(q.id as number), transferOut: { medium: 'bank' } }),
      400,
      'invalid_argument',
    );
    expectError(
      await inject('POST', '/trades', auth, {
        ...cardBuy(q.id as number),
        transferOut: { medium: 'blockchain', details: { account: MAINNET_ADDRESS } },
      }),
      400,
      'invalid_blockchain_account',
    );
  });

  it('rule: one trade awaiting payment at a time (400 trade_in_progress); a waiting period: 400 wait_after_first_trade', async () => {
    const { auth, traderId } = await readyTrader();
    const first = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    expectError(
      await inject('POST', '/trades', auth, cardBuy((await buyQuote(auth)).id as number)),
      400,
      'trade_in_progress',
    );
    await inject('PATCH', `/trades/${first.id}/cancel`, auth);
    server.db
      .prepare('UPDATE trade_traders SET forced_delay_until = ? WHERE id = ?')
      .run(new Date(server.clock.now().getTime() + 60_000).toISOString(), traderId);
    expectError(
      await inject('POST', '/trades', auth, cardBuy((await buyQuote(auth)).id as number)),
      400,
      'wait_after_first_trade',
    );
  });

  it('rule: the trader’s limit counts every trade that is not cancelled, expired or rejected: 400 limits_exceeded', async () => {
    const { auth } = await readyTrader({ identified: false }); // level 1: card 300 EUR a day
    const q1 = await buyQuote(auth, 250);
    const q2 = await buyQuote(auth, 100);
    const first = await trade(auth, cardBuy(q1.id as number));
    approveCardPayment(server.emulator, first.id, server.clock.now());
    expectError(await inject('POST', '/trades', auth, cardBuy(q2.id as number)), 400, 'limits_exceeded');
  });

  it('bank buy: the service’s account and a short reference, emailed; the test bank transfer moves it to processing, the clock to completed_test', async () => {
    const { auth, email } = await readyTrader();
    const created = await trade(auth, bankBuy((await buyQuote(auth, 100)).id as number));
    const details = created.transferIn.details as { referenceText: string; account: { number: string } };
    expect(details.referenceText).toMatch(/^TK[A-Z0-9]{8}$/);
    expect(created).toMatchObject({ inAmount: 100, transferIn: { sendAmount: 100.25, receiveAmount: 100 } });
    const [mail] = readMailbox(server.db, email);
    expect(mail?.text).toContain(details.referenceText);
    expect(mail?.text).toContain(details.account.number);
    // rule: an email shows money as the widget does (#i18n/format): the locale's currency form.
    expect(mail?.subject).toBe(`Pay EUR\u00a0100.25 by bank transfer for trade ${created.id}`);
    // choice: less than the trade's sendAmount, or another currency, is invalid_request.
    expectError(
      await inject('POST', `/trades/${created.id}/test/bank-transfer`, auth, { sendAmount: 100, currency: 'EUR' }),
      400,
      'invalid_request',
    );
    expectError(
      await inject('POST', `/trades/${created.id}/test/bank-transfer`, auth, { sendAmount: 100.25, currency: 'GBP' }),
      400,
      'invalid_request',
    );
    const paid = await inject('POST', `/trades/${created.id}/test/bank-transfer`, auth, {
      sendAmount: 100.25,
      currency: 'EUR',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await getTrade(auth, created.id)).transferIn.state).toBe('completed_test');
    await advance(61);
    const done = await getTrade(auth, created.id);
    expect(done.state).toBe('completed_test');
    expect(done.outAmount).toBe(done.outAmountExpected);
    expect(done).not.toHaveProperty('quoteExpireTime');
    expect((done.transferOut.details as { transaction?: string }).transaction).toMatch(/^[0-9a-f]{64}$/);
    expect(done.receiptUrl).toMatch(new RegExp(`^${server.config.publicUrl}/sandbox/receipts/[A-Za-z0-9_-]{20,}$`));
    expect(readMailbox(server.db, email)[0]?.text).toContain(done.receiptUrl);
    expect(webhooksOf(created.id)).toEqual([
      { event: 'trade.created', state: 'awaiting_transfer_in' },
      { event: 'trade.transfer-in-completed', state: 'processing' },
      { event: 'trade.completed', state: 'completed_test' },
    ]);
  });

  it('rule: a paid trade of a trader whose mandatory information is incomplete waits in reviewing until it is complete', async () => {
    const { auth, traderId } = await readyTrader({ identified: false });
    const created = await paidBankTrade(auth);
    await advance(61);
    const waiting = await getTrade(auth, created.id);
    expect(waiting.state).toBe('reviewing');
    expect(waiting.transferOut.state).toBe('reviewing');
    await identify(traderId);
    expect((await getTrade(auth, created.id)).state).toBe('completed_test');
    // A profile step re-checks at once too: a trader who declares the PEP status last.
    const late = await signedInTrader(server, { extra: { profile: { address: { country: 'DK' } } } });
    await inject('POST', '/traders/me/address', late.auth, { street: 'Vej 1', city: 'Copenhagen', postalCode: '1000' });
    await inject('POST', '/traders/me/source-of-funds', late.auth, {
      originOfFunds: 'savings',
      annualTradeVolumeBucketId: 1,
      areFundsFromLegalActivities: true,
    });
    await identify(late.traderId);
    const lateTrade = await paidBankTrade(late.auth);
    await advance(61);
    const lateAuth = await relogin(late);
    expect((await getTrade(lateAuth, lateTrade.id)).state).toBe('reviewing');
    await inject('POST', '/traders/me/pep', lateAuth, { pepState: 'non_pep' });
    expect(findTrade(server.db, lateTrade.id)?.state).toBe('completed_test');
    expect(tradeHistory(server.db, created.id).map((h) => h.move)).toEqual([
      'created',
      'transfer_in_received',
      'held_for_review',
      'completed',
    ]);
  });

  it('card: the payment approved is card_authorized then card_captured at once (two history rows), then processing', async () => {
    const { auth } = await readyTrader();
    const created = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    const moved = approveCardPayment(server.emulator, created.id, server.clock.now());
    expect(moved.ok && moved.trade.state).toBe('processing');
    expect(tradeHistory(server.db, created.id).map((h) => h.move)).toEqual([
      'created',
      'card_authorized',
      'card_captured',
    ]);
    expect(webhooksOf(created.id).map((w) => w.event)).toEqual(['trade.created', 'trade.transfer-in-completed']);
  });
});

describe('cancel and expiry', () => {
  it('rule: only awaiting_transfer_in cancels (in expired, out cancelled, trade.cancelled); else 400 trade_not_cancellable', async () => {
    const { auth } = await readyTrader();
    const created = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    const cancelled = await inject('PATCH', `/trades/${created.id}/cancel`, auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Trade.parse(cancelled.json())).toMatchObject({
      state: 'cancelled',
      transferIn: { state: 'expired' },
      transferOut: { state: 'cancelled' },
    });
    expect(cancelled.json()).not.toHaveProperty('quoteExpireTime');
    expectError(await inject('PATCH', `/trades/${created.id}/cancel`, auth), 400, 'trade_not_cancellable');
    expect(webhooksOf(created.id).at(-1)).toEqual({ event: 'trade.cancelled', state: 'cancelled' });
  });

  it('rule: a cancel racing a payment ends in one consistent state', async () => {
    const { auth } = await readyTrader();
    const created = await trade(auth, bankBuy((await buyQuote(auth)).id as number));
    const [cancel, pay] = await Promise.all([
      inject('PATCH', `/trades/${created.id}/cancel`, auth),
      inject('POST', `/trades/${created.id}/test/bank-transfer`, auth, {
        sendAmount: created.transferIn.sendAmount,
        currency: 'EUR',
      }),
    ]);
    expect([cancel.statusCode, pay.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const final = await getTrade(auth, created.id);
    expect(final.state).toBe(cancel.statusCode === 200 ? 'cancelled' : 'processing');
    expect(tradeHistory(server.db, created.id)).toHaveLength(2);
  });

  it('rule: another trader’s trade is 404 trade_not_found (read, cancel, pay)', async () => {
    const owner = await readyTrader();
    const created = await trade(owner.auth, bankBuy((await buyQuote(owner.auth)).id as number));
    const other = await readyTrader();
    expectError(await inject('GET', `/trades/${created.id}`, other.auth), 404, 'trade_not_found');
    expectError(await inject('PATCH', `/trades/${created.id}/cancel`, other.auth), 404, 'trade_not_found');
    expectError(
      await inject('POST', `/trades/${created.id}/test/bank-transfer`, other.auth, {
        sendAmount: 1000,
        currency: 'EUR',
      }),
      404,
      'trade_not_found',
    );
  });

  it('rule: an unpaid card trade expires with its quote (15 minutes); a bank trade after 7 days (trade.expired)', async () => {
    const card = await readyTrader();
    const cardTrade = await trade(card.auth, cardBuy((await buyQuote(card.auth)).id as number));
    const bank = await readyTrader();
    const bankTrade = await trade(bank.auth, bankBuy((await buyQuote(bank.auth)).id as number));
    await advance(15 * 60);
    expect((await getTrade(card.auth, cardTrade.id)).state).toBe('expired');
    expect((await getTrade(bank.auth, bankTrade.id)).state).toBe('awaiting_transfer_in');
    await advance(7 * 24 * 3600);
    const expired = await getTrade(await relogin(bank), bankTrade.id);
    expect(expired).toMatchObject({
      state: 'expired',
      transferIn: { state: 'expired' },
      transferOut: { state: 'cancelled' },
    });
    expect(webhooksOf(cardTrade.id).at(-1)).toEqual({ event: 'trade.expired', state: 'expired' });
  });

  it('GET /trades lists the trader’s trades newest first', async () => {
    const { auth } = await readyTrader();
    const first = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    await inject('PATCH', `/trades/${first.id}/cancel`, auth);
    const second = await trade(auth, cardBuy((await buyQuote(auth)).id as number));
    const list = (await inject('GET', '/trades', auth)).json() as Trade[];
    expect(list.map((t) => t.id)).toEqual([second.id, first.id]);
  });
});

describe('sell', () => {
  it('rule: a sell pays into a fresh testnet deposit address (BIP21 paymentUri) and out to the trader’s own bank account', async () => {
    const { auth, traderId } = await readyTrader();
    const q = await quote(auth, { baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: -0.001 });
    const other = await readyTrader();
    const sell = (accountId: number) => ({
      priceQuoteId: q.id,
      transferIn: { medium: 'blockchain' },
      transferOut: { medium: 'bank', mediumReceiveAccountId: accountId },
    });
    expectError(
      await inject('POST', '/trades', auth, sell(bankAccount(other.traderId))),
      404,
      'bank_account_not_found',
    );
    const accountId = bankAccount(traderId);
    const response = await inject('POST', '/trades', auth, sell(accountId));
    expect(response.statusCode, response.body).toBe(201);
    // Read raw: the schema's union of details would keep the first shape that fits and drop paymentUri.
    const created = response.json() as Trade;
    const details = created.transferIn.details as { account: string; paymentUri: string };
    expect(details.account).toMatch(/^tb1q/);
    expect(details.paymentUri).toBe(`bitcoin:${details.account}?amount=0.001`);
    expect(created.transferOut).toMatchObject({
      mediumReceiveAccountId: accountId,
      details: { holder: { name: 'Erika' } },
    });
    // choice: an underpayment leaves the trade waiting; the full amount moves it to processing.
    expect(receiveTradeDeposit(server.emulator, details.account, 50_000, server.clock.now())).toBe(true);
    expect((await getTrade(auth, created.id)).state).toBe('awaiting_transfer_in');
    expect(receiveTradeDeposit(server.emulator, details.account, 100_000, server.clock.now())).toBe(true);
    expect((await getTrade(auth, created.id)).state).toBe('processing');
    expect(receiveTradeDeposit(server.emulator, TESTNET_ADDRESS, 100_000, server.clock.now())).toBe(false);
    expect(webhooksOf(created.id).map((w) => w.event)).toEqual(['trade.created', 'trade.transfer-in-completed']);
    await advance(61);
    const done = await getTrade(auth, created.id);
    expect(done.state).toBe('completed_test');
  });
});

describe('recurring buys', () => {
  it('rule: a card buy with a subscription needs tradeSubscriptionsAllowed (else 400 trader_cannot_trade)', async () => {
    const { auth } = await readyTrader({ identified: false });
    expectError(
      await inject(
        'POST',
        '/trades',
        auth,
        cardBuy((await buyQuote(auth)).id as number, { subscription: { frequency: 'daily' } }),
      ),
      400,
      'trader_cannot_trade',
    );
  });

  it('rule: the clock passing next_time makes the next card trade (tradeSubscriptionId set); it stops after endTime', async () => {
    const trader = await readyTrader();
    let auth = trader.auth;
    const endTime = new Date(server.clock.now().getTime() + 36 * 3600 * 1000).toISOString();
    const first = await trade(
      auth,
      cardBuy((await buyQuote(auth, 20)).id as number, { subscription: { frequency: 'daily', endTime } }),
    );
    expect(first.tradeSubscriptionId).toEqual(expect.any(Number));
    approveCardPayment(server.emulator, first.id, server.clock.now());
    await advance(24 * 3600 + 1);
    auth = await relogin(trader);
    const list = (await inject('GET', '/trades', auth)).json() as Trade[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      tradeSubscriptionId: first.tradeSubscriptionId,
      inCurrency: 'EUR',
      state: 'awaiting_transfer_in',
    });
    expect(list[0]?.transferIn.receiveAmount).toBe(20);
    await advance(24 * 3600);
    auth = await relogin(trader);
    expect(((await inject('GET', '/trades', auth)).json() as Trade[]).length).toBe(2);
    const row = server.db
      .prepare('SELECT is_active, next_time FROM trade_subscriptions WHERE id = ?')
      .get(first.tradeSubscriptionId);
    expect(row).toEqual({ is_active: 0, next_time: null });
  });
});

describe('rule: a trade’s inAmount is the amount it covers, without the fee (docs/trade-api-choices.md)', () => {
  // bitcoin-coinify-client re-quotes `-inAmount` once the quote expired: inAmount is the quote's amount, the fee is
  // transferIn.sendAmount - transferIn.receiveAmount, and what the trader pays is transferIn.sendAmount.
  const amounts = (trade: Trade) => ({
    inAmount: trade.inAmount,
    sendAmount: trade.transferIn.sendAmount,
    receiveAmount: trade.transferIn.receiveAmount,
  });

  it.each([
    ['card', 3, 103],
    ['bank', 0.25, 100.25],
  ] as const)('a %s buy of 100 EUR: inAmount 100, fee %s, sendAmount %s', async (medium, fee, total) => {
    const { auth } = await readyTrader();
    const q = await buyQuote(auth, 100);
    const created = await trade(auth, medium === 'card' ? cardBuy(q.id as number) : bankBuy(q.id as number));
    expect(amounts(created)).toEqual({ inAmount: 100, sendAmount: total, receiveAmount: 100 });
    expect(created.inAmount).toBe(-q.baseAmount);
    expect(Math.round((created.transferIn.sendAmount - created.transferIn.receiveAmount) * 100)).toBe(fee * 100);
    expect(amounts(await getTrade(auth, created.id))).toEqual(amounts(created));
    const [listed] = (await inject('GET', '/trades', auth)).json() as Trade[];
    expect(listed?.inAmount).toBe(100);
  });

  it('a quote with the card medium: inAmount is its base amount, its feeAmount on top', async () => {
    const { auth } = await readyTrader();
    const q = await buyQuote(auth, 100, { transferInMedium: 'card', transferOutMedium: 'blockchain' });
    expect(q.transferIn?.feeAmount).toBe(3);
    const created = await trade(auth, cardBuy(q.id as number));
    expect(amounts(created)).toEqual({ inAmount: 100, sendAmount: 103, receiveAmount: 100 });
  });

  it('a sell: inAmount is the BTC sold, as the quote asked', async () => {
    const { auth, traderId } = await readyTrader();
    const accountId = bankAccount(traderId);
    const q = await quote(auth, { baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: -0.001 });
    const response = await inject('POST', '/trades', auth, {
      priceQuoteId: q.id,
      transferIn: { medium: 'blockchain' },
      transferOut: { medium: 'bank', mediumReceiveAccountId: accountId },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Trade;
    expect(amounts(created)).toEqual({ inAmount: 0.001, sendAmount: 0.001, receiveAmount: 0.001 });
  });

  it('a recurring buy’s next trade covers the subscription’s amount again: inAmount 100, not the 103 paid', async () => {
    const trader = await readyTrader();
    const first = await trade(
      trader.auth,
      cardBuy((await buyQuote(trader.auth, 100)).id as number, { subscription: { frequency: 'daily' } }),
    );
    expect(amounts(first)).toEqual({ inAmount: 100, sendAmount: 103, receiveAmount: 100 });
    approveCardPayment(server.emulator, first.id, server.clock.now());
    await advance(24 * 3600 + 1);
    const [next] = (await inject('GET', '/trades', await relogin(trader))).json() as Trade[];
    expect(next).toMatchObject({ tradeSubscriptionId: first.tradeSubscriptionId, state: 'awaiting_transfer_in' });
    expect(next?.id).not.toBe(first.id);
    expect(amounts(next as Trade)).toEqual({ inAmount: 100, sendAmount: 103, receiveAmount: 100 });
  });
});

describe('the trader object counts trades', () => {
  const traderOf = async (auth: Auth) => {
    const response = await inject('GET', '/traders/me', auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      currentLimits: { card: { in: number }; bank: { in: number; out: number } };
      canTrade: boolean;
      canTradeAfter: string | null;
      cannotTradeReason: string | null;
    };
  };

  it('rule: currentLimits is what is left of the level limits after the trades that count', async () => {
    const { auth } = await readyTrader();
    const before = await traderOf(auth);
    await trade(auth, cardBuy((await buyQuote(auth, 100)).id as number));
    const after = await traderOf(auth);
    // The card buy of 100 EUR (103 paid with the fee) counts against the card limit only.
    expect(before.currentLimits.card.in - after.currentLimits.card.in).toBeGreaterThanOrEqual(100);
    expect(before.currentLimits.card.in - after.currentLimits.card.in).toBeLessThanOrEqual(103);
    expect(after.currentLimits.bank).toEqual(before.currentLimits.bank);
  });

  it('rule: a waiting period set by the sandbox shows as canTrade false, forced_delay and canTradeAfter', async () => {
    const trader = await readyTrader();
    const { auth, traderId } = trader;
    const blocked = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${traderId}/trade-block`,
      payload: { forcedDelaySeconds: 3600 },
    });
    const { forcedDelayUntil } = blocked.json() as { forcedDelayUntil: string };
    expect(await traderOf(auth)).toMatchObject({
      canTrade: false,
      cannotTradeReason: 'forced_delay',
      canTradeAfter: forcedDelayUntil,
    });
    await advance(3601);
    expect(await traderOf(await relogin(trader))).toMatchObject({
      canTrade: true,
      cannotTradeReason: null,
      canTradeAfter: null,
    });
  });
});

describe('the 10,000 EUR rule and the database', () => {
  it('rule: past 10,000 EUR of completed trades the trader is emailed a questionnaire and the next trades wait in reviewing until approved', async () => {
    const { auth, traderId, email } = await readyTrader();
    // A completed trade of 9,990 EUR already on record (faster than 40 days of level-limited buys).
    const seed = await paidBankTrade(auth, 100);
    await advance(61);
    server.db
      .prepare("UPDATE trade_trades SET eur_minor = 999000, create_time = '2020-01-01T00:00:00.000Z' WHERE id = ?")
      .run(seed.id);
    const crossing = await paidBankTrade(auth, 100);
    await advance(61);
    expect((await getTrade(auth, crossing.id)).state).toBe('completed_test');
    expect(readMailbox(server.db, email).some((m) => /proof of source of funds/i.test(m.subject))).toBe(true);
    const me = (await inject('GET', '/traders/me', auth)).json();
    expect(me.proofOfSourceOfFundsState).toBe('questionaire_sent');
    const next = await paidBankTrade(auth, 100);
    await advance(61);
    expect((await getTrade(auth, next.id)).state).toBe('reviewing');
    server.db.prepare("UPDATE trade_traders SET proof_of_funds_state = 'approved' WHERE id = ?").run(traderId);
    await advance(1);
    expect((await getTrade(auth, next.id)).state).toBe('completed_test');
  });

  it('rule: amounts in the database are integers in minor units', async () => {
    const { auth } = await readyTrader();
    await trade(auth, cardBuy((await buyQuote(auth, 12.34)).id as number));
    const columns = ['in_send_minor', 'in_receive_minor', 'out_send_minor', 'out_receive_minor', 'eur_minor'];
    const types = server.db
      .prepare(`SELECT DISTINCT ${columns.map((c) => `typeof(${c})`).join(' || ')} FROM trade_trades`)
      .pluck()
      .all();
    expect(types).toEqual(['integer'.repeat(columns.length)]);
    const quoteTypes = server.db
      .prepare('SELECT DISTINCT typeof(base_minor) || typeof(quote_minor) FROM trade_quotes')
      .pluck()
      .all();
    expect(quoteTypes).toEqual(['integerinteger']);
  });
});
