import { describe, expect, it } from 'vitest';
import { cardReturnFromLocation, returnsToHostPage } from './card-return';

describe('cardReturnFromLocation', () => {
  it('rule: reads the result and trade id the card payment page added to the host’s return URL', () => {
    expect(cardReturnFromLocation('?result=approved&tradeId=12')).toEqual({ result: 'approved', tradeId: 12 });
    expect(cardReturnFromLocation('?step=pay&result=declined&tradeId=7')).toEqual({ result: 'declined', tradeId: 7 });
    expect(cardReturnFromLocation('result=cancelled&tradeId=3')).toEqual({ result: 'cancelled', tradeId: 3 });
  });

  it('rule: anything else is no card return (the identity provider’s result, a bad or missing trade id)', () => {
    for (const search of ['', '?result=submitted', '?result=approved', '?result=declined&tradeId=x', '?tradeId=4']) {
      expect(cardReturnFromLocation(search), search).toBeUndefined();
    }
    for (const tradeId of ['0', '-1', '1.5', '9007199254740993']) {
      expect(cardReturnFromLocation(`?result=approved&tradeId=${tradeId}`), tradeId).toBeUndefined();
    }
  });

  it('on the server (no window) and without a search given, nothing came back', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(cardReturnFromLocation()).toBeUndefined();
  });
});

describe('returnsToHostPage', () => {
  it('rule: the BFF’s trade return page is no page to leave for; a host’s own return URL is', () => {
    expect(returnsToHostPage('https://bff.example/api/trades/return')).toBe(false);
    expect(returnsToHostPage('https://bff.example/tk/api/trades/return?opener=https%3A%2F%2Fwallet.example')).toBe(
      false,
    );
    expect(returnsToHostPage(null)).toBe(false);
    expect(returnsToHostPage('https://wallet.example/buy?step=pay')).toBe(true);
    expect(returnsToHostPage('https://bff.example/widget/')).toBe(true);
  });
});
