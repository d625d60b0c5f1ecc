// Fixed rate windows every BFF instance counts in, so a budget (the merchant polls of the payment pages) holds for
// all instances together rather than once per instance.

/**
 * How far before a window's start a hit may be and still count in it: instances' clocks differ by a few
 * milliseconds, and concurrent hits arrive out of order. Only a clock set back further opens a new window.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 1000;

export interface RateWindow {
  /** Hits counted in this window, the one just counted included. */
  count: number;
  windowStartMs: number;
}

export interface RateWindowStorage {
  /**
   * Counts one hit in `bucket` at `nowMs`, atomically, and returns the window it fell in. A window lasts
   * `windowMs` from its first hit; a hit after it (or before its start: a clock set back) opens a new one.
   */
  hit(bucket: string, nowMs: number, windowMs: number): Promise<RateWindow>;
  /** Forgets windows that ended at or before `nowMs`. */
  purge(nowMs: number, windowMs: number): Promise<void>;
}
