// Sandbox tools of trading (trades.md, "Trade states"): what a trade may wait on (a corporate trader's company
// review, a waiting period before trading), the card payment page and its JSON twin, the receipt page, and trades in
// review going on once the trader's information is complete. Trades are written with the trade store as trade
// creation writes them (the route that creates them is another part's).
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { findTrade, tradeHistory } from '../../../src/emulator/trade/trade-store';
import { btcToSatoshi, currencyExponent, fiatToMinor, unitPriceMinor } from '#contract/money';
import { formatAmount, formatMinor, formatZonedDateTime } from '#i18n/format';
import {
  corporateTraderAwaitingReview as corporateTraderAwaitingReviewOf,
  kycReview,
  partnerJwt,
  signedInTrader,
  startTrade,
  uniqueEmail,
  type TestServer,
} from '../trade/helpers';
import { PAYOUT_ADDRESS, insertAwaitingTrade, type AwaitingTradeOptions } from './trade-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;
const trade = {
  get: (url: string, headers: Headers) => server.app.inject({ method: 'GET', url: `/trade${url}`, headers }),
  post: (url: string, payload: object, headers: Headers) =>
    server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers }),
};
const sandbox = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/sandbox${url}`, payload });

function expectSandboxError(response: { statusCode: number; json: () => unknown; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
}

/** A corporate trader whose KYB documents are requested (helpers.ts), as the trader object says. */
async function corporateTraderAwaitingReview() {
  const trader = await corporateTraderAwaitingReviewOf(server);
  expect((await trade.get('/traders/me', trader.auth)).json().kybState).toBe('documents_requested');
  return trader;
}

describe('POST /sandbox/traders/{id}/company-review', () => {
  it('rule: approved concludes the KYB: the trader object reads kybState approved, and the trader is emailed', async () => {
    const { auth, email, traderId } = await corporateTraderAwaitingReview();
    const response = await sandbox(`/traders/${traderId}/company-review`, { result: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ traderId, result: 'approved', kybState: 'approved' });
    const me = (await trade.get('/traders/me', auth)).json();
    expect(me.kybState).toBe('approved');
    expect(me.tradeSubscriptionsAllowed).toBe(true);
    expect(server.db.prepare('SELECT kyb_state FROM trade_traders WHERE id = ?').pluck().get(traderId)).toBe(
      'approved',
    );
    expect(readMailbox(server.db, email)[0]).toMatchObject({ subject: 'Your business is verified' });
  });

  it('choice: rejected is stored (trades waiting on it are rejected) while kybState stays documents_requested, the spec having no rejected value; the trader is emailed', async () => {
    const { auth, email, traderId } = await corporateTraderAwaitingReview();
    const response = await sandbox(`/traders/${traderId}/company-review`, { result: 'rejected' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ traderId, result: 'rejected', kybState: 'documents_requested' });
    expect((await trade.get('/traders/me', auth)).json().kybState).toBe('documents_requested');
    expect(server.db.prepare('SELECT kyb_state FROM trade_traders WHERE id = ?').pluck().get(traderId)).toBe(
      'rejected',
    );
    expect(readMailbox(server.db, email)[0]).toMatchObject({ subject: 'We could not verify your business' });
  });

  it('rule: an individual trader has no company review: 400, nothing stored, no email', async () => {
    const { email, traderId } = await signedInTrader(server);
    const before = readMailbox(server.db, email).length;
    expectSandboxError(await sandbox(`/traders/${traderId}/company-review`, { result: 'approved' }), 400);
    expect(server.db.prepare('SELECT kyb_state FROM trade_traders WHERE id = ?').pluck().get(traderId)).toBeNull();
    expect(readMailbox(server.db, email)).toHaveLength(before);
  });

  it('rule: before the KYB documents were requested the review cannot be concluded: 400', async () => {
    const { auth, traderId } = await signedInTrader(server, { accountType: 'corporate' });
    const response = await sandbox(`/traders/${traderId}/company-review`, { result: 'approved' });
    expectSandboxError(response, 400);
    expect(response.json().message).toContain('not requested');
    expect((await trade.get('/traders/me', auth)).json().kybState).toBe('pending');
  });

  it('rule: an unknown trader is 404; a bad result or id is 400', async () => {
    expectSandboxError(await sandbox('/traders/999999/company-review', { result: 'approved' }), 404);
    const { traderId } = await corporateTraderAwaitingReview();
    expectSandboxError(await sandbox(`/traders/${traderId}/company-review`, { result: 'maybe' }), 400);
    expectSandboxError(await sandbox(`/traders/${traderId}/company-review`, {}), 400);
    expectSandboxError(await sandbox('/traders/abc/company-review', { result: 'approved' }), 400);
  });
});

describe('POST /sandbox/traders/{id}/proof-of-funds', () => {
  /** A trader whose completed trades passed 10,000 EUR, and a second trade waiting in review on the proof. */
  async function traderPastTenThousand() {
    const trader = await individualTrader(true);
    const big = insertCardTrade(trader.traderId, { eurMinor: 10_000_01 });
    await sandbox(`/trades/${big.id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(big.id)).toBe('completed_test');
    const next = insertCardTrade(trader.traderId);
    await sandbox(`/trades/${next.id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(next.id)).toBe('reviewing');
    return { ...trader, waiting: next.id };
  }

  it('rule: approved lets the trade waiting on the proof complete; the trader is emailed', async () => {
    const { email, traderId, waiting } = await traderPastTenThousand();
    const response = await sandbox(`/traders/${traderId}/proof-of-funds`, { result: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ traderId, proofOfSourceOfFundsState: 'approved' });
    expect(stateOf(waiting)).toBe('completed_test');
    expect(readMailbox(server.db, email).map((mail) => mail.subject)).toContain('Your source of funds is confirmed');
  });

  it('rule: rejected rejects the trade waiting on the proof', async () => {
    const { traderId, waiting } = await traderPastTenThousand();
    const response = await sandbox(`/traders/${traderId}/proof-of-funds`, { result: 'rejected' });
    expect(response.json()).toEqual({ traderId, proofOfSourceOfFundsState: 'rejected' });
    expect(stateOf(waiting)).toBe('rejected');
  });

  it('rule: a trader not asked for the proof (under 10,000 EUR) is 400; an unknown trader 404', async () => {
    const { traderId } = await signedInTrader(server);
    expectSandboxError(await sandbox(`/traders/${traderId}/proof-of-funds`, { result: 'approved' }), 400);
    expect(
      server.db.prepare('SELECT proof_of_funds_state FROM trade_traders WHERE id = ?').pluck().get(traderId),
    ).toBeNull();
    expectSandboxError(await sandbox('/traders/999999/proof-of-funds', { result: 'approved' }), 404);
  });
});

describe('POST /sandbox/traders/{id}/trade-block', () => {
  const delayOf = (traderId: number) =>
    server.db.prepare('SELECT forced_delay_until FROM trade_traders WHERE id = ?').pluck().get(traderId);

  it('rule: forcedDelaySeconds sets forced_delay_until to the sandbox clock plus that many seconds', async () => {
    const { traderId } = await signedInTrader(server);
    const now = server.clock.now().getTime();
    const response = await sandbox(`/traders/${traderId}/trade-block`, { forcedDelaySeconds: 3600 });
    expect(response.statusCode, response.body).toBe(200);
    const { forcedDelayUntil } = response.json();
    expect(response.json()).toEqual({ traderId, forcedDelayUntil: expect.any(String) });
    const until = Date.parse(forcedDelayUntil);
    expect(until - now).toBeGreaterThanOrEqual(3600_000);
    expect(until - now).toBeLessThan(3600_000 + 60_000);
    expect(delayOf(traderId)).toBe(forcedDelayUntil);
  });

  it('rule: 0, null or no forcedDelaySeconds lifts the wait', async () => {
    const { traderId } = await signedInTrader(server);
    for (const body of [{ forcedDelaySeconds: 0 }, { forcedDelaySeconds: null }, {}]) {
      await sandbox(`/traders/${traderId}/trade-block`, { forcedDelaySeconds: 60 });
      const response = await sandbox(`/traders/${traderId}/trade-block`, body);
      expect(response.json(), JSON.stringify(body)).toEqual({ traderId, forcedDelayUntil: null });
      expect(delayOf(traderId)).toBeNull();
    }
  });

  it('rule: a negative, fractional or non-number delay is 400; an unknown trader 404', async () => {
    const { traderId } = await signedInTrader(server);
    for (const forcedDelaySeconds of [-1, 1.5, '60'])
      expectSandboxError(await sandbox(`/traders/${traderId}/trade-block`, { forcedDelaySeconds }), 400);
    expectSandboxError(await sandbox('/traders/999999/trade-block', { forcedDelaySeconds: 60 }), 404);
  });
});

// ——— Trades written as trade creation writes them ———

/** A card buy awaiting payment (trade-rows.ts), its browser sent back to the partner's page unless said otherwise. */
const insertCardTrade = (traderId: number, options: AwaitingTradeOptions = {}) =>
  insertAwaitingTrade(server, traderId, 'card', { returnUrl: 'https://partner.example/back?step=pay', ...options });
const insertBankTrade = (traderId: number) => insertAwaitingTrade(server, traderId, 'bank').id;

/** The value a page's definition list gives `label`, as text (the pages escape nothing these hold). */
const fact = (html: string, label: string) =>
  new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd>([^<]*)</dd>`).exec(html)?.[1];
