// Fixed one-minute rate-limit windows per bucket, shared by both emulated APIs (the Merchant API's per-key limit,
// the Trade API's abuse limits per client address), behind a small storage interface whose default is SQLite, so
// several instances can share the windows. One atomic upsert per request counts it and reads the window back.
import type { Database } from '../db/database';

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

export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  hit(bucket: string, nowMs: number): RateWindow {
    const expired = nowMs - RATE_WINDOW_MS;
    const row = this.db
      .prepare(
        `INSERT INTO rate_limits (bucket, window_start_ms, count) VALUES (?, ?, 1)
         ON CONFLICT (bucket) DO UPDATE SET
           count = CASE WHEN window_start_ms <= ? OR window_start_ms > ? THEN 1 ELSE count + 1 END,
           window_start_ms = CASE WHEN window_start_ms <= ? OR window_start_ms > ? THEN excluded.window_start_ms
                                  ELSE window_start_ms END
         RETURNING count, window_start_ms AS windowStartMs`,
      )
      .get(bucket, nowMs, expired, nowMs, expired, nowMs) as RateWindow;
    return row;
  }

  purge(nowMs: number): void {
    this.db.prepare('DELETE FROM rate_limits WHERE window_start_ms <= ?').run(nowMs - RATE_WINDOW_MS);
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
