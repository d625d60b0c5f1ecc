// The sandbox's bitcoin prices in fiat currencies: ONE source for the Merchant API's `/rates` (and the BTC amounts
// of invoices, refunds and buy orders) and the Trade API's approximate quotes. Rates are decimal strings of fiat
// units per 1 BTC (`BtcRate`), exact to the currency's minor unit, and move deterministically with the clock.
import { currencyExponent, type BtcRate } from '#contract/money';
import { fromScaled, toScaled } from './decimal';
import { applyPpm, movementPpm, priceMinute } from './movement';

export interface FiatBtcRate {
  /** ISO 4217 code, upper case. */
  currency: string;
  /** English name of the currency ("Euro"). */
  name: string;
  /** Fiat per BTC when a customer or merchant buys bitcoin from the service (the higher price). */
  buy: BtcRate;
  /** Fiat per BTC when bitcoin is sold to the service; also the rate invoices are priced at (the lower price). */
  sell: BtcRate;
  /** The middle of the market, for conversions that favour no side (limits, altcoin cross rates). */
  mid: BtcRate;
}

interface FiatListing {
  name: string;
  /** Middle price of 1 BTC at the centre of the swing. */
  base: string;
  seed: number;
}

// Realistic late-2020s levels; each currency has its own seed so their movements are not identical.
const FIAT: Readonly<Record<string, FiatListing>> = {
  CHF: { name: 'Swiss Franc', base: '83150.00', seed: 1 },
  DKK: { name: 'Danish Krone', base: '652800.00', seed: 2 },
  EUR: { name: 'Euro', base: '87500.00', seed: 3 },
  GBP: { name: 'Pound Sterling', base: '74400.00', seed: 4 },
  JPY: { name: 'Japanese Yen', base: '14520000', seed: 5 },
  NOK: { name: 'Norwegian Krone', base: '1046000.00', seed: 6 },
  SEK: { name: 'Swedish Krona', base: '1012000.00', seed: 7 },
  USD: { name: 'US Dollar', base: '95000.00', seed: 8 },
};

/** Half the buy/sell spread, in parts per million of the middle price (0.5 % each side). */
const HALF_SPREAD_PPM = 5_000;

/** Codes of every fiat currency the service prices bitcoin in, alphabetically. */
export const fiatCurrencies: readonly string[] = Object.keys(FIAT).sort();

export function isFiatCurrency(code: string): boolean {
  return Object.hasOwn(FIAT, code);
}

function computeBtcRate(currency: string, now: Date): FiatBtcRate {
  const listing = FIAT[currency] as FiatListing;
  const exponent = currencyExponent(currency);
  const mid = applyPpm(toScaled(listing.base, exponent), movementPpm(now, listing.seed));
  const text = (units: bigint) => fromScaled(units, exponent);
  return {
    currency,
    name: listing.name,
    buy: text(applyPpm(mid, HALF_SPREAD_PPM)),
    sell: text(applyPpm(mid, -HALF_SPREAD_PPM)),
    mid: text(mid),
  };
}

// Prices are constant within a minute of sandbox time (movement.ts), so every rate is worked out once a minute
// rather than on every request that reads one (rates lists, invoice and refund amounts, quotes).
let cached: { minute: number; rates: ReadonlyMap<string, FiatBtcRate> } | undefined;

function ratesAt(now: Date): ReadonlyMap<string, FiatBtcRate> {
  const minute = priceMinute(now);
  if (cached?.minute !== minute) {
    cached = { minute, rates: new Map(fiatCurrencies.map((currency) => [currency, computeBtcRate(currency, now)])) };
  }
  return cached.rates;
}

/** The rate of 1 BTC in `currency` at `now`, or undefined when the service does not price in it. */
export function btcRate(currency: string, now: Date): FiatBtcRate | undefined {
  if (!isFiatCurrency(currency)) return undefined;
  return { ...(ratesAt(now).get(currency) as FiatBtcRate) };
}

/** Every fiat rate at `now`, sorted by currency code. */
export function btcRates(now: Date): FiatBtcRate[] {
  return [...ratesAt(now).values()].map((rate) => ({ ...rate }));
}