const stateOf = (tradeId: number) => findTrade(server.db, tradeId)?.state;
const page = (paymentId: string) =>
  server.app.inject({ method: 'GET', url: `/sandbox/card-payments/${encodeURIComponent(paymentId)}` });
const postForm = (paymentId: string, result: string) =>
  server.app.inject({
    method: 'POST',
    url: `/sandbox/card-payments/${encodeURIComponent(paymentId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ result }).toString(),
  });
const advance = (seconds: number) =>
  server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds } });

/** An individual trader with address, source of funds and PEP status, and identification as asked. */
async function individualTrader(identified: boolean) {
  const trader = await signedInTrader(server);
  const steps: [string, object][] = [
    ['/traders/me/address', { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' }],
    [
      '/traders/me/source-of-funds',
      { originOfFunds: 'savings', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
    ],
    ['/traders/me/pep', { pepState: 'non_pep' }],
  ];
  for (const [url, body] of steps) expect((await trade.post(url, body, trader.auth)).statusCode).toBeLessThan(300);
  if (identified)
    expect((await sandbox(`/traders/${trader.traderId}/identification`, { state: 'approved' })).statusCode).toBe(200);
  return trader;
}

describe('the card payment page (GET/POST {sandboxUrl}/card-payments/{paymentId})', () => {
  it('rule: it shows the amount, the currency and the merchant (the partner’s name), with three buttons in forms', async () => {
    const { traderId } = await signedInTrader(server);
    const { paymentId } = insertCardTrade(traderId);
    const response = await page(paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('EUR\u00a0103.00');
    const partner = server.db.prepare('SELECT name FROM partners WHERE id = ?').pluck().get(server.sandbox.partnerId);
    expect(html).toContain(`<dd>${partner as string}</dd>`);
    const forms = html.match(/<form method="post" action="[^"]+">/g) ?? [];
    expect(forms).toHaveLength(3);
    for (const form of forms) expect(form).toContain(`/sandbox/card-payments/${paymentId}`);
    for (const result of ['approved', 'declined', 'cancelled'])
      expect(html).toContain(`<input type="hidden" name="result" value="${result}">`);
  });

  it('rule (a11y): one h1, a lang attribute, every button named by its text, no script needed', async () => {
    const { traderId } = await signedInTrader(server);
    const html = (await page(insertCardTrade(traderId).paymentId)).body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    const buttons = [...html.matchAll(/<button type="submit"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(['Approve payment', 'Decline payment', 'Cancel payment']);
    expect(html.match(/<button/g)).toHaveLength(3); // every button is one of those: a real, named button
    expect(html).not.toMatch(/<script|onclick|tabindex="-1"/i);
    expect(html).toContain('<main>');
  });

  it('rule: approve by form: authorized and captured (processing), then 303 to returnUrl with result and tradeId', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId);
    const response = await postForm(paymentId, 'approved');
    expect(response.statusCode, response.body).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://partner.example/back');
    expect(Object.fromEntries(location.searchParams)).toEqual({ step: 'pay', result: 'approved', tradeId: String(id) });
    expect(stateOf(id)).toBe('processing');
    expect(tradeHistory(server.db, id).map((row) => row.move)).toEqual(['created', 'card_authorized', 'card_captured']);
  });

  it('rule: decline by form rejects the trade and cancel by form cancels it, each redirected with its result', async () => {
    const { traderId } = await signedInTrader(server);
    for (const [result, state] of [
      ['declined', 'rejected'],
      ['cancelled', 'cancelled'],
    ] as const) {
      const { id, paymentId } = insertCardTrade(traderId);
      const response = await postForm(paymentId, result);
      expect(response.statusCode).toBe(303);
      expect(new URL(response.headers.location as string).searchParams.get('result')).toBe(result);
      expect(stateOf(id)).toBe(state);
    }
  });

  it('rule: without a returnUrl the form post answers a plain result page', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId, { returnUrl: null });
    const response = await postForm(paymentId, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Payment approved</h1>');
    expect(response.body).toMatch(/<html lang="en">/);
    expect(stateOf(id)).toBe('processing');
  });

  it('rule: once decided the page shows what happened instead of the buttons; another post is 409 and changes nothing', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId);
    await postForm(paymentId, 'declined');
    const shown = await page(paymentId);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('This payment was declined');
    expect(shown.body).not.toContain('<button');
    const again = await postForm(paymentId, 'approved');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment was declined');
    expect(stateOf(id)).toBe('rejected');
  });

  it('rule: a payment not made before the quote expired shows as expired and cannot be approved', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId);
    await advance(15 * 60 + 1);
    expect((await page(paymentId)).body).toContain('not made in time');
    expect((await postForm(paymentId, 'approved')).statusCode).toBe(409);
    expect(stateOf(id)).toBe('expired');
  });

  it('rule: the trader’s own cancel and the page: whichever comes first wins, the other is refused', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId);
    await postForm(paymentId, 'cancelled');
    const response = await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    expectSandboxError(response, 400);
    expect(stateOf(id)).toBe('cancelled');
    expect((await page(paymentId)).body).toContain('This payment was cancelled');
  });

  it('rule: an unknown payment id is a 404 page', async () => {
    for (const paymentId of ['no-such-payment', '<script>x</script>']) {
      const response = await page(paymentId);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Card payment not found</h1>');
      expect(response.body).not.toContain('<script>');
    }
    expect((await postForm('no-such-payment', 'approved')).statusCode).toBe(404);
  });

  it('rule: a bad result in the form post is 400 and changes nothing', async () => {
    const { traderId } = await signedInTrader(server);
    const { id, paymentId } = insertCardTrade(traderId);
    expect((await postForm(paymentId, 'maybe')).statusCode).toBe(400);
    expect(stateOf(id)).toBe('awaiting_transfer_in');
  });

  it('rule: the merchant’s name is escaped', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const created = await sandbox('/partners', {
      name: '<b>Acme & "Co"</b>',
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const signedUp = await server.app.inject({
      method: 'POST',
      url: '/trade/signup/trader',
      payload: { email: uniqueEmail(), password: 'correct horse battery', partnerId: created.json().partnerId },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const html = (await page(insertCardTrade(signedUp.json().trader.id).paymentId)).body;
    expect(html).toContain('&lt;b&gt;Acme &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>Acme');
  });
});

describe('POST {sandboxUrl}/trades/{id}/card-payment (JSON, for scripts)', () => {
  it('rule: approved, declined and cancelled move the trade as the page does and answer where the browser would go', async () => {
    const { traderId } = await signedInTrader(server);
    for (const [result, state] of [
      ['approved', 'processing'],
      ['declined', 'rejected'],
      ['cancelled', 'cancelled'],
    ] as const) {
      const { id } = insertCardTrade(traderId);
      const response = await sandbox(`/trades/${id}/card-payment`, { result });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        tradeId: id,
        result,
        state,
        location: `https://partner.example/back?step=pay&result=${result}&tradeId=${id}`,
      });
      expect(stateOf(id)).toBe(state);
    }
    const { id } = insertCardTrade(traderId, { returnUrl: null });
    expect((await sandbox(`/trades/${id}/card-payment`, { result: 'approved' })).json().location).toBeNull();
  });

  it('rule: an unknown trade is 404; a trade not paid by card or no longer awaiting payment is 400', async () => {
    expectSandboxError(await sandbox('/trades/999999/card-payment', { result: 'approved' }), 404);
    const { traderId } = await signedInTrader(server);
    const bank = insertBankTrade(traderId);
    expectSandboxError(await sandbox(`/trades/${bank}/card-payment`, { result: 'approved' }), 400);
    expect(stateOf(bank)).toBe('awaiting_transfer_in');
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    const again = await sandbox(`/trades/${id}/card-payment`, { result: 'declined' });
    expectSandboxError(again, 400);
    expect(again.json().error).toBe('not_awaiting_payment');
    expect(stateOf(id)).toBe('processing');
  });

  it('rule: a malformed body or id is 400', async () => {
    expectSandboxError(await sandbox('/trades/1/card-payment', { result: 'yes' }), 400);
    expectSandboxError(await sandbox('/trades/1/card-payment', {}), 400);
    expectSandboxError(await sandbox('/trades/x/card-payment', { result: 'approved' }), 400);
  });
});

