import { selectionFixture } from '../../mocks/trade-fixtures';
import { describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../api/contract/trade/trades';
import { groupedAccountNumber, priceQuoteRequest, quoteFigures } from './trade-model';

const selection = selectionFixture;

describe('priceQuoteRequest (the Trade API sign convention: negative is sent, positive received)', () => {
  it('buy with the amount in fiat: the customer sends the fiat by the chosen medium', () => {
    expect(priceQuoteRequest(selection({}))).toEqual({
      baseCurrency: 'EUR',
      quoteCurrency: 'BTC',
      baseAmount: -100,
      transferInMedium: 'card',
      transferOutMedium: 'blockchain',
    });
    expect(priceQuoteRequest(selection({ medium: 'bank' }))?.transferInMedium).toBe('bank');
  });

  it('buy with the amount in BTC: the customer receives the BTC, still paying by card or bank', () => {
    expect(priceQuoteRequest(selection({ amountIn: 'crypto', amount: '0.0025', medium: 'bank' }))).toEqual({
      baseCurrency: 'BTC',
      quoteCurrency: 'EUR',
      baseAmount: 0.0025,
      transferInMedium: 'bank',
      transferOutMedium: 'blockchain',
    });
  });

  it('sell with the amount in BTC: the customer sends the BTC from a wallet to a bank account', () => {
    expect(
      priceQuoteRequest(selection({ side: 'sell', amountIn: 'crypto', amount: '0.01', medium: 'blockchain' })),
    ).toEqual({
      baseCurrency: 'BTC',
      quoteCurrency: 'EUR',
      baseAmount: -0.01,
      transferInMedium: 'blockchain',
      transferOutMedium: 'bank',
    });
  });

  it('sell with the amount in fiat: the customer receives the fiat; a buy medium left in the selection is not used', () => {
    expect(priceQuoteRequest(selection({ side: 'sell', fiat: 'DKK', amount: '750', medium: 'card' }))).toEqual({
      baseCurrency: 'DKK',
      quoteCurrency: 'BTC',
      baseAmount: 750,
      transferInMedium: 'blockchain',
      transferOutMedium: 'bank',
    });
  });

  it('nothing for an amount that is not one of its currency', () => {
    expect(priceQuoteRequest(selection({ amount: '' }))).toBeUndefined();
    expect(priceQuoteRequest(selection({ amount: '0' }))).toBeUndefined();
    expect(priceQuoteRequest(selection({ amount: '10.005' }))).toBeUndefined();
    expect(priceQuoteRequest(selection({ amount: '0.000000001', amountIn: 'crypto' }))).toBeUndefined();
  });
});

const quote = (change: Partial<PriceQuote>): PriceQuote => ({
  id: 1,
  baseCurrency: 'EUR',
  quoteCurrency: 'BTC',
  baseAmount: -100,
  quoteAmount: 0.00196,
  transferIn: { medium: 'card', feeAmount: 2.5, currency: 'EUR' },
  transferOut: { medium: 'blockchain', feeAmount: 0.00004, currency: 'BTC' },
  issueTime: '2026-01-05T10:00:00.000Z',
  expiryTime: '2026-01-05T10:15:00.000Z',
  ...change,
});

describe('quoteFigures', () => {
  it('a buy: the fee on top makes the total, the rate is before fees', () => {
    expect(quoteFigures(quote({}), 'BTC')).toEqual({
      sendCurrency: 'EUR',
      send: 100,
      inFee: 2.5,
      total: 102.5,
      receiveCurrency: 'BTC',
      outFee: 0.00004,
      receive: 0.00196,
      rate: 50000,
      fiat: 'EUR',
      crypto: 'BTC',
    });
  });

  it('a buy of a fixed BTC amount reads the send side from the quote amount', () => {
    const figures = quoteFigures(
      quote({ baseCurrency: 'BTC', quoteCurrency: 'EUR', baseAmount: 0.003, quoteAmount: -153.1 }),
      'BTC',
    );
    expect([figures.send, figures.sendCurrency, figures.receive, figures.total]).toEqual([153.1, 'EUR', 0.003, 155.6]);
    // 153.10 EUR for 0.00304 BTC before the payout fee.
    expect(figures.rate).toBe(50361.84);
  });

  it('a sell: the rate is what the gross fiat pays for the BTC sent', () => {
    const figures = quoteFigures(
      quote({
        baseCurrency: 'BTC',
        quoteCurrency: 'EUR',
        baseAmount: -0.01,
        quoteAmount: 496.5,
        transferIn: { medium: 'blockchain', feeAmount: 0, currency: 'BTC' },
        transferOut: { medium: 'bank', feeAmount: 3.5, currency: 'EUR' },
      }),
      'BTC',
    );
    expect(figures).toMatchObject({ send: 0.01, total: 0.01, receive: 496.5, rate: 50000, fiat: 'EUR' });
  });
});

describe('groupedAccountNumber', () => {
  it('groups an IBAN by four and leaves other account numbers as they are', () => {
    expect(groupedAccountNumber('DK5000400440116243')).toBe('DK50 0040 0440 1162 43');
    expect(groupedAccountNumber('12345678')).toBe('12345678');
  });
});
