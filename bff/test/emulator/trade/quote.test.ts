import { describe, expect, it } from 'vitest';
import { approximateQuote, feeMinor, netReceiveMinor, price } from '../../../src/emulator/trade/quote';

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

describe('price: the one pricing function of approximate and trade quotes', () => {
  it('rule: a fixed receipt is the smallest gross amount that leaves it after the out fee, paid for rounding up', () => {
    const outFee = { fixed: { EUR: 100 }, basisPoints: 25 };
    const priced = price({
      sendCurrency: 'BTC',
      receiveCurrency: 'EUR',
      amountMinor: 10_000,
      fixed: 'receive',
      outFee,
      now,
    });
    if (!priced) throw new Error('not priced');
    expect(netReceiveMinor(priced)).toBeGreaterThanOrEqual(10_000);
    expect(priced.grossReceiveMinor - 1 - feeMinor(priced.grossReceiveMinor - 1, outFee, 'EUR')).toBeLessThan(10_000);
    // Sending what it asks for buys at least the gross amount back.
    const back = price({
      sendCurrency: 'BTC',
      receiveCurrency: 'EUR',
      amountMinor: priced.sendMinor,
      fixed: 'send',
      now,
    });
    expect(back?.grossReceiveMinor).toBeGreaterThanOrEqual(priced.grossReceiveMinor);
  });

  it('rule: no fees unless given; BTC against BTC or an unpriced currency is not priced', () => {
    const bare = price({ sendCurrency: 'EUR', receiveCurrency: 'BTC', amountMinor: 10_000, fixed: 'send', now });
    expect(bare).toMatchObject({ inFeeMinor: 0, outFeeMinor: 0 });
    expect(price({ sendCurrency: 'BTC', receiveCurrency: 'BTC', amountMinor: 1, fixed: 'send', now })).toBeUndefined();
    expect(price({ sendCurrency: 'XYZ', receiveCurrency: 'BTC', amountMinor: 1, fixed: 'send', now })).toBeUndefined();
  });
});
