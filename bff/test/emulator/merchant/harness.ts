// Drives the emulated Merchant API the way a merchant's integration does: signed requests through app.inject on
// a real server and SQLite file, plus the sandbox tools a test needs (payments, confirmations, clock, merchants).
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '#contract/merchant/invoices';
import { startTestServer, type TestServer } from '../../support';

export interface MerchantCredentials {
  apiKey: string;
  apiSecret: string;
  ipnSecret: string;
  merchantId?: number;
}

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  error: { code: string; message: string; url?: string };
}

let counter = 0;
/** A fresh nonce in the spec's reference form (Unix time in microseconds), unique within the process. */
export function nonce(): string {
  counter += 1;
  return String(BigInt(Date.now()) * 1000n + BigInt(counter % 1000));
}

export function authorization(credentials: MerchantCredentials, scheme = 'Service', n = nonce()): string {
  const signature = createHmac('sha256', credentials.apiSecret)
    .update(n + credentials.apiKey)
    .digest('hex');
  return `${scheme} apikey="${credentials.apiKey}", nonce="${n}", signature="${signature}"`;
}

export interface Harness extends TestServer {
  sandboxMerchant: MerchantCredentials;
  /** A signed Merchant API call; `as: null` sends no Authorization header. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options?: { as?: MerchantCredentials | null; headers?: Record<string, string> },
  ): Promise<Envelope<T> & { headers: Record<string, unknown> }>;
  tool<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }>;
  newMerchant(settings?: Record<string, unknown>): Promise<MerchantCredentials>;
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function startMerchantHarness(env: Record<string, string> = {}): Promise<Harness> {
  const server = await startTestServer({ MERCHANT_RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const app: FastifyInstance = server.app;
  const sandboxMerchant = {
    apiKey: server.sandbox.merchantApiKey,
    apiSecret: server.sandbox.merchantApiSecret,
    ipnSecret: server.sandbox.merchantIpnSecret,
  };
  const scheme = server.config.merchantAuthScheme;
  const harness: Harness = {
    ...server,
    sandboxMerchant,
    async call(method, path, body, options = {}) {
      const as = options.as === undefined ? sandboxMerchant : options.as;
      const response = await app.inject({
        method,
        url: `/merchant/v3${path}`,
        headers: { ...(as ? { authorization: authorization(as, scheme) } : {}), ...options.headers },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
      return { ...(response.json() as Envelope<never>), headers: response.headers };
    },
    async tool(method, path, body) {
      const response = await app.inject({
        method,
        url: `/sandbox${path}`,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    async newMerchant(settings = {}) {
      const { status, body } = await harness.tool<MerchantCredentials & { merchantId: number }>(
        'POST',
        '/merchants',
        settings,
      );
      if (status !== 200) throw new Error(`POST /sandbox/merchants answered ${status}: ${JSON.stringify(body)}`);
      return body;
    },
    async advance(seconds) {
      const { status } = await harness.tool('POST', '/clock/advance', { seconds });
      if (status !== 200) throw new Error('clock advance failed');
    },
    async close() {
      await app.close();
    },
  };
  return harness;
}

/** The minimal valid invoice body, with `overrides`. */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 10,
  currency: 'EUR',
  plugin_name: 'tests',
  plugin_version: '1.0',
  ...overrides,
});

/** A new merchant whose callbacks go to `callbackUrl`, and one invoice of it paid in full: its callback is queued. */
export async function invoicePaidInFull(
  h: Harness,
  callbackUrl: string,
): Promise<{ merchant: MerchantCredentials; invoice: Invoice }> {
  const merchant = await h.newMerchant({ callbackUrl });
  const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data;
  const paid = await h.tool('POST', '/blockchain/payments', {
    address: invoice.bitcoin.address,
    amount: invoice.bitcoin.amount,
  });
  if (paid.status !== 200) throw new Error(`POST /sandbox/blockchain/payments answered ${paid.status}`);
  return { merchant, invoice };
}