describe('the receipt page at receiptUrl', () => {
  it('rule: a completed trade’s receipt shows amounts, rate, fees, payout address, txid and dates', async () => {
    const { traderId } = await individualTrader(true);
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    await advance(61);
    const completed = findTrade(server.db, id);
    expect(completed?.state).toBe('completed_test');
    const url = new URL(`/sandbox/receipts/${completed?.receipt_id}`, server.config.publicUrl);
    const response = await server.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain(`<h1>Receipt for trade ${id}</h1>`);
    // rule: every figure, date and state reads as the widget shows it (#i18n/format), never raw.
    expect(fact(html, 'You paid')).toBe('EUR\u00a0103.00');
    expect(fact(html, 'Payment fee')).toBe('EUR\u00a03.00');
    expect(fact(html, 'Rate')).toBe('1 BTC = EUR\u00a0100,000.00'); // 100.00 EUR bought 0.001 BTC
    expect(fact(html, 'Payout fee')).toBe('BTC\u00a00.00002000');
    expect(fact(html, 'You received')).toBe('BTC\u00a00.00098000');
    expect(fact(html, 'State')).toBe('Completed (test)');
    expect(html).toContain(PAYOUT_ADDRESS);
    expect(html).toContain(completed?.payout_txid as string);
    expect(fact(html, 'Created')).toBe(formatZonedDateTime(completed?.create_time as string, 'en'));
    const completedAt = tradeHistory(server.db, id).find((row) => row.move === 'completed')?.time;
    expect(fact(html, 'Completed')).toBe(formatZonedDateTime(completedAt as string, 'en'));
    expect(fact(html, 'Completed')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC$/);
  });

  it('rule: an unknown receipt id, or that of a trade not completed, is a 404 page', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/sandbox/receipts/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Receipt not found</h1>');
    const { traderId } = await signedInTrader(server);
    const { id } = insertCardTrade(traderId);
    const pending = findTrade(server.db, id)?.receipt_id as string;
    expect((await server.app.inject({ method: 'GET', url: `/sandbox/receipts/${pending}` })).statusCode).toBe(404);
  });
});

