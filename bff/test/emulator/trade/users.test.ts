import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from '#contract/trade/password-policy';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import {
  expectError,
  latestCode,
  partnerJwt,
  signedInTrader,
  signup,
  startTrade,
  uniqueEmail,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email verification', () => {
  it('verify-email with the emailed 6-digit code verifies the address (200 {})', async () => {
    const { email, auth } = await signedInTrader(server);
    const response = await post('/users/me/verify-email', { code: latestCode(server, email) }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const trader = await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth });
    expect(trader.json().isEmailVerified).toBe(true);
  });

  it('request-email-verification emails a new code (200, empty body) and the old one stops working', async () => {
    const { email, auth } = await signedInTrader(server);
    const first = latestCode(server, email);
    const response = await post('/users/me/request-email-verification', undefined, auth);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(readMailbox(server.db, email)).toHaveLength(2);
    const second = latestCode(server, email);
    if (first !== second)
      expectError(await post('/users/me/verify-email', { code: first }, auth), 400, 'invalid_verification_code');
    expect((await post('/users/me/verify-email', { code: second }, auth)).statusCode).toBe(200);
  });

  it('codes are stored hashed', async () => {
    const { email } = await signedInTrader(server);
    const code = latestCode(server, email);
    const stored = server.db.prepare('SELECT code_hash FROM trade_codes').pluck().all() as string[];
    expect(stored.some((hash) => hash.includes(code))).toBe(false);
  });

  it('already verified: invalid_request on both request-email-verification and verify-email', async () => {
    const { email, auth } = await signedInTrader(server);
    await post('/users/me/verify-email', { code: latestCode(server, email) }, auth);
    expectError(await post('/users/me/request-email-verification', undefined, auth), 400, 'invalid_request');
    expectError(await post('/users/me/verify-email', { code: '123456' }, auth), 400, 'invalid_request');
  });

  it('a code that is not 6 digits is invalid_request; a wrong one invalid_verification_code', async () => {
    const { email, auth } = await signedInTrader(server);
    expectError(await post('/users/me/verify-email', { code: '12345' }, auth), 400, 'invalid_request');
    const code = latestCode(server, email);
    expectError(
      await post('/users/me/verify-email', { code: wrongCode(code) }, auth),
      400,
      'invalid_verification_code',
    );
  });

  it('more than 5 invalid attempts gives verification_attempts_exceeded, even for the right code after', async () => {
    const { email, auth } = await signedInTrader(server);
    const code = latestCode(server, email);
    for (let i = 0; i < 5; i++)
      expectError(
        await post('/users/me/verify-email', { code: wrongCode(code) }, auth),
        400,
        'invalid_verification_code',
      );
    expectError(
      await post('/users/me/verify-email', { code: wrongCode(code) }, auth),
      400,
      'verification_attempts_exceeded',
    );
    expectError(await post('/users/me/verify-email', { code }, auth), 400, 'verification_attempts_exceeded');
    await post('/users/me/request-email-verification', undefined, auth);
    expect((await post('/users/me/verify-email', { code: latestCode(server, email) }, auth)).statusCode).toBe(200);
  });

  it('the code expires (24 h on the emulator clock): 404 verification_code_not_found', async () => {
    const { email } = await signedInTrader(server);
    const code = latestCode(server, email);
    server.clock.advance(24 * 3600 + 1);
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/trade/auth',
      payload: {
        grant_type: 'password',
        partnerId: server.sandbox.partnerId,
        email,
        password: 'correct horse battery',
      },
    });
    const headers = { authorization: `Bearer ${fresh.json().access_token}` };
    expectError(await post('/users/me/verify-email', { code }, headers), 404, 'verification_code_not_found');
  });
});

