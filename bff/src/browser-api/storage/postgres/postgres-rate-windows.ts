// Rate windows in PostgreSQL (table bff_rate_windows, postgres-migrations.ts): one row per bucket.
import type pg from 'pg';
import { CLOCK_SKEW_TOLERANCE_MS, type RateWindow, type RateWindowStorage } from '../rate-window-storage';

export class PostgresRateWindows implements RateWindowStorage {
  constructor(private readonly pool: pg.Pool) {}

  async hit(bucket: string, nowMs: number, windowMs: number): Promise<RateWindow> {
    // One upsert counts the hit or opens a new window; concurrent hits on a bucket queue on its row.
    const { rows } = await this.pool.query<{ count: number; window_start_ms: string }>(
      `INSERT INTO bff_rate_windows AS w (bucket, window_start_ms, count) VALUES ($1, $2::bigint, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         count = CASE WHEN w.window_start_ms <= $3::bigint OR w.window_start_ms > $4::bigint THEN 1 ELSE w.count + 1 END,
         window_start_ms = CASE WHEN w.window_start_ms <= $3::bigint OR w.window_start_ms > $4::bigint
           THEN $2::bigint ELSE w.window_start_ms END
       RETURNING count, window_start_ms`,
      [bucket, nowMs, nowMs - windowMs, nowMs + CLOCK_SKEW_TOLERANCE_MS],
    );
    const row = rows[0]!;
    // BIGINT comes back as a string (it may exceed 2^53); milliseconds since 1970 do not.
    return { count: row.count, windowStartMs: Number(row.window_start_ms) };
  }

  async purge(nowMs: number, windowMs: number): Promise<void> {
    await this.pool.query('DELETE FROM bff_rate_windows WHERE window_start_ms <= $1::bigint', [nowMs - windowMs]);
  }
}
