import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Transfer } from './trades';

const leg = (medium: string, details: object) => ({
  id: 1,
  state: 'waiting',
  currency: 'BTC',
  sendAmount: 0.001,
  receiveAmount: 0.001,
  medium,
  details,
});

describe('Transfer details', () => {
  it('rule: a sell’s deposit details keep their paymentUri when parsed (a union keeps the first member that fits)', () => {
    const deposit = { account: 'tb1qdeposit', paymentUri: 'bitcoin:tb1qdeposit?amount=0.001' };
    expect(z.parse(Transfer, leg('blockchain', deposit)).details).toEqual(deposit);
  });

  it('a buy’s payout details keep the address and the txid', () => {
    const payout = { account: 'tb1qpayout', transaction: 'ab'.repeat(32) };
    expect(z.parse(Transfer, leg('blockchain', payout)).details).toEqual(payout);
  });
});
