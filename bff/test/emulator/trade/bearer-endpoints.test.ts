// Authentication rule 1 on every bearer endpoint of the contract: no token is 401 `missing_token`; a token that
// is not acceptable (garbage, a refresh token, an expired access token) is 403 `invalid_token`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contract/endpoint';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { expectError, login, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
let refreshToken = '';
let expiredAccessToken = '';
beforeAll(async () => {
  server = await startTrade();
  const { tokens, email, password } = await signedInTrader(server);
  refreshToken = tokens.refresh_token;
  expiredAccessToken = tokens.access_token;
  server.clock.advance(1201);
  // A fresh login after the clock moved proves the account itself is fine.
  await login(server, email, password ?? '');
});
afterAll(() => server.app.close());

const bearerEndpoints = Object.values(tradeEndpoints as Record<string, Endpoint>).filter((e) => e.auth === 'bearer');

function send(endpoint: Endpoint, authorization?: string) {
  const prefix = endpoint.server === 'user' ? '/user' : '/trade';
  return server.app.inject({
    method: endpoint.method,
    url: prefix + endpoint.path.replace('{id}', '00000000-0000-4000-8000-000000000000'),
    headers: authorization === undefined ? {} : { authorization },
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });
}

describe.each(bearerEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, endpoint) => {
  it('401 missing_token without a token', async () => {
    expectError(await send(endpoint), 401, 'missing_token');
  });

  it('403 invalid_token with garbage, a refresh token or an expired access token', async () => {
    for (const token of ['garbage', refreshToken, expiredAccessToken]) {
      expectError(await send(endpoint, `Bearer ${token}`), 403, 'invalid_token');
    }
  });
});

describe('bodiless endpoints', () => {
  it('accept Content-Type: application/json with an empty body', async () => {
    const { auth } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/user/me/deactivate',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(204);
  });
});
