import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FIAT_MINOR,
  MAX_SATOSHI,
  btcToSatoshi,
  currencyExponent,
  fiatMinorToSatoshi,
  fiatToMinor,
  formatBtc,
  formatFiat,
  minorToFiat,
  rateFromWire,
  rateToWire,
  unitPriceMinor,
  satoshiToBtc,
  satoshiToFiatMinor,
  scaleUnits,
} from './money';

describe('btcToSatoshi', () => {
  it('reads wire floats exactly, including ones that are inexact in binary', () => {
    expect(btcToSatoshi(0.1)).toBe(10_000_000);
    expect(btcToSatoshi(0.29)).toBe(29_000_000);
    expect(btcToSatoshi(1.15)).toBe(115_000_000);
    expect(btcToSatoshi(21_000_000)).toBe(MAX_SATOSHI);
    expect(btcToSatoshi(0)).toBe(0);
    expect(btcToSatoshi(-0)).toBe(0);
  });

  it('reads exponent forms, as a float and as a string', () => {
    expect(btcToSatoshi(1e-7)).toBe(10);
    expect(btcToSatoshi(1e-8)).toBe(1);
    expect(btcToSatoshi('1e-7')).toBe(10);
    expect(btcToSatoshi('1.5E2')).toBe(15_000_000_000);
    expect(btcToSatoshi('0.00000001')).toBe(1);
    expect(btcToSatoshi('.5')).toBe(50_000_000);
  });

  it('accepts trailing zeros beyond 8 places, which change nothing', () => {
    expect(btcToSatoshi('1.5000000000')).toBe(150_000_000);
  });

  it('rejects more than 8 decimals', () => {
    expect(() => btcToSatoshi(0.123456789)).toThrow(
      new RangeError('0.123456789 has 9 decimal places but bitcoin allows at most 8'),
    );
    expect(() => btcToSatoshi('1e-9')).toThrow(RangeError);
    // 0.1 + 0.2 is 0.30000000000000004 on the wire: a computed float is refused, not silently rounded.
    expect(() => btcToSatoshi(0.1 + 0.2)).toThrow(
      '0.30000000000000004 has 17 decimal places but bitcoin allows at most 8',
    );
  });

  it('rejects negatives unless asked to allow them', () => {
    expect(() => btcToSatoshi(-1)).toThrow(new RangeError('-1 is negative'));
    expect(btcToSatoshi(-0.5, { allowNegative: true })).toBe(-50_000_000);
  });

  it('rejects NaN, Infinity, non-decimals and amounts beyond all bitcoin, naming the value', () => {
    expect(() => btcToSatoshi(Number.NaN)).toThrow(new RangeError('NaN is not a finite amount'));
    expect(() => btcToSatoshi(Infinity)).toThrow(new RangeError('Infinity is not a finite amount'));
    expect(() => btcToSatoshi('abc')).toThrow(new RangeError('"abc" is not a decimal amount'));
    expect(() => btcToSatoshi('')).toThrow(RangeError);
    expect(() => btcToSatoshi('0x10')).toThrow(RangeError);
    expect(() => btcToSatoshi('1e999999')).toThrow(RangeError);
    expect(() => btcToSatoshi(21_000_000.00000001)).toThrow(/larger than bitcoin allows/);
  });
});

