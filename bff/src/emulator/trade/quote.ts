// The approximate quote: what the customer would get for `baseAmount`, priced from the emulator's one rate source
// (the Merchant API's rates). `transferIn.feeAmount` is charged on top of the base amount; `transferOut.feeAmount`
// is already taken out of `quoteAmount`. All arithmetic is on exact minor units (cents, satoshi).
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

export function approximateQuote(query: ApproximateQuoteQuery, now: Date): QuoteResult {
  const { baseCurrency: base, quoteCurrency: quote } = query;
  const method = findPaymentMethod(base, quote, query.transferInMedium, query.transferOutMedium);
  const buying = quote === 'BTC';
  const rate = btcRate(buying ? base : quote, now);
  if (!method || !rate || (base === 'BTC') === buying) {
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
  // The customer buys at the service's buy price and sells at its sell price; what it receives rounds down.
  const grossMinor = buying
    ? fiatMinorToSatoshi(baseMinor, base, rate.buy, 'down')
    : satoshiToFiatMinor(baseMinor, quote, rate.sell, 'down');
  const outFee = feeMinor(grossMinor, method.outFee, quote);
  return {
    ok: true,
    quote: {
      baseAmount: minorToFiat(baseMinor, base),
      baseCurrency: base,
      quoteAmount: minorToFiat(Math.max(0, grossMinor - outFee), quote),
      quoteCurrency: quote,
      transferIn: {
        medium: method.inMedium,
        feeAmount: minorToFiat(feeMinor(baseMinor, method.inFee, base), base),
        currency: base,
      },
      transferOut: { medium: method.outMedium, feeAmount: minorToFiat(outFee, quote), currency: quote },
    },
  };
}
