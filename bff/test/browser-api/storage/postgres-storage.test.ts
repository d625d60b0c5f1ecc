// Every storage contract against PostgreSQL: each instance is its own pool (and LISTEN connection) on one schema
// of the test database, made for the test and dropped after it; then what only a network database has to show:
// migrations raced by several instances, and changes crossing instances through NOTIFY.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import type { BffStorage } from '../../../src/browser-api/storage/bff-storage';
import { changeKey, type Change } from '../../../src/browser-api/storage/change-bus';
import {
  LISTENER_APPLICATION_NAME,
  openPostgresBffStorage,
} from '../../../src/browser-api/storage/postgres/postgres-bff-storage';
import { DatabaseTooNewError } from '../../../src/db/database';
import { changeBusContract } from './change-bus.contract';
import { createTestSchema, onTestDatabase, type TestSchema } from './postgres-test-schema';
import { rateWindowStorageContract } from './rate-window-storage.contract';
import { refreshLockStorageContract } from './refresh-lock-storage.contract';
import { sessionStorageContract } from './session-storage.contract';
import type { StorageHarness } from './storage-harness';
import { termsAcceptanceStorageContract } from './terms-acceptance-storage.contract';
import { usedWidgetTokenStorageContract } from './used-widget-token-storage.contract';

async function postgresHarness(): Promise<StorageHarness> {
  const schema = await createTestSchema();
  const opened: BffStorage[] = [];
  return {
    async open() {
      const storage = await openPostgresBffStorage(schema.url, { maxConnections: 4 });
      opened.push(storage);
      return storage;
    },
    async close() {
      await Promise.all(opened.map((storage) => storage.close()));
      await schema.drop();
    },
  };
}

sessionStorageContract('PostgreSQL', postgresHarness);
usedWidgetTokenStorageContract('PostgreSQL', postgresHarness);
refreshLockStorageContract('PostgreSQL', postgresHarness);
rateWindowStorageContract('PostgreSQL', postgresHarness);
termsAcceptanceStorageContract('PostgreSQL', postgresHarness);
changeBusContract('PostgreSQL (LISTEN/NOTIFY)', postgresHarness);

describe('PostgreSQL storage: migrations and instances', () => {
  let schema: TestSchema;
  const opened: BffStorage[] = [];
  const open = async () => {
    const storage = await openPostgresBffStorage(schema.url, { maxConnections: 2 });
    opened.push(storage);
    return storage;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
    await schema.drop();
  });

  it('migrations are safe when 4 instances start at once on an empty schema: each version applied once', async () => {
    schema = await createTestSchema();
    const [one, , , four] = await Promise.all([open(), open(), open(), open()]);
    const versions = await onTestDatabase<{ version: number }>(
      `SELECT version FROM ${schema.name}.bff_schema_migrations ORDER BY version`,
    );
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    await one!.sessions.insert({ idHash: 'a', sealed: 's', createdAt: new Date(), expiresAt: new Date() });
    expect((await four!.sessions.find('a'))?.sealed).toBe('s');
  });

  it('refuses a database whose schema is newer than this code knows, and leaves no connection open', async () => {
    schema = await createTestSchema();
    await open();
    await onTestDatabase(`INSERT INTO ${schema.name}.bff_schema_migrations (version, name) VALUES (99, 'future')`);
    await expect(openPostgresBffStorage(schema.url)).rejects.toBeInstanceOf(DatabaseTooNewError);
  });

  it('an invoice change published on one instance reaches a subscriber on another through NOTIFY', async () => {
    schema = await createTestSchema();
    const [one, two] = [await open(), await open()];
    const seen: Change[] = [];
    await two.changes.subscribe((change) => seen.push(change));
    const change = { invoiceId: 42, origin: 'one', view: { state: 'paid' } as PaymentView };
    await one.changes.publish(change);
    await vi.waitFor(() => expect(seen).toEqual([change]));
  });

  it('a view too large for a NOTIFY payload (8000 bytes) is sent as the invoice id only, for receivers to read', async () => {
    schema = await createTestSchema();
    const [one, two] = [await open(), await open()];
    const seen: Change[] = [];
    await two.changes.subscribe((change) => seen.push(change));
    const payments = Array.from({ length: 200 }, (_, i) => ({ txid: `${i}`.padStart(64, '0') }));
    const view = { state: 'paid', payments } as unknown as PaymentView;
    await one.changes.publish({ invoiceId: 43, origin: 'one', view });
    await vi.waitFor(() => expect(seen).toEqual([{ invoiceId: 43, origin: 'one' }]));
  });

  it('a subscriber whose LISTEN connection drops gets changes again once it reconnects', async () => {
    schema = await createTestSchema();
    const [one, two] = [await open(), await open()];
    const seen: number[] = [];
    await two.changes.subscribe((change) => seen.push(changeKey(change)));
    const channel = `tradekit_invoice_changes.${schema.name}`;
    const killed = await onTestDatabase<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
       WHERE application_name = $1 AND query = $2`,
      [LISTENER_APPLICATION_NAME, `LISTEN "${channel}"`],
    );
    expect(killed).toEqual([{ killed: true }]); // the subscribing instance's listener (the other never listened)
    // Changes sent while it is away may be lost (the pages' polls cover them); those after it is back arrive.
    await vi.waitFor(
      async () => {
        await one.changes.publish({ invoiceId: 1, origin: 'one' });
        expect(seen).toContain(1);
      },
      { timeout: 5000, interval: 200 },
    );
  });

  it('once listening again after a drop, a subscriber is told changes may have been missed (never on the first connect)', async () => {
    schema = await createTestSchema();
    const instance = await open();
    let missed = 0;
    await instance.changes.subscribe(
      () => undefined,
      () => missed++,
    );
    expect(missed).toBe(0);
    const channel = `tradekit_invoice_changes.${schema.name}`;
    await onTestDatabase(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query = $2`,
      [LISTENER_APPLICATION_NAME, `LISTEN "${channel}"`],
    );
    await vi.waitFor(() => expect(missed).toBe(1), { timeout: 5000, interval: 100 });
  });
});
