import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { mailedCode, signUp, TestBrowser } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('password reset through the emulator', () => {
  it('code, then new password: the session is signed in with it and the reset token never reaches the browser', async () => {
    const { email } = await signUp(new TestBrowser(server));
    const browser = new TestBrowser(server);
    expect((await browser.post('/api/password-reset', { email })).statusCode).toBe(200);
    const checked = await browser.post('/api/password-reset/code', { email, code: mailedCode(server, email) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({});
    const reset = (await browser.storedSession())!.data.passwordReset!;
    expect(checked.body).not.toContain(reset.token);
    const done = await browser.post('/api/password-reset/complete', { password: 'brand new password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ signedIn: true, email, trustedEmail: false });
    expect((await browser.storedSession())!.data.passwordReset).toBeUndefined();
    const again = new TestBrowser(server);
    expect((await again.post('/api/login', { email, password: 'brand new password' })).statusCode).toBe(200);
  });

  it('a wrong code keeps the upstream code', async () => {
    const { email } = await signUp(new TestBrowser(server));
    const browser = new TestBrowser(server);
    await browser.post('/api/password-reset', { email });
    const code = mailedCode(server, email);
    const response = await browser.post('/api/password-reset/code', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_security_code' });
  });

  it('step 3 without step 2 is password_reset_not_started', async () => {
    const response = await new TestBrowser(server).post('/api/password-reset/complete', {
      password: 'brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'password_reset_not_started' });
  });
});
