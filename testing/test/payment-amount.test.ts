import { describe, expect, it } from 'vitest';
import { paymentSatoshi } from '../src/payment-amount';

describe('paymentSatoshi', () => {
  it('rule: full pays what is due, part half of it, too-much a tenth more (the payment page’s sandbox buttons)', () => {
    expect(paymentSatoshi('full', 11_460)).toBe(11_460);
    expect(paymentSatoshi('part', 11_460)).toBe(5730);
    expect(paymentSatoshi('too-much', 11_460)).toBe(12_606);
  });

  it('rule: a payment always sends at least one satoshi, and too much is always more', () => {
    expect(paymentSatoshi('part', 1)).toBe(1);
    expect(paymentSatoshi('full', 0)).toBe(1);
    expect(paymentSatoshi('too-much', 5)).toBe(6);
  });

  it('sends an exact amount of BTC given as a number or a decimal string', () => {
    expect(paymentSatoshi({ btc: '0.00012345' }, 999)).toBe(12_345);
    expect(paymentSatoshi({ btc: 0.001 }, 999)).toBe(100_000);
  });
});
