// The Merchant API's request authentication: `Authorization: <Scheme> apikey="…", nonce="…", signature="…"`,
// signature = lowercase hex HMAC-SHA256(nonce + apikey) keyed with the API secret. Parsed the way real clients
// write it (pairs in any order, values quoted or not, key names in any case), compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MerchantAccount, MerchantAccounts } from './merchant-account';

export interface AuthorizationParts {
  apikey: string;
  nonce: string;
  signature: string;
}

const PAIR = /^\s*([A-Za-z]+)\s*=\s*(?:"([^"]*)"|([^",\s]*))\s*$/;

/** The three parts of an Authorization header, or a message saying what is wrong with it. */
export function parseAuthorization(header: string, scheme: string): AuthorizationParts | string {
  const match = /^\s*(\S+)\s+([\s\S]*)$/.exec(header);
  if (!match || (match[1] as string).toLowerCase() !== scheme.toLowerCase())
    return `The Authorization header must start with "${scheme}" followed by apikey, nonce and signature.`;
  const parts: Partial<Record<keyof AuthorizationParts, string>> = {};
  for (const piece of (match[2] as string).split(',')) {
    if (piece.trim() === '') continue;
    const pair = PAIR.exec(piece);
    if (!pair) return `The Authorization header has a part that is not key="value": ${piece.trim().slice(0, 40)}`;
    const key = (pair[1] as string).toLowerCase();
    if (key !== 'apikey' && key !== 'nonce' && key !== 'signature') continue;
    if (parts[key] !== undefined) return `The Authorization header gives ${key} twice.`;
    parts[key] = pair[2] ?? pair[3] ?? '';
  }
  for (const key of ['apikey', 'nonce', 'signature'] as const)
    if (!parts[key]) return `The Authorization header has no ${key}.`;
  return parts as AuthorizationParts;
}

/** The signature a client computes: lowercase hex HMAC-SHA256(nonce + apikey) keyed with the API secret. */
export function requestSignature(apiSecret: string, nonce: string, apiKey: string): string {
  return createHmac('sha256', apiSecret)
    .update(nonce + apiKey)
    .digest('hex');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The merchant an Authorization header identifies, or why it does not identify one. The nonce is not recorded
 * here (see nonces.ts): a request refused for its rate must not use up its nonce.
 */
export function authenticate(
  accounts: MerchantAccounts,
  header: string,
  scheme: string,
): { merchant: MerchantAccount; nonce: string } | { problem: string } {
  const parts = parseAuthorization(header, scheme);
  if (typeof parts === 'string') return { problem: parts };
  if (parts.nonce.length > 128) return { problem: 'The nonce is longer than 128 characters.' };
  const merchant = accounts.byApiKey(parts.apikey);
  // Unknown key and wrong signature get one message, so a caller cannot probe which keys exist.
  const expected = requestSignature(merchant?.api_secret ?? 'no such key', parts.nonce, parts.apikey);
  if (!sameText(parts.signature, expected) || !merchant)
    return { problem: 'The API key is unknown or the signature does not match HMAC-SHA256(nonce + apikey).' };
  return { merchant, nonce: parts.nonce };
}
