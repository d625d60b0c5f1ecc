// Rate windows in the BFF's SQLite file (table bff_rate_windows, migrations.ts): one row per bucket.
import type { Database } from '../../../db/database';
import { CLOCK_SKEW_TOLERANCE_MS, type RateWindow, type RateWindowStorage } from '../rate-window-storage';

export class SqliteRateWindows implements RateWindowStorage {
  constructor(private readonly db: Database) {}

  async hit(bucket: string, nowMs: number, windowMs: number): Promise<RateWindow> {
    // One upsert counts the hit or opens a new window (the right-hand sides read the row as it was).
    const setBack = nowMs + CLOCK_SKEW_TOLERANCE_MS;
    const row = this.db
      .prepare(
        `INSERT INTO bff_rate_windows (bucket, window_start_ms, count) VALUES (?, ?, 1)
         ON CONFLICT (bucket) DO UPDATE SET
           count = CASE WHEN window_start_ms <= ? OR window_start_ms > ? THEN 1 ELSE count + 1 END,
           window_start_ms = CASE WHEN window_start_ms <= ? OR window_start_ms > ? THEN ? ELSE window_start_ms END
         RETURNING count, window_start_ms`,
      )
      .get(bucket, nowMs, nowMs - windowMs, setBack, nowMs - windowMs, setBack, nowMs) as {
      count: number;
      window_start_ms: number;
    };
    return { count: row.count, windowStartMs: row.window_start_ms };
  }

  async purge(nowMs: number, windowMs: number): Promise<void> {
    this.db.prepare('DELETE FROM bff_rate_windows WHERE window_start_ms <= ?').run(nowMs - windowMs);
  }
}
