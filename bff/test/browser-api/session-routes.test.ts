import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { mailedCode, signUp, TestBrowser, uniqueEmail } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('sign-up, email code, login and logout through the emulator', () => {
  it('sign-up signs the session in with a __Host- cookie that is HttpOnly, Secure, SameSite=None, Partitioned, Path=/', async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail();
    const response = await browser.post('/api/signup', {
      email,
      password: 'pw-123456',
      profile: { address: { country: 'DE' } },
      consentAdditionalMails: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ accountType: 'individual', emailVerified: false });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-tradekit_session=[A-Za-z0-9_-]{40,}/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/'])
      expect(setCookie).toContain(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
    const status = await browser.get('/api/session');
    expect(status.json()).toEqual({ signedIn: true, email, trustedEmail: false });
  });

  it('no token ever reaches the browser, and tokens are encrypted at rest', async () => {
    const browser = new TestBrowser(server);
    const signup = await browser.post('/api/signup', {
      email: uniqueEmail(),
      password: 'pw-123456',
      consentAdditionalMails: false,
    });
    const user = (await browser.storedSession())!.data.user!;
    expect(user.accessToken.length).toBeGreaterThan(10);
    for (const secret of [user.accessToken, user.refreshToken, user.offlineToken!]) {
      expect(signup.body).not.toContain(secret);
      expect(String(signup.headers['set-cookie'])).not.toContain(secret);
    }
    const rows = server.db.prepare('SELECT data FROM bff_sessions').all() as { data: string }[];
    for (const row of rows) {
      expect(row.data).not.toContain(user.accessToken);
      expect(row.data).not.toContain(user.refreshToken);
    }
  });

  it('verifies the email with the mailed code, and resends a new one', async () => {
    const browser = new TestBrowser(server);
    const { email } = await signUp(browser);
    expect((await browser.post('/api/email/resend-code')).statusCode).toBe(200);
    const wrong = await browser.post('/api/email/verify', { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_request', field: 'code' });
    const verified = await browser.post('/api/email/verify', { code: mailedCode(server, email) });
    expect(verified.statusCode).toBe(200);
    expect((await browser.get('/api/trader')).json()).toMatchObject({ email, isEmailVerified: true });
  });

  it('keeps the upstream code of a wrong email code', async () => {
    const browser = new TestBrowser(server);
    const { email } = await signUp(browser);
    const code = mailedCode(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await browser.post('/api/email/verify', { code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_verification_code' });
  });

  it('a second sign-up with the same email keeps the upstream code', async () => {
    const { email } = await signUp(new TestBrowser(server));
    const again = await new TestBrowser(server).post('/api/signup', {
      email,
      password: 'pw-123456',
      consentAdditionalMails: false,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'email_address_and_partner_id_in_use' });
  });

  it('login with a wrong password is 400 invalid_grant on the password field; a right one signs in on a new id', async () => {
    const { email, password } = await signUp(new TestBrowser(server));
    const browser = new TestBrowser(server);
    const wrong = await browser.post('/api/login', { email, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', field: 'password' });
    await browser.get('/api/session');
    const before = browser.sessionId;
    const ok = await browser.post('/api/login', { email, password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ signedIn: true, email, trustedEmail: false });
    expect(browser.sessionId).toBeDefined();
    expect(browser.sessionId).not.toBe(before);
    expect((await browser.get('/api/trader')).statusCode).toBe(200);
  });

  it('logout revokes the refresh token upstream, deletes the session and clears the cookie', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const { refreshToken } = (await browser.storedSession())!.data.user!;
    const oldId = browser.sessionId!;
    const response = await browser.post('/api/logout');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/__Host-tradekit_session=;/);
    expect(browser.sessionId).toBeUndefined();
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/trade/auth',
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
    browser.sessionId = oldId;
    const after = await browser.get('/api/trader');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'not_signed_in' });
  });

  it('a session route without a session is 401 not_signed_in', async () => {
    const response = await new TestBrowser(server).get('/api/trader');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'not_signed_in', message: 'Sign in to continue.' });
  });
});
