import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { partnerClockNow } from '../../../src/emulator/trade/partner-jwt';
import { passwordPolicyMessage } from '#contract/trade/password-policy';
import { expectError, partnerJwt, signup, startTrade, uniqueEmail, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

const traderRow = (id: number) =>
  server.db
    .prepare(
      'SELECT t.*, u.email_verified, u.password_hash FROM trade_traders t JOIN trade_users u ON u.id = t.user_id WHERE t.id = ?',
    )
    .get(id) as Record<string, unknown>;

describe('POST /signup/trader', () => {
  it('201 with trader.id, and no offlineToken unless generateOfflineToken is true', async () => {
    const { response, body } = await signup(server);
    expect(response.statusCode).toBe(201);
    expect(body).toEqual({ trader: { id: expect.any(Number) } });
  });

  it('generateOfflineToken: the response includes offlineToken, stored only as a hash', async () => {
    const { response, body } = await signup(server, { extra: { generateOfflineToken: true } });
    expect(response.statusCode).toBe(201);
    expect(body.offlineToken).toEqual(expect.any(String));
    const stored = server.db.prepare('SELECT offline_token_hash FROM trade_users').pluck().all();
    expect(stored).not.toContain(body.offlineToken);
  });

  it('accountType: corporate stays corporate, anything else (or absent or null) becomes individual', async () => {
    for (const [given, expected] of [
      ['corporate', 'corporate'],
      ['business', 'individual'],
      [undefined, 'individual'],
      [null, 'individual'],
    ] as const) {
      const { body } = await signup(server, { extra: { accountType: given } });
      expect(traderRow(body.trader.id).account_type).toBe(expected);
    }
  });

  it('profile.address.state is required when country is US (invalid_request naming the field)', async () => {
    const { response } = await signup(server, { extra: { profile: { address: { country: 'US' } } } });
    expectError(response, 400, 'invalid_request');
    expect(response.json().error_description).toContain('profile.address.state');
  });

  it('stores country and state given at sign-up', async () => {
    const { body } = await signup(server, { extra: { profile: { address: { country: 'US', state: 'CA' } } } });
    expect(traderRow(body.trader.id)).toMatchObject({ address_country: 'US', address_state: 'CA' });
  });

  it('sign-up without consentAdditionalMails means false; a non-boolean is invalid_request', async () => {
    const { response, body } = await signup(server, { extra: { consentAdditionalMails: undefined } });
    expect(response.statusCode, response.body).toBe(201);
    expect(traderRow(body.trader.id).consent_additional_mails).toBe(0);
    const bad = await signup(server, { extra: { consentAdditionalMails: 'yes' } });
    expectError(bad.response, 400, 'invalid_request');
    expect(bad.response.json().error_description).toContain('consentAdditionalMails');
  });

  it('password policy: a password of fewer than 8 characters, or without a letter or a non-letter, is invalid_request naming password', async () => {
    for (const password of ['abc', 'abcdefgh', '12345678']) {
      const { response } = await signup(server, { password });
      expectError(response, 400, 'invalid_request');
      expect(response.json().error_description).toBe(`Invalid body: password: ${passwordPolicyMessage}`);
    }
    const { response, body } = await signup(server, { password: 'abcdefg1' });
    expect(response.statusCode).toBe(201);
    expect(traderRow(body.trader.id).password_hash).toEqual(expect.any(String));
  });

  it('only the first error is returned', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trade/signup/trader',
      payload: { email: 'not-an-email', partnerId: 'nope' },
    });
    expectError(response, 400, 'invalid_request');
    expect(response.json().error_description).toMatch(/^Invalid body: email: /);
  });

  it('an unknown partnerId is invalid_request', async () => {
    const { response } = await signup(server, { extra: { partnerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    expectError(response, 400, 'invalid_request');
  });

  it('email_address_and_partner_id_in_use for the same email and partner, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await signup(server, { email })).response.statusCode).toBe(201);
    expectError(
      (await signup(server, { email: email.toUpperCase() })).response,
      400,
      'email_address_and_partner_id_in_use',
    );
  });

  it('password omitted or null: the user exists but cannot sign in until a password reset', async () => {
    const { response, body, email } = await signup(server, { password: null });
    expect(response.statusCode).toBe(201);
    expect(traderRow(body.trader.id).password_hash).toBeNull();
    const login = await server.app.inject({
      method: 'POST',
      url: '/trade/auth',
      payload: { grant_type: 'password', partnerId: server.sandbox.partnerId, email, password: 'anything' },
    });
    expectError(login, 400, 'invalid_grant');
  });

  it('manual email validation: a 6-digit code is sent to the sandbox mailbox and the email is not verified', async () => {
    const { body, email } = await signup(server);
    const [mail] = readMailbox(server.db, email);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(traderRow(body.trader.id).email_verified).toBe(0);
  });

  it('trusted email validation: a partner JWT with the same email validates the address at once, no mail', async () => {
    const email = uniqueEmail();
    const token = await partnerJwt(server, { email });
    const { response, body } = await signup(server, { email, extra: { trustedEmailValidationToken: token } });
    expect(response.statusCode, response.body).toBe(201);
    expect(traderRow(body.trader.id).email_verified).toBe(1);
    expect(readMailbox(server.db, email)).toEqual([]);
  });

  it('invalid_trusted_email_validation_token: another email, a malformed token, or an expired one', async () => {
    const email = uniqueEmail();
    const now = Math.floor(partnerClockNow(server.clock).getTime() / 1000);
    for (const token of [
      await partnerJwt(server, { email: uniqueEmail() }),
      'not-a-jwt',
      await partnerJwt(server, { email, exp: now - 10 }),
    ]) {
      const { response } = await signup(server, { email, extra: { trustedEmailValidationToken: token } });
      expectError(response, 400, 'invalid_trusted_email_validation_token');
    }
  });

  it('exp is judged on the partner clock: moving the sandbox clock does not expire a partner token', async () => {
    const email = uniqueEmail();
    const exp = Math.floor(partnerClockNow(server.clock).getTime() / 1000) + 300;
    const token = await partnerJwt(server, { email, exp });
    server.clock.advance(3 * 24 * 3600);
    const { response } = await signup(server, { email, extra: { trustedEmailValidationToken: token } });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('an untrusted partner cannot validate emails', async () => {
    server.db.prepare('UPDATE partners SET trusted = 0 WHERE id = ?').run(server.sandbox.partnerId);
    try {
      const email = uniqueEmail();
      const token = await partnerJwt(server, { email });
      const { response } = await signup(server, { email, extra: { trustedEmailValidationToken: token } });
      expectError(response, 400, 'invalid_trusted_email_validation_token');
    } finally {
      server.db.prepare('UPDATE partners SET trusted = 1 WHERE id = ?').run(server.sandbox.partnerId);
    }
  });
});
