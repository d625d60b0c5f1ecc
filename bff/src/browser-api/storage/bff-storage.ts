// Everything BFF instances must share, behind one object the server creates once and closes with it. The embedded
// default is SQLite in the data dir (sqlite/sqlite-bff-storage.ts); a network database fits the same interfaces.
import type { ChangeBus } from './change-bus';
import type { RateWindowStorage } from './rate-window-storage';
import type { RefreshLockStorage } from './refresh-lock-storage';
import type { SessionStorage } from './session-storage';
import type { TermsAcceptanceStorage } from './terms-acceptance-storage';
import type { UsedWidgetTokenStorage } from './used-widget-token-storage';

export interface BffStorage {
  sessions: SessionStorage;
  usedWidgetTokens: UsedWidgetTokenStorage;
  refreshLocks: RefreshLockStorage;
  rateWindows: RateWindowStorage;
  changes: ChangeBus;
  termsAcceptances: TermsAcceptanceStorage;
  /** Ends subscriptions and gives back connections this storage opened; a database it was handed stays open. */
  close(): Promise<void>;
}
