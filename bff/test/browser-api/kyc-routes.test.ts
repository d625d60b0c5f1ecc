import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTypeOf } from '../../src/browser-api/routes/kyc-routes';
import { startListeningTestServer, type TestServer } from '../support';
import { signUp, TestBrowser } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer({ ALLOWED_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await server.app.close();
});

describe('identification attempts through the emulator', () => {
  it('starts an attempt returning to the BFF return page by default, then reads and lists it', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const started = await browser.post('/api/kyc/attempts', {});
    expect(started.statusCode).toBe(201);
    const attempt = started.json() as { id: string; state: string; returnUrl: string; redirectUrl: string };
    expect(attempt.state).toBe('pending');
    expect(attempt.returnUrl).toBe(`${server.url}/api/kyc/return`);
    expect(attempt.redirectUrl).toMatch(/^http/);
    expect((await browser.get(`/api/kyc/attempts/${attempt.id}`)).json()).toMatchObject({ id: attempt.id });
    const list = await browser.get('/api/kyc/attempts');
    expect((list.json() as { id: string }[]).map((a) => a.id)).toContain(attempt.id);
  });

  it('returns to a partner page on an allowed origin', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const started = await browser.post('/api/kyc/attempts', { returnUrl: 'https://partner.example/kyc?x=1' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ returnUrl: 'https://partner.example/kyc?x=1' });
  });

  it('rule: returns to a page of the BFF’s own origin, as the widget opened on its own asks', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const returnUrl = `${server.url}/widget/?lang=da`;
    const started = await browser.post('/api/kyc/attempts', { returnUrl });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ returnUrl });
  });

  for (const returnUrl of [
    '//evil.example',
    'https:evil.example',
    'https://partner.example@evil.example/',
    'javascript:alert(1)',
  ]) {
    it(`refuses returnUrl ${returnUrl} with return_url_not_allowed on the field`, async () => {
      const browser = new TestBrowser(server);
      await signUp(browser);
      const response = await browser.post('/api/kyc/attempts', { returnUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'return_url_not_allowed', field: 'returnUrl' });
    });
  }

  it("tells the service the user's device from the user's own User-Agent, not the BFF's", async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const started = await browser.call(
      'POST',
      '/api/kyc/attempts',
      {},
      {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      },
    );
    expect(started.statusCode).toBe(201);
    const { redirectUrl } = started.json() as { redirectUrl: string };
    const page = await server.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toMatch(/<dt>Device<\/dt><dd>ios<\/dd>/);
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
  });

  it('rule: the platform client hint tells the device where the User-Agent does not (reduced, or asked as a desktop)', () => {
    const reduced = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0.0.0 Mobile Safari/537.36';
    expect(deviceTypeOf(reduced, '"Android"')).toBe('android');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64)', '"Android"')).toBe('android');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14)', '"Windows"')).toBe('desktop');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64)', '"iOS"')).toBe('ios');
  });

  it('an unknown attempt keeps the upstream 404 code', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const response = await browser.get('/api/kyc/attempts/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'identification_attempt_not_found' });
  });

  it('the return page tells the widget on its own origin only, under a nonce CSP', async () => {
    const response = await new TestBrowser(server).get('/api/kyc/return?result=submitted');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).toContain('"type":"tradekit:kyc-return","result":"submitted"');
    expect(response.body).toContain(JSON.stringify(server.url));
    expect(response.body).not.toContain("'*'");
  });

  it('rule: a window started from a partner app on an allowed origin returns to the BFF page, which tells that origin', async () => {
    const browser = new TestBrowser(server, 'https://partner.example');
    await signUp(browser);
    const started = await browser.post('/api/kyc/attempts', {});
    expect(started.statusCode, started.body).toBe(201);
    const returnUrl = new URL((started.json() as { returnUrl: string }).returnUrl);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${server.url}/api/kyc/return`);
    expect(returnUrl.searchParams.get('opener')).toBe('https://partner.example');
    // As the identity provider sends the customer back: the result added to that URL.
    returnUrl.searchParams.set('result', 'submitted');
    const page = await new TestBrowser(server).get(`${returnUrl.pathname}${returnUrl.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"type":"tradekit:kyc-return","result":"submitted"');
    expect(page.body).toContain('var origin = "https://partner.example";');
  });

  it('rule: the return page never tells an origin the BFF does not allow (nor "*"): it tells its own instead', async () => {
    for (const opener of ['https://evil.example', '*', 'null', 'https://partner.example.evil.example']) {
      const page = await new TestBrowser(server).get(`/api/kyc/return?opener=${encodeURIComponent(opener)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`var origin = ${JSON.stringify(server.url)};`);
    }
  });

  it('rule: the return pages speak the language the browser asks for first that Tradekit ships, right to left in Arabic', async () => {
    const browser = new TestBrowser(server);
    const page = (url: string, language?: string) =>
      browser.call('GET', url, undefined, language === undefined ? {} : { 'accept-language': language });
    const danish = await page('/api/kyc/return?result=submitted', 'pt-BR,da;q=0.9,en;q=0.8');
    expect(danish.body).toContain('<html lang="da" dir="ltr">');
    expect(danish.body).toContain('<h1>Identifikation</h1>');
    expect(danish.body).toContain('Tak: dine dokumenter er sendt.');
    expect(danish.body).toContain('Du kan lukke dette vindue og vende tilbage til det forrige.');
    const arabic = await page('/api/trades/return', 'ar-EG');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).not.toMatch(/Payment page closed|You can close this window/);
    // By quality, not order; Norwegian readers of `no` read Bokmål; nothing shipped or no header: English.
    expect((await page('/api/trades/return', 'en;q=0.5, fr-CA;q=0.8')).body).toContain('<html lang="fr" dir="ltr">');
    expect((await page('/api/trades/return', 'no')).body).toContain('<html lang="nb" dir="ltr">');
    expect((await page('/api/trades/return', 'pt-BR, *;q=0.1')).body).toContain('Payment page closed.');
    expect((await page('/api/trades/return')).body).toContain('<html lang="en" dir="ltr">');
  });

  it('the return page refuses a result it does not know', async () => {
    const response = await new TestBrowser(server).get('/api/kyc/return?result=<script>');
    expect(response.statusCode).toBe(400);
  });
});
