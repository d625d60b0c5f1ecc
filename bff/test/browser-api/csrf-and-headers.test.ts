import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support';
import { TestBrowser, uniqueEmail } from './browser';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await server.app.close();
});

const login = { email: 'someone@example.com', password: 'x' };

describe('CSRF protection of state-changing calls', () => {
  it('refuses a call without the custom header', async () => {
    const response = await new TestBrowser(server).call('POST', '/api/login', login, { 'x-tradekit-request': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf_rejected' });
  });

  it('refuses a call from an origin that is not allowed', async () => {
    const response = await new TestBrowser(server, 'https://evil.example').post('/api/login', login);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf_rejected', message: expect.stringContaining('evil.example') });
  });

  it('refuses a call with no Origin at all', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-tradekit-request': '1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a look-alike origin', async () => {
    for (const origin of ['https://partner.example.evil.example', 'http://partner.example', 'null']) {
      const response = await new TestBrowser(server, origin).post('/api/logout');
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('refuses before reading the body: a forged call learns nothing from validation', async () => {
    const response = await new TestBrowser(server, 'https://evil.example').post('/api/signup', { nonsense: true });
    expect(response.json()).toMatchObject({ error: 'csrf_rejected' });
  });

  it('lets an allowed partner origin and the BFF origin through', async () => {
    for (const origin of ['https://partner.example', server.config.publicUrl]) {
      const response = await new TestBrowser(server, origin).post('/api/logout');
      expect(response.statusCode, origin).toBe(204);
    }
  });

  it('needs nothing extra on reads', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedIn: false, email: null, trustedEmail: false });
  });

  it('a wrong body from an allowed origin is a 400 on its field, not a 500', async () => {
    const response = await new TestBrowser(server).post('/api/signup', {
      email: uniqueEmail(),
      consentAdditionalMails: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', field: 'consentAdditionalMails' });
  });
});

describe('security headers', () => {
  it('the browser API has a strict CSP, frame-ancestors none, nosniff, no-referrer and no caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/session' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("the widget's pages may be framed by the partner's allowed origins only", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/widget/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('other pages may not be framed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('leaves the emulated upstream APIs alone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/trade/openapi.json' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('CORS for partner pages that call the BFF directly', () => {
  it('gives an allowed origin credentialed CORS and a preflight for the CSRF header', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-tradekit-request');
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { origin: 'https://partner.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('gives any other origin nothing', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
