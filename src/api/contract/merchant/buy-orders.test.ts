import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from '../issues';
import {
  BuyOrder,
  BuyOrderFailureReason,
  BuyOrderState,
  CreateBuyOrderRequest,
  ListBuyOrdersQuery,
} from './buy-orders';
import { exampleBuyOrder } from './examples';

function issues(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return describeIssues(result.error);
}

const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe('buy order resource', () => {
  it('spec: a waiting order has btc_txid and failure_reason null', () => {
    expect(BuyOrder.parse(exampleBuyOrder)).toEqual(exampleBuyOrder);
  });

  it('spec: btc_txid is set when complete; failure_reason when failed', () => {
    expect(BuyOrder.parse({ ...exampleBuyOrder, state: 'complete', btc_txid: 'ef'.repeat(32) }).btc_txid).toBe(
      'ef'.repeat(32),
    );
    expect(
      BuyOrder.parse({ ...exampleBuyOrder, state: 'failed', failure_reason: 'insufficient_funds' }).failure_reason,
    ).toBe('insufficient_funds');
    expect(issues(BuyOrder, { ...exampleBuyOrder, state: 'failed', failure_reason: 'timeout' })).toEqual([
      'failure_reason: Invalid option: expected one of "insufficient_funds"|"internal_error"',
    ]);
  });

  it('spec: buy order states and failure reasons', () => {
    expect(BuyOrderState.options).toEqual(['waiting', 'queued', 'complete', 'failed', 'cancelled']);
    expect(BuyOrderFailureReason.options).toEqual(['insufficient_funds', 'internal_error']);
  });

  it('spec: btc_txid, failure_reason and callback_email are nullable but present', () => {
    const { btc_txid: _txid, ...withoutTxid } = exampleBuyOrder;
    expect(issues(BuyOrder, withoutTxid)).toEqual(['btc_txid: Invalid input: expected string, received undefined']);
  });
});

describe('create buy order body', () => {
  it('spec: instant_order defaults to true, custom to {}; callbacks stay unset for the IPN defaults', () => {
    expect(CreateBuyOrderRequest.parse({ amount: 1000, currency: 'EUR', btc_address: address })).toEqual({
      amount: 1000,
      currency: 'EUR',
      btc_address: address,
      instant_order: true,
      custom: {},
    });
  });

  it('spec: amount may be in BTC, with up to 8 decimals', () => {
    expect(CreateBuyOrderRequest.parse({ amount: 0.00000001, currency: 'btc', btc_address: address }).currency).toBe(
      'BTC',
    );
    expect(issues(CreateBuyOrderRequest, { amount: 0.000000001, currency: 'BTC', btc_address: address })).toEqual([
      'amount: 1e-9 has 9 decimal places but bitcoin allows at most 8',
    ]);
  });

  it('spec: amount, currency and btc_address are required', () => {
    expect(issues(CreateBuyOrderRequest, {})).toEqual([
      'amount: must be a number',
      'currency: must be a 3-letter ISO 4217 currency code, e.g. EUR',
      'btc_address: must be a bitcoin address',
    ]);
  });

  it('spec: every optional field is accepted', () => {
    const full = {
      amount: 50,
      currency: 'EUR',
      btc_address: address,
      instant_order: false,
      callback_url: 'https://shop.example/buys',
      callback_email: 'ops@shop.example',
      custom: { batch: 7 },
    };
    expect(CreateBuyOrderRequest.parse(full)).toEqual(full);
    expect(issues(CreateBuyOrderRequest, { ...full, instant_order: 'no', callback_url: 'mailto:x@y.z' })).toEqual([
      'instant_order: must be true or false',
      'callback_url: must be an absolute http or https URL',
    ]);
  });
});

describe('list buy orders query', () => {
  it('spec: limit default 100 max 200, offset default 0, include_cancelled default false', () => {
    expect(ListBuyOrdersQuery.parse({})).toEqual({ limit: 100, offset: 0, include_cancelled: false });
    expect(ListBuyOrdersQuery.parse({ limit: '5', offset: '10', include_cancelled: '1' })).toEqual({
      limit: 5,
      offset: 10,
      include_cancelled: true,
    });
    expect(ListBuyOrdersQuery.parse({ include_cancelled: 'false' }).include_cancelled).toBe(false);
    expect(issues(ListBuyOrdersQuery, { limit: '500' })).toEqual(['limit: must be at most 200']);
  });
});
