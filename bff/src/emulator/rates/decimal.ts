// Exact fixed-point arithmetic on decimal strings for the rate source: a value is a bigint count of 10^-scale
// units. src/api/contract/money.ts keeps its decimal parser private, and rates need products and quotients of rates,
// which money.ts does not offer.
import type { Rounding } from '#contract/money';

const PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** `value` (a plain non-negative decimal such as "43210.55") as an integer count of 10^-scale units. */
export function toScaled(value: string, scale: number, rounding: Rounding = 'halfUp'): bigint {
  const match = PATTERN.exec(value);
  if (!match) throw new RangeError(`"${value}" is not a plain non-negative decimal`);
  const fraction = match[2] ?? '';
  const digits = BigInt((match[1] ?? '0') + fraction);
  return rescale(digits, fraction.length, scale, rounding);
}

/** Moves a count of 10^-from units to 10^-to units, rounding as asked when precision is lost. */
export function rescale(value: bigint, from: number, to: number, rounding: Rounding = 'halfUp'): bigint {
  if (to >= from) return value * 10n ** BigInt(to - from);
  return divide(value, 10n ** BigInt(from - to), rounding);
}

/** Non-negative integer division with an explicit rounding. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding = 'halfUp'): bigint {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError('divide takes a non-negative value and a positive divisor');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** A count of 10^-scale units as a plain decimal; `trim` drops trailing zeros of the fraction. */
export function fromScaled(value: bigint, scale: number, trim = false): string {
  const text = value.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  let fraction = text.slice(text.length - scale);
  if (trim) fraction = fraction.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
