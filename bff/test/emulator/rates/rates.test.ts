import { describe, expect, it } from 'vitest';
import { fiatMinorToSatoshi, fiatToMinor } from '#contract/money';
import {
  altAmountForSatoshi,
  altRate,
  altRates,
  btcRate,
  btcRates,
  fiatCurrencies,
  withinAltLimits,
} from '../../../src/emulator/rates';

const at = (iso: string) => new Date(iso);
const T0 = at('2026-11-22T10:00:00Z');

describe('rate source', () => {
  it('prices bitcoin in EUR, USD, DKK, GBP, SEK, NOK and CHF, sorted by code, with buy above sell', () => {
    const rates = btcRates(T0);
    expect(rates.map((r) => r.currency)).toEqual([...fiatCurrencies]);
    for (const code of ['EUR', 'USD', 'DKK', 'GBP', 'SEK', 'NOK', 'CHF']) expect(fiatCurrencies).toContain(code);
    for (const rate of rates) {
      expect(Number(rate.buy)).toBeGreaterThan(Number(rate.mid));
      expect(Number(rate.mid)).toBeGreaterThan(Number(rate.sell));
      expect(rate.sell).toMatch(rate.currency === 'JPY' ? /^\d+$/ : /^\d+\.\d{2}$/);
    }
    const eur = Number(btcRate('EUR', T0)?.mid);
    expect(eur).toBeGreaterThan(70_000);
    expect(eur).toBeLessThan(110_000);
  });

  it('is deterministic: the same moment gives the same prices, and prices hold within a minute', () => {
    expect(btcRates(T0)).toEqual(btcRates(at('2026-11-22T10:00:00Z')));
    expect(btcRate('EUR', at('2026-11-22T10:00:59Z'))).toEqual(btcRate('EUR', T0));
  });

  it('moves with the clock, within a few percent of the base', () => {
    const later = btcRate('EUR', at('2026-11-25T10:00:00Z'));
    expect(later?.mid).not.toBe(btcRate('EUR', T0)?.mid);
    const values = Array.from({ length: 200 }, (_, i) =>
      Number(btcRate('USD', new Date(T0.getTime() + i * 3_600_000))?.mid),
    );
    expect(Math.min(...values)).toBeGreaterThan(95_000 * 0.95);
    expect(Math.max(...values)).toBeLessThan(95_000 * 1.05);
  });

  it('has no rate for a currency it does not price in', () => {
    expect(btcRate('XYZ', T0)).toBeUndefined();
  });

  it('rates work with the money helpers: a price becomes exact satoshi', () => {
    const sell = btcRate('EUR', T0)?.sell as string;
    const sats = fiatMinorToSatoshi(fiatToMinor(10, 'EUR'), 'EUR', sell);
    expect(Number.isSafeInteger(sats)).toBe(true);
    expect(sats).toBeGreaterThan(5_000);
  });
});

describe('altcoin rates', () => {
  it('lists ETH, LTC, BCH, XRP, DOGE, USDT with rates and limits against BTC by default', () => {
    const rates = altRates('BTC', T0) ?? [];
    const codes = rates.map((r) => r.code);
    for (const code of ['ETH', 'LTC', 'BCH', 'XRP', 'DOGE', 'USDT']) expect(codes).toContain(code);
    const ltc = altRate('LTC', 'BTC', T0);
    expect(Number(ltc?.rate)).toBeGreaterThan(900);
    expect(ltc?.limits).toEqual({ minimum: '0.0001', maximum: '5' });
  });

  it('has one altcoin that is unavailable, always: its entry has no rate', () => {
    const unavailable = (altRates('BTC', T0) ?? []).filter((r) => r.rate === undefined);
    expect(unavailable.map((r) => r.code)).toEqual(['DASH']);
    expect(altRate('DASH', 'EUR', at('2027-01-01T00:00:00Z'))?.rate).toBeUndefined();
  });

  it('honours a fiat base currency: rate per 1 EUR and limits in EUR', () => {
    const eurMid = Number(btcRate('EUR', T0)?.mid);
    const perBtc = Number(altRate('LTC', 'BTC', T0)?.rate);
    const perEur = Number(altRate('LTC', 'EUR', T0)?.rate);
    expect(perEur).toBeCloseTo(perBtc / eurMid, 8);
    const limits = altRate('LTC', 'EUR', T0)?.limits;
    expect(Number(limits?.minimum)).toBeCloseTo(0.0001 * eurMid, 0);
    expect(limits?.minimum).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('refuses a base currency that is neither BTC, a priced fiat currency nor an available altcoin', () => {
    expect(altRates('XYZ', T0)).toBeUndefined();
    expect(altRates('DASH', T0)).toBeUndefined();
    expect(altRates('ETH', T0)?.find((r) => r.code === 'ETH')?.rate).toBe('1');
  });

  it('converts satoshi to an altcoin amount rounded up to the coin decimals, and checks limits', () => {
    const amount = altAmountForSatoshi('XRP', 100_000, T0) as string;
    expect(amount).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(Number(amount)).toBeCloseTo(0.001 * Number(altRate('XRP', 'BTC', T0)?.rate), 4);
    expect(altAmountForSatoshi('DASH', 100_000, T0)).toBeUndefined();
    expect(withinAltLimits('LTC', 10_000)).toBe(true);
    expect(withinAltLimits('LTC', 9_999)).toBe(false);
    expect(withinAltLimits('LTC', 500_000_001)).toBe(false);
  });
});
