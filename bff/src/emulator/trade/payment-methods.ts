// The payment methods every sandbox partner offers: pairs of transfer media with their currencies, fees and
// limits. Amounts are kept exact (minor units: cents, satoshi) and fees in basis points; `toWire` turns them into
// the contract's floats at the edge.
import { fiatToMinor, minorToFiat } from '#contract/money';
import type { TransferMedium } from '#contract/trade/enums';
import type { PartnerPaymentMethod } from '#contract/trade/partners';

/** Exact amounts per currency, in the currency's minor unit (BTC: satoshi). */
export type MinorAmounts = Readonly<Record<string, number>>;

export interface Fee {
  fixed: MinorAmounts;
  /** Basis points of the amount: 250 = 2.5 %. */
  basisPoints: number;
}

export interface PaymentMethod {
  name: string;
  inMedium: TransferMedium;
  outMedium: TransferMedium;
  inCurrencies: readonly string[];
  outCurrencies: readonly string[];
  inFee: Fee;
  outFee: Fee;
  minimumIn: MinorAmounts;
  limitIn: MinorAmounts;
}

const amounts = (values: Record<string, string>): MinorAmounts =>
  Object.fromEntries(Object.entries(values).map(([currency, value]) => [currency, fiatToMinor(value, currency)]));

/** The fixed BTC network fee of every bitcoin payout (trades.md: "a fixed BTC network fee on the payout"). */
const NETWORK_FEE = amounts({ BTC: '0.00002' });
// trades.md's figures, in EUR: card 3 % from 10 EUR, bank 0.25 % from 50 EUR. The other currencies are rounded
// equivalents (DKK at about 7.46 per EUR). The limits are the method's own cap; a trader's level caps lower
// (levels.ts).
const CARD_FIAT = ['EUR', 'USD', 'GBP', 'CHF', 'DKK'];
const BANK_FIAT = ['EUR', 'GBP', 'CHF', 'DKK'];
const zero = (currencies: readonly string[]) => Object.fromEntries(currencies.map((currency) => [currency, 0]));

export const paymentMethods: readonly PaymentMethod[] = [
  {
    name: 'Card to Bitcoin',
    inMedium: 'card',
    outMedium: 'blockchain',
    inCurrencies: CARD_FIAT,
    outCurrencies: ['BTC'],
    inFee: { fixed: zero(CARD_FIAT), basisPoints: 300 },
    outFee: { fixed: NETWORK_FEE, basisPoints: 0 },
    minimumIn: amounts({ EUR: '10', USD: '10', GBP: '10', CHF: '10', DKK: '75' }),
    limitIn: amounts({ EUR: '5000', USD: '5000', GBP: '4000', CHF: '5000', DKK: '37000' }),
  },
  {
    name: 'Bank transfer to Bitcoin',
    inMedium: 'bank',
    outMedium: 'blockchain',
    inCurrencies: BANK_FIAT,
    outCurrencies: ['BTC'],
    inFee: { fixed: zero(BANK_FIAT), basisPoints: 25 },
    outFee: { fixed: NETWORK_FEE, basisPoints: 0 },
    minimumIn: amounts({ EUR: '50', GBP: '50', CHF: '50', DKK: '375' }),
    limitIn: amounts({ EUR: '100000', GBP: '85000', CHF: '100000', DKK: '745000' }),
  },
  {
    name: 'Bitcoin to bank account',
    inMedium: 'blockchain',
    outMedium: 'bank',
    inCurrencies: ['BTC'],
    outCurrencies: BANK_FIAT,
    inFee: { fixed: amounts({ BTC: '0' }), basisPoints: 0 },
    outFee: { fixed: zero(BANK_FIAT), basisPoints: 25 },
    minimumIn: amounts({ BTC: '0.0005' }),
    limitIn: amounts({ BTC: '10' }),
  },
];

const wireAmounts = (values: MinorAmounts): Record<string, number> =>
  Object.fromEntries(Object.entries(values).map(([currency, minor]) => [currency, minorToFiat(minor, currency)]));

export function toWire(method: PaymentMethod): PartnerPaymentMethod {
  return {
    name: method.name,
    inMedium: method.inMedium,
    outMedium: method.outMedium,
    inCurrencies: [...method.inCurrencies],
    outCurrencies: [...method.outCurrencies],
    inFee: { fixed: wireAmounts(method.inFee.fixed), percentage: method.inFee.basisPoints / 100 },
    outFee: { fixed: wireAmounts(method.outFee.fixed), percentage: method.outFee.basisPoints / 100 },
    minimumInAmounts: wireAmounts(method.minimumIn),
    limitInAmounts: wireAmounts(method.limitIn),
  };
}

/** The first method that trades `base` for `quote`, with the media asked for when given. */
export function findPaymentMethod(
  base: string,
  quote: string,
  inMedium?: TransferMedium,
  outMedium?: TransferMedium,
): PaymentMethod | undefined {
  return paymentMethods.find(
    (m) =>
      m.inCurrencies.includes(base) &&
      m.outCurrencies.includes(quote) &&
      (inMedium === undefined || m.inMedium === inMedium) &&
      (outMedium === undefined || m.outMedium === outMedium),
  );
}
