import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ApproximateQuote } from '../../api/contract/trade/partners';
import { partnerConfigFixture } from '../../mocks/fixtures';
import {
  addAmounts,
  checkLimits,
  chosenMethod,
  currenciesForSide,
  initialSelection,
  methodsForPair,
  parseAmount,
  quoteQuery,
  totalToPay,
  type QuoteSelection,
} from './quote-model';
import { payToReceive, probeQuery, receiveLimits, refusedChoices, refusedLimit } from './quote-extras';

const config = partnerConfigFixture;
const card = config.paymentMethods[0]!;
const sellMethod = config.paymentMethods[2]!;

const selection = (given: Partial<QuoteSelection>): QuoteSelection => initialSelection(config, given);

/** What the service answers for a probe: `quoteAmount` already net of the payout fee. */
const answer = (query: NonNullable<ReturnType<typeof probeQuery>>, quoteAmount: number): ApproximateQuote => ({
  baseAmount: query.baseAmount,
  baseCurrency: query.baseCurrency,
  quoteAmount,
  quoteCurrency: query.quoteCurrency,
  transferIn: { medium: query.transferInMedium!, feeAmount: 0, currency: query.baseCurrency },
  transferOut: { medium: query.transferOutMedium!, feeAmount: 0, currency: query.quoteCurrency },
});

