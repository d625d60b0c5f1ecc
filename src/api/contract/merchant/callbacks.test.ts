import { describe, expect, it } from 'vitest';
import { describeIssues } from '../issues';
import { MerchantCallback, merchantCallbackSignatureHeader } from './callbacks';
import { exampleBuyOrder, exampleInvoice } from './examples';

describe('callback payload (designed: the spec leaves it "not shown")', () => {
  it('design: an invoice state change carries the full invoice', () => {
    const body = {
      event: 'invoice_state_change',
      time: '2024-05-01T12:06:00Z',
      data: { ...exampleInvoice, state: 'paid' },
    };
    expect(MerchantCallback.parse(body)).toEqual(body);
  });

  it('design: a payment that changes no state (a partial one) is its own event and carries the full invoice', () => {
    const body = {
      event: 'invoice_payment_received',
      time: '2024-05-01T12:03:00Z',
      data: { ...exampleInvoice, state: 'new' },
    };
    expect(MerchantCallback.parse(body)).toEqual(body);
  });

  it('design: a buy order state change carries the full buy order', () => {
    const body = { event: 'buy_order_state_change', time: '2024-05-01T12:06:00Z', data: exampleBuyOrder };
    expect(MerchantCallback.parse(body)).toEqual(body);
  });

  it('design: event names the resource the data is', () => {
    const result = MerchantCallback.safeParse({
      event: 'buy_order_state_change',
      time: '2024-05-01T12:06:00Z',
      data: exampleInvoice,
    });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toContain(
      'data.btc_rate: Invalid input: expected number, received undefined',
    );
    expect(MerchantCallback.safeParse({ event: 'refund', time: '2024-05-01T12:06:00Z', data: {} }).success).toBe(false);
  });

  it('design: the signature header is X-<Scheme>-Callback-Signature', () => {
    expect(merchantCallbackSignatureHeader('Service')).toBe('X-Service-Callback-Signature');
  });
});
