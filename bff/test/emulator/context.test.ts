// The emulator's state lives in objects its context owns (context.ts), made once per server and closed with it,
// not in module-level caches keyed by the database connection.
import { afterEach, describe, expect, it } from 'vitest';
import { OffsetClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { createEmulatorContext } from '../../src/emulator/context';
import { migrateEmulator } from '../../src/emulator/migrations';
import { tempDataDir } from '../support';

let db: Database;
afterEach(() => db?.close());

const config = () => loadConfig({ TRADEKIT_DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent' });
const tempTriggers = () =>
  db.prepare("SELECT name FROM sqlite_temp_master WHERE type = 'trigger' ORDER BY name").pluck().all() as string[];

function migrated(): Database {
  db = openDatabase(':memory:');
  migrateEmulator(db);
  return db;
}

describe('emulator context', () => {
  it('one emulator per database: a second context on it is refused, since both would own its SQL functions', () => {
    migrated();
    const first = createEmulatorContext({ db, clock: new OffsetClock(), config: config() });
    expect(() => createEmulatorContext({ db, clock: new OffsetClock(), config: config() })).toThrow(
      /already registered on this database/,
    );
    first.close();
  });

  it('closing the context drops what it set up on the database, and a new one can be made', () => {
    migrated();
    const first = createEmulatorContext({ db, clock: new OffsetClock(), config: config() });
    expect(tempTriggers()).toEqual(expect.arrayContaining(['merchants_written_INSERT', 'outbox_enqueued']));
    first.close();
    expect(tempTriggers()).toEqual([]);
    const second = createEmulatorContext({ db, clock: new OffsetClock(), config: config() });
    expect(tempTriggers().length).toBeGreaterThan(0);
    second.close();
  });

  it('each context has its own objects: caches and rate windows are never shared through the connection', () => {
    migrated();
    const other = openDatabase(':memory:');
    migrateEmulator(other);
    const a = createEmulatorContext({ db, clock: new OffsetClock(), config: config() });
    const b = createEmulatorContext({ db: other, clock: new OffsetClock(), config: config() });
    expect(a.rateLimits).not.toBe(b.rateLimits);
    expect(a.outbox).not.toBe(b.outbox);
    expect(a.accessTokenKey).not.toBe(b.accessTokenKey);
    a.close();
    b.close();
    other.close();
  });

  it('is made outside a transaction only (its temporary triggers would go with a rollback)', () => {
    migrated();
    expect(() =>
      db.transaction(() => createEmulatorContext({ db, clock: new OffsetClock(), config: config() }))(),
    ).toThrow(/inside a transaction/);
  });
});
