// The server scenarios of the benchmark, each a real client of the running server: the Merchant API with real
// HMAC headers and fresh nonces, the BFF's quote route (through the emulator over HTTP), the Trade API's refresh
// grant. A scenario whose endpoint does not answer yet is reported as not measured, with the reason.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Scenario, ThroughputGoal } from './load';

/** Settings the benchmark raises so that it measures the server, not its rate limiter. */
export const RAISED_LIMITS = {
  MERCHANT_RATE_LIMIT_PER_MINUTE: '1000000',
  TRADE_AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  BFF_AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
} as const;

type Planned = Scenario | { name: string; skipped: string };

export interface SandboxFile {
  tradeBaseUrl: string;
  partnerId: string;
  merchantBaseUrl: string;
  merchantApiKey: string;
  merchantApiSecret: string;
  merchantAuthScheme: string;
}

type MerchantCredentials = Pick<SandboxFile, 'merchantApiKey' | 'merchantApiSecret' | 'merchantAuthScheme'>;

/** The one merchant of the create reference server (create-floor-server.ts). */
export const FLOOR_MERCHANT: MerchantCredentials = {
  merchantApiKey: 'floor-key',
  merchantApiSecret: 'floor-secret',
  merchantAuthScheme: 'Service',
};

/** Fresh merchant Authorization headers, as a real client makes them: a new nonce and HMAC per request. */
export function merchantSigner(sandbox: MerchantCredentials): () => string {
  // Nonces only need to be fresh and unique per key; milliseconds plus a counter, as real clients send them.
  let counter = 0;
  return () => {
    const nonce = `${Date.now()}${String(counter++ % 1000).padStart(3, '0')}`;
    const signature = createHmac('sha256', sandbox.merchantApiSecret)
      .update(nonce + sandbox.merchantApiKey)
      .digest('hex');
    return `${sandbox.merchantAuthScheme} apikey="${sandbox.merchantApiKey}", nonce="${nonce}", signature="${signature}"`;
  };
}

export function readSandbox(dataDir: string): SandboxFile {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8')) as SandboxFile;
}

export const merchantOk = (status: number, body: string) => status === 200 && body.startsWith('{"success":true');

/** The invoice every create scenario asks for. */
const invoiceBody = JSON.stringify({
  amount: 25.5,
  currency: 'EUR',
  plugin_name: 'tradekit-bench',
  plugin_version: '1',
  description: 'Benchmark order',
});

/**
 * The goal of POST /v3/invoices (issue #19, re-basing issue #9's 0.25x of hello-world): half the rate of the bench's
 * reference create (create-floor-server.ts), the same durable write with no Tradekit code, measured in the same run.
 */
export const CREATE_GOAL = { minRatio: 0.5, of: 'reference' } as const;

/**
 * Creates with fresh signed headers against `url` (the real Merchant API, held to `goal`, or the reference server,
 * the yardstick with none).
 */
export function createScenario(
  name: string,
  url: string,
  credentials: MerchantCredentials,
  goal?: ThroughputGoal,
): Scenario {
  const sign = merchantSigner(credentials);
  return {
    name,
    url,
    method: 'POST',
    ...(goal && { goal }),
    request: () => ({ headers: { authorization: sign(), 'content-type': 'application/json' }, body: invoiceBody }),
    ok: merchantOk,
  };
}

async function probe(url: string, init?: RequestInit): Promise<{ status: number; body: string }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
}

export async function serverScenarios(baseUrl: string, dataDir: string): Promise<Planned[]> {
  const sandbox = readSandbox(dataDir);
  const merchantAuth = merchantSigner(sandbox);
  const planned: Planned[] = [];

  const rates = `${sandbox.merchantBaseUrl}/v3/rates`;
  const ratesProbe = await probe(rates);
  planned.push(
    merchantOk(ratesProbe.status, ratesProbe.body)
      ? { name: 'GET /v3/rates', url: rates, ok: merchantOk, goal: { minRatio: 0.6 } }
      : { name: 'GET /v3/rates', skipped: `endpoint answered ${ratesProbe.body.slice(0, 60)}` },
  );

  const invoices = `${sandbox.merchantBaseUrl}/v3/invoices`;

  const invoiceProbe = await probe(invoices, {
    method: 'POST',
    headers: { authorization: merchantAuth(), 'content-type': 'application/json' },
    body: invoiceBody,
  });
  planned.push(
    merchantOk(invoiceProbe.status, invoiceProbe.body)
      ? createScenario('POST /v3/invoices (HMAC, fresh nonces)', invoices, sandbox, CREATE_GOAL)
      : { name: 'POST /v3/invoices', skipped: `endpoint answered ${invoiceProbe.body.slice(0, 60)}` },
  );

  // The BFF's quote: browser → BFF → the emulated Trade API over HTTP, as with the real service.
  const quote = `${baseUrl}/api/quote?baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC`;
  const quoteProbe = await probe(quote);
  planned.push(
    quoteProbe.status === 200
      ? { name: 'BFF GET /api/quote (via the Trade API)', url: quote }
      : { name: 'BFF GET /api/quote', skipped: `answered ${quoteProbe.status} ${quoteProbe.body.slice(0, 60)}` },
  );

  // The refresh grant of one signed-up user; the emulator keeps a refresh token valid until it expires.
  const email = `bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  await probe(`${sandbox.tradeBaseUrl}/signup/trader`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password: 'bench password',
      partnerId: sandbox.partnerId,
      consentAdditionalMails: false,
    }),
  });
  const login = await probe(`${sandbox.tradeBaseUrl}/auth`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ grant_type: 'password', partnerId: sandbox.partnerId, email, password: 'bench password' }),
  });
  const refreshToken = login.status === 200 ? (JSON.parse(login.body) as { refresh_token: string }).refresh_token : '';
  const refreshBody = JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken });
  planned.push(
    refreshToken
      ? {
          name: 'Trade POST /auth (refresh_token grant)',
          url: `${sandbox.tradeBaseUrl}/auth`,
          method: 'POST',
          request: () => ({ headers: json, body: refreshBody }),
        }
      : {
          name: 'Trade POST /auth refresh grant',
          skipped: `login answered ${login.status} ${login.body.slice(0, 60)}`,
        },
  );
  return planned;
}
