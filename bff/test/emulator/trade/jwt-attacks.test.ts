// The JWT attack list of the issue, run against every endpoint that accepts a partner JWT. Each attack must be
// refused with the endpoint's own error code; the genuine token of each row must pass, so a refusal is the
// attack's doing and not a broken setup. Nothing in a token may make the server fetch a URL.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerClockNow } from '../../../src/emulator/trade/partner-jwt';
import {
  expectError,
  kycReview,
  partnerKey,
  signedInTrader,
  signup,
  startTrade,
  uniqueEmail,
  type TestServer,
} from './helpers';

let server: TestServer;
let fetched = 0;
let trap: http.Server;
let trapUrl = '';

beforeAll(async () => {
  server = await startTrade();
  trap = http.createServer((_request, response) => {
    fetched += 1;
    response.end('{}');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.app.close();
  await new Promise((resolve) => trap.close(resolve));
});

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

type Payload = Record<string, unknown>;

/** Signed with the genuine partner key but with a header of our choosing. */
const withHeader = (header: Record<string, unknown>) => async (payload: Payload) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...header } as { alg: string })
    .sign(partnerKey(server));

const unsigned = (alg: string) => async (payload: Payload) => `${b64({ alg, typ: 'JWT' })}.${b64(payload)}.`;

const hmacWith =
  (key: string | Buffer, alg = 'HS256') =>
  async (payload: Payload) => {
    const input = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
    return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
  };

const attackerKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

const attacks: Record<string, (payload: Payload) => Promise<string>> = {
  'alg none': unsigned('none'),
  'alg None': unsigned('None'),
  'alg NONE': unsigned('NONE'),
  'alg nOnE': unsigned('nOnE'),
  'HMAC (HS256) with a guessed secret': hmacWith('secret'),
  'HMAC keyed with the partner public key': async (payload) => {
    const pem = server.db
      .prepare('SELECT public_key_pem FROM partners WHERE id = ?')
      .pluck()
      .get(server.sandbox.partnerId) as string;
    return hmacWith(pem)(payload);
  },
  'extra header key: kid': withHeader({ kid: 'partner-key-1' }),
  'extra header key: jku': withHeader({ jku: `${trapUrl}/jwks.json` }),
  'extra header key: x5u': withHeader({ x5u: `${trapUrl}/cert.pem` }),
  'extra header key: jwk (attacker key embedded, signed by attacker)': async (payload) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', jwk: await exportJWK(attackerKeys.publicKey) })
      .sign(attackerKeys.privateKey),
  'wrong typ: JOSE': withHeader({ typ: 'JOSE' }),
  'wrong typ: at+jwt': withHeader({ typ: 'at+jwt' }),
  'missing typ': async (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'ES256' }).sign(partnerKey(server)),
  expired: async (payload) =>
    new SignJWT({ ...payload, exp: Math.floor(partnerClockNow(server.clock).getTime() / 1000) - 60 })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .sign(partnerKey(server)),
  'all-zero ECDSA signature': async (payload) =>
    `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(payload)}.${Buffer.alloc(64).toString('base64url')}`,
  "another partner's key": async (payload) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(attackerKeys.privateKey),
  'alg RS256 on an EC key': async (payload) => {
    const [, body] = (await withHeader({})(payload)).split('.');
    return `${b64({ alg: 'RS256', typ: 'JWT' })}.${body}.${Buffer.alloc(64).toString('base64url')}`;
  },
};

const genuine = async (payload: Payload) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(partnerKey(server));

interface Target {
  name: string;
  status: number;
  code: string;
  /** Sends one request whose partner JWT is made by `sign` from the payload the endpoint expects. */
  send: (
    sign: (payload: Payload) => Promise<string>,
  ) => Promise<{ statusCode: number; json: () => unknown; body: string }>;
  okStatus: number;
}

let seq = 0;
const targets: Target[] = [
  {
    name: 'POST /signup/trader (trustedEmailValidationToken)',
    status: 400,
    code: 'invalid_trusted_email_validation_token',
    okStatus: 201,
    send: async (sign) => {
      const email = uniqueEmail('jwt');
      return (await signup(server, { email, extra: { trustedEmailValidationToken: await sign({ email }) } })).response;
    },
  },
  {
    name: 'POST /partners/{partner_id}/kyc',
    status: 401,
    code: 'invalid_partner_token',
    okStatus: 201,
    send: async (sign) => {
      const { traderId } = await signedInTrader(server);
      const externalId = `attack-${++seq}`;
      return server.app.inject({
        method: 'POST',
        url: `/trade/partners/${server.sandbox.partnerId}/kyc`,
        headers: { authorization: `Bearer ${await sign({ traderId, externalId })}` },
        payload: kycReview(traderId, externalId),
      });
    },
  },
  {
    name: 'POST /partners/{partner_id}/kyc/{review_id}/documents',
    status: 401,
    code: 'invalid_partner_token',
    okStatus: 201,
    send: async (sign) => {
      const { traderId } = await signedInTrader(server);
      const externalId = `attack-doc-${++seq}`;
      const review = await server.app.inject({
        method: 'POST',
        url: `/trade/partners/${server.sandbox.partnerId}/kyc`,
        headers: { authorization: `Bearer ${await genuine({ traderId, externalId })}` },
        payload: kycReview(traderId, externalId),
      });
      const reviewId = review.json().id as string;
      return server.app.inject({
        method: 'POST',
        url: `/trade/partners/${server.sandbox.partnerId}/kyc/${reviewId}/documents`,
        headers: {
          authorization: `Bearer ${await sign({ reviewId, externalId })}`,
          'content-type': 'image/jpeg',
          'x-upload-external-id': externalId,
          'x-upload-document-type': 'passport',
          'x-upload-filename': 'p.jpg',
        },
        payload: Buffer.from('JPEG'),
      });
    },
  },
  {
    name: 'POST /users/reset-offline-token',
    status: 401,
    code: 'invalid_partner_token',
    okStatus: 200,
    send: async (sign) => {
      const { email } = await signup(server);
      return server.app.inject({
        method: 'POST',
        url: '/trade/users/reset-offline-token',
        headers: { authorization: `Bearer ${await sign({ email })}` },
        payload: { email, partnerId: server.sandbox.partnerId },
      });
    },
  },
];

describe.each(targets)('partner JWT attacks on $name', (target) => {
  it('the genuine partner JWT is accepted', async () => {
    const response = await target.send(genuine);
    expect(response.statusCode, response.body).toBe(target.okStatus);
  });

  it.each(Object.keys(attacks))(`refuses %s with the endpoint's own code`, async (attack) => {
    const sign = attacks[attack];
    if (!sign) throw new Error(attack);
    expectError(await target.send(sign), target.status, target.code);
  });

  it('never fetches a URL named in a token', () => {
    expect(fetched).toBe(0);
  });
});
