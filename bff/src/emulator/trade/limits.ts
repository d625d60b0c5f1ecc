// What is left of a trader's limits: the level's limits (levels.ts) less what the trader traded in each window,
// in EUR cents, and the same turned into another currency at the current middle rate, rounded down. Trades that
// ended without the trader paying (cancelled, expired, rejected) do not count.
import { fiatMinorToSatoshi, satoshiToFiatMinor } from '#contract/money';
import type { TransferMedium } from '#contract/trade/enums';
import type { Database } from '../../db/database';
import { btcRate } from '../rates';
import { currentLimitsOf, levelCurrency, levelOf, type CurrentLimitsMinor, type TradedSoFar } from './levels';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/**
 * What the trader traded in the rolling windows that count against a limit (the last 24 hours, the last 365
 * days), in EUR cents.
 */
export function tradedSoFar(db: Database, traderId: number, now: Date): TradedSoFar {
  const sum = (where: string, since: number) =>
    db
      .prepare(
        `SELECT coalesce(sum(eur_minor), 0) FROM trade_trades WHERE trader_id = ? AND create_time > ?
         AND state NOT IN ('cancelled', 'expired', 'rejected') AND ${where}`,
      )
      .pluck()
      .get(traderId, new Date(now.getTime() - since).toISOString()) as number;
  return {
    cardInToday: sum("in_medium = 'card'", DAY_MS),
    cardInThisYear: sum("in_medium = 'card'", YEAR_MS),
    bankInToday: sum("in_medium = 'bank'", DAY_MS),
    bankOutToday: sum("out_medium = 'bank'", DAY_MS),
  };
}

/** What is left of the trader's limits now, in EUR cents. */
export function limitsLeft(db: Database, traderId: number, identificationState: string, now: Date) {
  return currentLimitsOf(levelOf(identificationState), tradedSoFar(db, traderId, now));
}

/** The EUR cents left for a trade paid in with `inMedium` (a sell counts against the bank payout limit). */
export function leftFor(limits: CurrentLimitsMinor, inMedium: TransferMedium): number {
  if (inMedium === 'card') return limits.card.in;
  if (inMedium === 'bank') return limits.bank.in;
  return limits.bank.out;
}

/**
 * `eurMinor` EUR cents in `currency` (minor units; BTC in satoshi) at the middle rate, rounded down: a limit is
 * never shown larger than it is. Undefined when the service does not price the currency.
 */
export function fromEurMinor(eurMinor: number, currency: string, now: Date): number | undefined {
  if (currency === levelCurrency) return eurMinor;
  const eur = btcRate(levelCurrency, now);
  if (!eur) return undefined;
  const sats = fiatMinorToSatoshi(eurMinor, levelCurrency, eur.mid, 'down');
  if (currency === 'BTC') return sats;
  const rate = btcRate(currency, now);
  return rate && satoshiToFiatMinor(sats, currency, rate.mid, 'down');
}

/** `minor` of `currency` (BTC in satoshi) in EUR cents at the middle rate, rounded down. */
export function toEurMinor(minor: number, currency: string, now: Date): number {
  if (currency === levelCurrency) return minor;
  const eur = btcRate(levelCurrency, now);
  const rate = currency === 'BTC' ? undefined : btcRate(currency, now);
  if (!eur || (currency !== 'BTC' && !rate)) return 0;
  const sats = currency === 'BTC' ? minor : fiatMinorToSatoshi(minor, currency, rate?.mid ?? eur.mid, 'down');
  return satoshiToFiatMinor(sats, levelCurrency, eur.mid, 'down');
}
