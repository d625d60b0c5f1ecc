// The browser API's trade routes against the emulator over real HTTP: each route's happy path and refusals, the
// live trade stream as the sandbox moves a bank buy, and nothing token-like in any answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeView } from '#contract/bff/trade';
import { exampleIban, typedIbans } from '#contract/trade/examples';
import { SESSION_COOKIE } from '../../src/browser-api/session-cookie';
import { startListeningTestServer, type TestServer } from '../support';
import { signUp, TestBrowser } from './browser';
import { eventData } from './sse';

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

let server: TestServer & { url: string };
/** Every answer body the browser got, checked at the end for anything token-like. */
const answers: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  server = await startListeningTestServer({ TRADE_POLL_MS: '600000', ALLOWED_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  // An aborted fetch() of an event stream may leave undici's spare connection open; it would hold the close.
  const closing = server.app.close();
  server.app.server.closeAllConnections();
  await closing;
});

/** A browser that records what it is answered. */
class RecordingBrowser extends TestBrowser {
  override async call(...args: Parameters<TestBrowser['call']>) {
    const response = await super.call(...args);
    answers.push(response.body);
    return response;
  }
  del = (url: string) => this.call('DELETE', url);
}

/** A signed-up customer with everything a trade needs to complete in the sandbox (address, funds, PEP, identity). */
async function customer(): Promise<{ browser: RecordingBrowser; traderId: number }> {
  const browser = new RecordingBrowser(server);
  const { traderId } = await signUp(browser);
  expect(
    (await browser.post('/api/trader/address', { street: 'Main St 1', city: 'Berlin', postalCode: '10115' }))
      .statusCode,
  ).toBe(201);
  const [bucket] = (await browser.get('/api/trader/source-of-funds/buckets')).json() as { id: number }[];
  await browser.post('/api/trader/source-of-funds', {
    originOfFunds: 'savings',
    annualTradeVolumeBucketId: bucket!.id,
    areFundsFromLegalActivities: true,
  });
  await browser.post('/api/trader/pep', { pepState: 'non_pep' });
  const skipped = await server.app.inject({
    method: 'POST',
    url: `/sandbox/traders/${traderId}/identification`,
    payload: { state: 'approved' },
  });
  expect(skipped.statusCode).toBe(200);
  const user = (await browser.storedSession())?.data.user;
  if (user) secrets.push(user.accessToken, user.refreshToken, ...(user.offlineToken ? [user.offlineToken] : []));
  return { browser, traderId };
}

const bankBuyQuote = {
  baseCurrency: 'EUR',
  quoteCurrency: 'BTC',
  baseAmount: -100,
  transferInMedium: 'bank',
  transferOutMedium: 'blockchain',
};

