// The embedded default storage of the BFF: SQLite in the data dir for what must outlive a request, and the
// in-process bus for invoice changes (one process owns the SQLite file, so every page is on this process).
import type { Database } from '../../../db/database';
import type { BffStorage } from '../bff-storage';
import { LocalInvoiceChangeBus } from '../local-invoice-change-bus';
import { SqliteRateWindows } from './sqlite-rate-windows';
import { SqliteRefreshLocks } from './sqlite-refresh-locks';
import { SqliteSessionStorage } from './sqlite-session-storage';
import { SqliteUsedWidgetTokens } from './sqlite-used-widget-tokens';

/** Storage on `db`, migrated with the BFF's migrations (migrations.ts). Closing it leaves `db` open. */
export function createSqliteBffStorage(db: Database): BffStorage {
  return {
    sessions: new SqliteSessionStorage(db),
    usedWidgetTokens: new SqliteUsedWidgetTokens(db),
    refreshLocks: new SqliteRefreshLocks(db),
    rateWindows: new SqliteRateWindows(db),
    invoiceChanges: new LocalInvoiceChangeBus(),
    close: () => Promise.resolve(),
  };
}
