import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, signatureHeaderOf, verifyDeliverySignature } from '../src/signatures';

const body = JSON.stringify({ event: 'invoice_state_change', data: { id: 7, state: 'complete' } });
const hmac = (text: string, key: string) => createHmac('sha256', key).update(text).digest('hex');

describe('signatures of webhooks and callbacks', () => {
  it('rule: a body is signed by the lowercase hex HMAC-SHA256 of its exact bytes under the secret', () => {
    expect(isSignedBy(body, hmac(body, 'ipn-secret'), 'ipn-secret')).toBe(true);
    expect(isSignedBy(body, hmac(body, 'another'), 'ipn-secret')).toBe(false);
    expect(isSignedBy(`${body} `, hmac(body, 'ipn-secret'), 'ipn-secret')).toBe(false);
    expect(isSignedBy(body, hmac(body, 'ipn-secret').toUpperCase(), 'ipn-secret')).toBe(false);
    expect(isSignedBy(body, undefined, 'ipn-secret')).toBe(false);
  });

  it('finds the signature in a callback’s or a webhook’s header, whatever the scheme', () => {
    const callback = { headers: { 'Content-Type': 'application/json', 'X-Service-Callback-Signature': 'a' }, body };
    const webhook = { headers: { 'x-acme-webhook-signature': 'b' }, body };
    expect(signatureHeaderOf(callback)).toBe('a');
    expect(signatureHeaderOf(webhook)).toBe('b');
    expect(signatureHeaderOf({ headers: { 'content-type': 'application/json' }, body })).toBeUndefined();
  });

  it('verifies a delivery of the log by its header and body', () => {
    const delivery = { headers: { 'X-Service-Callback-Signature': hmac(body, 'ipn-secret') }, body };
    expect(verifyDeliverySignature(delivery, 'ipn-secret')).toBe(true);
    expect(verifyDeliverySignature(delivery, 'webhook-secret')).toBe(false);
  });
});
