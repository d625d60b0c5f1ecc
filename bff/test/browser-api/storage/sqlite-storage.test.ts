// Every storage contract against the embedded default: SQLite on a real file (WAL), each instance on its own
// connection to it, and one in-process invoice change bus, as one process serving a SQLite deployment has.
import path from 'node:path';
import { bffMigrations } from '../../../src/browser-api/migrations';
import type { BffStorage } from '../../../src/browser-api/storage/bff-storage';
import { LocalChangeBus } from '../../../src/browser-api/storage/local-change-bus';
import { createSqliteBffStorage } from '../../../src/browser-api/storage/sqlite/sqlite-bff-storage';
import { migrate, openDatabase, type Database } from '../../../src/db/database';
import { tempDataDir } from '../../support';
import { changeBusContract } from './change-bus.contract';
import { rateWindowStorageContract } from './rate-window-storage.contract';
import { refreshLockStorageContract } from './refresh-lock-storage.contract';
import { sessionStorageContract } from './session-storage.contract';
import type { StorageHarness } from './storage-harness';
import { termsAcceptanceStorageContract } from './terms-acceptance-storage.contract';
import { usedWidgetTokenStorageContract } from './used-widget-token-storage.contract';

async function sqliteHarness(): Promise<StorageHarness> {
  const file = path.join(tempDataDir(), 'bff.sqlite');
  const bus = new LocalChangeBus();
  const opened: { db: Database; storage: BffStorage }[] = [];
  return {
    open() {
      const db = openDatabase(file);
      migrate(db, 'bff', bffMigrations);
      const storage = createSqliteBffStorage(db, { changes: bus });
      opened.push({ db, storage });
      return Promise.resolve(storage);
    },
    async close() {
      for (const { db, storage } of opened) {
        await storage.close();
        db.close();
      }
    },
  };
}

sessionStorageContract('SQLite', sqliteHarness);
usedWidgetTokenStorageContract('SQLite', sqliteHarness);
refreshLockStorageContract('SQLite', sqliteHarness);
rateWindowStorageContract('SQLite', sqliteHarness);
termsAcceptanceStorageContract('SQLite', sqliteHarness);
changeBusContract('SQLite (in-process bus)', sqliteHarness);
