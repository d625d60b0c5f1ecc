// The partner's own server on its BFF: trusted widget sessions and partner-run KYC, with the admin token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { TestBrowser, uniqueEmail } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const admin = () => ({ authorization: `Bearer ${server.bff.adminToken}` });

async function grant(email: string, ttlSeconds?: number): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/partner/widget-sessions',
    headers: admin(),
    payload: { email, ...(ttlSeconds ? { ttlSeconds } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { token: string }).token;
}

describe('partner admin token', () => {
  it('is required, and compared exactly', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${server.bff.adminToken}x` },
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/partner/widget-sessions',
        headers,
        payload: { email: 'a@example.com' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_admin_token' });
    }
  });

  it('sandbox mode generates one and keeps it in the data dir', () => {
    expect(server.bff.adminToken).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('trusted sign-up', () => {
  it('a widget session carries the verified email; sign-up in it sends a trusted token and skips the code', async () => {
    const email = uniqueEmail('trusted');
    const browser = new TestBrowser(server);
    const opened = await browser.post('/api/session/widget', { token: await grant(email) });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ signedIn: false, email, trustedEmail: true });
    const signup = await browser.post('/api/signup', { email, password: 'pw-123456', consentAdditionalMails: false });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ emailVerified: true });
    expect((await browser.get('/api/trader')).json()).toMatchObject({ email, isEmailVerified: true });
  });

  it('a token opens one session only', async () => {
    const token = await grant(uniqueEmail('once'));
    expect((await new TestBrowser(server).post('/api/session/widget', { token })).statusCode).toBe(200);
    const second = await new TestBrowser(server).post('/api/session/widget', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_widget_session' });
  });

  it('an expired or altered token is refused', async () => {
    const expired = await grant(uniqueEmail('late'), 60);
    server.bffClock.advance(61);
    expect((await new TestBrowser(server).post('/api/session/widget', { token: expired })).statusCode).toBe(400);
    const token = await grant(uniqueEmail('forged'));
    const [data, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data!, 'base64url').toString()), email: 'victim@example.com' })).toString('base64url')}.${signature}`;
    const response = await new TestBrowser(server).post('/api/session/widget', { token: forged });
    expect(response.json()).toMatchObject({ error: 'invalid_widget_session' });
  });

  it('sign-up with another email than the trusted one is refused on the email field', async () => {
    const browser = new TestBrowser(server);
    await browser.post('/api/session/widget', { token: await grant(uniqueEmail('mine')) });
    const response = await browser.post('/api/signup', {
      email: uniqueEmail('other'),
      password: 'pw-123456',
      consentAdditionalMails: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'widget_session_email_mismatch', field: 'email' });
  });
});

describe('partner-run KYC', () => {
  it('reports a review signed with the partner key and uploads a document to it', async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail('kyc');
    const signup = await browser.post('/api/signup', { email, password: 'pw-123456', consentAdditionalMails: false });
    const traderId = (signup.json() as { traderId: number }).traderId;
    const now = server.clock.now().toISOString();
    const review = {
      traderId,
      externalId: `review-${traderId}`,
      state: 'completed',
      approveTime: now,
      createTime: now,
      pep: { approved: true, approveTime: now },
      sanction: { approved: true, approveTime: now },
      profile: {
        citizenCountry: 'DE',
        name: 'Erika Mustermann',
        dateOfBirth: '1980-01-01',
        address: { street: 'Main St 1', city: 'Berlin', state: '', postalCode: '10115', country: 'DE' },
      },
    };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/partner/kyc',
      headers: admin(),
      payload: review,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: string };
    expect(created.json()).toMatchObject({ externalId: review.externalId });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/partner/kyc/${id}/documents`,
      headers: {
        ...admin(),
        'content-type': 'image/jpeg',
        'x-upload-external-id': 'doc-1',
        'x-upload-document-type': 'passport',
        'x-upload-filename': 'passport.jpg',
      },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ externalId: 'doc-1' });
  });

  it('a missing upload header is a 400 naming it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/partner/kyc/00000000-0000-4000-8000-000000000000/documents',
      headers: {
        ...admin(),
        'content-type': 'image/jpeg',
        'x-upload-document-type': 'passport',
        'x-upload-filename': 'a.jpg',
      },
      payload: Buffer.from([1, 2, 3]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', field: 'x-upload-external-id' });
  });
});
