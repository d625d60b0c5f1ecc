// The one place where money crosses between the wire's floats and the exact units the rest of the system uses
// (satoshi, fiat minor units, decimal strings). Nothing outside this module (and money-ratio.ts, whose arithmetic it
// re-exports) multiplies or divides an amount.
//
// Rounding rule: whoever has to pay never pays less than the price because of rounding, and whoever receives
// never gets more than was paid for. A fiat price turned into the bitcoin a customer must send rounds UP to the
// next satoshi; bitcoin received turned into the fiat credited rounds DOWN to the minor unit. The rate helpers
// default to those directions and take an explicit `rounding` where a caller converts the other way round (a
// buy order's bitcoin for a fiat sum rounds down, its fiat cost for a bitcoin amount rounds up).
import { divide, type Rounding } from './money-ratio';

export type { Rounding } from './money-ratio';
export { scaleUnits, unitPriceMinor } from './money-ratio';

export const SATOSHI_PER_BTC = 100_000_000;
/** Every bitcoin that will ever exist, in satoshi; also the bound under which a satoshi count survives a float. */
export const MAX_SATOSHI = 2_100_000_000_000_000;
/**
 * Largest fiat amount in minor units this module converts (10 trillion euro in cents). Below it every minor
 * amount survives the trip through a wire float exactly; no real price or balance comes near it.
 */
export const MAX_FIAT_MINOR = 1_000_000_000_000_000;

export interface AmountOptions {
  /** Balances may go below zero; prices, payments and refunds may not. Default false. */
  allowNegative?: boolean;
}

/**
 * A bitcoin price in fiat units per 1 BTC as a plain decimal string ("43210.55"). A string, not a float, so
 * conversions with it are exact; {@link rateFromWire} and {@link rateToWire} cross the wire.
 */
export type BtcRate = string;

