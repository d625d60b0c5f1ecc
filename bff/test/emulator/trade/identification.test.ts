import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeliveries } from '../../../src/emulator/outbox';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { expectError, login, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;

async function createAttempt(auth: Headers, payload: object = {}, userAgent?: string) {
  const headers = userAgent ? { ...auth, 'user-agent': userAgent } : auth;
  const response = await server.app.inject({
    method: 'POST',
    url: '/trade/kyc/identification-attempts',
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const decide = (attemptId: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/sandbox/identity/${attemptId}`, payload });

const getAttempt = (auth: Headers, id: string) =>
  server.app.inject({ method: 'GET', url: `/trade/kyc/identification-attempts/${id}`, headers: auth });

const deviceOf = (id: string) =>
  server.db.prepare('SELECT device_type FROM trade_identification_attempts WHERE id = ?').pluck().get(id);

describe('POST /kyc/identification-attempts', () => {
  it('201: a pending attempt whose redirectUrl is the sandbox identity provider page; sdkToken null', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    expect(attempt).toEqual({
      id: expect.any(String),
      state: 'pending',
      createTime: expect.any(String),
      approveTime: null,
      expireTime: expect.any(String),
      redirectUrl: `${server.config.publicUrl}/sandbox/identity/${attempt.id}`,
      sdkToken: null,
      returnUrl: 'https://partner.example/back',
      rejectReason: null,
    });
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${attempt.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
  });

  it('deviceType is detected from the User-Agent when blank (Android, iOS, else desktop)', async () => {
    const { auth } = await signedInTrader(server);
    expect(deviceOf((await createAttempt(auth, {}, 'MyWallet/1.0 (Linux; Android 14)')).id)).toBe('android');
    expect(deviceOf((await createAttempt(auth, { deviceType: '' }, 'MyWallet/1.0 (iPhone; iOS 17)')).id)).toBe('ios');
    expect(deviceOf((await createAttempt(auth, {}, 'Mozilla/5.0 (X11; Linux x86_64)')).id)).toBe('desktop');
    expect(deviceOf((await createAttempt(auth, { deviceType: 'ios' }, 'Android')).id)).toBe('ios');
  });

  it('400 invalid_request for a returnUrl that is not http(s); 401 without a token', async () => {
    const { auth } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trade/kyc/identification-attempts',
      headers: auth,
      payload: { returnUrl: 'javascript:alert(1)' },
    });
    expectError(response, 400, 'invalid_request');
    expectError(
      await server.app.inject({ method: 'POST', url: '/trade/kyc/identification-attempts', payload: {} }),
      401,
      'missing_token',
    );
  });

  it('400 already_provided once the trader is identified', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    await decide(attempt.id, { decision: 'approve' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/trade/kyc/identification-attempts',
      headers: auth,
      payload: {},
    });
    expectError(response, 400, 'already_provided');
  });
});

describe('GET /kyc/identification-attempts', () => {
  it('one attempt by id; 404 for an unknown id or another trader`s attempt', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    expect((await getAttempt(auth, attempt.id)).json()).toEqual(attempt);
    expectError(await getAttempt(auth, 'not-a-uuid'), 404, 'identification_attempt_not_found');
    const other = await signedInTrader(server);
    expectError(await getAttempt(other.auth, attempt.id), 404, 'identification_attempt_not_found');
  });

  it('lists attempts newest first', async () => {
    const { auth } = await signedInTrader(server);
    const first = await createAttempt(auth);
    server.clock.advance(1);
    const second = await createAttempt(auth);
    const list = await server.app.inject({ method: 'GET', url: '/trade/kyc/identification-attempts', headers: auth });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
  });

  it('an attempt left pending past its expireTime is expired (moving the sandbox clock)', async () => {
    const { auth, email, password } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    server.clock.advance((new Date(attempt.expireTime).getTime() - server.clock.now().getTime()) / 1000 + 1);
    const fresh = await login(server, email, password ?? '');
    const later = await getAttempt({ authorization: `Bearer ${fresh.access_token}` }, attempt.id);
    expect(later.json().state).toBe('expired');
    expect((await decide(attempt.id, { decision: 'approve' })).statusCode).toBe(409);
  });
});

describe('sandbox identity provider', () => {
  it('approve: approved with approveTime, trader identified, browser back with result=submitted', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back?step=kyc#top' });
    const response = await decide(attempt.id, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location: 'https://partner.example/back?step=kyc&result=submitted#top' });
    const after = (await getAttempt(auth, attempt.id)).json();
    expect(after).toMatchObject({ state: 'approved', approveTime: expect.any(String), rejectReason: null });
    const trader = await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth });
    expect(trader.json().identificationState).toBe('approved');
  });

  it("choice: approving with the name on the ID makes it the trader's name (sign-up asks none); a name with another decision is a 400 that decides nothing", async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${attempt.id}` });
    expect(page.body).toMatch(
      /<label for="name-on-id">Name on the ID<\/label>\s*<input id="name-on-id" name="name"[^>]*value="Sandbox Tester"/,
    );
    const refused = await decide(attempt.id, { decision: 'reject', name: 'Ada Lovelace' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'invalid_request',
      message: 'A name goes only with a decision that approves the identification.',
    });
    expect((await getAttempt(auth, attempt.id)).json().state).toBe('pending');
    const form = await server.app.inject({
      method: 'POST',
      url: `/sandbox/identity/${attempt.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&name=%20Ada%20Lovelace%20',
    });
    expect(form.statusCode).toBe(303);
    const trader = (await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth })).json();
    expect(trader.profile.name).toBe('Ada Lovelace');
    expect(trader.personalInformation).toEqual({ name: 'Ada Lovelace' });
  });

  it('reject: rejected with any rejectReason of the spec, result=submitted', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    const response = await decide(attempt.id, {
      decision: 'reject',
      rejectReason: 'ERROR_NOT_READABLE_ID.MISSING_BACK',
    });
    expect(response.json()).toEqual({ location: 'https://partner.example/back?result=submitted' });
    expect((await getAttempt(auth, attempt.id)).json()).toMatchObject({
      state: 'rejected',
      rejectReason: 'ERROR_NOT_READABLE_ID.MISSING_BACK',
    });
  });

  it('fail: rejected (NO_ID_UPLOADED by default), result=failed', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    expect((await decide(attempt.id, { decision: 'fail' })).json()).toEqual({
      location: 'https://partner.example/back?result=failed',
    });
    expect((await getAttempt(auth, attempt.id)).json()).toMatchObject({
      state: 'rejected',
      rejectReason: 'NO_ID_UPLOADED',
    });
  });

  it('a form post from the page is answered with a 303 to the return URL', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    const response = await server.app.inject({
      method: 'POST',
      url: `/sandbox/identity/${attempt.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://partner.example/back?result=submitted');
  });

  it('without returnUrl the browser goes back to the provider page, which shows the outcome', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    const { location } = (await decide(attempt.id, { decision: 'reject' })).json();
    expect(location).toBe(attempt.redirectUrl);
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${attempt.id}` });
    expect(page.body).toContain('rejected (DENIED)');
  });

  it('a decided attempt cannot be decided again (409); an unknown one is 404', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    await decide(attempt.id, { decision: 'approve' });
    expect((await decide(attempt.id, { decision: 'reject' })).statusCode).toBe(409);
    expect((await decide('00000000-0000-0000-0000-000000000000', { decision: 'approve' })).statusCode).toBe(404);
  });

  it('manual review: processing with MANUAL_REVIEW; concluding it emails the trader and queues a signed partner webhook', async () => {
    const { auth, email, traderId } = await signedInTrader(server);
    const attempt = await createAttempt(auth, { returnUrl: 'https://partner.example/back' });
    expect((await decide(attempt.id, { decision: 'manual_review' })).json()).toEqual({
      location: 'https://partner.example/back?result=submitted',
    });
    expect((await getAttempt(auth, attempt.id)).json()).toMatchObject({
      state: 'processing',
      rejectReason: 'MANUAL_REVIEW',
    });
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${attempt.id}` });
    expect(page.body).toContain('Compliance: approve');

    expect((await decide(attempt.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await getAttempt(auth, attempt.id)).json()).toMatchObject({ state: 'approved', rejectReason: null });
    expect(readMailbox(server.db, email)[0]?.subject).toBe('Your identity is verified');

    const [delivery] = listDeliveries(server.db, { kindPrefix: 'trade.' });
    expect(delivery?.url).toBe(`${server.config.publicUrl}/api/partner/webhook`);
    const event = JSON.parse(delivery?.body ?? '{}');
    expect(event).toEqual({
      id: expect.any(String),
      time: expect.any(String),
      event: 'identification-attempt.approved',
      context: { traderId, identificationAttemptId: attempt.id, state: 'approved', rejectReason: null },
    });
    const secret = server.db
      .prepare('SELECT webhook_secret FROM partners WHERE id = ?')
      .pluck()
      .get(server.sandbox.partnerId) as string;
    const expected = createHmac('sha256', secret)
      .update(delivery?.body ?? '')
      .digest('hex');
    expect(delivery?.headers[`X-${server.config.merchantAuthScheme}-Webhook-Signature`]).toBe(expected);
  });

  it('manual review rejected: identification-attempt.rejected webhook with the reason, and a rejection email', async () => {
    const { auth, email } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    await decide(attempt.id, { decision: 'manual_review' });
    await decide(attempt.id, { decision: 'reject', rejectReason: 'DENIED_YOUNGER_THAN_18_YEARS' });
    expect((await getAttempt(auth, attempt.id)).json()).toMatchObject({
      state: 'rejected',
      rejectReason: 'DENIED_YOUNGER_THAN_18_YEARS',
    });
    expect(readMailbox(server.db, email)[0]?.subject).toBe('We could not verify your identity');
    const [delivery] = listDeliveries(server.db, { kindPrefix: 'trade.' });
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      event: 'identification-attempt.rejected',
      context: { state: 'rejected', rejectReason: 'DENIED_YOUNGER_THAN_18_YEARS' },
    });
  });

  it('the page escapes what it shows', async () => {
    const { auth } = await signedInTrader(server);
    const attempt = await createAttempt(auth);
    server.db.prepare("UPDATE trade_identification_attempts SET device_type = 'desktop' WHERE id = ?").run(attempt.id);
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${attempt.id}` });
    expect(page.body).not.toMatch(/<script/i);
  });
});

describe('sandbox: skip identification', () => {
  it('POST {sandboxUrl}/traders/{id}/identification {state} sets identificationState', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'POST',
      url: `/sandbox/traders/${traderId}/identification`,
      payload: { state: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    const trader = await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth });
    expect(trader.json().identificationState).toBe('approved');
  });
});
