import { describe, expect, it } from 'vitest';
import { partnerConfigFixture } from '../../mocks/fixtures';
import { addAmounts, checkLimits, currenciesForSide, methodsForPair, parseAmount, quoteQuery } from './quote-model';

const card = partnerConfigFixture.paymentMethods[0]!;

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
    expect(currenciesForSide(partnerConfigFixture, 'buy')).toEqual({ fiats: ['EUR', 'DKK'], cryptos: ['BTC'] });
    expect(currenciesForSide(partnerConfigFixture, 'sell')).toEqual({ fiats: ['EUR', 'DKK'], cryptos: ['BTC'] });
    expect(
      methodsForPair(partnerConfigFixture, { side: 'buy', fiat: 'EUR', crypto: 'BTC' }).map((m) => m.inMedium),
    ).toEqual(['card', 'bank']);
  });

  it('asks with the amount in the currency it was typed in, and the method media', () => {
    const query = quoteQuery(
      { side: 'buy', fiat: 'EUR', crypto: 'BTC', amount: '0,01', amountIn: 'crypto', medium: 'card' },
      card,
    );
    expect(query).toEqual({
      baseAmount: 0.01,
      baseCurrency: 'BTC',
      quoteCurrency: 'EUR',
      transferInMedium: 'card',
      transferOutMedium: 'blockchain',
    });
  });

  it('compares an amount with the payment method limits exactly, bounds included', () => {
    expect(checkLimits(card, 'EUR', '9.99')).toEqual({ kind: 'below', minimum: 10, currency: 'EUR' });
    expect(checkLimits(card, 'EUR', '10')).toEqual({ kind: 'ok' });
    expect(checkLimits(card, 'EUR', 5000)).toEqual({ kind: 'ok' });
    expect(checkLimits(card, 'EUR', '5000.01')).toEqual({ kind: 'above', limit: 5000, currency: 'EUR' });
  });

  it('adds the transfer-in fee on top of the amount without float error', () => {
    expect(addAmounts(0.1, 0.2, 'EUR')).toBe(0.3);
    expect(addAmounts(0.00000001, 0.00000002, 'BTC')).toBe(0.00000003);
  });
});
