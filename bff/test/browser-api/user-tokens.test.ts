// The BFF's token rules against the real emulator: refresh before the access token ends (by the BFF's clock),
// one refresh and one retry when the service refuses a token the BFF thought valid (the emulator's clock moved
// on alone), the offline token once the refresh token is gone, and a clean sign-out when nothing works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { signUp, TestBrowser } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(async () => {
  await server.app.close();
});

/** Moves both clocks, as real time passing would. */
function timePasses(seconds: number) {
  server.clock.advance(seconds);
  server.bffClock.advance(seconds);
}

describe('user tokens', () => {
  it('refreshes the access token before it expires (19 of 20 minutes gone)', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const before = (await browser.storedSession())!.data.user!;
    timePasses(19 * 60);
    const response = await browser.get('/api/trader');
    expect(response.statusCode).toBe(200);
    const after = (await browser.storedSession())!.data.user!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(new Date(after.accessExpiresAt).getTime()).toBeGreaterThan(server.bffClock.now().getTime() + 19 * 60_000);
  });

  it('does not refresh a token with time left', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const before = (await browser.storedSession())!.data.user!.accessToken;
    timePasses(5 * 60);
    expect((await browser.get('/api/trader')).statusCode).toBe(200);
    expect((await browser.storedSession())!.data.user!.accessToken).toBe(before);
  });

  it('an upstream refusal of a token the BFF thought valid triggers one refresh and one retry', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const before = (await browser.storedSession())!.data.user!.accessToken;
    server.clock.advance(21 * 60); // only the service's clock: the BFF still thinks the token is fresh
    const response = await browser.get('/api/trader');
    expect(response.statusCode).toBe(200);
    expect((await browser.storedSession())!.data.user!.accessToken).not.toBe(before);
  });

  it('signs in again with the offline token once the refresh token has expired', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    timePasses(23 * 60 * 60); // refresh token still valid here, so the session is refreshed and kept alive
    expect((await browser.get('/api/trader')).statusCode).toBe(200);
    server.clock.advance(25 * 60 * 60); // the service says the refresh token is long gone
    const response = await browser.get('/api/trader');
    expect(response.statusCode).toBe(200);
  });

  it('with no grant left the service accepts, the session ends: 401 not_signed_in and the session is deleted', async () => {
    const { email, password } = await signUp(new TestBrowser(server));
    const browser = new TestBrowser(server);
    await browser.post('/api/login', { email, password }); // a password login holds no offline token
    const { refreshToken } = (await browser.storedSession())!.data.user!;
    await server.app.inject({
      method: 'POST',
      url: '/trade/auth/revoke',
      payload: { token_type_hint: 'refresh_token', token: refreshToken },
    });
    server.clock.advance(21 * 60);
    const response = await browser.get('/api/trader');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'not_signed_in' });
    expect(await browser.storedSession()).toBeUndefined();
  });

  it('the session itself ends a day after its last refresh', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    timePasses(24 * 60 * 60 + 1);
    const response = await browser.get('/api/trader');
    expect(response.statusCode).toBe(401);
  });
});
