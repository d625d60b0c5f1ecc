// The payment page link: `<invoice id>.<tag>`, where the tag is an HMAC of the id under the merchant's IPN
// secret. The emulator writes it into `payment_url`; the BFF, which holds the same secret, checks it without a
// shared table. A guessed or altered token is refused, and nothing about other invoices can be learned from one.
import { createHmac, timingSafeEqual } from 'node:crypto';

const CONTEXT = 'tradekit-pay:';
/** 128 bits of the HMAC-SHA256: unguessable, and short enough for a URL. */
const TAG_BYTES = 16;

function tag(invoiceId: number, key: string): Buffer {
  return createHmac('sha256', key).update(`${CONTEXT}${invoiceId}`).digest().subarray(0, TAG_BYTES);
}

/** The token of invoice `invoiceId` under `key` (the merchant's IPN secret). */
export function paymentToken(invoiceId: number, key: string): string {
  if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) throw new RangeError('invoiceId must be a positive integer');
  return `${invoiceId}.${tag(invoiceId, key).toString('base64url')}`;
}

/** The invoice id a token stands for, or undefined when it was not made with `key`. Constant time in the tag. */
export function verifyPaymentToken(token: string, key: string): number | undefined {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return undefined;
  // Compare the text, not the decoded bytes: the last base64url character carries 2 unused bits, and a token with
  // them altered must not pass.
  const given = Buffer.from(match[2] as string);
  const expected = Buffer.from(tag(id, key).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
