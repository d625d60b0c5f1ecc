import { describe, expect, it } from 'vitest';
import { defaultQuoteOf, widgetEventOf } from './flow-events';

describe('flow events for the host page', () => {
  it('passes on the events the README lists, with their payloads', () => {
    expect(widgetEventOf({ type: 'signedUp', accountType: 'corporate' })).toEqual({
      name: 'signedUp',
      payload: { accountType: 'corporate' },
    });
    expect(
      widgetEventOf({ type: 'kycFinished', attemptId: 'a', state: 'rejected', rejectReason: 'NO_ID_UPLOADED' }),
    ).toEqual({ name: 'kycFinished', payload: { attemptId: 'a', state: 'rejected', rejectReason: 'NO_ID_UPLOADED' } });
    expect(widgetEventOf({ type: 'profileCompleted' })).toEqual({ name: 'profileCompleted', payload: {} });
  });

  it('keeps the flow bookkeeping (steps, sign-in) inside the widget', () => {
    expect(widgetEventOf({ type: 'step', step: 'address' })).toBeUndefined();
    expect(widgetEventOf({ type: 'signedIn' })).toBeUndefined();
  });

  it('starts the quote where the partner asked', () => {
    expect(defaultQuoteOf({ page: 'sell', fiatCurrency: 'DKK', amount: '500' })).toEqual({
      side: 'sell',
      fiat: 'DKK',
      amount: '500',
      amountIn: 'fiat',
    });
  });
});
