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

const NETWORK_FEE = amounts({ BTC: '0.00002' });
const FIAT = ['EUR', 'USD', 'GBP', 'CHF'];

export const paymentMethods: readonly PaymentMethod[] = [
  {
    name: 'Card to Bitcoin',
    inMedium: 'card',
    outMedium: 'blockchain',
    inCurrencies: FIAT,
    outCurrencies: ['BTC'],
    inFee: { fixed: amounts({ EUR: '0.50', USD: '0.50', GBP: '0.40', CHF: '0.50' }), basisPoints: 250 },
    outFee: { fixed: NETWORK_FEE, basisPoints: 0 },
    minimumIn: amounts({ EUR: '20', USD: '20', GBP: '20', CHF: '20' }),
    limitIn: amounts({ EUR: '5000', USD: '5000', GBP: '4000', CHF: '5000' }),
  },
  {
    name: 'Bank transfer to Bitcoin',
    inMedium: 'bank',
    outMedium: 'blockchain',
    inCurrencies: ['EUR', 'GBP', 'CHF'],
    outCurrencies: ['BTC'],
    inFee: { fixed: amounts({ EUR: '0', GBP: '0', CHF: '0' }), basisPoints: 50 },
    outFee: { fixed: NETWORK_FEE, basisPoints: 0 },
    minimumIn: amounts({ EUR: '10', GBP: '10', CHF: '10' }),
    limitIn: amounts({ EUR: '100000', GBP: '85000', CHF: '100000' }),
  },
  {
    name: 'Bitcoin to bank account',
    inMedium: 'blockchain',
    outMedium: 'bank',
    inCurrencies: ['BTC'],
    outCurrencies: ['EUR', 'GBP', 'CHF'],
    inFee: { fixed: amounts({ BTC: '0' }), basisPoints: 0 },
    outFee: { fixed: amounts({ EUR: '1', GBP: '1', CHF: '1' }), basisPoints: 50 },
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
