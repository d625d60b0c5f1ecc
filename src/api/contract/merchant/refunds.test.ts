import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from '../issues';
import { exampleRefund } from './examples';
import { CreateRefundRequest, Refund, RefundState } from './refunds';

function issues(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return describeIssues(result.error);
}

const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe('refund resource', () => {
  it('spec: an email refund has no btc_address, btc_amount or btc_txid yet', () => {
    expect(Refund.parse(exampleRefund)).toEqual(exampleRefund);
  });

  it('spec: a complete refund carries btc_address, btc_amount and btc_txid', () => {
    const complete = {
      ...exampleRefund,
      state: 'complete',
      btc_address: address,
      btc_amount: 0.00059012,
      btc_txid: 'cd'.repeat(32),
    };
    expect(Refund.parse(complete)).toEqual(complete);
  });

  it('spec: refund states', () => {
    expect(RefundState.options).toEqual([
      'awaiting_verification',
      'awaiting_btc_address',
      'queued',
      'complete',
      'expired',
    ]);
    expect(issues(Refund, { ...exampleRefund, state: 'cancelled' })).toEqual([
      'state: Invalid option: expected one of "awaiting_verification"|"awaiting_btc_address"|"queued"|"complete"|"expired"',
    ]);
  });
});

describe('create refund body', () => {
  it('spec: use_payment_protocol_refund_address defaults to true', () => {
    expect(CreateRefundRequest.parse({ amount: 25.5, currency: 'EUR', email_address: 'c@example.com' })).toEqual({
      amount: 25.5,
      currency: 'EUR',
      email_address: 'c@example.com',
      use_payment_protocol_refund_address: true,
    });
    expect(
      CreateRefundRequest.parse({
        amount: 1,
        currency: 'eur',
        btc_address: address,
        use_payment_protocol_refund_address: false,
      }),
    ).toEqual({ amount: 1, currency: 'EUR', btc_address: address, use_payment_protocol_refund_address: false });
  });

  it('spec: exactly one target: not both email_address and btc_address', () => {
    expect(
      issues(CreateRefundRequest, { amount: 1, currency: 'EUR', email_address: 'c@example.com', btc_address: address }),
    ).toEqual(['btc_address: give either email_address or btc_address, not both']);
  });

  it('spec: exactly one target: not neither', () => {
    expect(issues(CreateRefundRequest, { amount: 1, currency: 'EUR' })).toEqual([
      '(root): give one of email_address or btc_address',
    ]);
  });

  it("spec: amount and currency are required; amount positive with the currency's decimals", () => {
    expect(issues(CreateRefundRequest, { email_address: 'c@example.com' })).toEqual([
      'amount: must be a number',
      'currency: must be a 3-letter ISO 4217 currency code, e.g. EUR',
    ]);
    expect(issues(CreateRefundRequest, { amount: -5, currency: 'EUR', email_address: 'c@example.com' })).toEqual([
      'amount: must be greater than 0',
    ]);
    expect(issues(CreateRefundRequest, { amount: 1.001, currency: 'EUR', email_address: 'c@example.com' })).toEqual([
      'amount: 1.001 has 3 decimal places but EUR allows at most 2',
    ]);
  });

  it('design: email_address must be an email, btc_address a bitcoin address', () => {
    expect(issues(CreateRefundRequest, { amount: 1, currency: 'EUR', email_address: 'nope' })).toEqual([
      'email_address: must be an email address',
    ]);
    expect(issues(CreateRefundRequest, { amount: 1, currency: 'EUR', btc_address: 'not an address' })).toEqual([
      'btc_address: must be a bitcoin address (base58 such as 1…, 3…, m…, n…, 2… or bech32 such as bc1…, tb1…)',
    ]);
    for (const valid of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ])
      expect(CreateRefundRequest.safeParse({ amount: 1, currency: 'EUR', btc_address: valid }).success).toBe(true);
  });
});
