// The embedded default storage of the BFF: SQLite in the data dir for what must outlive a request, and the
// in-process bus for invoice changes (one process owns the SQLite file, so every page is on this process).
import type { Database } from '../../../db/database';
import type { BffStorage } from '../bff-storage';
import type { ChangeBus } from '../change-bus';
import { LocalChangeBus } from '../local-change-bus';
import { SqliteRateWindows } from './sqlite-rate-windows';
import { SqliteRefreshLocks } from './sqlite-refresh-locks';
import { SqliteSessionStorage } from './sqlite-session-storage';
import { SqliteTermsAcceptances } from './sqlite-terms-acceptances';
import { SqliteUsedWidgetTokens } from './sqlite-used-widget-tokens';

/**
 * Storage on `db`, migrated with the BFF's migrations (migrations.ts). Closing it leaves `db` open. Storages made
 * in one process for one file (tests standing instances side by side) pass one `changes` bus to all.
 */
export function createSqliteBffStorage(db: Database, options: { changes?: ChangeBus } = {}): BffStorage {
  return {
    sessions: new SqliteSessionStorage(db),
    usedWidgetTokens: new SqliteUsedWidgetTokens(db),
    refreshLocks: new SqliteRefreshLocks(db),
    rateWindows: new SqliteRateWindows(db),
    changes: options.changes ?? new LocalChangeBus(),
    termsAcceptances: new SqliteTermsAcceptances(db),
    close: () => Promise.resolve(),
  };
}