describe('PATCH /users/me', () => {
  it('changes the password and answers {id, email}; the new password signs in', async () => {
    const { email, auth } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/trade/users/me',
      headers: auth,
      payload: { oldPassword: 'correct horse battery', newPassword: 'new secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), email });
    const login = await post('/auth', {
      grant_type: 'password',
      partnerId: server.sandbox.partnerId,
      email,
      password: 'new secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it('wrong_password when oldPassword is not the current one; invalid_request when a field is missing', async () => {
    const { auth } = await signedInTrader(server);
    const patch = (payload: object) =>
      server.app.inject({ method: 'PATCH', url: '/trade/users/me', headers: auth, payload });
    expectError(await patch({ oldPassword: 'nope', newPassword: 'new secret' }), 400, 'wrong_password');
    expectError(await patch({ oldPassword: 'nope' }), 400, 'invalid_request');
  });

  it('password policy: a new password that breaks it is invalid_request naming newPassword, and nothing changes', async () => {
    const { email, auth } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/trade/users/me',
      headers: auth,
      payload: { oldPassword: 'correct horse battery', newPassword: 'abc' },
    });
    expectError(response, 400, 'invalid_request');
    expect(response.json().error_description).toBe(`Invalid body: newPassword: ${passwordPolicyMessage}`);
    const login = await post('/auth', {
      grant_type: 'password',
      partnerId: server.sandbox.partnerId,
      email,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    expectError(
      await server.app.inject({ method: 'PATCH', url: '/trade/users/me', payload: {} }),
      401,
      'missing_token',
    );
  });
});

describe('password reset flow', () => {
  async function validate(email: string, code: string) {
    return post('/users/validate-security-code', { email, partnerId: server.sandbox.partnerId, code });
  }

  it('request → emailed security code → validate returns {id, time, token} → reset; the new password signs in', async () => {
    const { email } = await signup(server, { password: null });
    const request = await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    expect(request.statusCode).toBe(200);
    const validated = await validate(email, latestCode(server, email));
    expect(validated.statusCode).toBe(200);
    const reset = validated.json();
    expect(reset).toEqual({ id: expect.any(Number), time: expect.any(Number), token: expect.any(String) });
    const done = await post('/users/reset-password', { ...reset, password: 'brand new' });
    expect(done.statusCode).toBe(200);
    const login = await post('/auth', {
      grant_type: 'password',
      partnerId: server.sandbox.partnerId,
      email,
      password: 'brand new',
    });
    expect(login.statusCode).toBe(200);
    // A reset token works once.
    expectError(
      await post('/users/reset-password', { ...reset, password: 'again and again' }),
      400,
      'invalid_password_reset_token',
    );
  });

  it('password policy: reset-password refuses a password that breaks it (invalid_request naming password); the token still works', async () => {
    const { email } = await signup(server);
    await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    const reset = (await validate(email, latestCode(server, email))).json();
    const short = await post('/users/reset-password', { ...reset, password: 'short1' });
    expectError(short, 400, 'invalid_request');
    expect(short.json().error_description).toBe(`Invalid body: password: ${passwordPolicyMessage}`);
    expect((await post('/users/reset-password', { ...reset, password: 'long enough 1' })).statusCode).toBe(200);
  });

  it('no account enumeration: an unknown email gets the same 200 {} and no mail is sent', async () => {
    const email = uniqueEmail();
    const response = await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(readMailbox(server.db, email)).toEqual([]);
  });

  it('request-password-reset: invalid_request for a malformed body', async () => {
    expectError(await post('/users/request-password-reset', { email: 'x' }), 400, 'invalid_request');
  });

  it('validate-security-code: security_code_not_found, invalid_security_code, security_code_attempts_exceeded', async () => {
    const { email } = await signup(server);
    expectError(await validate(email, '123456'), 404, 'security_code_not_found');
    await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    const code = latestCode(server, email);
    for (let i = 0; i < 5; i++) expectError(await validate(email, wrongCode(code)), 400, 'invalid_security_code');
    expectError(await validate(email, wrongCode(code)), 400, 'security_code_attempts_exceeded');
    expectError(await validate(email, code), 400, 'security_code_attempts_exceeded');
  });

  it('the security code expires (15 minutes on the emulator clock)', async () => {
    const { email } = await signup(server);
    await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    const code = latestCode(server, email);
    server.clock.advance(15 * 60 + 1);
    expectError(await validate(email, code), 404, 'security_code_not_found');
  });

  it('reset-password: user_not_found for an unknown id, invalid_password_reset_token for a wrong token or time', async () => {
    const { email } = await signup(server);
    await post('/users/request-password-reset', { email, partnerId: server.sandbox.partnerId });
    const reset = (await validate(email, latestCode(server, email))).json();
    expectError(
      await post('/users/reset-password', { ...reset, id: 999999, password: 'brand new' }),
      404,
      'user_not_found',
    );
    expectError(
      await post('/users/reset-password', { ...reset, time: reset.time + 1, password: 'brand new' }),
      400,
      'invalid_password_reset_token',
    );
    expectError(
      await post('/users/reset-password', { ...reset, token: 'prt_wrong', password: 'brand new' }),
      400,
      'invalid_password_reset_token',
    );
    expectError(await post('/users/reset-password', { id: reset.id }), 400, 'invalid_request');
  });
});

describe('POST /users/reset-offline-token', () => {
  it('returns a new offlineToken; the old one is invalidated', async () => {
    const { email, body } = await signup(server, { extra: { generateOfflineToken: true } });
    const jwt = await partnerJwt(server, { email });
    const response = await post(
      '/users/reset-offline-token',
      { email, partnerId: server.sandbox.partnerId },
      { authorization: `Bearer ${jwt}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { offlineToken } = response.json();
    expect(offlineToken).toEqual(expect.any(String));
    expectError(
      await post('/auth', { grant_type: 'offline_token', offline_token: body.offlineToken }),
      400,
      'invalid_grant',
    );
    expect((await post('/auth', { grant_type: 'offline_token', offline_token: offlineToken })).statusCode).toBe(200);
  });

  it('missing_argument (400), missing_token / invalid_partner_token (401), user_not_found (404)', async () => {
    const { email } = await signup(server);
    const jwt = await partnerJwt(server, { email });
    const headers = { authorization: `Bearer ${jwt}` };
    expectError(await post('/users/reset-offline-token', { email }, headers), 400, 'missing_argument');
    expectError(
      await post('/users/reset-offline-token', { email, partnerId: server.sandbox.partnerId }),
      401,
      'missing_token',
    );
    const otherEmail = await partnerJwt(server, { email: uniqueEmail() });
    expectError(
      await post(
        '/users/reset-offline-token',
        { email, partnerId: server.sandbox.partnerId },
        { authorization: `Bearer ${otherEmail}` },
      ),
      401,
      'invalid_partner_token',
    );
    const unknown = uniqueEmail();
    expectError(
      await post(
        '/users/reset-offline-token',
        { email: unknown, partnerId: server.sandbox.partnerId },
        { authorization: `Bearer ${await partnerJwt(server, { email: unknown })}` },
      ),
      404,
      'user_not_found',
    );
  });
});
