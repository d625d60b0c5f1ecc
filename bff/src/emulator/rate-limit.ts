// Fixed one-minute rate-limit windows per bucket, shared by both emulated APIs (the Merchant API's per-key limit,
// the Trade API's abuse limits per client address), behind a small storage interface. The windows live in this
// process's memory: one process owns the SQLite file and serves every request of both APIs, so its memory sees
// every request, and a count that was a SQLite write on every request is now a map update (docs/merchant-api-
// choices.md, "Rate limit"). A restart forgets the windows, which at worst starts a caller's minute afresh.
export const RATE_WINDOW_MS = 60_000;

export interface RateWindow {
  count: number;
  windowStartMs: number;
}

export interface RateLimitStore {
  /** Counts one request in `bucket` at `nowMs` and returns the window it fell in. */
  hit(bucket: string, nowMs: number): RateWindow;
  /** Forgets windows that ended before `nowMs`, so one-off callers do not pile up. */
  purge(nowMs: number): void;
}

/**
 * The windows of one emulator: its context holds one (context.ts), which both APIs count in, as they did when the
 * windows were rows of its database.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();
  private purgedAtMs = -Infinity;

  hit(bucket: string, nowMs: number): RateWindow {
    // Forgets ended windows by itself once a minute, so it stays bounded whoever uses it.
    if (nowMs - this.purgedAtMs >= RATE_WINDOW_MS || nowMs < this.purgedAtMs) this.purge(nowMs);
    const window = this.windows.get(bucket);
    // A window that ended, or one that starts after now (the sandbox clock went back), is replaced.
    if (!window || window.windowStartMs <= nowMs - RATE_WINDOW_MS || window.windowStartMs > nowMs) {
      this.windows.set(bucket, { count: 1, windowStartMs: nowMs });
      return { count: 1, windowStartMs: nowMs };
    }
    window.count += 1;
    return { ...window };
  }

  purge(nowMs: number): void {
    this.purgedAtMs = nowMs;
    for (const [bucket, window] of this.windows)
      if (window.windowStartMs <= nowMs - RATE_WINDOW_MS) this.windows.delete(bucket);
  }

  /** Buckets currently held. */
  get size(): number {
    return this.windows.size;
  }
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export function decide(window: RateWindow, limit: number, nowMs: number): RateDecision {
  const resetSeconds = Math.max(1, Math.ceil((window.windowStartMs + RATE_WINDOW_MS - nowMs) / 1000));
  return {
    allowed: window.count <= limit,
    limit,
    remaining: Math.max(0, limit - window.count),
    resetSeconds,
  };
}
