// Rules of `GET /sandbox/traders`, the sandbox console's list of traders: newest first, filtered by part of the
// email, each with every per-trader state the Trade API's trader object shows, whether its trades go through now and
// what stands in the way (trade-readiness.test.ts sweeps that rule), and its identification attempts (with
// the decisions the identity provider takes for each now); the states follow a decision made through the identity
// route at once; bad queries are 400 in the sandbox's shape; production has no such route.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SandboxTraders } from '#contract/sandbox/requests';
import { boot, checkStartup } from '../../../src/boot';
import { productionEnv, tempDataDir } from '../../support';
import {
  corporateTraderAwaitingReview,
  signedInTrader,
  startTrade,
  uniqueEmail,
  type TestServer,
} from '../trade/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;
type Listed = z.infer<typeof SandboxTraders>;

async function listTraders(query = ''): Promise<Listed> {
  const response = await server.app.inject({ method: 'GET', url: `/sandbox/traders${query}` });
  expect(response.statusCode, response.body).toBe(200);
  // The answer is what the contract says it is.
  return z.parse(SandboxTraders, response.json());
}

async function createAttempt(auth: Headers) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/trade/kyc/identification-attempts',
    headers: auth,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; redirectUrl: string };
}

const decide = (attemptId: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/sandbox/identity/${attemptId}`, payload });

const me = async (auth: Headers) =>
  (await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth })).json() as Record<
    string,
    unknown
  >;

describe('GET /sandbox/traders', () => {
  it('lists each trader with its partner, account type, the trader object’s states and its attempts', async () => {
    const email = uniqueEmail('shape');
    const { traderId, auth } = await signedInTrader(server, { email });
    const attempt = await createAttempt(auth);
    const [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    const trader = await me(auth);
    expect(listed).toEqual({
      id: traderId,
      email,
      emailVerified: trader.isEmailVerified,
      partner: { id: server.sandbox.partnerId, name: expect.any(String) },
      accountType: 'individual',
      createTime: expect.any(String),
      // Rule: the states are the ones GET /traders/me shows, worked out by the same rules.
      states: {
        identificationState: trader.identificationState,
        corporateDetailsState: trader.corporateDetailsState,
        addressState: trader.addressState,
        sourceOfFundsState: trader.sourceOfFundsState,
        kybState: trader.kybState,
        enhancedDueDiligenceState: trader.enhancedDueDiligenceState,
        shareholderRelationState: trader.shareholderRelationState,
        proofOfSourceOfFundsState: trader.proofOfSourceOfFundsState,
        enhancedProofOfSourceOfFundsState: trader.enhancedProofOfSourceOfFundsState,
        pepState: trader.pepState,
        tradeSubscriptionsAllowed: trader.tradeSubscriptionsAllowed,
      },
      mandatoryInformationComplete: false,
      canTrade: trader.canTrade,
      cannotTradeReason: trader.cannotTradeReason,
      // A trader just signed up may start a trade (canTrade), but it would wait in review: not ready.
      readyToTrade: false,
      tradeBlockers: ['address', 'source_of_funds', 'pep_declaration', 'identification'],
      canTradeAfter: trader.canTradeAfter,
      completedEur: '0.00',
      kybDocumentsRequested: false,
      companyReview: null,
      proofOfFundsAsked: false,
      identificationAttempts: [
        {
          id: attempt.id,
          state: 'pending',
          rejectReason: null,
          createTime: expect.any(String),
          approveTime: null,
          expireTime: expect.any(String),
          identityPageUrl: attempt.redirectUrl,
          decisions: ['approve', 'reject', 'manual_review'],
        },
      ],
    });
  });

  it('rule: newest first', async () => {
    const older = await signedInTrader(server, { email: uniqueEmail('order') });
    server.clock.advance(1);
    const newer = await signedInTrader(server, { email: uniqueEmail('order') });
    const ids = (await listTraders('?email=order.')).map((trader) => trader.id);
    expect(ids.indexOf(newer.traderId)).toBeLessThan(ids.indexOf(older.traderId));
    expect(ids.indexOf(older.traderId)).toBeGreaterThanOrEqual(0);
    // Unfiltered, the newest trader of all comes first.
    expect((await listTraders())[0]?.id).toBe(newer.traderId);
  });

  it('rule: email keeps the traders whose email contains it, case-insensitively; limit caps the page', async () => {
    const email = uniqueEmail('Filter');
    const { traderId } = await signedInTrader(server, { email });
    await signedInTrader(server, { email: uniqueEmail('other') });
    const part = email.slice(0, email.indexOf('@')).toUpperCase();
    expect((await listTraders(`?email=${encodeURIComponent(part)}`)).map((t) => t.id)).toEqual([traderId]);
    expect(await listTraders('?email=nobody-has-this')).toEqual([]);
    expect(await listTraders('?limit=1')).toHaveLength(1);
    // An empty filter keeps everyone.
    expect((await listTraders('?email=')).length).toBeGreaterThan(1);
  });

  it('rule: the states and attempts follow a decision made through the identity route', async () => {
    const email = uniqueEmail('decided');
    const { auth } = await signedInTrader(server, { email });
    const first = await createAttempt(auth);
    expect((await decide(first.id, { decision: 'manual_review' })).statusCode).toBe(200);
    let [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed?.identificationAttempts[0]).toMatchObject({
      state: 'processing',
      rejectReason: 'MANUAL_REVIEW',
      // Under manual review the compliance team only approves or rejects.
      decisions: ['approve', 'reject'],
    });
    expect(listed?.states.identificationState).toBe('pending');

    expect((await decide(first.id, { decision: 'approve' })).statusCode).toBe(200);
    [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed?.identificationAttempts[0]).toMatchObject({ state: 'approved', decisions: [] });
    expect(listed?.states.identificationState).toBe('approved');
    expect(listed?.states.identificationState).toBe((await me(auth)).identificationState);
  });

  it('says a corporate trader’s KYB documents were requested once every step is done', async () => {
    const email = uniqueEmail('corp');
    await corporateTraderAwaitingReview(server, { email });
    let [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed).toMatchObject({ accountType: 'corporate', kybDocumentsRequested: true, companyReview: null });
    expect(listed?.states.kybState).toBe('documents_requested');

    const review = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${listed?.id}/company-review`,
      payload: { result: 'rejected' },
    });
    expect(review.statusCode, review.body).toBe(200);
    [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    // kybState cannot say rejected (the spec has no such value): companyReview does.
    expect(listed).toMatchObject({ companyReview: 'rejected', states: { kybState: 'documents_requested' } });
  });

  it('rule: ready to trade only where a trade goes through, not while identification is pending', async () => {
    const email = uniqueEmail('ready');
    const { traderId, auth } = await signedInTrader(server, { email });
    const steps: [string, object][] = [
      ['/traders/me/address', { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' }],
      [
        '/traders/me/source-of-funds',
        { originOfFunds: 'savings', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
      ],
      ['/traders/me/pep', { pepState: 'non_pep' }],
    ];
    for (const [url, payload] of steps) {
      const response = await server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers: auth });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }
    let [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    // The trader object says it can trade (a trade may start); the trade would wait for the identification.
    expect((await me(auth)).canTrade).toBe(true);
    expect(listed).toMatchObject({
      canTrade: true,
      mandatoryInformationComplete: false,
      readyToTrade: false,
      tradeBlockers: ['identification'],
    });

    const skipped = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${traderId}/identification`,
      payload: { state: 'approved' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed).toMatchObject({ mandatoryInformationComplete: true, readyToTrade: true, tradeBlockers: [] });

    const block = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${traderId}/trade-block`,
      payload: { forcedDelaySeconds: 60 },
    });
    expect(block.statusCode, block.body).toBe(200);
    [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed).toMatchObject({ canTrade: false, readyToTrade: false, tradeBlockers: ['forced_delay'] });
  });

  it('shows a forced delay while it runs', async () => {
    const email = uniqueEmail('blocked');
    const { traderId } = await signedInTrader(server, { email });
    const block = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${traderId}/trade-block`,
      payload: { forcedDelaySeconds: 3600 },
    });
    expect(block.statusCode, block.body).toBe(200);
    const [listed] = await listTraders(`?email=${encodeURIComponent(email)}`);
    expect(listed).toMatchObject({
      canTrade: false,
      cannotTradeReason: 'forced_delay',
      canTradeAfter: block.json().forcedDelayUntil,
    });
  });

  it('refuses a bad query with 400 in the sandbox’s shape', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?limit=1001', `?email=${'a'.repeat(321)}`]) {
      const response = await server.app.inject({ method: 'GET', url: `/sandbox/traders${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
    }
  });
});

describe('GET /sandbox/traders in production', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    ({ app: production } = await boot(checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' })));
    await production.ready();
  });
  afterAll(() => production?.close());

  it('is refused with 404, as every sandbox route', async () => {
    const response = await production.inject({ method: 'GET', url: '/sandbox/traders' });
    expect(response.statusCode).toBe(404);
  });
});
