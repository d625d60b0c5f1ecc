// The sandbox's altcoin prices, from the same source as the bitcoin prices: invoices can be paid in these
// (input requests), the Trade API can quote them. A rate is a decimal string of altcoin units per 1 unit of the
// base currency (BTC, a fiat currency or another altcoin); limits are given in the base currency.
import { currencyExponent, satoshiToBtc, type Rounding } from '#contract/money';
import { btcRate, isFiatCurrency } from './btc-rates';
import { divide, fromScaled, rescale, toScaled } from './decimal';
import { applyPpm, movementPpm } from './movement';

export interface AltCoin {
  code: string;
  name: string;
  /** Decimal places amounts of the coin are given with (capped at 8: ETH's 18 serve no invoice). */
  decimals: number;
  /** URI scheme of wallet links (`litecoin:`). */
  uriScheme: string;
  /** Whether payments must carry a destination tag (XRP). */
  destinationTag: boolean;
  /** Altcoin units per 1 BTC at the centre of the swing; absent for a coin that is unavailable. */
  perBtc?: string;
  /** Range in BTC in which the coin is accepted for payments. */
  limitsBtc: { minimum: string; maximum: string };
  seed: number;
}

const COINS: Readonly<Record<string, AltCoin>> = {
  BCH: coin('BCH', 'Bitcoin Cash', 8, 'bitcoincash', '208.5', 11),
  // Dash is listed but deterministically unavailable, so clients meet an entry without `rate`.
  DASH: coin('DASH', 'Dash', 8, 'dash', undefined, 12),
  DOGE: coin('DOGE', 'Dogecoin', 8, 'dogecoin', '262000', 13),
  ETH: coin('ETH', 'Ethereum', 8, 'ethereum', '28.45', 14),
  LTC: coin('LTC', 'Litecoin', 8, 'litecoin', '1052.3', 15),
  USDT: coin('USDT', 'Tether USD', 6, 'tether', '95020', 16),
  XRP: { ...coin('XRP', 'XRP', 6, 'ripple', '41800', 17), destinationTag: true },
};

function coin(
  code: string,
  name: string,
  decimals: number,
  uriScheme: string,
  perBtc: string | undefined,
  seed: number,
) {
  return {
    code,
    name,
    decimals,
    uriScheme,
    destinationTag: false,
    perBtc,
    limitsBtc: { minimum: '0.0001', maximum: '5' },
    seed,
  } satisfies AltCoin;
}

/** Scale of altcoin rates: 10 decimal places keeps DOGE per EUR and ETH per JPY meaningful. */
const RATE_SCALE = 10;

export interface AltCoinRate {
  code: string;
  name: string;
  baseCurrency: string;
  /** Altcoin units per 1 unit of `baseCurrency`; absent while the coin is unavailable. */
  rate?: string;
  limits: { minimum: string; maximum: string };
}

/** Codes of every altcoin the service lists, alphabetically (available or not). */
export const altCoinCodes: readonly string[] = Object.keys(COINS).sort();

export function altCoin(code: string): AltCoin | undefined {
  return Object.hasOwn(COINS, code) ? COINS[code] : undefined;
}

/** Altcoin units per 1 BTC at `now`, at RATE_SCALE; undefined when the coin is unknown or unavailable. */
function perBtcScaled(code: string, now: Date): bigint | undefined {
  const listed = altCoin(code);
  if (!listed?.perBtc) return undefined;
  return applyPpm(toScaled(listed.perBtc, RATE_SCALE), movementPpm(now, listed.seed));
}

/** Units of `base` per 1 BTC at `now`, at RATE_SCALE, or undefined when `base` cannot be a base currency. */
function basePerBtcScaled(base: string, now: Date): bigint | undefined {
  if (base === 'BTC') return 10n ** BigInt(RATE_SCALE);
  const fiat = btcRate(base, now);
  if (fiat) return toScaled(fiat.mid, RATE_SCALE);
  return perBtcScaled(base, now);
}

/** Whether `code` can be the `baseCurrency` of altcoin rates: BTC, a priced fiat currency or an available altcoin. */
export function isAltRateBase(code: string, now: Date): boolean {
  return code === 'BTC' || isFiatCurrency(code) || perBtcScaled(code, now) !== undefined;
}

/** Decimal places amounts in `base` are shown with in limits. */
function baseDecimals(base: string): number {
  if (base === 'BTC') return 8;
  if (isFiatCurrency(base)) return currencyExponent(base);
  return altCoin(base)?.decimals ?? 8;
}

/** The rate entry of altcoin `code` against `base` at `now`; undefined when either is not listed. */
export function altRate(code: string, base: string, now: Date): AltCoinRate | undefined {
  const listed = altCoin(code);
  const basePerBtc = basePerBtcScaled(base, now);
  if (!listed || basePerBtc === undefined || basePerBtc === 0n) return undefined;
  const decimals = baseDecimals(base);
  const limit = (btc: string, rounding: Rounding) =>
    fromScaled(rescale(toScaled(btc, 8) * basePerBtc, 8 + RATE_SCALE, decimals, rounding), decimals, true);
  const entry: AltCoinRate = {
    code,
    name: listed.name,
    baseCurrency: base,
    // The limits are narrowed inwards by rounding, so an amount inside them is inside the BTC limits too.
    limits: { minimum: limit(listed.limitsBtc.minimum, 'up'), maximum: limit(listed.limitsBtc.maximum, 'down') },
  };
  const perBtc = perBtcScaled(code, now);
  if (perBtc !== undefined)
    entry.rate = fromScaled(divide(perBtc * 10n ** BigInt(RATE_SCALE), basePerBtc), RATE_SCALE, true);
  return entry;
}

/** Every listed altcoin against `base` at `now`, by code; undefined when `base` cannot be a base currency. */
export function altRates(base: string, now: Date): AltCoinRate[] | undefined {
  if (!isAltRateBase(base, now)) return undefined;
  return altCoinCodes.map((code) => altRate(code, base, now) as AltCoinRate);
}

/**
 * The amount of altcoin `code` worth `sats` at `now`, as a decimal string with the coin's decimals, rounded up
 * (whoever pays never pays less than the price); undefined when the coin is unknown or unavailable.
 */
export function altAmountForSatoshi(code: string, sats: number, now: Date): string | undefined {
  const listed = altCoin(code);
  const perBtc = perBtcScaled(code, now);
  if (!listed || perBtc === undefined) return undefined;
  const units = divide(BigInt(sats) * perBtc, 10n ** BigInt(8 + RATE_SCALE - listed.decimals), 'up');
  return fromScaled(units, listed.decimals, true);
}

/** Whether `sats` lies within the BTC limits of altcoin `code`. */
export function withinAltLimits(code: string, sats: number): boolean {
  const listed = altCoin(code);
  if (!listed) return false;
  const value = BigInt(sats);
  return value >= toScaled(listed.limitsBtc.minimum, 8) && value <= toScaled(listed.limitsBtc.maximum, 8);
}

/** The BTC limits of `code` as wire floats, for error messages. */
export function altLimitsBtc(code: string): { minimum: number; maximum: number } | undefined {
  const listed = altCoin(code);
  if (!listed) return undefined;
  return {
    minimum: satoshiToBtc(Number(toScaled(listed.limitsBtc.minimum, 8))),
    maximum: satoshiToBtc(Number(toScaled(listed.limitsBtc.maximum, 8))),
  };
}