describe('trades in review go on once the trader’s information is complete', () => {
  it('rule (end to end): corporate trader, all steps, card buy → reviewing; company review approved → completed_test', async () => {
    const { email, traderId } = await corporateTraderAwaitingReview();
    const { id, paymentId } = insertCardTrade(traderId);
    expect((await postForm(paymentId, 'approved')).statusCode).toBe(303);
    await advance(61);
    expect(stateOf(id)).toBe('reviewing');
    expect((await sandbox(`/traders/${traderId}/company-review`, { result: 'approved' })).statusCode).toBe(200);
    expect(stateOf(id)).toBe('completed_test');
    expect(readMailbox(server.db, email).map((mail) => mail.subject)).toContain(`Your trade ${id} is completed`);
  });

  it('rule: company review rejected → the trade in review is rejected', async () => {
    const { traderId } = await corporateTraderAwaitingReview();
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(id)).toBe('reviewing');
    await sandbox(`/traders/${traderId}/company-review`, { result: 'rejected' });
    expect(stateOf(id)).toBe('rejected');
  });

  it('rule: identification approved by the sandbox tool completes a trade waiting in review', async () => {
    const { traderId } = await individualTrader(false);
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(id)).toBe('reviewing');
    await sandbox(`/traders/${traderId}/identification`, { state: 'approved' });
    expect(stateOf(id)).toBe('completed_test');
  });

  it('rule: identification approved on the identity provider page completes a trade waiting in review', async () => {
    const { auth, traderId } = await individualTrader(false);
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(id)).toBe('reviewing');
    const attempt = await trade.post('/kyc/identification-attempts', {}, auth);
    expect(attempt.statusCode, attempt.body).toBe(201);
    const decided = await sandbox(`/identity/${attempt.json().id}`, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(stateOf(id)).toBe('completed_test');
  });

  it('rule: a partner KYC review (the partner identified the person) completes a trade waiting in review', async () => {
    const { traderId } = await individualTrader(false);
    const { id } = insertCardTrade(traderId);
    await sandbox(`/trades/${id}/card-payment`, { result: 'approved' });
    await advance(61);
    expect(stateOf(id)).toBe('reviewing');
    const review = kycReview(traderId, `ext-${id}`);
    const jwt = await partnerJwt(server, { traderId, externalId: review.externalId });
    const response = await server.app.inject({
      method: 'POST',
      url: `/trade/partners/${server.sandbox.partnerId}/kyc`,
      headers: { authorization: `Bearer ${jwt}` },
      payload: review,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(stateOf(id)).toBe('completed_test');
  });
});

