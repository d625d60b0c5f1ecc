import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrade, uniqueEmail, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

describe('POST {sandboxUrl}/partners', () => {
  it('registers a partner → {partnerId}; its own RSA key validates emails once trusted', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox/partners',
      payload: {
        name: 'Wallet Co',
        publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }),
        trusted: true,
        kycAgreement: false,
        webhookUrl: 'https://wallet.example/hooks',
        webhookSecret: 'a-long-enough-webhook-secret',
        allowedOrigins: ['https://wallet.example'],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { partnerId } = response.json();
    expect(partnerId).toMatch(/^[0-9a-f-]{36}$/);

    const countries = await server.app.inject({ method: 'GET', url: `/trade/countries/${partnerId}` });
    expect(countries.statusCode).toBe(200);

    const email = uniqueEmail();
    const token = await new SignJWT({ email }).setProtectedHeader({ alg: 'RS384', typ: 'JWT' }).sign(privateKey);
    const signup = await server.app.inject({
      method: 'POST',
      url: '/trade/signup/trader',
      payload: { email, partnerId, consentAdditionalMails: true, trustedEmailValidationToken: token },
    });
    expect(signup.statusCode, signup.body).toBe(201);
  });

  it('answers a generated webhook secret when none is given; refuses a key that is not a PEM public key', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox/partners',
      payload: { name: 'EC partner', publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) },
    });
    expect(response.json()).toEqual({
      partnerId: expect.any(String),
      partnerNumber: expect.any(Number),
      webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const bad = await server.app.inject({
      method: 'POST',
      url: '/sandbox/partners',
      payload: { name: 'Bad', publicKeyPem: 'not a key' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
