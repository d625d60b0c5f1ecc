import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defaultQuoteOf, widgetEventOf } from './flow-events';
import { WIDGET_EVENT_NAMES, type WidgetEventName } from './protocol';

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

  it('passes on a trade made, completed and failed, with the trade id', () => {
    expect(widgetEventOf({ type: 'tradeCreated', tradeId: 42, state: 'awaiting_transfer_in', medium: 'card' })).toEqual(
      {
        name: 'tradeCreated',
        payload: { tradeId: 42, state: 'awaiting_transfer_in', medium: 'card' },
      },
    );
    expect(widgetEventOf({ type: 'tradeCompleted', tradeId: 42 })).toEqual({
      name: 'tradeCompleted',
      payload: { tradeId: 42 },
    });
    for (const state of ['rejected', 'expired', 'cancelled'] as const) {
      expect(widgetEventOf({ type: 'tradeFailed', tradeId: 7, state })).toEqual({
        name: 'tradeFailed',
        payload: { tradeId: 7, state },
      });
    }
  });

  it('lists every event the protocol names, so the React wrapper forwards each of them', () => {
    expectTypeOf<(typeof WIDGET_EVENT_NAMES)[number]>().toEqualTypeOf<WidgetEventName>();
    expect(WIDGET_EVENT_NAMES).toEqual(expect.arrayContaining(['tradeCreated', 'tradeCompleted', 'tradeFailed']));
    expect(new Set(WIDGET_EVENT_NAMES).size).toBe(WIDGET_EVENT_NAMES.length);
  });

  it('keeps the flow bookkeeping (steps, sign-in) inside the widget', () => {
    expect(widgetEventOf({ type: 'step', step: 'address' })).toBeUndefined();
    expect(widgetEventOf({ type: 'signedIn' })).toBeUndefined();
    expect(widgetEventOf({ type: 'completed' })).toBeUndefined();
  });

  it('starts the quote where the partner asked', () => {
    expect(defaultQuoteOf({ page: 'sell', fiatCurrency: 'DKK', amount: '500' })).toEqual({
      side: 'sell',
      fiat: 'DKK',
      amount: '500',
      amountIn: 'fiat',
    });
  });

  it('tells the partner of a refused option: an error event option_refused and a console warning, in its own name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const event = widgetEventOf({ type: 'optionRefused', option: 'fiat', value: 'SEK', reason: 'not offered' });
      expect(event).toEqual({
        name: 'error',
        payload: { code: 'option_refused', message: 'The option fiatCurrency "SEK" was refused: not offered.' },
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('fiatCurrency "SEK"'));
      expect(widgetEventOf({ type: 'optionRefused', option: 'amount', value: '0', reason: 'x' })).toMatchObject({
        payload: { message: 'The option amount "0" was refused: x.' },
      });
    } finally {
      warn.mockRestore();
    }
  });
});
