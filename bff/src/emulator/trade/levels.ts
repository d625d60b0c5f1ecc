// Trader levels and their limits: one place for the numbers (shared/spec/trades.md, "Payment method": card 300 EUR
// a day and 1,000 a year at level 1; bank 1,000 a day at level 1 and 10,000 after identification). Amounts are
// integers in minor units of the level currency (EUR cents) until the edge turns them into JSON numbers.
import { minorToFiat } from '#contract/money';
import type { CurrentLimits, LevelName, TraderLevel } from '#contract/trade/trader';

/** The currency every level's limits are counted in. */
export const levelCurrency = 'EUR';

export interface LimitWindowMinor {
  daily: number;
  /** Absent: no yearly cap besides the daily one. */
  yearly?: number;
}

export interface LevelLimitsMinor {
  card: { in: LimitWindowMinor };
  bank: { in: LimitWindowMinor; out: LimitWindowMinor };
}

export interface Level {
  id: number;
  name: LevelName;
  /** Trading fee in percent. */
  feePercentage: number;
  limits: LevelLimitsMinor;
  /** The profile steps a trader needs for this level. */
  requirements: readonly string[];
}

const eur = (major: number) => major * 100;

/**
 * Level 1: a new trader. Level 2: identification approved. The card numbers of level 2 and the bank payout
 * (`bank.out`) are choices; the spec gives card at level 1 and bank in at both levels.
 */
export const tradeLevels: Readonly<Record<LevelName, Level>> = {
  '1': {
    id: 1,
    name: '1',
    feePercentage: 3,
    limits: {
      card: { in: { daily: eur(300), yearly: eur(1_000) } },
      bank: { in: { daily: eur(1_000) }, out: { daily: eur(1_000) } },
    },
    requirements: [],
  },
  '2': {
    id: 2,
    name: '2',
    feePercentage: 3,
    limits: {
      card: { in: { daily: eur(1_000), yearly: eur(10_000) } },
      bank: { in: { daily: eur(10_000) }, out: { daily: eur(10_000) } },
    },
    requirements: ['identification'],
  },
};

/** A trader's level: 2 once identification is approved, else 1. */
export function levelOf(identificationState: string): Level {
  return identificationState === 'approved' ? tradeLevels['2'] : tradeLevels['1'];
}

/** What a trader has traded in each window that counts against a limit, in minor units of {@link levelCurrency}. */
export interface TradedSoFar {
  cardInToday: number;
  cardInThisYear: number;
  bankInToday: number;
  bankOutToday: number;
}

export interface CurrentLimitsMinor {
  card: { in: number };
  bank: { in: number; out: number };
}

const left = (window: LimitWindowMinor, today: number, thisYear: number) =>
  Math.max(0, Math.min(window.daily - today, window.yearly === undefined ? Infinity : window.yearly - thisYear));

/**
 * What is left of the level's limits after what was traded (nothing, unless given): the tighter of the daily and
 * the yearly window, never below 0. Minor units.
 */
export function currentLimitsOf(level: Level, traded: Partial<TradedSoFar> = {}): CurrentLimitsMinor {
  const { cardInToday = 0, cardInThisYear = 0, bankInToday = 0, bankOutToday = 0 } = traded;
  return {
    card: { in: left(level.limits.card.in, cardInToday, cardInThisYear) },
    bank: {
      in: left(level.limits.bank.in, bankInToday, bankInToday),
      out: left(level.limits.bank.out, bankOutToday, bankOutToday),
    },
  };
}

const windowToWire = (window: LimitWindowMinor) => ({
  daily: minorToFiat(window.daily, levelCurrency),
  ...(window.yearly === undefined ? {} : { yearly: minorToFiat(window.yearly, levelCurrency) }),
});

/** The level as the trader object shows it. */
export function levelToWire(level: Level): TraderLevel {
  return {
    id: level.id,
    name: level.name,
    currency: levelCurrency,
    feePercentage: level.feePercentage,
    limits: {
      card: { in: windowToWire(level.limits.card.in) },
      bank: { in: windowToWire(level.limits.bank.in), out: windowToWire(level.limits.bank.out) },
    },
    requirements: [...level.requirements],
  };
}

export function currentLimitsToWire(limits: CurrentLimitsMinor): CurrentLimits {
  return {
    card: { in: minorToFiat(limits.card.in, levelCurrency) },
    bank: { in: minorToFiat(limits.bank.in, levelCurrency), out: minorToFiat(limits.bank.out, levelCurrency) },
  };
}
