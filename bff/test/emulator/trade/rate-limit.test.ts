import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade({ TRADE_AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => server.app.close());

/** Start at the beginning of a sandbox minute so the window does not roll over mid-test. */
/** A window opens at its first request and lasts a minute: a minute later every window has ended. */
function toNextWindow() {
  server.clock.advance(60);
}

const requests: Record<
  string,
  () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string }>
> = {
  'sign-up': () => server.app.inject({ method: 'POST', url: '/trade/signup/trader', payload: {} }),
  'login (POST /auth)': () => server.app.inject({ method: 'POST', url: '/trade/auth', payload: {} }),
  'code check (validate-security-code)': () =>
    server.app.inject({ method: 'POST', url: '/trade/users/validate-security-code', payload: {} }),
  'code check (reset-password)': () =>
    server.app.inject({ method: 'POST', url: '/trade/users/reset-password', payload: {} }),
  'mail (request-password-reset)': () =>
    server.app.inject({ method: 'POST', url: '/trade/users/request-password-reset', payload: {} }),
  'countries (before sign-up)': () =>
    server.app.inject({ method: 'GET', url: `/trade/countries/${server.sandbox.partnerId}` }),
};

describe('rate limits (configuration TRADE_AUTH_RATE_LIMIT_PER_MINUTE, per client address and endpoint group)', () => {
  it.each(Object.keys(requests))(
    '%s: over the limit answers 429 rate_limited with Retry-After; the next window is open again',
    async (name) => {
      const send = requests[name];
      if (!send) throw new Error(name);
      toNextWindow();
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expectError(limited, 429, 'rate_limited');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      server.clock.advance(retryAfter);
      expect((await send()).statusCode).not.toBe(429);
    },
  );

  it('groups are counted apart: a limited sign-up does not block login', async () => {
    toNextWindow();
    for (let i = 0; i < 4; i++) await requests['sign-up']?.();
    expect((await requests['sign-up']?.())?.statusCode).toBe(429);
    expect((await requests['login (POST /auth)']?.())?.statusCode).toBe(400);
  });
});
