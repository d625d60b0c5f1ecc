import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defaultQuoteOf, tellHost, widgetEventOf } from './flow-events';
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
    // The loader acts on it: a new view's top is brought on screen.
    expect(widgetEventOf({ type: 'viewChanged' })).toEqual({ name: 'viewChanged', payload: {} });
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
    expect(widgetEventOf({ type: 'optionRefused', option: 'fiat', value: 'SEK', reason: 'x' })).toBeUndefined();
  });

  it('starts the quote where the partner asked', () => {
    expect(defaultQuoteOf({ page: 'sell', fiatCurrency: 'DKK', amount: '500' })).toEqual({
      side: 'sell',
      fiat: 'DKK',
      amount: '500',
      amountIn: 'fiat',
    });
  });

  it('tells the host of a choice the quote refused as the refusal of the option it came from, in its own name', () => {
    const bridge = { emit: vi.fn(), refuse: vi.fn() };
    tellHost(bridge, { type: 'optionRefused', option: 'fiat', value: 'SEK', reason: 'not offered by this partner' });
    tellHost(bridge, { type: 'optionRefused', option: 'side', value: 'sell', reason: 'not offered by this partner' });
    tellHost(bridge, { type: 'optionRefused', option: 'amount', value: '0', reason: 'not a number greater than 0' });
    expect(bridge.refuse.mock.calls).toEqual([
      ['fiatCurrency', 'SEK', 'not offered by this partner'],
      ['page', 'sell', 'not offered by this partner'],
      ['amount', '0', 'not a number greater than 0'],
    ]);
    expect(bridge.emit).not.toHaveBeenCalled();
    tellHost(bridge, { type: 'tradeCompleted', tradeId: 3 });
    expect(bridge.emit).toHaveBeenCalledWith('tradeCompleted', { tradeId: 3 });
  });

  it('passes on quoteChanged with what the customer pays, fee included, beside the amount priced', () => {
    const quote = { baseAmount: 100, baseCurrency: 'EUR', totalAmount: 103, quoteAmount: 0.0011, quoteCurrency: 'BTC' };
    expect(widgetEventOf({ type: 'quoteChanged', ...quote })).toEqual({ name: 'quoteChanged', payload: quote });
  });

  it("passes on a sell's deposit request, the amount a decimal string and the URI BIP21", () => {
    const deposit = {
      tradeId: 9,
      address: 'tb1qdeposit',
      amount: '0.00112',
      paymentUri: 'bitcoin:tb1qdeposit?amount=0.00112',
    };
    expect(widgetEventOf({ type: 'depositRequested', ...deposit })).toEqual({
      name: 'depositRequested',
      payload: deposit,
    });
    expect(WIDGET_EVENT_NAMES).toContain('depositRequested');
  });
});
