// Shared steps of the Trade API route tests: a real server on a real SQLite file, partner JWTs signed with the
// sandbox partner's key, and the common journeys (sign up, read the emailed code, sign in).
import fs from 'node:fs';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { startTestServer, type TestServer } from '../../support';

export type { TestServer };

export async function startTrade(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(env);
}

export function partnerKey(server: TestServer): KeyObject {
  return createPrivateKey(fs.readFileSync(server.sandbox.partnerPrivateKeyFile));
}

/** A partner JWT as the sandbox partner signs it (ES256, header exactly {typ, alg}). */
export async function partnerJwt(
  server: TestServer,
  payload: Record<string, unknown>,
  key = partnerKey(server),
  alg = 'ES256',
) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

let counter = 0;
export const uniqueEmail = (prefix = 'trader') => `${prefix}.${Date.now()}.${++counter}@example.test`;

export interface SignupOptions {
  email?: string;
  password?: string | null;
  accountType?: string;
  extra?: Record<string, unknown>;
}

export async function signup(server: TestServer, options: SignupOptions = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? 'correct horse battery' : options.password;
  const response = await server.app.inject({
    method: 'POST',
    url: '/trade/signup/trader',
    payload: {
      email,
      password,
      partnerId: server.sandbox.partnerId,
      accountType: options.accountType,
      consentAdditionalMails: false,
      ...options.extra,
    },
  });
  return { response, email, password, body: response.json() as { trader: { id: number }; offlineToken?: string } };
}

export async function login(server: TestServer, email: string, password: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/trade/auth',
    payload: { grant_type: 'password', partnerId: server.sandbox.partnerId, email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

/** Signs up and signs in; returns the access token and the trader id. */
export async function signedInTrader(server: TestServer, options: SignupOptions = {}) {
  const created = await signup(server, options);
  expect(created.response.statusCode, created.response.body).toBe(201);
  const tokens = await login(server, created.email, created.password ?? '');
  return {
    ...created,
    tokens,
    traderId: created.body.trader.id,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}

/**
 * A corporate trader, signed in, with every step done (corporate details, address, source of funds, shareholder
 * relation, PEP status), so its KYB documents are requested and a company review can be concluded.
 */
export async function corporateTraderAwaitingReview(server: TestServer, options: SignupOptions = {}) {
  const trader = await signedInTrader(server, { ...options, accountType: 'corporate' });
  const steps: [string, object][] = [
    ['/traders/me/corporate-details', { name: 'Acme GmbH', industry: 'education', description: 'Teaching' }],
    ['/traders/me/address', { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' }],
    [
      '/traders/me/source-of-funds',
      { originOfFunds: 'business-income', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
    ],
    ['/traders/me/shareholder-relation', { shareholderRelationState: 'not_related' }],
    ['/traders/me/pep', { pepState: 'non_pep' }],
  ];
  for (const [url, payload] of steps) {
    const response = await server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers: trader.auth });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
  return trader;
}

/** The 6-digit code of the newest email to `to`. */
export function latestCode(server: TestServer, to: string): string {
  const [mail] = readMailbox(server.db, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mailbox of ${to}`);
  return code;
}

/** Asserts the Trade API error shape and returns the code. */
export function expectError(
  response: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toEqual({ error: code, error_description: expect.any(String), request_id: expect.any(String) });
}

/** A complete partner KYC review body (every field the spec requires), for trader `traderId`. */
export const kycReview = (traderId: number, externalId: string) => ({
  traderId,
  externalId,
  state: 'completed',
  approveTime: '2026-11-20T10:00:00Z',
  createTime: '2026-11-20T09:00:00Z',
  pep: { approved: true, approveTime: '2026-11-20T10:00:00Z' },
  sanction: { approved: true, approveTime: '2026-11-20T10:00:00Z' },
  profile: {
    citizenCountry: 'AT',
    name: 'Erika Mustermann',
    dateOfBirth: '1990-01-31',
    address: { street: 'Main Street 1', city: 'Vienna', state: '', postalCode: '1010', country: 'AT' },
  },
});
