// The two loops that run in the background while the server runs (the sweep of due transitions, the outbox
// delivery) keep going after a failure, and log each failure once, with the error, so it is never silent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../../src/clock';
import { openDatabase, type Database } from '../../src/db/database';
import { sweepInBackground } from '../../src/emulator/merchant/due-transitions';
import { migrateEmulator } from '../../src/emulator/migrations';
import { Outbox, OutboxDeliverer, enqueue } from '../../src/emulator/outbox';
import { tempDataDir } from '../support';

/** A logger that keeps what it is asked to log. */
function recordingLog() {
  const lines: { details: { err?: unknown }; message: string }[] = [];
  return { lines, error: (details: { err?: unknown }, message: string) => void lines.push({ details, message }) };
}

let db: Database | undefined;
afterEach(() => {
  vi.useRealTimers();
  db?.close();
  db = undefined;
});

function freshDatabase(): Database {
  db = openDatabase(`${tempDataDir()}/background.sqlite`);
  migrateEmulator(db);
  return db;
}

describe('rule: a background loop logs each failure once, with the error, and keeps going', () => {
  it('the sweep of due transitions', async () => {
    vi.useFakeTimers();
    const hooks = new Map<string, () => Promise<void>>();
    const log = recordingLog();
    const failure = new Error('database disk image is malformed');
    sweepInBackground(
      { addHook: (name, hook) => hooks.set(name, hook), log },
      () => {
        throw failure;
      },
      1000,
    );
    await hooks.get('onReady')?.();
    vi.advanceTimersByTime(1000);
    expect(log.lines).toEqual([{ details: { err: failure }, message: expect.stringMatching(/sweep/) }]);
    vi.advanceTimersByTime(1000);
    expect(log.lines).toHaveLength(2);
    await hooks.get('onClose')?.();
  });

  it('the outbox delivery: a claim that fails', async () => {
    const database = freshDatabase();
    const outbox = new Outbox(database);
    database.exec('ALTER TABLE outbox RENAME TO outbox_elsewhere');
    const deliverer = new OutboxDeliverer({ outbox, clock: new FixedClock(new Date()), allowLoopback: true });
    const log = recordingLog();
    deliverer.log = log;
    deliverer.start();
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(0));
    await deliverer.stop();
    expect(log.lines[0]?.message).toMatch(/Outbox/);
    expect(String(log.lines[0]?.details.err)).toMatch(/no such table: outbox/);
  });

  it('the outbox delivery: an attempt that cannot be recorded', async () => {
    const database = freshDatabase();
    const clock = new FixedClock(new Date());
    const id = enqueue(
      database,
      { url: 'http://127.0.0.1:9/hook', body: '{}', headers: {}, kind: 'test' },
      clock.now(),
    );
    const deliverer = new OutboxDeliverer({
      outbox: new Outbox(database),
      clock,
      allowLoopback: true,
      transport: async () => {
        database.exec('ALTER TABLE outbox_attempts RENAME TO attempts_elsewhere');
        return { status: 200, error: null, permanent: false };
      },
    });
    const log = recordingLog();
    deliverer.log = log;
    deliverer.start();
    await vi.waitFor(() => expect(log.lines).toHaveLength(1));
    await deliverer.stop();
    expect(log.lines[0]?.message).toContain(`message ${id}`);
    expect(String(log.lines[0]?.details.err)).toMatch(/attempts/);
  });
});
