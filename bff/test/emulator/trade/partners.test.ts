import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fiatMinorToSatoshi, satoshiToFiatMinor } from '#contract/money';
import { PartnerPaymentMethods, SupportedCountries, ApproximateQuote } from '#contract/trade/partners';
import { btcRate } from '../../../src/emulator/rates';
import { expectError, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

const unknownPartner = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const get = (url: string) => server.app.inject({ method: 'GET', url: `/trade${url}` });

describe('GET /countries/{id}', () => {
  it('200: countries keyed by code with supportedTransferInMedia, and US states; no authentication needed', async () => {
    const response = await get(`/countries/${server.sandbox.partnerId}`);
    expect(response.statusCode).toBe(200);
    const countries = SupportedCountries.parse(response.json());
    expect(countries.DE).toEqual({ supported: true, supportedTransferInMedia: ['card', 'bank', 'blockchain'] });
    expect(countries.US?.states?.CA).toEqual({ supported: true, supportedTransferInMedia: ['card', 'blockchain'] });
    expect(countries.US?.states?.NY?.supported).toBe(false);
    expect(countries.KP?.supported).toBe(false);
  });

  it('400 invalid_request when the id is not a UUID; 404 not_found when no partner has it', async () => {
    expectError(await get('/countries/not-a-uuid'), 400, 'invalid_request');
    expectError(await get(`/countries/${unknownPartner}`), 404, 'not_found');
  });
});

describe('GET /partners/{id}/payment-methods', () => {
  it('200: methods with media, currencies, fees and minimum/maximum limits per currency', async () => {
    const response = await get(`/partners/${server.sandbox.partnerId}/payment-methods`);
    expect(response.statusCode).toBe(200);
    const { paymentMethods } = PartnerPaymentMethods.parse(response.json());
    const card = paymentMethods.find((m) => m.inMedium === 'card');
    expect(card).toMatchObject({
      outMedium: 'blockchain',
      outCurrencies: ['BTC'],
      inFee: { fixed: { EUR: 0 }, percentage: 3 },
      minimumInAmounts: { EUR: 10 },
      limitInAmounts: { EUR: 5000 },
    });
  });

  it('400 invalid_request for a malformed id, 404 not_found for an unknown partner', async () => {
    expectError(await get('/partners/123/payment-methods'), 400, 'invalid_request');
    expectError(await get(`/partners/${unknownPartner}/payment-methods`), 404, 'not_found');
  });
});

describe('GET /partners/{partner_id}/approximate-quote', () => {
  // Sandbox prices move once a minute: start each test at the beginning of a minute so the request and the
  // expectation read the same price.
  beforeEach(() => {
    const intoMinute = server.clock.now().getTime() % 60_000;
    server.clock.advance((60_000 - intoMinute) / 1000 + 0.001);
  });
  const quote = (query: string, partner = server.sandbox.partnerId) =>
    get(`/partners/${partner}/approximate-quote?${query}`);

  it('buy: priced from the same rate source as the Merchant API; in fee on top, out fee inside quoteAmount', async () => {
    const response = await quote('baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC&transferInMedium=card');
    expect(response.statusCode, response.body).toBe(200);
    const body = ApproximateQuote.parse(response.json());
    const rate = btcRate('EUR', server.clock.now());
    const gross = fiatMinorToSatoshi(10000, 'EUR', rate?.buy ?? '', 'down');
    expect(body).toEqual({
      baseAmount: 100,
      baseCurrency: 'EUR',
      quoteAmount: (gross - 2000) / 1e8,
      quoteCurrency: 'BTC',
      transferIn: { medium: 'card', feeAmount: 3, currency: 'EUR' },
      transferOut: { medium: 'blockchain', feeAmount: 0.00002, currency: 'BTC' },
    });
  });

  it('the bank medium has its own fee; without media the first matching method is used', async () => {
    const bank = ApproximateQuote.parse(
      (await quote('baseAmount=1000&baseCurrency=EUR&quoteCurrency=BTC&transferInMedium=bank')).json(),
    );
    expect(bank.transferIn).toEqual({ medium: 'bank', feeAmount: 2.5, currency: 'EUR' });
    const any = ApproximateQuote.parse((await quote('baseAmount=1000&baseCurrency=EUR&quoteCurrency=BTC')).json());
    expect(any.transferIn.medium).toBe('card');
  });

  it('sell: BTC to a bank account at the sell rate, the out fee taken from quoteAmount', async () => {
    const response = await quote('baseAmount=0.01&baseCurrency=BTC&quoteCurrency=EUR');
    const body = ApproximateQuote.parse(response.json());
    const gross = satoshiToFiatMinor(1_000_000, 'EUR', btcRate('EUR', server.clock.now())?.sell ?? '', 'down');
    const fee = Math.ceil((gross * 25) / 10_000);
    expect(body.quoteAmount).toBe((gross - fee) / 100);
    expect(body.transferOut).toEqual({ medium: 'bank', feeAmount: fee / 100, currency: 'EUR' });
  });

  it('invalid ids: invalid_request (400) and not_found (404)', async () => {
    expectError(await quote('baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC', 'nope'), 400, 'invalid_request');
    expectError(await quote('baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC', unknownPartner), 404, 'not_found');
  });

  it('invalid_request for a bad amount or one outside the method limits; no_matching_payment_method otherwise', async () => {
    expectError(await quote('baseAmount=-1&baseCurrency=EUR&quoteCurrency=BTC'), 400, 'invalid_request');
    expectError(await quote('baseAmount=1.234&baseCurrency=EUR&quoteCurrency=BTC'), 400, 'invalid_request');
    expectError(await quote('baseAmount=1&baseCurrency=EUR&quoteCurrency=BTC'), 400, 'invalid_request');
    expectError(await quote('baseAmount=100&baseCurrency=JPY&quoteCurrency=BTC'), 400, 'no_matching_payment_method');
    expectError(
      await quote('baseAmount=100&baseCurrency=USD&quoteCurrency=BTC&transferInMedium=bank'),
      400,
      'no_matching_payment_method',
    );
  });
});
