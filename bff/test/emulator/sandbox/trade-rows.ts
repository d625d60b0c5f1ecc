// Trades awaiting payment written as trade creation writes them, for the tests of what the sandbox does to trades
// afterwards (its card page, bank transfer, deposits, clock and lists): the route that creates them is tested
// elsewhere, and these tests need a trade in a known state without a quote's price moving under them.
import { randomUUID } from 'node:crypto';
import { insertTrade, type NewTrade } from '../../../src/emulator/trade/trade-store';
import type { TestServer } from '../../support';

/** The testnet address buys pay out to. */
export const PAYOUT_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

export interface AwaitingTradeOptions {
  /** Where the card page sends the browser back (card trades; null: nowhere). */
  returnUrl?: string | null;
  /** The trade's value in euro cents (the proof-of-funds line counts it). */
  eurMinor?: number;
}

/**
 * A trade awaiting payment: a 103.00 EUR card buy (15 minutes to pay), a 100.25 EUR bank buy (reference `TK-7Q2M`,
 * 7 days) or a 0.00123456 BTC sell to a fresh deposit address (15 minutes). Returns its id and the card payment id.
 */
export function insertAwaitingTrade(
  server: Pick<TestServer, 'db' | 'clock' | 'config'>,
  traderId: number,
  medium: 'card' | 'bank' | 'sell',
  options: AwaitingTradeOptions = {},
): { id: number; paymentId: string } {
  const now = server.clock.now();
  const expiry = new Date(now.getTime() + 15 * 60 * 1000).toISOString();
  const paymentId = randomUUID();
  const common = {
    trader_id: traderId,
    quote_id: null,
    subscription_id: null,
    bank_account_id: null,
    eur_minor: options.eurMinor ?? 10_300,
    quote_expire_time: expiry,
    create_time: now.toISOString(),
  };
  const byMedium: Record<typeof medium, Omit<NewTrade, keyof typeof common>> = {
    card: {
      in_medium: 'card',
      out_medium: 'blockchain',
      in_currency: 'EUR',
      out_currency: 'BTC',
      in_send_minor: 10_300,
      in_receive_minor: 10_000,
      out_send_minor: 100_000,
      out_receive_minor: 98_000,
      in_details: JSON.stringify({
        provider: 'sandbox',
        paymentId,
        cardPaymentId: paymentId,
        redirectUrl: `${server.config.publicUrl}/sandbox/card-payments/${paymentId}`,
        returnUrl: options.returnUrl ?? null,
      }),
      out_details: JSON.stringify({ account: PAYOUT_ADDRESS }),
      deposit_address: null,
      payment_deadline: expiry,
    },
    bank: {
      in_medium: 'bank',
      out_medium: 'blockchain',
      in_currency: 'EUR',
      out_currency: 'BTC',
      in_send_minor: 10_025,
      in_receive_minor: 10_000,
      out_send_minor: 100_000,
      out_receive_minor: 98_000,
      in_details: JSON.stringify({ referenceText: 'TK-7Q2M' }),
      out_details: JSON.stringify({ account: PAYOUT_ADDRESS }),
      deposit_address: null,
      payment_deadline: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    },
    sell: {
      in_medium: 'blockchain',
      out_medium: 'bank',
      in_currency: 'BTC',
      out_currency: 'EUR',
      in_send_minor: 123_456,
      in_receive_minor: 120_000,
      out_send_minor: 9000,
      out_receive_minor: 8800,
      in_details: JSON.stringify({ account: `tb1q${randomUUID().replaceAll('-', '')}` }),
      out_details: JSON.stringify({}),
      deposit_address: `tb1qdeposit${randomUUID().replaceAll('-', '')}`,
      payment_deadline: expiry,
    },
  };
  return { id: insertTrade(server.db, { ...common, ...byMedium[medium] }), paymentId };
}
