// Fixtures of the browser API's trades, typed by the contract: a card buy, a bank buy and a sell in every state,
// with the transfer states, details and amounts the real server gives each.
import type { TradeView } from '../api/contract/bff/trade';
import { showsQuoteExpiry, transferStatesOf } from '../api/contract/trade/trade-states';
import type { TradeState } from '../api/contract/trade/trades';
import type { TradeSelection } from '../features/trade/trade-model';

/** A bitcoin testnet address (BIP173's P2WPKH example): what a sandbox payout address looks like. */
export const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
/** The same key's mainnet address: valid bitcoin, wrong network for the sandbox. */
export const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
/** The service's deposit address of a sell (BIP173's testnet P2WSH example). */
export const DEPOSIT_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
export const TRANSACTION_ID = '6f1c2d3e4a5b4c6d8e7f90123456789a6f1c2d3e4a5b4c6d8e7f90123456789a';

export type TradeKind = 'card' | 'bank' | 'sell';

const MINUTE = 60 * 1000;

/** The service's account a bank buy is paid into, as the sandbox answers it. */
export const serviceBankFixture = {
  referenceText: 'TKAB12CD34',
  account: { type: 'sepa' as const, currency: 'EUR', bic: 'TKSBDKKKXXX', number: 'DK5000400440116243' },
  bank: {
    name: 'Tradekit Sandbox Bank',
    address: { street: 'Bankvej 1', zipcode: '1000', city: 'Copenhagen', country: 'DK' },
  },
  holder: {
    name: 'Tradekit Sandbox ApS',
    address: { street: 'Handelsvej 2', zipcode: '1000', city: 'Copenhagen', country: 'DK' },
  },
};

/** The customer's own payout account of a sell. */
export const payoutBankFixture = {
  account: { bic: 'DABADKKK', currency: 'EUR', number: 'DK5750510001322617' },
  bank: { name: 'Danske Bank', address: { country: 'DK' } },
  holder: {
    name: 'Ada Lovelace',
    address: { street: 'Nørregade 1', zipcode: '1165', city: 'København', country: 'DK' },
  },
};

/**
 * A trade of `kind` in `state`, made a minute ago with a quote that holds 14 more minutes (card and sell) and a
 * bank payment window of 7 days. Amounts: card 100 EUR + 2.50 fee → 0.00196 BTC; bank 250 EUR + 1.25 fee →
 * 0.00498 BTC; sell 0.01 BTC → 496.50 EUR.
 */
export function tradeFixture(
  kind: TradeKind,
  state: TradeState = 'awaiting_transfer_in',
  overrides: Partial<TradeView> = {},
  now = Date.now(),
): TradeView {
  const id = overrides.id ?? (kind === 'card' ? 41 : kind === 'bank' ? 42 : 43);
  const created = new Date(now - MINUTE).toISOString();
  const expiry = new Date(now + 14 * MINUTE).toISOString();
  const states = transferStatesOf(state);
  const completed = state === 'completed' || state === 'completed_test';
  const common = {
    id,
    traderEmail: 'ada@example.com',
    state,
    createTime: created,
    updateTime: new Date(now).toISOString(),
    recurringBuyId: null,
    ...(showsQuoteExpiry(state) ? { quoteExpireTime: expiry } : {}),
    ...(completed ? { receiptUrl: `http://localhost:4000/sandbox/trades/${id}/receipt` } : {}),
  };
  let trade: TradeView;
  if (kind === 'sell') {
    trade = {
      ...common,
      inCurrency: 'BTC',
      outCurrency: 'EUR',
      inAmount: 0.01,
      outAmountExpected: 496.5,
      ...(completed ? { outAmount: 496.5 } : {}),
      transferIn: {
        state: states.in,
        currency: 'BTC',
        sendAmount: 0.01,
        receiveAmount: 0.01,
        medium: 'blockchain',
        details: { account: DEPOSIT_ADDRESS, paymentUri: `bitcoin:${DEPOSIT_ADDRESS}?amount=0.01` },
      },
      transferOut: {
        state: states.out,
        currency: 'EUR',
        sendAmount: 500,
        receiveAmount: 496.5,
        medium: 'bank',
        bankAccountId: 7,
        details: payoutBankFixture,
      },
    };
  } else {
    const card = kind === 'card';
    const [send, receive, btcGross, btcNet] = card ? [102.5, 100, 0.002, 0.00196] : [251.25, 250, 0.005, 0.00498];
    trade = {
      ...common,
      inCurrency: 'EUR',
      outCurrency: 'BTC',
      inAmount: receive,
      outAmountExpected: btcNet,
      ...(completed ? { outAmount: btcNet } : {}),
      transferIn: {
        state: states.in,
        currency: 'EUR',
        sendAmount: send,
        receiveAmount: receive,
        medium: kind,
        details: card
          ? {
              redirectUrl: `http://localhost:4000/sandbox/card-payments/payment-${id}`,
              returnUrl: 'http://localhost:4000/api/trades/return',
            }
          : serviceBankFixture,
      },
      transferOut: {
        state: states.out,
        currency: 'BTC',
        sendAmount: btcGross,
        receiveAmount: btcNet,
        medium: 'blockchain',
        details: { account: TESTNET_ADDRESS, ...(completed ? { transaction: TRANSACTION_ID } : {}) },
      },
    };
  }
  return { ...trade, ...overrides };
}

/** What the customer chose on the quote, for the order summary: 100 EUR of BTC by card unless `change` says else. */
export function selectionFixture(change: Partial<TradeSelection> = {}): TradeSelection {
  return { side: 'buy', fiat: 'EUR', crypto: 'BTC', amount: '100', amountIn: 'fiat', medium: 'card', ...change };
}