interface Decimal {
  negative: boolean;
  /** All significant digits as one integer: the value is `digits × 10^-scale`. */
  digits: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// A number is read through its shortest round-trip string: that is the decimal the sender wrote (a JSON `0.1`
// arrives as the double nearest 0.1 and prints back as "0.1"), so the conversion recovers it exactly.
function parseDecimal(value: number | string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${value} is not a finite amount`);
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') throw new RangeError(`"${String(value)}" is not a decimal amount`);
  const exponent = Number(match[4] ?? '0');
  // Exponents this large only come from garbage input; refusing them keeps the bigint arithmetic small.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400)
    throw new RangeError(`"${String(value)}" is out of range`);
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  // Trailing zeros carry no value: "1.50000000000" is an exact 1.5.
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  return { negative: match[1] === '-' && digits !== 0n, digits, scale };
}

function toUnits(value: number | string, exponent: number, max: number, what: string, options: AmountOptions): number {
  const decimal = parseDecimal(value);
  if (decimal.scale > exponent)
    throw new RangeError(
      `${String(value)} has ${decimal.scale} decimal ${decimal.scale === 1 ? 'place' : 'places'} but ${what} allows at most ${exponent}`,
    );
  if (decimal.negative && !options.allowNegative) throw new RangeError(`${String(value)} is negative`);
  const units = decimal.digits * 10n ** BigInt(exponent - decimal.scale);
  if (units > BigInt(max)) throw new RangeError(`${String(value)} is larger than ${what} allows`);
  return decimal.negative ? -Number(units) : Number(units);
}

function checkUnits(units: number, max: number, what: string): void {
  if (!Number.isSafeInteger(units)) throw new RangeError(`${units} is not a whole number of ${what}`);
  if (Math.abs(units) > max) throw new RangeError(`${units} ${what} is out of range`);
}

/** `digits × 10^-exponent` as a plain decimal: never exponent notation. */
function formatUnits(units: number, exponent: number, trimZeros: boolean): string {
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(exponent + 1, '0');
  const whole = text.slice(0, text.length - exponent);
  let fraction = text.slice(text.length - exponent);
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Exact satoshi for a BTC amount given as a wire float or a decimal string (`0.1`, `"1e-7"`, `"21000000"`). */
export function btcToSatoshi(value: number | string, options: AmountOptions = {}): number {
  return toUnits(value, 8, MAX_SATOSHI, 'bitcoin', options);
}

/** The float the wire carries for a satoshi amount. */
export function satoshiToBtc(sats: number): number {
  checkUnits(sats, MAX_SATOSHI, 'satoshi');
  return sats / SATOSHI_PER_BTC;
}

/** Plain decimal BTC with at most 8 places and no trailing zeros ("0.0001", "1"); safe for BIP21 `amount=`. */
export function formatBtc(sats: number): string {
  checkUnits(sats, MAX_SATOSHI, 'satoshi');
  return formatUnits(sats, 8, true);
}

// ISO 4217 minor units where they differ from 2. An explicit table rather than Intl, because ICU follows CLDR,
// which gives 0 for IQD, LAK, RSD and others whose ISO minor unit is not 0.
const MINOR_UNITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      'BIF',
      'CLP',
      'DJF',
      'GNF',
      'ISK',
      'JPY',
      'KMF',
      'KRW',
      'PYG',
      'RWF',
      'UGX',
      'UYI',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
  // Not ISO 4217, but buy orders accept it where they accept a currency; its minor unit is the satoshi.
  BTC: 8,
};

/** Decimal places of a currency's minor unit (ISO 4217): 2 unless listed otherwise (JPY 0, KWD 3, BTC 8). */
export function currencyExponent(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`"${currency}" is not a currency code (3 uppercase letters)`);
  return MINOR_UNITS[currency] ?? 2;
}

/** Exact minor units (cents, yen, fils) for an amount in `currency` given as a wire float or decimal string. */
export function fiatToMinor(value: number | string, currency: string, options: AmountOptions = {}): number {
  return toUnits(value, currencyExponent(currency), MAX_FIAT_MINOR, currency, options);
}

/** The float the wire carries for an amount in minor units. */
export function minorToFiat(minor: number, currency: string): number {
  checkUnits(minor, MAX_FIAT_MINOR, `${currency} minor units`);
  return minor / 10 ** currencyExponent(currency);
}

/** Decimal string with exactly the currency's places ("12.50", "1000" for JPY, "1.250" for KWD). */
export function formatFiat(minor: number, currency: string): string {
  checkUnits(minor, MAX_FIAT_MINOR, `${currency} minor units`);
  return formatUnits(minor, currencyExponent(currency), false);
}

function parseRate(rate: BtcRate): Decimal {
  const decimal = parseDecimal(rate);
  if (decimal.negative || decimal.digits === 0n) throw new RangeError(`rate ${rate} is not a positive decimal`);
  return decimal;
}

/** A wire float rate as the exact decimal string it stands for (`43210.55` → "43210.55"). */
export function rateFromWire(value: number): BtcRate {
  const decimal = parseRate(String(value));
  return formatDecimal(decimal);
}

/** The float the wire carries for a rate. */
export function rateToWire(rate: BtcRate): number {
  parseRate(rate);
  return Number(rate);
}

function formatDecimal({ negative, digits, scale }: Decimal): string {
  const text = digits.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function checkNonNegative(units: number, max: number, what: string): void {
  checkUnits(units, max, what);
  if (units < 0) throw new RangeError(`${units} ${what} is negative`);
}

/**
 * Satoshi worth `minor` units of `currency` at `rate` (fiat per BTC). Rounds up by default: this is the amount a
 * customer must send for a fiat price, and it must never be worth less than the price.
 */
export function fiatMinorToSatoshi(minor: number, currency: string, rate: BtcRate, rounding: Rounding = 'up'): number {
  checkNonNegative(minor, MAX_FIAT_MINOR, `${currency} minor units`);
  const { digits, scale } = parseRate(rate);
  // sats = minor / 10^e / (digits / 10^scale) * 10^8
  const numerator = BigInt(minor) * 10n ** BigInt(scale + 8);
  const denominator = digits * 10n ** BigInt(currencyExponent(currency));
  const sats = divide(numerator, denominator, rounding);
  if (sats > BigInt(MAX_SATOSHI))
    throw new RangeError(`${minor} ${currency} minor units at ${rate} exceed all bitcoin`);
  return Number(sats);
}

/**
 * Minor units of `currency` that `sats` are worth at `rate` (fiat per BTC). Rounds down by default: this is what
 * bitcoin received is credited as, and the credit must never exceed what was received.
 */
export function satoshiToFiatMinor(sats: number, currency: string, rate: BtcRate, rounding: Rounding = 'down'): number {
  checkNonNegative(sats, MAX_SATOSHI, 'satoshi');
  const { digits, scale } = parseRate(rate);
  // minor = sats / 10^8 * (digits / 10^scale) * 10^e
  const numerator = BigInt(sats) * digits * 10n ** BigInt(currencyExponent(currency));
  const denominator = 10n ** BigInt(scale + 8);
  const minor = divide(numerator, denominator, rounding);
  if (minor > BigInt(MAX_FIAT_MINOR))
    throw new RangeError(`${sats} satoshi at ${rate} is out of range for ${currency}`);
  return Number(minor);
}
