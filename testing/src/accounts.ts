// Merchants and partners of a test's own, whose callbacks and webhooks go to the test's servers, and invoices
// created as a merchant's server creates them: a signed `POST /v3/invoices` of the Merchant API.
import { generateKeyPairSync } from 'node:crypto';
import * as z from 'zod/mini';
import { merchantEnvelope } from '../../src/api/contract/merchant/envelope';
import type { CreateInvoiceRequestInput } from '../../src/api/contract/merchant/invoice-requests';
import { Invoice as InvoiceSchema } from '../../src/api/contract/merchant/invoices';
import { CreatedMerchant, CreatedPartner } from '../../src/api/contract/sandbox/requests';
import { callSandbox, SandboxRefusal } from './sandbox-http';
import { signatureOf } from './signatures';

export type Invoice = z.output<typeof InvoiceSchema>;
export type CreatedMerchant = z.output<typeof CreatedMerchant>;

export interface MerchantOptions {
  /** Where its invoices' callbacks go: your server's receiver. */
  callbackUrl?: string;
  /** Where its invoices' state changes are mailed (to the sandbox mailbox). */
  callbackEmail?: string;
  /** Its account currency (EUR unless given). */
  fiatCurrency?: string;
  fiatBalance?: number;
  btcBalance?: number;
  buyOrdersApproved?: boolean;
  /** Whether sub-invoices (an overpayment's extra) send callbacks too (yes unless given). */
  subInvoiceCallbacks?: boolean;
  creditInBtc?: boolean;
}

/** Creates a merchant with its API key and secrets. */
export function createMerchant(sandboxUrl: string, options: MerchantOptions = {}): Promise<CreatedMerchant> {
  return callSandbox(sandboxUrl, '/merchants', CreatedMerchant, { body: options });
}

export interface PartnerOptions {
  name?: string;
  /** Where its webhooks go: your server's receiver. */
  webhookUrl?: string;
  /** The key of its webhooks' signatures (16+ characters); one is made when not given. */
  webhookSecret?: string;
  /** A trusted partner may open widget sessions for its own users. */
  trusted?: boolean;
  kycAgreement?: boolean;
  allowedOrigins?: string[];
}

/** A partner of its own: its ids, its webhook secret and the private key (ES256) its JWTs are signed with. */
export interface CreatedPartner {
  partnerId: string;
  partnerNumber: number;
  webhookSecret: string;
  /** PKCS #8 PEM of an EC P-256 key: sign the Trade API's partner JWTs with ES256. */
  privateKeyPem: string;
}

/** Registers a partner with a new EC P-256 key pair made here; the private key is answered, never sent. */
export async function createPartner(sandboxUrl: string, options: PartnerOptions = {}): Promise<CreatedPartner> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const body = { name: 'Test partner', ...options, publicKeyPem: publicKey };
  const created = await callSandbox(sandboxUrl, '/partners', CreatedPartner, { body });
  const webhookSecret = options.webhookSecret ?? created.webhookSecret;
  if (webhookSecret === undefined) throw new Error('The sandbox answered no webhook secret for the new partner.');
  return {
    partnerId: created.partnerId,
    partnerNumber: created.partnerNumber,
    webhookSecret,
    privateKeyPem: privateKey,
  };
}

/** A merchant's API key and secret: what signs its Merchant API requests. */
export interface MerchantKey {
  apiKey: string;
  apiSecret: string;
}

/** The invoice to create: `amount` of `currency`, the rest as `POST /v3/invoices` takes it (snake_case). */
export type InvoiceRequest = Omit<CreateInvoiceRequestInput, 'plugin_name' | 'plugin_version'> &
  Partial<Pick<CreateInvoiceRequestInput, 'plugin_name' | 'plugin_version'>>;

let nonceCount = 0;

/** A nonce the Merchant API takes once: the Unix time in microseconds, made unique within this process. */
function nextNonce(): string {
  nonceCount = (nonceCount + 1) % 1000;
  return String(BigInt(Date.now()) * 1000n + BigInt(nonceCount));
}

/**
 * Creates an invoice as `merchant`'s server does: `POST <merchantBaseUrl>/v3/invoices` with
 * `Authorization: <scheme> apikey="…", nonce="…", signature="…"`, the signature being the lowercase hex
 * HMAC-SHA256 of nonce + API key keyed with the API secret.
 */
export async function createInvoice(
  merchantBaseUrl: string,
  scheme: string,
  merchant: MerchantKey,
  request: InvoiceRequest,
): Promise<Invoice> {
  const nonce = nextNonce();
  const signature = signatureOf(nonce + merchant.apiKey, merchant.apiSecret);
  const response = await fetch(`${merchantBaseUrl}/v3/invoices`, {
    method: 'POST',
    headers: {
      authorization: `${scheme} apikey="${merchant.apiKey}", nonce="${nonce}", signature="${signature}"`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ plugin_name: '@tradekit/testing', plugin_version: '0.1.0', ...request }),
  });
  const answer = z.parse(merchantEnvelope(InvoiceSchema), await response.json());
  if (!answer.success) throw new SandboxRefusal(response.status, answer.error.code, answer.error.message);
  return answer.data;
}