describe('satoshiToBtc and formatBtc', () => {
  it('gives the wire float and the BIP21 decimal', () => {
    expect(satoshiToBtc(10)).toBe(1e-7);
    expect(formatBtc(10)).toBe('0.0000001');
    expect(formatBtc(1)).toBe('0.00000001');
    expect(formatBtc(0)).toBe('0');
    expect(formatBtc(100_000_000)).toBe('1');
    expect(formatBtc(123_456_789)).toBe('1.23456789');
    expect(formatBtc(150_000_000)).toBe('1.5');
    expect(formatBtc(-150_000_000)).toBe('-1.5');
    expect(formatBtc(MAX_SATOSHI)).toBe('21000000');
  });

  it('refuses fractional or out-of-range satoshi', () => {
    expect(() => satoshiToBtc(1.5)).toThrow(RangeError);
    expect(() => formatBtc(MAX_SATOSHI + 1)).toThrow(RangeError);
  });

  it('property: satoshi → BTC float → satoshi round-trips for 0..21e14', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SATOSHI }), (sats) => {
        expect(btcToSatoshi(satoshiToBtc(sats))).toBe(sats);
        // The float survives JSON too, which is how it really travels.
        expect(btcToSatoshi(JSON.parse(JSON.stringify(satoshiToBtc(sats))) as number)).toBe(sats);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: round-trips at the edges of the range', () => {
    for (const sats of [0, 1, 9, 10, 99, 100, 999_999_999, MAX_SATOSHI - 1, MAX_SATOSHI]) {
      expect(btcToSatoshi(satoshiToBtc(sats))).toBe(sats);
    }
  });

  it('property: formatBtc never uses exponent notation and round-trips through btcToSatoshi', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SATOSHI }), (sats) => {
        const text = formatBtc(sats);
        expect(text).toMatch(/^\d+(\.\d{0,7}[1-9])?$/);
        expect(btcToSatoshi(text)).toBe(sats);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('fiat', () => {
  it('uses ISO 4217 minor units', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('ISK')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('KWD')).toBe(3);
    // CLDR (and so Intl) says 0 here; ISO 4217 says 3.
    expect(currencyExponent('IQD')).toBe(3);
    expect(currencyExponent('CLF')).toBe(4);
    expect(currencyExponent('BTC')).toBe(8);
    expect(() => currencyExponent('eur')).toThrow(RangeError);
  });

  it('converts exactly in each exponent', () => {
    expect(fiatToMinor(12.5, 'EUR')).toBe(1250);
    expect(fiatToMinor(0.29, 'EUR')).toBe(29);
    expect(fiatToMinor(1000, 'JPY')).toBe(1000);
    expect(fiatToMinor('1.25', 'KWD')).toBe(1250);
    expect(minorToFiat(1250, 'EUR')).toBe(12.5);
    expect(minorToFiat(1250, 'KWD')).toBe(1.25);
    expect(formatFiat(1250, 'EUR')).toBe('12.50');
    expect(formatFiat(5, 'EUR')).toBe('0.05');
    expect(formatFiat(1000, 'JPY')).toBe('1000');
    expect(formatFiat(1250, 'KWD')).toBe('1.250');
    expect(formatFiat(-5, 'EUR')).toBe('-0.05');
  });

  it('rejects more decimals than the currency has, naming the currency', () => {
    expect(() => fiatToMinor(12.345, 'EUR')).toThrow(
      new RangeError('12.345 has 3 decimal places but EUR allows at most 2'),
    );
    expect(() => fiatToMinor(10.5, 'JPY')).toThrow('10.5 has 1 decimal place but JPY allows at most 0');
    expect(() => fiatToMinor(-1, 'EUR')).toThrow(RangeError);
    expect(fiatToMinor(-1, 'EUR', { allowNegative: true })).toBe(-100);
    expect(() => fiatToMinor(1e14, 'EUR')).toThrow(/larger than/);
  });

  it('property: minor → fiat float → minor round-trips for every exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_FIAT_MINOR }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CLF'),
        (minor, currency) => {
          expect(fiatToMinor(minorToFiat(minor, currency), currency)).toBe(minor);
          expect(fiatToMinor(formatFiat(minor, currency), currency)).toBe(minor);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

// `digits × 10^-scale` as a decimal string, built without floats.
function decimalString(digits: number, scale: number): string {
  const text = String(digits).padStart(scale + 1, '0');
  return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
}

describe('rate math', () => {
  it('converts a fiat price into satoshi, rounding up so the customer never underpays', () => {
    // 10.00 EUR at 30000 EUR/BTC is 33333.33… satoshi: the customer is asked for 33334.
    expect(fiatMinorToSatoshi(1000, 'EUR', '30000')).toBe(33_334);
    expect(fiatMinorToSatoshi(1000, 'EUR', '30000', 'down')).toBe(33_333);
    expect(fiatMinorToSatoshi(1000, 'EUR', '30000', 'halfUp')).toBe(33_333);
    expect(fiatMinorToSatoshi(3000, 'EUR', '30000')).toBe(100_000);
    expect(fiatMinorToSatoshi(1000, 'JPY', '5000000')).toBe(20_000);
    expect(fiatMinorToSatoshi(1, 'EUR', '43210.55')).toBe(24);
  });

  it('converts satoshi into fiat, rounding down so a credit never exceeds what was received', () => {
    expect(satoshiToFiatMinor(33_334, 'EUR', '30000')).toBe(1000);
    expect(satoshiToFiatMinor(33_333, 'EUR', '30000')).toBe(999);
    expect(satoshiToFiatMinor(33_333, 'EUR', '30000', 'up')).toBe(1000);
    expect(satoshiToFiatMinor(50_000, 'EUR', '30000.01', 'halfUp')).toBe(1500);
    expect(satoshiToFiatMinor(100_000_000, 'KWD', '12345.678')).toBe(12_345_678);
  });

  it('rule: the price of one bitcoin shown is rounded once, half up (EUR 250.00 for 281670 sat is 88756.35 a BTC)', () => {
    expect(unitPriceMinor(25_000, 281_670, 8)).toBe(8_875_635);
    expect(unitPriceMinor(10_000, 100_000, 8)).toBe(10_000_000);
    expect(unitPriceMinor(1, 3, 8)).toBe(33_333_333);
    expect(unitPriceMinor(2, 3, 8)).toBe(66_666_667);
    expect(unitPriceMinor(100, 0, 8)).toBe(0);
  });

  it('reads rates from and to the wire exactly', () => {
    expect(rateFromWire(43210.55)).toBe('43210.55');
    expect(rateFromWire(1e-7)).toBe('0.0000001');
    expect(rateToWire('43210.55')).toBe(43210.55);
    expect(() => fiatMinorToSatoshi(100, 'EUR', '0')).toThrow(/not a positive decimal/);
    expect(() => fiatMinorToSatoshi(100, 'EUR', '-1')).toThrow(RangeError);
    expect(() => fiatMinorToSatoshi(-100, 'EUR', '1')).toThrow(/negative/);
  });

  it('property: the satoshi asked for a price are always worth at least the price, and one satoshi less is not', () => {
    fc.assert(
      fc.property(
        // Prices up to 10 million euro at rates from 1 to 10 billion euro per bitcoin, with up to 4 rate decimals.
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 10_000, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        (minor, rateDigits, rateScale) => {
          const rate = decimalString(rateDigits, rateScale);
          const sats = fiatMinorToSatoshi(minor, 'EUR', rate);
          expect(satoshiToFiatMinor(sats, 'EUR', rate, 'up')).toBeGreaterThanOrEqual(minor);
          if (sats > 0) expect(satoshiToFiatMinor(sats - 1, 'EUR', rate, 'down')).toBeLessThan(minor);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('scaleUnits', () => {
  it('scales by a ratio exactly, rounding up unless asked otherwise', () => {
    // What pays for 0.01 BTC when 5000 EUR bought 0.05 BTC: 1000 EUR (100000 cents).
    expect(scaleUnits(1_000_000, 500_000, 5_000_000)).toBe(100_000);
    expect(scaleUnits(1, 1, 3)).toBe(1);
    expect(scaleUnits(1, 1, 3, 'down')).toBe(0);
    expect(scaleUnits(2, 1, 3, 'halfUp')).toBe(1);
    // Beyond 2^53 in between, still exact.
    expect(scaleUnits(2_100_000_000_000_000, 1_000_000_000, 1_000_000_000)).toBe(2_100_000_000_000_000);
  });

  it('refuses a ratio over 0 and fractions', () => {
    expect(() => scaleUnits(1, 1, 0)).toThrow(RangeError);
    expect(() => scaleUnits(1.5, 1, 1)).toThrow(RangeError);
  });

  it('property: rounding up never gives less than the exact ratio, and one unit less would', () => {
    fc.assert(
      fc.property(
        // Amounts up to 10 billion euro in cents, ratios up to 1000: the result stays a safe integer.
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1e6, max: 1e12 }),
        (units, times, per) => {
          const scaled = BigInt(scaleUnits(units, times, per));
          const exact = BigInt(units) * BigInt(times);
          expect(scaled * BigInt(per) >= exact).toBe(true);
          if (scaled > 0n) expect((scaled - 1n) * BigInt(per) < exact).toBe(true);
        },
      ),
    );
  });
});
