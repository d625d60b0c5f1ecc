import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInTrader, signup, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

const auth = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/trade/auth', payload: payload as object });
const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth', () => {
  it('password grant: a bearer token response with expires_in 1200 and a refresh token', async () => {
    const { tokens } = await signedInTrader(server);
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: 1200,
      refresh_token: expect.any(String),
    });
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });

  it('tokens are stored hashed, never as issued', async () => {
    const { tokens } = await signedInTrader(server);
    const hashes = server.db.prepare('SELECT hash FROM trade_tokens').pluck().all() as string[];
    expect(hashes).not.toContain(tokens.access_token);
    expect(hashes).not.toContain(tokens.refresh_token);
  });

  it('invalid_grant for a wrong password, an unknown email and an unknown partner', async () => {
    const { email } = await signedInTrader(server);
    const base = { grant_type: 'password', partnerId: server.sandbox.partnerId, email, password: 'wrong' };
    expectError(await auth(base), 400, 'invalid_grant');
    expectError(await auth({ ...base, email: 'nobody@example.test' }), 400, 'invalid_grant');
    expectError(await auth({ ...base, partnerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }), 400, 'invalid_grant');
  });

  it('invalid_request for a missing field, unsupported_grant_type for an unknown grant_type', async () => {
    expectError(await auth({ grant_type: 'password', email: 'a@b.test' }), 400, 'invalid_request');
    expectError(await auth({}), 400, 'invalid_request');
    expectError(await auth({ grant_type: 'client_credentials' }), 400, 'unsupported_grant_type');
  });

  it('the access token lasts 1200 s on the emulator clock: 403 after', async () => {
    const { tokens } = await signedInTrader(server);
    server.clock.advance(1199);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    server.clock.advance(2);
    expectError(await me(tokens.access_token), 403, 'invalid_token');
  });

  it('refresh_token grant gives a fresh token response; the refresh token lasts 24 h', async () => {
    const { tokens } = await signedInTrader(server);
    const refreshed = await auth({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().access_token)).statusCode).toBe(200);
    server.clock.advance(24 * 3600 + 1);
    expectError(await auth({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }), 400, 'invalid_grant');
  });

  it('offline_token grant works like a refresh token and never expires', async () => {
    const { body } = await signup(server, { extra: { generateOfflineToken: true } });
    server.clock.advance(400 * 24 * 3600);
    const response = await auth({ grant_type: 'offline_token', offline_token: body.offlineToken });
    expect(response.statusCode, response.body).toBe(200);
    expectError(await auth({ grant_type: 'offline_token', offline_token: 'ot_unknown' }), 400, 'invalid_grant');
  });
});

describe('POST /auth/revoke', () => {
  it('204: the refresh token and the access token of its session stop working', async () => {
    const { tokens } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trade/auth/revoke',
      payload: { token_type_hint: 'refresh_token', token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectError(await auth({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }), 400, 'invalid_grant');
    expectError(await me(tokens.access_token), 403, 'invalid_token');
  });

  it('an unknown token is not an error (204); a wrong hint is unsupported_token_type; no token invalid_request', async () => {
    const revoke = (payload: object) => server.app.inject({ method: 'POST', url: '/trade/auth/revoke', payload });
    expect((await revoke({ token_type_hint: 'refresh_token', token: 'unknown' })).statusCode).toBe(204);
    expectError(await revoke({ token_type_hint: 'access_token', token: 'x' }), 400, 'unsupported_token_type');
    expectError(await revoke({ token_type_hint: 'refresh_token' }), 400, 'invalid_request');
  });
});

describe('PUT {user_url}/me/deactivate', () => {
  it('204; afterwards the account gets no token by any grant and its tokens are refused', async () => {
    const { tokens, email, password, auth: headers } = await signedInTrader(server);
    const response = await server.app.inject({ method: 'PUT', url: '/user/me/deactivate', headers });
    expect(response.statusCode).toBe(204);
    expectError(await me(tokens.access_token), 403, 'invalid_token');
    expectError(
      await auth({ grant_type: 'password', partnerId: server.sandbox.partnerId, email, password }),
      400,
      'invalid_grant',
    );
    expectError(await auth({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }), 400, 'invalid_grant');
  });

  it('a deactivated account gets no token with its offline token either', async () => {
    const { body, email, password } = await signup(server, { extra: { generateOfflineToken: true } });
    const tokens = (
      await auth({ grant_type: 'password', partnerId: server.sandbox.partnerId, email, password })
    ).json();
    await server.app.inject({
      method: 'PUT',
      url: '/user/me/deactivate',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expectError(await auth({ grant_type: 'offline_token', offline_token: body.offlineToken }), 400, 'invalid_grant');
  });

  it('only the account owner: without a token 401, with another kind of token 403', async () => {
    expectError(await server.app.inject({ method: 'PUT', url: '/user/me/deactivate' }), 401, 'missing_token');
    const { tokens } = await signedInTrader(server);
    expectError(
      await server.app.inject({
        method: 'PUT',
        url: '/user/me/deactivate',
        headers: { authorization: `Bearer ${tokens.refresh_token}` },
      }),
      403,
      'invalid_token',
    );
  });
});

describe('bearer authentication (Authentication rule 1)', () => {
  it('missing token: 401 missing_token; unacceptable token: 403 invalid_token', async () => {
    expectError(await server.app.inject({ method: 'GET', url: '/trade/traders/me' }), 401, 'missing_token');
    expectError(await me('garbage'), 403, 'invalid_token');
    expectError(
      await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: { authorization: 'Basic abc' } }),
      403,
      'invalid_token',
    );
  });
});

describe('access-token signing key', () => {
  it('is imported once per emulator and kept: every grant signs with the same key object', async () => {
    const key = server.emulator.accessTokenKey;
    const first = await key.get();
    const { tokens } = await signedInTrader(server);
    const refreshed = await auth({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(await key.get()).toBe(first);
    expect((await me(refreshed.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });
});
