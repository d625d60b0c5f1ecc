import { describe, expect, it } from 'vitest';
import { describeIssues } from '../issues';
import { Balance } from './balance';
import { exampleAltRate, exampleBalance, exampleRateEntry } from './examples';
import { AltRate, AltRateParams, AltRates, AltRatesQuery, RateEntry, RateParams, Rates } from './rates';

describe('rates', () => {
  it('spec: rate entry is {name, buy, sell}; /rates keys entries by currency code', () => {
    expect(RateEntry.parse(exampleRateEntry)).toEqual(exampleRateEntry);
    const rates = { EUR: exampleRateEntry, USD: { name: 'US Dollar', buy: 47_000, sell: 46_800.5 } };
    expect(Rates.parse(rates)).toEqual(rates);
    expect(describeIssues(RateEntry.safeParse({ name: 'Euro', buy: 1 }).error!)).toEqual([
      'sell: Invalid input: expected number, received undefined',
    ]);
  });

  it('spec: altcoin rate has name, rate, baseCurrency and limits {minimum, maximum}', () => {
    expect(AltRate.parse(exampleAltRate)).toEqual(exampleAltRate);
    expect(AltRates.parse({ LTC: exampleAltRate })).toEqual({ LTC: exampleAltRate });
  });

  it('spec: altcoin rate is absent while the altcoin is temporarily unavailable', () => {
    const { rate: _rate, ...unavailable } = exampleAltRate;
    expect(AltRate.parse(unavailable)).toEqual(unavailable);
  });

  it('spec: altrates query baseCurrency defaults to BTC', () => {
    expect(AltRatesQuery.parse({})).toEqual({ baseCurrency: 'BTC' });
    expect(AltRatesQuery.parse({ baseCurrency: 'eur' })).toEqual({ baseCurrency: 'EUR' });
    expect(describeIssues(AltRatesQuery.safeParse({ baseCurrency: 'E' }).error!)).toEqual([
      'baseCurrency: must be a currency code of 2 to 10 letters or digits, e.g. LTC',
    ]);
  });

  it('spec: /rates/{currency} takes a currency code (any case, read as upper case)', () => {
    expect(RateParams.parse({ currency: 'usd' })).toEqual({ currency: 'USD' });
    expect(describeIssues(RateParams.safeParse({ currency: 'EURO' }).error!)).toEqual([
      'currency: must be a 3-letter ISO 4217 currency code, e.g. EUR',
    ]);
    expect(AltRateParams.parse({ altcoin: 'doge' })).toEqual({ altcoin: 'DOGE' });
  });
});

describe('balance', () => {
  it('spec: balance is {btc, fiat, fiat_currency} with a 3-character code', () => {
    expect(Balance.parse(exampleBalance)).toEqual(exampleBalance);
    expect(describeIssues(Balance.safeParse({ ...exampleBalance, fiat_currency: 'EURO' }).error!)).toEqual([
      'fiat_currency: must be a 3-letter ISO 4217 currency code in upper case, e.g. EUR',
    ]);
  });
});
