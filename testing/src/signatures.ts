// The signatures of what the sandbox sends a partner's and a merchant's servers: partner webhooks carry
// `X-<Scheme>-Webhook-Signature`, merchant callbacks `X-<Scheme>-Callback-Signature`, each the lowercase hex
// HMAC-SHA256 of the raw body keyed with the receiver's secret (the partner's webhook secret, the merchant's IPN
// secret). The same check a receiver makes, for a test to make on what the sandbox's delivery log holds.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The lowercase hex HMAC-SHA256 of `body` keyed with `secret`: what the sandbox puts in a signature header. */
export function signatureOf(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** True when `signature` is {@link signatureOf} `body` and `secret`; compared in constant time. */
export function isSignedBy(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(body, secret)));
}

/** A delivery as the sandbox's log keeps it: the exact body sent and the headers it was sent with. */
export interface SignedDelivery {
  headers: Record<string, string>;
  body: string;
}

/** The value of the delivery's signature header (`X-<Scheme>-Webhook-Signature` or `X-<Scheme>-Callback-Signature`). */
export function signatureHeaderOf(delivery: SignedDelivery): string | undefined {
  const entry = Object.entries(delivery.headers).find(([name]) =>
    /^x-[a-z0-9-]+-(webhook|callback)-signature$/i.test(name),
  );
  return entry?.[1];
}

/** True when the delivery's signature header signs its body with `secret`. */
export function verifyDeliverySignature(delivery: SignedDelivery, secret: string): boolean {
  return isSignedBy(delivery.body, signatureHeaderOf(delivery), secret);
}