async function bankBuy(browser: RecordingBrowser): Promise<TradeView> {
  const quote = await browser.post('/api/trades/quotes', bankBuyQuote);
  expect(quote.statusCode).toBe(201);
  const created = await browser.post('/api/trades', {
    priceQuoteId: (quote.json() as { id: number }).id,
    transferIn: { medium: 'bank' },
    transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as TradeView;
}

/** Reads the `trade` events of `/api/trades/:id/events` over real HTTP until `done`; `onEvent` runs after each. */
async function readTradeEvents(
  browser: TestBrowser,
  id: number,
  done: (states: string[]) => boolean,
  onEvent: (states: string[]) => Promise<void>,
): Promise<{ states: string[]; bodies: string[] }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/trades/${id}/events`, {
    headers: { cookie: `${SESSION_COOKIE}=${browser.sessionId}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const states: string[] = [];
  const bodies: string[] = [];
  const timeout = setTimeout(() => controller.abort(), 15_000);
  try {
    for await (const data of eventData(response.body!, 'trade')) {
      bodies.push(data);
      states.push((JSON.parse(data) as { state: string }).state);
      await onEvent(states);
      if (done(states)) break;
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  answers.push(...bodies);
  return { states, bodies };
}

/** A card buy of EUR 20 by `browser`: its price quote (checked), then the trade as the BFF answers it. */
async function cardBuy(browser: TestBrowser, returnUrl?: string) {
  const quote = await browser.post('/api/trades/quotes', {
    ...bankBuyQuote,
    baseAmount: -20,
    transferInMedium: 'card',
  });
  expect(quote.statusCode, quote.body).toBe(201);
  return browser.post('/api/trades', {
    priceQuoteId: (quote.json() as { id: number }).id,
    transferIn: { medium: 'card' },
    transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
    returnUrl,
  });
}

describe('trade routes through the emulator', () => {
  it('lists payment methods with canTrade, and prices a quote with an id', async () => {
    const { browser } = await customer();
    const methods = await browser.get('/api/trades/payment-methods?inCurrency=EUR');
    expect(methods.statusCode).toBe(200);
    expect((methods.json() as { inMedium: string; canTrade?: boolean }[]).map((m) => m.inMedium)).toContain('bank');
    const quote = await browser.post('/api/trades/quotes', bankBuyQuote);
    expect(quote.statusCode).toBe(201);
    const body = quote.json() as { id: number; baseAmount: number; quoteAmount: number };
    expect(body.id).toBeGreaterThan(0);
    expect(body.quoteAmount).toBeGreaterThan(0);
    const again = await browser.get(`/api/trades/quotes/${body.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: body.id });
  });

  it('creates a bank buy to the customer’s testnet address, lists it, reads it and cancels it; the view keeps no upstream ids', async () => {
    const { browser } = await customer();
    const trade = await bankBuy(browser);
    expect(trade).toMatchObject({
      state: 'awaiting_transfer_in',
      transferIn: { medium: 'bank', details: { referenceText: expect.any(String) } },
      transferOut: { medium: 'blockchain', details: { account: TESTNET_ADDRESS } },
      recurringBuyId: null,
    });
    for (const key of ['traderId', 'tradeSubscriptionId']) expect(trade).not.toHaveProperty(key);
    expect((trade as unknown as { transferIn: object }).transferIn).not.toHaveProperty('id');
    const list = await browser.get('/api/trades');
    expect((list.json() as { id: number }[]).map((t) => t.id)).toEqual([trade.id]);
    expect((await browser.get(`/api/trades/${trade.id}`)).json()).toMatchObject({ id: trade.id });
    const cancelled = await browser.post(`/api/trades/${trade.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: trade.id, state: 'cancelled' });
    const twice = await browser.post(`/api/trades/${trade.id}/cancel`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: 'trade_not_cancellable' });
  });

  it('rule: the trade view’s inAmount is the 100 EUR the trade covers; transferIn.sendAmount adds the 0.25 % bank fee', async () => {
    const { browser } = await customer();
    const trade = await bankBuy(browser);
    expect(trade).toMatchObject({ inAmount: 100, transferIn: { sendAmount: 100.25, receiveAmount: 100 } });
    const [listed] = (await browser.get('/api/trades')).json() as TradeView[];
    expect(listed).toMatchObject({ inAmount: 100, transferIn: { sendAmount: 100.25 } });
  });

  it('rule: a card buy returns to the BFF trade return page by default, or to an allowed partner page; the payment page URL passes through', async () => {
    const { browser } = await customer();
    const created = await cardBuy(browser);
    expect(created.statusCode, created.body).toBe(201);
    const details = (created.json() as { transferIn: { details: Record<string, unknown> } }).transferIn.details;
    expect(details.returnUrl).toBe(`${server.url}/api/trades/return`);
    expect(details.redirectUrl).toEqual(expect.stringMatching(/^https?:\/\//));
    expect(Object.keys(details).sort()).toEqual(['redirectUrl', 'returnUrl']); // no provider payment ids
    const refused = await cardBuy(browser, 'https://evil.example/back');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'return_url_not_allowed', field: 'returnUrl' });
  });

  it('rule: a card buy of the widget opened on its own (`/widget/`, no frame) returns to it: the BFF’s own origin is allowed, a foreign one still refused', async () => {
    const { browser } = await customer();
    const refused = await cardBuy(browser, 'https://evil.example/widget/');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'return_url_not_allowed', field: 'returnUrl' });
    const widgetPage = `${server.url}/widget/?lang=de`;
    const created = await cardBuy(browser, widgetPage);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ transferIn: { medium: 'card', details: { returnUrl: widgetPage } } });
    // The card payment page sends the customer back to the widget with the result.
    const { id } = created.json() as { id: number };
    const paid = await server.app.inject({
      method: 'POST',
      url: `/sandbox/trades/${id}/card-payment`,
      payload: { result: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = new URL((paid.json() as { location: string }).location);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/widget/`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ lang: 'de', result: 'approved', tradeId: String(id) });
  });

  it('rule: a card buy from a partner app on an allowed origin returns to the BFF page, which tells that origin and no other', async () => {
    const { browser } = await customer();
    const partner = new TestBrowser(server, 'https://partner.example');
    partner.sessionId = browser.sessionId;
    const created = await cardBuy(partner);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    // The card payment page sends the customer back with the result and the trade id added.
    const paid = await server.app.inject({
      method: 'POST',
      url: `/sandbox/trades/${id}/card-payment`,
      payload: { result: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = new URL((paid.json() as { location: string }).location);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/api/trades/return`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      opener: 'https://partner.example',
      result: 'approved',
      tradeId: String(id),
    });
    const page = await new TestBrowser(server).get(`${back.pathname}${back.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"tradekit:trade-return"');
    expect(page.body).toContain('var origin = "https://partner.example";');
    const forged = await new TestBrowser(server).get('/api/trades/return?opener=https%3A%2F%2Fevil.example');
    expect(forged.body).toContain(`var origin = ${JSON.stringify(server.url)};`);
  });

  it('the trade return page tells the widget on the BFF origin only, under its own nonce CSP', async () => {
    const page = await new TestBrowser(server).get('/api/trades/return');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('"tradekit:trade-return"');
    expect(page.body).toContain(JSON.stringify(server.url));
  });

  it('rule: the payout address must be of the BFF’s network (testnet in the sandbox); a bad one is a 400 naming the field, never sent upstream', async () => {
    const { browser } = await customer();
    const quote = (await browser.post('/api/trades/quotes', bankBuyQuote)).json() as { id: number };
    for (const walletAddress of [MAINNET_ADDRESS, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy', 'not an address']) {
      const response = await browser.post('/api/trades', {
        priceQuoteId: quote.id,
        transferIn: { medium: 'bank' },
        transferOut: { medium: 'blockchain', walletAddress },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_blockchain_account',
        field: 'transferOut.walletAddress',
      });
    }
    const missing = await browser.post('/api/trades', {
      priceQuoteId: quote.id,
      transferIn: { medium: 'bank' },
      transferOut: { medium: 'blockchain' },
    });
    expect(missing.json()).toMatchObject({ error: 'invalid_request', field: 'transferOut.walletAddress' });
    const sellWithoutAccount = await browser.post('/api/trades', {
      priceQuoteId: quote.id,
      transferIn: { medium: 'blockchain' },
      transferOut: { medium: 'bank' },
    });
    expect(sellWithoutAccount.json()).toMatchObject({ error: 'invalid_request', field: 'transferOut.bankAccountId' });
    const noSuchPair = await browser.post('/api/trades', {
      priceQuoteId: quote.id,
      transferIn: { medium: 'card' },
      transferOut: { medium: 'card' },
    });
    expect(noSuchPair.json()).toMatchObject({ error: 'invalid_request', field: 'transferOut.medium' });
    const badBody = await browser.post('/api/trades', { priceQuoteId: 'one', transferIn: { medium: 'bank' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ error: 'invalid_request', field: 'priceQuoteId' });
    // The quote was not spent by any refusal: it still trades.
    const ok = await browser.post('/api/trades', {
      priceQuoteId: quote.id,
      transferIn: { medium: 'bank' },
      transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('rule: another customer’s trade is the service’s 404, on read, cancel and stream alike', async () => {
    const { browser: owner } = await customer();
    const trade = await bankBuy(owner);
    const { browser: other } = await customer();
    for (const response of [
      await other.get(`/api/trades/${trade.id}`),
      await other.post(`/api/trades/${trade.id}/cancel`),
      await other.get(`/api/trades/${trade.id}/events`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'trade_not_found' });
    }
    expect((await owner.get(`/api/trades/${trade.id}`)).json()).toMatchObject({ state: 'awaiting_transfer_in' });
  });

  it('rule: every trade route needs a signed-in session (401), and the state-changing ones the CSRF header and an allowed Origin (403)', async () => {
    const anonymous = new RecordingBrowser(server);
    for (const [method, url] of [
      ['GET', '/api/trades/payment-methods'],
      ['POST', '/api/trades/quotes'],
      ['GET', '/api/trades/quotes/1'],
      ['POST', '/api/trades'],
      ['GET', '/api/trades'],
      ['GET', '/api/trades/1'],
      ['POST', '/api/trades/1/cancel'],
      ['GET', '/api/trades/1/events'],
      ['POST', '/api/trades/1/test/bank-transfer'],
      ['GET', '/api/bank-accounts'],
      ['POST', '/api/bank-accounts'],
      ['DELETE', '/api/bank-accounts/1'],
      ['GET', '/api/recurring-buys'],
      ['POST', '/api/recurring-buys/1/stop'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await anonymous.call(method, url, body);
      // A bad body is refused before the session is looked at only by the schema; either way nothing is done.
      expect([400, 401], `${method} ${url}`).toContain(response.statusCode);
      if (body === undefined || url.endsWith('/cancel') || url.endsWith('/stop') || url.endsWith('bank-transfer'))
        expect(response.json(), `${method} ${url}`).toMatchObject({ error: 'not_signed_in' });
    }
    const { browser } = await customer();
    const trade = await bankBuy(browser);
    const forged = await browser.call('POST', `/api/trades/${trade.id}/cancel`, undefined, {
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'csrf_rejected' });
    const noHeader = await browser.call('POST', `/api/trades/${trade.id}/cancel`, undefined, {
      'x-tradekit-request': '',
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await browser.get(`/api/trades/${trade.id}`)).json()).toMatchObject({ state: 'awaiting_transfer_in' });
  });

  it('bank accounts: create, list, delete; a bad IBAN is the service’s 400; the views carry no trader id', async () => {
    const { browser } = await customer();
    const account = {
      account: { currency: 'EUR', bic: 'DEUTDEFF', number: 'DE89370400440532013000' },
      bank: { address: { country: 'DE' } },
      holder: {
        name: 'Ada Lovelace',
        address: { street: 'Main St 1', zipcode: '10115', city: 'Berlin', country: 'DE' },
      },
    };
    const created = await browser.post('/api/bank-accounts', account);
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json() as { id: number };
    expect(view).toMatchObject({ account: { type: 'sepa', number: 'DE89370400440532013000' } });
    expect(view).not.toHaveProperty('traderId');
    expect(view).not.toHaveProperty('trader_id');
    expect((await browser.get('/api/bank-accounts')).json()).toEqual([view]);
    const bad = await browser.post('/api/bank-accounts', {
      ...account,
      account: { ...account.account, number: 'DE00370400440532013000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_iban' });
    const missingBic = await browser.post('/api/bank-accounts', {
      ...account,
      account: { ...account.account, bic: 'x' },
    });
    expect(missingBic.json()).toMatchObject({ error: 'invalid_request', field: 'account.bic' });
    const removed = await browser.del(`/api/bank-accounts/${view.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await browser.get('/api/bank-accounts')).json()).toEqual([]);
    expect((await browser.del(`/api/bank-accounts/${view.id}`)).statusCode).toBe(404);
  });

  it('bank accounts: an IBAN typed with separators is registered in its electronic format; a bad one so typed is invalid_iban', async () => {
    const { browser } = await customer();
    const account = (number: string) => ({
      account: { currency: 'DKK', bic: 'DABADKKK', number },
      bank: { address: { country: 'DK' } },
      holder: {
        name: 'Ada Lovelace',
        address: { street: 'Main St 1', zipcode: '10115', city: 'Berlin', country: 'DE' },
      },
    });
    for (const [kind, typed] of typedIbans) {
      const created = await browser.post('/api/bank-accounts', account(typed));
      expect(created.statusCode, `${kind}: ${created.body}`).toBe(201);
      expect(created.json(), kind).toMatchObject({ account: { type: 'sepa', number: exampleIban } });
    }
    const bad = await browser.post('/api/bank-accounts', account('dk51-0040-0440\u200b1162.43'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_iban' });
    const stored = (await browser.get('/api/bank-accounts')).json() as { account: { number: string } }[];
    expect(stored.map((a) => a.account.number)).toEqual(typedIbans.map(() => exampleIban));
  });

  it('rule: bank accounts: an IBAN of a SEPA country registers without a BIC; an account outside SEPA without one is refused on account.bic', async () => {
    const { browser } = await customer();
    const holder = {
      name: 'Ada Lovelace',
      address: { street: 'Main St 1', zipcode: '10115', city: 'Berlin', country: 'DE' },
    };
    for (const bic of [undefined, null, '']) {
      const created = await browser.post('/api/bank-accounts', {
        account: { currency: 'EUR', number: 'DE89 3704 0044 0532 0130 00', ...(bic === undefined ? {} : { bic }) },
        bank: { address: { country: 'DE' } },
        holder,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ account: { type: 'sepa', bic: '', number: 'DE89370400440532013000' } });
    }
    const turkish = await browser.post('/api/bank-accounts', {
      account: { currency: 'EUR', number: 'TR33 0006 1005 1978 6457 8413 26', bic: '' },
      bank: { address: { country: 'TR' } },
      holder,
    });
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toMatchObject({ error: 'invalid_request', field: 'account.bic' });
    expect((await browser.get('/api/bank-accounts')).json()).toHaveLength(3);
  });

  it('recurring buys: listed, and one that is not the customer’s cannot be stopped (404)', async () => {
    const { browser } = await customer();
    const list = await browser.get('/api/recurring-buys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const stop = await browser.post('/api/recurring-buys/999999/stop');
    expect(stop.statusCode).toBe(404);
    expect(stop.json()).toMatchObject({ error: 'subscription_not_found' });
  });

  it('rule: the stream shows a bank buy created → processing → completed_test live as the sandbox moves it', async () => {
    const { browser } = await customer();
    const trade = await bankBuy(browser);
    const { states } = await readTradeEvents(
      browser,
      trade.id,
      (seen) => seen.includes('completed_test'),
      async (seen) => {
        if (seen.at(-1) === 'awaiting_transfer_in') {
          const paid = await browser.post(`/api/trades/${trade.id}/test/bank-transfer`);
          expect(paid.statusCode, paid.body).toBe(200);
        }
        // A sandbox minute after payment the trade completes; the emulator's webhook tells the BFF.
        if (seen.at(-1) === 'processing')
          await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds: 61 } });
      },
    );
    expect(states).toEqual(['awaiting_transfer_in', 'processing', 'completed_test']);
    const done = (await browser.get(`/api/trades/${trade.id}`)).json() as { receiptUrl?: string };
    expect(done.receiptUrl).toEqual(expect.stringMatching(/^https?:\/\//));
  });

  it('rule: nothing token-like or partner-secret reaches the browser in any answer above', () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(secrets.length).toBeGreaterThan(0);
    const all = answers.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    for (const word of ['access_token', 'refresh_token', 'offline_token', 'request_id', 'accessToken', 'refreshToken'])
      expect(all).not.toContain(word);
    for (const secret of [
      server.sandbox.partnerWebhookSecret,
      server.sandbox.merchantApiSecret,
      server.sandbox.partnerId,
    ])
      expect(all).not.toContain(secret);
  });
});
