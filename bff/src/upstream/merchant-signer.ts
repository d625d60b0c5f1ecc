// Signs Merchant API requests: `Authorization: <Scheme> apikey="…", nonce="…", signature="…"` where signature is
// the lowercase hex HMAC-SHA256 of nonce + API key under the API secret, and the nonce is fresh and increasing.
import { createHmac } from 'node:crypto';
import type { Clock } from '../clock';

export interface MerchantCredentials {
  apiKey: string;
  apiSecret: string;
  /** The scheme token (`Service` in the spec). */
  scheme: string;
}

export interface MerchantSigner {
  /** A new Authorization header value; every call uses a nonce greater than any before it. */
  authorization(): string;
}

export function merchantSignature(nonce: string, apiKey: string, apiSecret: string): string {
  return createHmac('sha256', apiSecret)
    .update(nonce + apiKey)
    .digest('hex');
}

/**
 * The nonce is the clock's Unix time in microseconds, as the spec suggests, but never less than one more than the
 * last: two requests in the same microsecond, or a clock stepped back, still get increasing nonces.
 */
export function createMerchantSigner(credentials: MerchantCredentials, clock: Clock): MerchantSigner {
  let last = 0n;
  return {
    authorization() {
      const micros = BigInt(clock.now().getTime()) * 1000n;
      last = micros > last ? micros : last + 1n;
      const nonce = last.toString();
      const signature = merchantSignature(nonce, credentials.apiKey, credentials.apiSecret);
      return `${credentials.scheme} apikey="${credentials.apiKey}", nonce="${nonce}", signature="${signature}"`;
    },
  };
}
