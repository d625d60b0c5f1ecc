import { describe, expect, it } from 'vitest';
import { paymentToken, verifyPaymentToken } from '../../../src/payment-link';

describe('payment link token', () => {
  it('round-trips the invoice id under the same key', () => {
    const token = paymentToken(42, 'secret-a');
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(verifyPaymentToken(token, 'secret-a')).toBe(42);
  });

  it('refuses a token under another key, an altered id or tag, and a bare id', () => {
    const token = paymentToken(42, 'secret-a');
    expect(verifyPaymentToken(token, 'secret-b')).toBeUndefined();
    expect(verifyPaymentToken(token.replace(/^42/, '43'), 'secret-a')).toBeUndefined();
    const tag = token.split('.')[1] as string;
    const flipped = `${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPaymentToken(`42.${flipped}`, 'secret-a')).toBeUndefined();
    expect(verifyPaymentToken('42', 'secret-a')).toBeUndefined();
    expect(verifyPaymentToken('', 'secret-a')).toBeUndefined();
    expect(verifyPaymentToken('042.' + tag, 'secret-a')).toBeUndefined();
  });

  it('refuses ids that are not positive integers', () => {
    expect(() => paymentToken(0, 'k')).toThrow(RangeError);
    expect(() => paymentToken(1.5, 'k')).toThrow(RangeError);
  });
});
