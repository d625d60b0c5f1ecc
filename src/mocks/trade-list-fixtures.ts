// Fixtures of the browser API's bank accounts, trades and recurring buys, typed by the contract, for the bank
// account, history and recurring buy views' tests and stories.
import type { BankAccountView, RecurringBuyView, TradeView } from '../api/contract/bff/trade';
import type { TransferMedium } from '../api/contract/trade/enums';
import { showsQuoteExpiry, transferStatesOf } from '../api/contract/trade/trade-states';
import type { TradeState } from '../api/contract/trade/trades';

/** IBANs with valid check digits, by country (the registry's own examples). */
export const validIbans = {
  DE: 'DE89370400440532013000',
  DK: 'DK5000400440116243',
  NL: 'NL91ABNA0417164300',
  FR: 'FR1420041010050500013M02606',
} as const;

/** A payout bank account of the customer; `createTime` orders them (the newest is preselected). */
export function bankAccountFixture(overrides: {
  id: number;
  currency?: string;
  number?: string;
  holderName?: string;
  createTime?: string;
}): BankAccountView {
  const number = overrides.number ?? validIbans.DE;
  const createTime = overrides.createTime ?? '2026-01-10T09:00:00Z';
  return {
    id: overrides.id,
    account: { type: 'sepa', currency: overrides.currency ?? 'EUR', bic: 'COBADEFFXXX', number },
    bank: { address: { street: null, zipcode: null, city: null, country: number.slice(0, 2) } },
    holder: {
      name: overrides.holderName ?? 'Ada Lovelace',
      address: { street: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE' },
    },
    createTime,
    updateTime: createTime,
  };
}

/** Two EUR accounts (the second the newer) and a DKK one. */
export const bankAccountsFixture: BankAccountView[] = [
  bankAccountFixture({ id: 1, number: validIbans.NL, createTime: '2026-01-02T09:00:00Z' }),
  bankAccountFixture({ id: 2, number: validIbans.DE, holderName: 'Ada King', createTime: '2026-01-08T09:00:00Z' }),
  bankAccountFixture({ id: 3, currency: 'DKK', number: validIbans.DK, createTime: '2026-01-09T09:00:00Z' }),
];

const depositAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const payoutAddress = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';

export type TradeFixtureKind = 'cardBuy' | 'bankBuy' | 'sell';

const media: Record<TradeFixtureKind, { in: TransferMedium; out: TransferMedium }> = {
  cardBuy: { in: 'card', out: 'blockchain' },
  bankBuy: { in: 'bank', out: 'blockchain' },
  sell: { in: 'blockchain', out: 'bank' },
};

/**
 * A trade of `kind` in `state`: a buy of 100 EUR (103 paid by card, 100.25 by bank) for about 0.00193 BTC, a sell
 * sends 0.01 BTC for about 495 EUR. Once completed it has its `outAmount` and `receiptUrl`.
 */
export function tradeFixture(kind: TradeFixtureKind, state: TradeState, overrides: Partial<TradeView> = {}): TradeView {
  const id = overrides.id ?? 101;
  const buy = kind !== 'sell';
  const { in: inMedium, out: outMedium } = media[kind];
  const completed = state === 'completed' || state === 'completed_test';
  const legs = transferStatesOf(state);
  const [inCurrency, outCurrency] = buy ? ['EUR', 'BTC'] : ['BTC', 'EUR'];
  const [inAmount, outAmountExpected] = buy ? [100, 0.00193] : [0.01, 495];
  // What the customer pays: the amount the trade covers with the payment fee on top (card 3 %, bank 0.25 %).
  const sendAmount = { cardBuy: 103, bankBuy: 100.25, sell: inAmount }[kind];
  const createTime = overrides.createTime ?? '2026-01-12T10:00:00Z';
  return {
    id,
    traderEmail: 'ada@example.com',
    state,
    inCurrency,
    outCurrency,
    inAmount,
    ...(completed ? { outAmount: outAmountExpected } : {}),
    outAmountExpected,
    transferIn: {
      state: legs.in,
      currency: inCurrency,
      sendAmount,
      receiveAmount: inAmount,
      medium: inMedium,
      details:
        inMedium === 'card'
          ? { redirectUrl: `https://pay.sandbox.example/card/${id}`, returnUrl: null }
          : inMedium === 'bank'
            ? {
                referenceText: `TK${id}REF`,
                account: { type: 'sepa', currency: 'EUR', bic: 'DABADKKK', number: validIbans.DK },
                bank: { name: 'Sandbox Bank', address: { country: 'DK' } },
                holder: { name: 'Tradekit Sandbox ApS', address: { country: 'DK' } },
              }
            : { account: depositAddress, paymentUri: `bitcoin:${depositAddress}?amount=0.01` },
    },
    transferOut: {
      state: legs.out,
      currency: outCurrency,
      sendAmount: buy ? 0.00195 : 500,
      receiveAmount: outAmountExpected,
      medium: outMedium,
      ...(buy ? {} : { bankAccountId: 2 }),
      details: buy
        ? { account: payoutAddress }
        : {
            account: { bic: 'COBADEFFXXX', currency: 'EUR', number: validIbans.DE },
            bank: { name: null, address: { country: 'DE' } },
            holder: { name: 'Ada King', address: { country: 'DE' } },
          },
    },
    ...(completed ? { receiptUrl: `https://sandbox.example/receipts/${id}` } : {}),
    ...(showsQuoteExpiry(state) ? { quoteExpireTime: '2026-01-12T10:15:00Z' } : {}),
    createTime,
    updateTime: createTime,
    recurringBuyId: null,
    ...overrides,
  };
}

/** A history with one trade in each kind of state, newest first. */
export const tradesFixture: TradeView[] = [
  tradeFixture('sell', 'awaiting_transfer_in', { id: 106, createTime: '2026-01-14T08:30:00Z' }),
  tradeFixture('cardBuy', 'completed_test', { id: 105, createTime: '2026-01-13T16:45:00Z', recurringBuyId: 1 }),
  tradeFixture('bankBuy', 'processing', { id: 104, createTime: '2026-01-12T10:00:00Z' }),
  tradeFixture('cardBuy', 'rejected', { id: 103, createTime: '2026-01-11T12:00:00Z' }),
  tradeFixture('sell', 'completed', { id: 102, createTime: '2026-01-10T12:00:00Z' }),
  tradeFixture('bankBuy', 'expired', { id: 101, createTime: '2026-01-03T12:00:00Z' }),
];

/** A recurring buy of 50 EUR a week, active. */
export function recurringBuyFixture(overrides: Partial<RecurringBuyView> = {}): RecurringBuyView {
  return {
    id: 1,
    amount: 50,
    currency: 'EUR',
    isActive: true,
    frequency: 'weekly',
    receivingAccount: payoutAddress,
    endTime: null,
    nextTime: '2026-01-20T16:45:00Z',
    ...overrides,
  };
}

/** An active weekly buy (with a trade made by it in {@link tradesFixture}), a monthly one that was stopped. */
export const recurringBuysFixture: RecurringBuyView[] = [
  recurringBuyFixture(),
  recurringBuyFixture({ id: 2, amount: 750, currency: 'DKK', frequency: 'monthly', isActive: false, nextTime: null }),
];