describe('through the Trade API: a card buy and a sell, with the sandbox tools', () => {
  type Auth = Record<string, string>;
  async function readyTrader() {
    const trader = await signedInTrader(server, { extra: { profile: { address: { country: 'DK' } } } });
    const steps: [string, object][] = [
      ['/traders/me/address', { street: 'Main Street 1', city: 'Copenhagen', postalCode: '1000' }],
      [
        '/traders/me/source-of-funds',
        { originOfFunds: 'savings', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
      ],
      ['/traders/me/pep', { pepState: 'non_pep' }],
    ];
    for (const [url, body] of steps) expect((await trade.post(url, body, trader.auth)).statusCode).toBe(201);
    expect((await sandbox(`/traders/${trader.traderId}/identification`, { state: 'approved' })).statusCode).toBe(200);
    return trader;
  }
  const quoteId = async (auth: Auth, body: object) => {
    const response = await trade.post('/trades/quote', body, auth);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };

  it('rule: a card buy’s redirectUrl opens the page; approving there sends the browser back and the trade completes with a receipt', async () => {
    const { auth } = await readyTrader();
    const priceQuoteId = await quoteId(auth, { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -50 });
    const created = await trade.post(
      '/trades',
      {
        priceQuoteId,
        transferIn: { medium: 'card', details: { returnUrl: 'https://wallet.example/back' } },
        transferOut: { medium: 'blockchain', details: { account: PAYOUT_ADDRESS } },
      },
      auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, transferIn } = created.json();
    const redirect = new URL(transferIn.details.redirectUrl);
    const shown = await server.app.inject({ method: 'GET', url: redirect.pathname });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(formatAmount(transferIn.sendAmount, 'EUR', 'en'));
    const approved = await postForm(transferIn.details.paymentId, 'approved');
    expect(approved.headers.location).toBe(`https://wallet.example/back?result=approved&tradeId=${id}`);
    await advance(61);
    const done = (await trade.get(`/trades/${id}`, auth)).json();
    expect(done.state).toBe('completed_test');
    const receipt = await server.app.inject({ method: 'GET', url: new URL(done.receiptUrl).pathname });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(done.transferOut.details.transaction);
  });

  it('rule: a sell’s BTC arrives through POST /sandbox/blockchain/payments: {txid}, processing, the txid on the transfer, then completed with a receipt naming the bank account', async () => {
    const { auth } = await readyTrader();
    const account = await trade.post(
      '/bank-accounts',
      {
        account: { currency: 'EUR', bic: 'DABADKKK', number: 'DK50 0040 0440 1162 43' },
        holder: { name: 'Erika', address: { street: 'Vej 1', zipcode: '1000', city: 'Copenhagen', country: 'DK' } },
        bank: { address: { country: 'DK', street: null, zipcode: null, city: null } },
      },
      auth,
    );
    expect(account.statusCode, account.body).toBe(201);
    const priceQuoteId = await quoteId(auth, { baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: -0.001 });
    const created = await trade.post(
      '/trades',
      {
        priceQuoteId,
        transferIn: { medium: 'blockchain' },
        transferOut: { medium: 'bank', mediumReceiveAccountId: account.json().id },
      },
      auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, transferIn } = created.json();
    const pay = (amount: number) =>
      server.app.inject({
        method: 'POST',
        url: '/sandbox/blockchain/payments',
        payload: { address: transferIn.details.account, amount },
      });
    // choice (trade-core): an underpayment leaves the trade waiting; its txid is not the transfer's.
    const under = await pay(0.0005);
    expect(under.statusCode, under.body).toBe(200);
    expect(under.json()).toEqual({ txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(stateOf(id)).toBe('awaiting_transfer_in');
    const paid = await pay(0.001);
    expect(paid.statusCode, paid.body).toBe(200);
    const { txid } = paid.json();
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const processing = (await trade.get(`/trades/${id}`, auth)).json();
    expect(processing.state).toBe('processing');
    expect(processing.transferIn.details.transaction).toBe(txid);
    await advance(61);
    const done = (await trade.get(`/trades/${id}`, auth)).json();
    expect(done.state).toBe('completed_test');
    const receipt = (await server.app.inject({ method: 'GET', url: new URL(done.receiptUrl).pathname })).body;
    expect(receipt).toContain('DK5000400440116243');
    expect(receipt).toContain(txid);
    expect(fact(receipt, 'You sent')).toBe('BTC\u00a00.00100000');
  });

  it('rule: a sell for EUR 250.00 receives EUR 250.00 from its price quote to its receipt, at the rate the order summary showed', async () => {
    const { auth } = await readyTrader();
    const account = await trade.post(
      '/bank-accounts',
      {
        account: { currency: 'EUR', number: 'DE89 3704 0044 0532 0130 00' },
        holder: { name: 'Erika', address: { street: 'Weg 1', zipcode: '10115', city: 'Berlin', country: 'DE' } },
        bank: { address: { country: 'DE', street: null, zipcode: null, city: null } },
      },
      auth,
    );
    expect(account.statusCode, account.body).toBe(201);
    // What the order summary asks for an amount typed to receive: +250 EUR, fixed, in the sell's media.
    const quote = await trade.post(
      '/trades/quote',
      {
        baseCurrency: 'EUR',
        quoteCurrency: 'BTC',
        baseAmount: 250,
        transferInMedium: 'blockchain',
        transferOutMedium: 'bank',
      },
      auth,
    );
    expect(quote.statusCode, quote.body).toBe(201);
    const priced = quote.json() as {
      id: number;
      baseAmount: number;
      quoteAmount: number;
      transferOut: { feeAmount: number };
    };
    expect(priced.baseAmount).toBe(250);
    const created = await trade.post(
      '/trades',
      {
        priceQuoteId: priced.id,
        transferIn: { medium: 'blockchain' },
        transferOut: { medium: 'bank', mediumReceiveAccountId: account.json().id },
      },
      auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, transferIn, outAmountExpected } = created.json();
    expect(outAmountExpected).toBe(250);
    const paid = await server.app.inject({
      method: 'POST',
      url: '/sandbox/blockchain/payments',
      payload: { address: transferIn.details.account, amount: transferIn.sendAmount },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await advance(61);
    const done = (await trade.get(`/trades/${id}`, auth)).json();
    expect(done.state).toBe('completed_test');
    expect(done.outAmount).toBe(250);
    const receipt = (await server.app.inject({ method: 'GET', url: new URL(done.receiptUrl).pathname })).body;
    expect(fact(receipt, 'You received')).toBe('EUR\u00a0250.00');
    // The order summary's rate: the gross euro for the satoshi sent, rounded once (money.ts's unitPriceMinor).
    const sats = btcToSatoshi(-priced.quoteAmount);
    const grossMinor = fiatToMinor(250, 'EUR') + fiatToMinor(priced.transferOut.feeAmount, 'EUR');
    const rate = formatMinor(unitPriceMinor(grossMinor, sats, currencyExponent('BTC')), 'EUR', 'en');
    expect(fact(receipt, 'Rate')).toBe(`1 BTC = ${rate}`);
  });

  it('rule: a payment to an address that is neither a deposit address nor an invoice’s is still refused as before', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox/blockchain/payments',
      payload: { address: PAYOUT_ADDRESS, amount: 0.001 },
    });
    expect(response.statusCode).toBe(404);
  });
});
