// Sandbox tools for what a trade may wait on (trades.md, "Trade states"): a corporate trader's company review and a
// waiting period before trading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { signedInTrader, startTrade, type TestServer } from '../trade/helpers';

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

/** A corporate trader with every step done, so the KYB documents are requested. */
async function corporateTraderAwaitingReview() {
  const trader = await signedInTrader(server, { accountType: 'corporate' });
  const steps: [string, object][] = [
    ['/traders/me/corporate-details', { name: 'Acme GmbH', industry: 'education', description: 'Teaching' }],
    ['/traders/me/address', { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' }],
    [
      '/traders/me/source-of-funds',
      { originOfFunds: 'business-income', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
    ],
    ['/traders/me/shareholder-relation', { shareholderRelationState: 'not_related' }],
    ['/traders/me/pep', { pepState: 'non_pep' }],
  ];
  for (const [url, body] of steps) {
    const response = await trade.post(url, body, trader.auth);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
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
