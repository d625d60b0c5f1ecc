// Replay protection for request nonces, in SQLite so that several instances share it. Nonces may arrive out of
// order (clients send concurrent requests), so each one is remembered rather than demanding increasing values;
// memory is bounded by a real-time window: nonces older than it are forgotten, and a nonce that is itself a Unix
// timestamp (the spec's reference method) older than the window is refused, since it can no longer be checked.
// Requests record their nonces through the database's group commit (db/group-commit.ts): the nonces of concurrent
// requests share one commit, and each request goes on only once its nonce is committed.
import type { Database } from '../../db/database';

/** How long a nonce is remembered, in real milliseconds. */
export const NONCE_WINDOW_MS = 60 * 60 * 1000;

/** Milliseconds of a nonce written as a Unix time in s, ms, µs or ns; undefined for other nonces. */
function nonceTimeMs(nonce: string): number | undefined {
  if (!/^\d+$/.test(nonce)) return undefined;
  const divisor = { 10: 0.001, 13: 1, 16: 1000, 19: 1_000_000 }[nonce.length];
  return divisor === undefined ? undefined : Number(nonce) / divisor;
}

/**
 * Forgets every nonce older than the window (keys that stopped calling keep none). It runs every second, so it
 * goes key by key through the (api_key, seen_ms) index and reads only what it deletes: by `seen_ms` alone it read
 * every nonce of the last hour each time.
 */
export function purgeNonces(db: Database, nowMs: number): void {
  db.prepare(
    `WITH RECURSIVE keys (api_key) AS (
       SELECT MIN(api_key) FROM merchant_nonces
       UNION ALL
       SELECT (SELECT MIN(api_key) FROM merchant_nonces WHERE api_key > keys.api_key) FROM keys WHERE api_key IS NOT NULL)
     DELETE FROM merchant_nonces WHERE api_key IN (SELECT api_key FROM keys) AND seen_ms < ?`,
  ).run(nowMs - NONCE_WINDOW_MS);
}

/**
 * Records `nonce` for `apiKey` at real time `nowMs`: 'ok' when it is fresh, 'replayed' when already used, 'stale'
 * when it is a timestamp older than the window.
 */
export function useNonce(db: Database, apiKey: string, nonce: string, nowMs: number): 'ok' | 'replayed' | 'stale' {
  const since = nowMs - NONCE_WINDOW_MS;
  const time = nonceTimeMs(nonce);
  if (time !== undefined && time < since) return 'stale';
  return db.transaction(() => {
    db.prepare('DELETE FROM merchant_nonces WHERE api_key = ? AND seen_ms < ?').run(apiKey, since);
    const inserted = db
      .prepare('INSERT INTO merchant_nonces (api_key, nonce, seen_ms) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .run(apiKey, nonce, nowMs);
    return inserted.changes === 1 ? 'ok' : 'replayed';
  })();
}
