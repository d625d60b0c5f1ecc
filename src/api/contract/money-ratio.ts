// Whole minor units scaled by a ratio, in integers: the division under money.ts's conversions. Import it from
// money.ts, which re-exports it; it is a file of its own only so that a page that reads and writes amounts but
// converts none at a rate (the widget's first view) does not carry it (a bundle takes a module whole).

export type Rounding = 'up' | 'down' | 'halfUp';

/** `numerator ÷ denominator` rounded as asked. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/**
 * `units × times ÷ per`, whole minor units scaled by the ratio of two others, rounded up by default: e.g. what must
 * be paid to receive an amount at the price another quote shows (wanted × paid there ÷ received there), so the
 * customer is never priced short of it. Throws a RangeError for a fraction or a ratio over 0.
 */
export const scaleUnits = (units: number, times: number, per: number, rounding: Rounding = 'up'): number =>
  Number(divide(BigInt(units) * BigInt(times), BigInt(per), rounding));

/**
 * The price of one whole crypto in minor units of the fiat, from a trade's two sides before fees: `fiatMinor` paid
 * or received for `cryptoMinor`, whose currency has `cryptoDecimals` places (currencyExponent). Rounded half up: it is a figure to read, not an amount anyone pays, and the
 * order summary and the receipt both show this one rounding of it. 0 when no crypto changes hands.
 */
export const unitPriceMinor = (fiatMinor: number, cryptoMinor: number, cryptoDecimals: number): number =>
  cryptoMinor ? scaleUnits(fiatMinor, 10 ** cryptoDecimals, cryptoMinor, 'halfUp') : 0;
