// Pricing, one function for the approximate quote and the price quotes of trades: what the trader sends and
// receives for an amount, priced from the emulator's one rate source (the Merchant API's rates). The in fee is
// charged on top of what is sent; the out fee is taken out of what is received. All arithmetic is on exact minor
// units (cents, satoshi).
import { fiatMinorToSatoshi, fiatToMinor, minorToFiat, satoshiToFiatMinor } from '#contract/money';
import type { ApproximateQuote, ApproximateQuoteQuery } from '#contract/trade/partners';
import { btcRate } from '../rates';
import { findPaymentMethod, type Fee } from './payment-methods';

export type QuoteResult =
  | { ok: true; quote: ApproximateQuote }
  | { ok: false; code: 'invalid_request' | 'no_matching_payment_method'; message: string };

/** Fixed part plus the percentage, rounded up: a fee is never smaller than its rate says. */
export function feeMinor(amountMinor: number, fee: Fee, currency: string): number {
  const variable = (BigInt(amountMinor) * BigInt(fee.basisPoints) + 9_999n) / 10_000n;
  return (fee.fixed[currency] ?? 0) + Number(variable);
}

const NO_FEE: Fee = { fixed: {}, basisPoints: 0 };

/** What a trade sends and receives, in minor units of each side's currency. */
export interface Pricing {
  sendCurrency: string;
  receiveCurrency: string;
  /** What the amount converts from, before the in fee (charged on top). */
  sendMinor: number;
  inFeeMinor: number;
  /** What `sendMinor` buys, before the out fee. */
  grossReceiveMinor: number;
  outFeeMinor: number;
}

/** What the trader receives in the end. */
export const netReceiveMinor = (p: Pricing) => Math.max(0, p.grossReceiveMinor - p.outFeeMinor);

export interface PriceInput {
  sendCurrency: string;
  receiveCurrency: string;
  /** The amount the trader fixed: what is sent (before the in fee) or what is received (after the out fee). */
  amountMinor: number;
  fixed: 'send' | 'receive';
  inFee?: Fee;
  outFee?: Fee;
  now: Date;
}

/**
 * Prices a trade of BTC against a fiat currency, or undefined when the service prices neither side. Buying
 * bitcoin is at the buy price, selling at the sell price; what the trader receives rounds down and what the
 * trader must send for a fixed receipt rounds up.
 */
export function price(input: PriceInput): Pricing | undefined {
  const { sendCurrency, receiveCurrency, amountMinor, now } = input;
  const inFee = input.inFee ?? NO_FEE;
  const outFee = input.outFee ?? NO_FEE;
  const buying = receiveCurrency === 'BTC';
  if ((sendCurrency === 'BTC') === buying) return undefined;
  const rate = btcRate(buying ? sendCurrency : receiveCurrency, now);
  if (!rate) return undefined;
  let sendMinor: number;
  let gross: number;
  if (input.fixed === 'send') {
    sendMinor = amountMinor;
    gross = buying
      ? fiatMinorToSatoshi(sendMinor, sendCurrency, rate.buy, 'down')
      : satoshiToFiatMinor(sendMinor, receiveCurrency, rate.sell, 'down');
  } else {
    // The smallest gross amount that leaves `amountMinor` after the out fee.
    const fixedFee = outFee.fixed[receiveCurrency] ?? 0;
    const share = BigInt(10_000 - outFee.basisPoints);
    gross = Number((BigInt(amountMinor + fixedFee) * 10_000n + share - 1n) / share);
    while (gross - feeMinor(gross, outFee, receiveCurrency) < amountMinor) gross += 1;
    while (gross > 0 && gross - 1 - feeMinor(gross - 1, outFee, receiveCurrency) >= amountMinor) gross -= 1;
    sendMinor = buying
      ? satoshiToFiatMinor(gross, sendCurrency, rate.buy, 'up')
      : fiatMinorToSatoshi(gross, receiveCurrency, rate.sell, 'up');
  }
  return {
    sendCurrency,
    receiveCurrency,
    sendMinor,
    inFeeMinor: feeMinor(sendMinor, inFee, sendCurrency),
    grossReceiveMinor: gross,
    outFeeMinor: feeMinor(gross, outFee, receiveCurrency),
  };
}

export function approximateQuote(query: ApproximateQuoteQuery, now: Date): QuoteResult {
  const { baseCurrency: base, quoteCurrency: quote } = query;
  const method = findPaymentMethod(base, quote, query.transferInMedium, query.transferOutMedium);
  const buying = quote === 'BTC';
  if (!method || !btcRate(buying ? base : quote, now) || (base === 'BTC') === buying) {
    return {
      ok: false,
      code: 'no_matching_payment_method',
      message: `No payment method of this partner trades ${base} for ${quote} with the media asked for.`,
    };
  }
  let baseMinor: number;
  try {
    baseMinor = fiatToMinor(query.baseAmount, base);
  } catch (error) {
    return { ok: false, code: 'invalid_request', message: `Invalid query: baseAmount: ${(error as Error).message}.` };
  }
  const minimum = method.minimumIn[base] ?? 0;
  const limit = method.limitIn[base] ?? Number.MAX_SAFE_INTEGER;
  if (baseMinor < minimum || baseMinor > limit) {
    return {
      ok: false,
      code: 'invalid_request',
      message: `Invalid query: baseAmount: must be from ${minorToFiat(minimum, base)} to ${minorToFiat(limit, base)} ${base} for ${method.name}.`,
    };
  }
  const priced = price({
    sendCurrency: base,
    receiveCurrency: quote,
    amountMinor: baseMinor,
    fixed: 'send',
    inFee: method.inFee,
    outFee: method.outFee,
    now,
  }) as Pricing;
  return {
    ok: true,
    quote: {
      baseAmount: minorToFiat(baseMinor, base),
      baseCurrency: base,
      quoteAmount: minorToFiat(netReceiveMinor(priced), quote),
      quoteCurrency: quote,
      transferIn: { medium: method.inMedium, feeAmount: minorToFiat(priced.inFeeMinor, base), currency: base },
      transferOut: { medium: method.outMedium, feeAmount: minorToFiat(priced.outFeeMinor, quote), currency: quote },
    },
  };
}
