// How sandbox prices move: a deterministic function of the sandbox clock, so that every run, test and instance
// sees the same price at the same moment, and moving the clock moves the market. Integers only.

const MINUTE_MS = 60_000;
/** One slow swing up and down takes a week of sandbox time. */
const SWING_PERIOD_MINUTES = 7 * 24 * 60;
/** The slow swing moves a price at most ±4 % around its base. */
const SWING_PPM = 40_000;
/** On top of it, each minute has its own small jitter of at most ±0.2 %. */
const JITTER_PPM = 2_000;

// A 32-bit integer hash (a "lowbias32" mixer): the minute's jitter looks random but is the same everywhere.
function hash32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

/** The minute of sandbox time `now` falls in: every price is constant within it. */
export function priceMinute(now: Date): number {
  return Math.floor(now.getTime() / MINUTE_MS);
}

/**
 * The price change, in parts per million of the base price, of the instrument `seed` at `now`. It is constant
 * within a minute, so a quote and a payment a few seconds apart agree.
 */
export function movementPpm(now: Date, seed: number): number {
  const minute = priceMinute(now);
  // Each instrument starts its swing at a different point, so they do not all move in lockstep.
  const phase = (((minute + seed * 977) % SWING_PERIOD_MINUTES) + SWING_PERIOD_MINUTES) % SWING_PERIOD_MINUTES;
  const half = SWING_PERIOD_MINUTES / 2;
  const rising = phase < half ? phase : SWING_PERIOD_MINUTES - phase; // 0 … half
  const swing = Math.floor((rising * 2 * SWING_PPM) / half) - SWING_PPM; // -SWING … +SWING
  const jitter = (hash32((minute ^ Math.imul(seed + 1, 0x9e3779b1)) >>> 0) % (2 * JITTER_PPM + 1)) - JITTER_PPM;
  return swing + jitter;
}

/** `base` (an integer count of units) moved by `ppm` parts per million, rounded half up. */
export function applyPpm(base: bigint, ppm: number): bigint {
  const factor = BigInt(1_000_000 + ppm);
  return (base * factor + 500_000n) / 1_000_000n;
}