describe('quote model', () => {
  it('reads amounts typed with a decimal comma or point and spaces, and refuses anything else', () => {
    expect(parseAmount('0,5')).toBe('0.5');
    expect(parseAmount('1 234.5')).toBe('1234.5');
    expect(parseAmount('1,234.5')).toBe('1234.5');
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('-3')).toBeUndefined();
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });

  it('offers fiat in and crypto out to buy, and the other way round to sell', () => {
    expect(currenciesForSide(config, 'buy')).toEqual({ fiats: ['EUR', 'DKK'], cryptos: ['BTC'] });
    expect(currenciesForSide(config, 'sell')).toEqual({ fiats: ['EUR', 'DKK'], cryptos: ['BTC'] });
    expect(methodsForPair(config, { side: 'buy', fiat: 'EUR', crypto: 'BTC' }).map((m) => m.inMedium)).toEqual([
      'card',
      'bank',
    ]);
  });

  // The service's rule (the emulator's approximate quote): the base currency is paid in and the quote currency
  // received, over a method whose media are asked for. Asking a sell with a buy's media, or with the pair turned
  // round, is "no matching payment method".
  it.each([
    ['buy', 'fiat', 'card'],
    ['buy', 'fiat', 'bank'],
    ['buy', 'crypto', 'card'],
    ['buy', 'crypto', 'bank'],
    ['sell', 'fiat', 'blockchain'],
    ['sell', 'crypto', 'blockchain'],
  ] as const)(
    '%s with the amount in %s by %s asks what the service prices: the pay currency as base',
    (side, amountIn, medium) => {
      const chosen = selection({ side, amountIn, medium, fiat: 'DKK', amount: amountIn === 'fiat' ? '1000' : '0.01' });
      expect(chosen.medium).toBe(medium);
      const method = chosenMethod(config, chosen)!;
      const probe = probeQuery(chosen, method);
      const price = probe && answer(probe, side === 'buy' ? 0.5 : 70_000);
      const query = quoteQuery(chosen, method, price && payToReceive(chosen, method, price));
      const [pay, receive] = side === 'buy' ? ['DKK', 'BTC'] : ['BTC', 'DKK'];
      for (const asked of [probe, query].filter(Boolean)) {
        expect(asked).toMatchObject({ baseCurrency: pay, quoteCurrency: receive, transferInMedium: medium });
        expect(method.inCurrencies).toContain(asked!.baseCurrency);
        expect(method.outCurrencies).toContain(asked!.quoteCurrency);
        expect(asked!.transferOutMedium).toBe(method.outMedium);
      }
      // Only an amount to receive needs the method's price first.
      expect(probe === undefined).toBe((side === 'buy') === (amountIn === 'fiat'));
      expect(query).toBeDefined();
    },
  );

  it('asks with the amount typed when it is the one paid', () => {
    expect(quoteQuery(selection({ side: 'sell', amountIn: 'crypto', amount: '0,01' }), sellMethod)).toEqual({
      baseAmount: 0.01,
      baseCurrency: 'BTC',
      quoteCurrency: 'EUR',
      transferInMedium: 'blockchain',
      transferOutMedium: 'bank',
    });
  });

  it('prices an amount to receive from what the largest payment buys, the payout fee first, rounded up', () => {
    // Buy 0.01 BTC by card: 5000 EUR buy 0.1 BTC gross, 0.09998 after the 0.00002 BTC network fee. 0.01 BTC after
    // the fee needs 0.01002 gross (and two satoshi for rounding): 501.01 EUR.
    const buy = selection({ side: 'buy', amountIn: 'crypto', amount: '0.01' });
    const probe = probeQuery(buy, card)!;
    expect(probe).toMatchObject({ baseAmount: 5000, baseCurrency: 'EUR', quoteCurrency: 'BTC' });
    expect(payToReceive(buy, card, answer(probe, 0.09998))).toBe(501.01);
    expect(quoteQuery(buy, card, 501.01)).toMatchObject({ baseAmount: 501.01, baseCurrency: 'EUR' });
    // Sell for 500 EUR: 2 BTC bring 99499 EUR after the 1 EUR + 0.5 % payout fee; 501.02 EUR of that ratio is
    // 0.01007076 BTC, rounded up to the satoshi.
    const sell = selection({ side: 'sell', amountIn: 'fiat', amount: '500' });
    const sellProbe = probeQuery(sell, sellMethod)!;
    expect(sellProbe).toMatchObject({ baseAmount: 2, baseCurrency: 'BTC', quoteCurrency: 'EUR' });
    expect(payToReceive(sell, sellMethod, answer(sellProbe, 99499))).toBe(0.01007076);
  });

  it('rule: an amount typed to receive has the limits in its own currency, at the method’s price, each a cent inward', () => {
    const about = ((key: string, values: { amount: string }) => `${key} ${values.amount}`) as unknown as TFunction;
    const sell = selection({ side: 'sell', amountIn: 'fiat', amount: '' });
    // Asked before anything is typed, so the limits are there when the field is.
    const probe = probeQuery(sell, sellMethod)!;
    expect(probe).toMatchObject({ baseAmount: 2, baseCurrency: 'BTC', quoteCurrency: 'EUR' });
    // 2 BTC bring 99499 EUR after the 1 EUR + 0.5 % payout fee; 0.0005 BTC a 4000th of 99500 EUR, less 1 EUR.
    const limits = receiveLimits(sell, sellMethod, answer(probe, 99499), about, 'en');
    expect(limits).toEqual({ minimum: 'quote.about EUR\u00a023.88', maximum: 'quote.about EUR\u00a099,498.98' });
    // Not for an amount typed to pay, nor with another pair's probe.
    expect(receiveLimits(sell, sellMethod, { ...answer(probe, 1), quoteCurrency: 'DKK' }, about, 'en')).toBeUndefined();
    expect(probeQuery(selection({ side: 'sell', amountIn: 'crypto' }), sellMethod)).toBeUndefined();
  });

  it('tells no price for an amount to receive without the probe of this very pair', () => {
    const buy = selection({ side: 'buy', amountIn: 'crypto', amount: '0.01' });
    expect(payToReceive(buy, card, undefined)).toBeUndefined();
    // The amount typed is not the one paid: nothing to ask until what pays for it is known.
    expect(quoteQuery(buy, card)).toBeUndefined();
    const probe = probeQuery(buy, card)!;
    expect(payToReceive(buy, card, { ...answer(probe, 1), quoteCurrency: 'EUR' })).toBeUndefined();
  });

  it('asks nothing for an amount outside the method limits', () => {
    expect(quoteQuery(selection({ amount: '5' }), card)).toBeUndefined();
    expect(quoteQuery(selection({ amount: '2000000' }), card)).toBeUndefined();
    expect(quoteQuery(selection({ amount: '10' }), card)).toBeDefined();
  });

  it('compares an amount with the payment method limits exactly, bounds included', () => {
    expect(checkLimits(card, 'EUR', '9.99')).toEqual({ kind: 'below', minimum: 10, currency: 'EUR' });
    expect(checkLimits(card, 'EUR', '10')).toEqual({ kind: 'ok' });
    expect(checkLimits(card, 'EUR', 5000)).toEqual({ kind: 'ok' });
    expect(checkLimits(card, 'EUR', '5000.01')).toEqual({ kind: 'above', limit: 5000, currency: 'EUR' });
  });

  it('reads which limit the service refused an amount for, from its error', () => {
    const error = new Error('Invalid query: baseAmount: must be from 50 to 1000 EUR for Bank transfer to Bitcoin.');
    const asked = (baseAmount: number) => ({ ...quoteQuery(selection({ amount: '100' }), card)!, baseAmount });
    expect(refusedLimit(error, asked(20))).toEqual({ kind: 'below', minimum: 50, currency: 'EUR' });
    expect(refusedLimit(error, asked(2000))).toEqual({ kind: 'above', limit: 1000, currency: 'EUR' });
    expect(refusedLimit(new Error('Some other refusal.'), asked(20))).toEqual({ kind: 'ok' });
    expect(refusedLimit(error, undefined)).toEqual({ kind: 'ok' });
  });

  it('names the starting choices it could not keep, and why', () => {
    expect(refusedChoices(config, { fiat: 'DKK', amount: '500', amountIn: 'fiat' })).toEqual([]);
    expect(refusedChoices(config, { side: 'sell', fiat: 'SEK', crypto: 'ETH', amount: 'lots' })).toEqual([
      { option: 'fiat', value: 'SEK', reason: 'not offered by this partner' },
      { option: 'crypto', value: 'ETH', reason: 'not offered by this partner' },
      { option: 'amount', value: 'lots', reason: 'not a number greater than 0' },
    ]);
    expect(refusedChoices(config)).toEqual([]);
  });

  it('adds the transfer-in fee on top of the amount without float error', () => {
    expect(addAmounts(0.1, 0.2, 'EUR')).toBe(0.3);
    expect(addAmounts(0.00000001, 0.00000002, 'BTC')).toBe(0.00000003);
  });

  it('rule: the total to pay is the amount priced and the pay-in fee on top, exactly, in the currency paid', () => {
    const quote = answer(
      { baseAmount: 100, baseCurrency: 'EUR', quoteCurrency: 'BTC', transferInMedium: 'card' },
      0.001,
    );
    expect(totalToPay({ ...quote, transferIn: { ...quote.transferIn, feeAmount: 2.5 } })).toBe(102.5);
    expect(totalToPay({ ...quote, baseAmount: 0.1, transferIn: { ...quote.transferIn, feeAmount: 0.2 } })).toBe(0.3);
    // A fee in another currency is not added to it.
    expect(totalToPay({ ...quote, transferIn: { ...quote.transferIn, feeAmount: 1, currency: 'BTC' } })).toBe(100);
  });
});
