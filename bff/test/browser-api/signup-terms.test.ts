// Sign-up against the partner's settings: the terms it configures (TERMS_URL) must be accepted and are recorded,
// the support link (SUPPORT_URL) reaches the views, and the password policy holds before anything goes upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from '#contract/trade/password-policy';
import { SqliteTermsAcceptances } from '../../src/browser-api/storage/sqlite/sqlite-terms-acceptances';
import { startListeningTestServer, type TestServer } from '../support';
import { TestBrowser, uniqueEmail } from './browser';

const TERMS_URL = 'https://shop.example/terms-2026';
const SUPPORT_URL = 'mailto:support@shop.example';

let withTerms: TestServer & { url: string };
let without: TestServer & { url: string };
beforeAll(async () => {
  withTerms = await startListeningTestServer({ TERMS_URL, SUPPORT_URL });
  without = await startListeningTestServer();
});
afterAll(async () => {
  await Promise.all([withTerms.app.close(), without.app.close()]);
});

const signupBody = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('terms'),
  password: 'correct horse battery',
  profile: { address: { country: 'DK' } },
  consentAdditionalMails: false,
  ...extra,
});

describe('partner terms at sign-up (TERMS_URL)', () => {
  it('the configuration gives the views the terms and support links, or null when unset', async () => {
    const config = (await new TestBrowser(withTerms).get('/api/config')).json() as Record<string, unknown>;
    expect(config).toMatchObject({ termsUrl: TERMS_URL, supportUrl: SUPPORT_URL });
    const plain = (await new TestBrowser(without).get('/api/config')).json() as Record<string, unknown>;
    expect(plain).toMatchObject({ termsUrl: null, supportUrl: null });
  });

  it('terms not accepted: 400 invalid_request on the termsAccepted field, and no trader is made', async () => {
    const browser = new TestBrowser(withTerms);
    const body = signupBody();
    for (const termsAccepted of [undefined, false]) {
      const response = await browser.post('/api/signup', { ...body, termsAccepted });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', field: 'termsAccepted' });
    }
    // The email is still free: nothing reached the Trade API.
    const accepted = await browser.post('/api/signup', { ...body, termsAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('terms accepted: the BFF records which terms the new trader accepted, and when', async () => {
    const response = await new TestBrowser(withTerms).post('/api/signup', signupBody({ termsAccepted: true }));
    expect(response.statusCode).toBe(201);
    const { traderId } = response.json() as { traderId: number };
    // The BFF's SQLite storage shares the server's database file.
    const recorded = await new SqliteTermsAcceptances(withTerms.db).ofTrader(traderId);
    expect(recorded).toEqual([{ traderId, termsUrl: TERMS_URL, acceptedAt: expect.any(String) }]);
    const acceptedAt = Date.parse(recorded[0]!.acceptedAt);
    expect(Math.abs(acceptedAt - withTerms.bffClock.now().getTime())).toBeLessThan(60_000);
  });

  it('without TERMS_URL no acceptance is asked for', async () => {
    const response = await new TestBrowser(without).post('/api/signup', signupBody());
    expect(response.statusCode).toBe(201);
  });
});

describe('password policy at the BFF', () => {
  it('password policy: a short password is refused on the password field before the Trade API is asked', async () => {
    const response = await new TestBrowser(without).post('/api/signup', signupBody({ password: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      field: 'password',
      message: expect.stringContaining(passwordPolicyMessage),
    });
  });
});
