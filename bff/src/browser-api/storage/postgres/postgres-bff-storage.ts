// The BFF's storage on PostgreSQL, what several instances behind one load balancer share (DATABASE_URL): one pool
// per instance for the tables, and the invoice change bus on LISTEN/NOTIFY.
import pg from 'pg';
import type { BffStorage } from '../bff-storage';
import { PostgresChangeBus } from './postgres-change-bus';
import { migratePostgres } from './postgres-migrations';
import { PostgresRateWindows } from './postgres-rate-windows';
import { PostgresRefreshLocks } from './postgres-refresh-locks';
import { PostgresSessionStorage } from './postgres-session-storage';
import { PostgresTermsAcceptances } from './postgres-terms-acceptances';
import { PostgresUsedWidgetTokens } from './postgres-used-widget-tokens';

export interface PostgresStorageOptions {
  /** Connections of this instance's pool; default 10. */
  maxConnections?: number;
  /** How long a connection attempt may take before it counts as failed; default 10 s. */
  connectTimeoutMs?: number;
}

/** Names the listening connection in pg_stat_activity, so operators (and tests) can tell it apart. */
export const LISTENER_APPLICATION_NAME = 'tradekit-bff-invoice-changes';

/**
 * Connects to `url` (a postgres:// URI; its `options=-c search_path=…` picks a schema), migrates it under the
 * advisory lock (postgres-migrations.ts) and returns the storage, which owns its pool: closing the storage ends
 * it. Rejects, leaving nothing open, when the database cannot be reached or is newer than this code.
 */
export async function openPostgresBffStorage(url: string, options: PostgresStorageOptions = {}): Promise<BffStorage> {
  const connectionTimeoutMillis = options.connectTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis,
    application_name: 'tradekit-bff',
  });
  // An idle pooled connection that drops emits 'error' on the pool; unheard, it would crash the process. The pool
  // discards that connection and opens another on the next query.
  pool.on('error', () => undefined);
  let channel: string;
  try {
    await migratePostgres(pool);
    const { rows } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
    // NOTIFY channels are per database, not per schema: deployments on two schemas of one database stay apart.
    channel = `tradekit_invoice_changes.${rows[0]?.schema ?? 'public'}`.slice(0, 63);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const changes = new PostgresChangeBus({
    pool,
    channel,
    listenerClient: () =>
      new pg.Client({
        connectionString: url,
        connectionTimeoutMillis,
        application_name: LISTENER_APPLICATION_NAME,
        // A half-open connection (a peer gone without a word) is found by keepalives, then made again.
        keepAlive: true,
      }),
  });
  let closing: Promise<void> | undefined;
  return {
    sessions: new PostgresSessionStorage(pool),
    usedWidgetTokens: new PostgresUsedWidgetTokens(pool),
    refreshLocks: new PostgresRefreshLocks(pool),
    rateWindows: new PostgresRateWindows(pool),
    changes,
    termsAcceptances: new PostgresTermsAcceptances(pool),
    close() {
      closing ??= changes.close().then(() => pool.end());
      return closing;
    },
  };
}
