import { describe, expect, it } from 'vitest';
import { approximateQuote, feeMinor } from '../../../src/emulator/trade/quote';

const now = new Date('2026-11-22T12:00:30Z');

describe('approximate quote rules', () => {
  it('a fee is its fixed part plus the percentage rounded up to the minor unit', () => {
    expect(feeMinor(10000, { fixed: { EUR: 50 }, basisPoints: 250 }, 'EUR')).toBe(300);
    expect(feeMinor(1, { fixed: {}, basisPoints: 250 }, 'EUR')).toBe(1);
    expect(feeMinor(0, { fixed: {}, basisPoints: 250 }, 'EUR')).toBe(0);
  });

  it('transferIn.feeAmount comes on top of baseAmount; transferOut.feeAmount is already out of quoteAmount', () => {
    const withFee = approximateQuote(
      { baseAmount: 100, baseCurrency: 'EUR', quoteCurrency: 'BTC', transferInMedium: 'card' },
      now,
    );
    if (!withFee.ok) throw new Error(withFee.message);
    expect(withFee.quote.baseAmount).toBe(100);
    expect(withFee.quote.transferIn.feeAmount).toBe(3);
    // The same trade with twice the base amount receives twice the gross bitcoin, less one network fee each.
    const double = approximateQuote(
      { baseAmount: 200, baseCurrency: 'EUR', quoteCurrency: 'BTC', transferInMedium: 'card' },
      now,
    );
    if (!double.ok) throw new Error(double.message);
    const sats = (btc: number) => Math.round(btc * 1e8);
    const fee = sats(withFee.quote.transferOut.feeAmount);
    expect(
      Math.abs(sats(double.quote.quoteAmount) + fee - 2 * (sats(withFee.quote.quoteAmount) + fee)),
    ).toBeLessThanOrEqual(1);
  });

  it('no method for the pair or media: no_matching_payment_method; an amount outside the limits: invalid_request', () => {
    expect(approximateQuote({ baseAmount: 100, baseCurrency: 'EUR', quoteCurrency: 'GBP' }, now)).toMatchObject({
      ok: false,
      code: 'no_matching_payment_method',
    });
    expect(
      approximateQuote({ baseAmount: 100, baseCurrency: 'BTC', quoteCurrency: 'EUR', transferOutMedium: 'card' }, now),
    ).toMatchObject({
      ok: false,
      code: 'no_matching_payment_method',
    });
    expect(
      approximateQuote(
        { baseAmount: 5000.01, baseCurrency: 'EUR', quoteCurrency: 'BTC', transferInMedium: 'card' },
        now,
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid_request',
    });
  });
});
