// The BFF's own limit on attempts per client address (sign-up, login, codes, password reset: a route's `rateLimit`
// in the route table), counted in the rate windows every instance shares. Upstream sees every customer of a BFF
// from the BFF's one address, so only here can one guessing address be told apart from the partner's other users.
import type { BffRateLimit } from '#contract/bff/routes';
import type { Clock } from '../clock';
import { ApiError } from '../http/failure';
import type { RateWindowStorage } from './storage/rate-window-storage';

/** One fixed window a minute, as the limit's setting reads. */
export const ATTEMPT_WINDOW_MS = 60_000;

/** The attempts a minute each budget allows, from the settings. */
export type AttemptLimits = Record<BffRateLimit, number>;

/** The shared window's bucket of one budget and address (kept apart from the payment pages' poll budget). */
export const attemptBucket = (budget: BffRateLimit, address: string) => `bff-attempts:${budget}|${address}`;

export class AttemptLimiter {
  /** When this limiter last swept ended windows: once a minute, so one-off addresses do not pile up. */
  private purgedAtMs = -Infinity;

  constructor(
    private readonly windows: RateWindowStorage,
    private readonly limits: AttemptLimits,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt of `address` on `budget`. Within the limit: undefined; over it: the whole seconds until the
   * window ends (at least 1), for `Retry-After`.
   */
  async attempt(budget: BffRateLimit, address: string): Promise<{ retryAfterSeconds: number } | undefined> {
    const nowMs = this.clock.now().getTime();
    if (nowMs - this.purgedAtMs >= ATTEMPT_WINDOW_MS || nowMs < this.purgedAtMs) {
      this.purgedAtMs = nowMs;
      // Housekeeping: neither waited for nor allowed to fail the attempt; the next minute's sweep catches up.
      this.windows.purge(nowMs, ATTEMPT_WINDOW_MS).catch(() => undefined);
    }
    const window = await this.windows.hit(attemptBucket(budget, address), nowMs, ATTEMPT_WINDOW_MS);
    if (window.count <= this.limits[budget]) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil((window.windowStartMs + ATTEMPT_WINDOW_MS - nowMs) / 1000)) };
  }
}

/** The answer to an attempt over the limit: the browser API's 429, its message saying when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    'rate_limited',
    `Too many attempts from this address; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  );
}
