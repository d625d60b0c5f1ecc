import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApproximateQuote,
  ApproximateQuoteQuery,
  PartnerIdParams,
  PartnerPaymentMethods,
  SupportedCountries,
} from './partners';
import { issuesOf, partnerId } from './test-support';

describe('partner id in the path', () => {
  it('spec: the partner id is a UUID; an invalid one fails validation (400 invalid_request)', () => {
    expect(PartnerIdParams.parse({ id: partnerId })).toEqual({ id: partnerId });
    expect(PartnerIdParams.parse({ id: partnerId.toUpperCase() }).id).toBe(partnerId.toUpperCase());
    expect(issuesOf(PartnerIdParams, { id: 'not-a-uuid' })).toEqual([
      'id: must be a UUID (8-4-4-4-12 hexadecimal digits)',
    ]);
  });
});

describe('SupportedCountries', () => {
  it('spec: keyed by ISO code, with supported, supportedTransferInMedia and optional states', () => {
    const countries = {
      DE: { supported: true, supportedTransferInMedia: ['card', 'bank', 'blockchain'] },
      US: {
        supported: true,
        supportedTransferInMedia: ['card'],
        states: {
          NY: { supported: false, supportedTransferInMedia: [] },
          CA: { supported: true, supportedTransferInMedia: ['card'] },
        },
      },
    };
    expect(SupportedCountries.parse(countries)).toEqual(countries);
  });

  it('spec: media are card, bank or blockchain; keys are alpha-2 codes', () => {
    expect(issuesOf(SupportedCountries, { DE: { supported: true, supportedTransferInMedia: ['cash'] } })[0]).toMatch(
      /^DE\.supportedTransferInMedia\[0\]: /,
    );
    expect(SupportedCountries.safeParse({ Germany: { supported: true, supportedTransferInMedia: [] } }).success).toBe(
      false,
    );
  });
});

describe('PartnerPaymentMethods (design)', () => {
  const method = {
    name: 'Card to Bitcoin',
    inMedium: 'card',
    outMedium: 'blockchain',
    inCurrencies: ['EUR', 'USD'],
    outCurrencies: ['BTC'],
    inFee: { fixed: { EUR: 0.5, USD: 0.5 }, percentage: 2.5 },
    outFee: { fixed: {}, percentage: 0 },
    minimumInAmounts: { EUR: 10, USD: 10 },
    limitInAmounts: { EUR: 5000, USD: 5500 },
  };

  it('design: media, currencies, fees, minimum and maximum per currency', () => {
    expect(PartnerPaymentMethods.parse({ paymentMethods: [method] })).toEqual({ paymentMethods: [method] });
  });

  it('design: limits are keyed by a transfer-in currency of the method', () => {
    expect(
      issuesOf(PartnerPaymentMethods, {
        paymentMethods: [{ ...method, limitInAmounts: { ...method.limitInAmounts, GBP: 1 } }],
      }),
    ).toEqual(['paymentMethods[0].limitInAmounts.GBP: must be one of inCurrencies']);
  });

  it('design: a minimum never exceeds the limit', () => {
    expect(
      issuesOf(PartnerPaymentMethods, { paymentMethods: [{ ...method, minimumInAmounts: { EUR: 6000, USD: 10 } }] }),
    ).toEqual(['paymentMethods[0].minimumInAmounts.EUR: must not exceed limitInAmounts.EUR (5000)']);
  });
});

describe('ApproximateQuoteQuery', () => {
  const query = { baseAmount: '100.5', baseCurrency: 'EUR', quoteCurrency: 'BTC' };

  it('spec: baseAmount is coerced from the query string; media are optional', () => {
    expect(ApproximateQuoteQuery.parse(query)).toEqual({
      baseAmount: 100.5,
      baseCurrency: 'EUR',
      quoteCurrency: 'BTC',
    });
    expect(
      ApproximateQuoteQuery.parse({ ...query, transferInMedium: 'card', transferOutMedium: 'blockchain' }),
    ).toMatchObject({
      transferInMedium: 'card',
      transferOutMedium: 'blockchain',
    });
  });

  it('spec: any positive amount is accepted', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: 1e12, noNaN: true }),
        (amount) => ApproximateQuoteQuery.safeParse({ ...query, baseAmount: String(amount) }).success,
      ),
    );
  });

  it('spec: baseAmount must be a positive number', () => {
    expect(issuesOf(ApproximateQuoteQuery, { ...query, baseAmount: '0' })).toEqual([
      'baseAmount: must be greater than 0',
    ]);
    expect(issuesOf(ApproximateQuoteQuery, { ...query, baseAmount: '-5' })).toEqual([
      'baseAmount: must be greater than 0',
    ]);
    expect(issuesOf(ApproximateQuoteQuery, { ...query, baseAmount: 'ten' })).toEqual([
      'baseAmount: must be a number, e.g. 100 or 0.5',
    ]);
    expect(issuesOf(ApproximateQuoteQuery, { ...query, baseAmount: 'Infinity' })).toHaveLength(1);
  });

  it('spec: currencies are required; a medium is card, bank or blockchain', () => {
    expect(issuesOf(ApproximateQuoteQuery, { baseAmount: '1', baseCurrency: 'EUR' })[0]).toMatch(/^quoteCurrency: /);
    expect(issuesOf(ApproximateQuoteQuery, { ...query, transferInMedium: 'paypal' })[0]).toMatch(/^transferInMedium: /);
  });
});

describe('ApproximateQuote', () => {
  it('spec: amounts, currencies, transferIn and transferOut with medium, feeAmount and currency', () => {
    const quote = {
      baseAmount: 100,
      baseCurrency: 'EUR',
      quoteAmount: 0.0015,
      quoteCurrency: 'BTC',
      transferIn: { medium: 'card', feeAmount: 2.5, currency: 'EUR' },
      transferOut: { medium: 'blockchain', feeAmount: 0.00001, currency: 'BTC' },
    };
    expect(ApproximateQuote.parse(quote)).toEqual(quote);
    expect(issuesOf(ApproximateQuote, { ...quote, transferOut: { medium: 'blockchain', currency: 'BTC' } })).toEqual([
      'transferOut.feeAmount: Invalid input: expected number, received undefined',
    ]);
  });
});
