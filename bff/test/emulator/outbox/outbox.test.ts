import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../src/clock';
import { openDatabase, type Database } from '../../../src/db/database';
import { migrateEmulator } from '../../../src/emulator/migrations';
import {
  Outbox,
  OutboxDeliverer,
  backoffSeconds,
  enqueue,
  listDeliveries,
  refusedAddress,
  refusedUrl,
} from '../../../src/emulator/outbox';
import { tempDataDir } from '../../support';
import { startReceiver, type Receiver } from './receiver';

let db: Database;
let outbox: Outbox;
let file: string;
/** The sandbox clock. */
let clock: FixedClock;
/** Real time, as the deliverer reads it (leases, retry waits). */
let real: FixedClock;
let receiver: Receiver;

beforeEach(async () => {
  file = `${tempDataDir()}/outbox.sqlite`;
  db = openDatabase(file);
  migrateEmulator(db);
  outbox = new Outbox(db);
  clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  real = new FixedClock(new Date());
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  outbox.close();
  db.close();
});

const deliverer = (options: Partial<ConstructorParameters<typeof OutboxDeliverer>[0]> = {}) =>
  new OutboxDeliverer({ outbox, clock, realClock: real, allowLoopback: true, timeoutMs: 2000, ...options });

describe('outbox', () => {
  it('delivers a queued message as a POST with its exact body and headers, once', async () => {
    const body = '{"event":"x","n":1}';
    enqueue(
      db,
      {
        url: `${receiver.url}/hook`,
        body,
        headers: { 'X-Sig': 'abc', 'Content-Type': 'application/json' },
        kind: 'test.event',
      },
      clock.now(),
    );
    const report = await deliverer().deliverDue();
    expect(report).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ path: '/hook', body });
    expect(receiver.received[0]?.headers['x-sig']).toBe('abc');
    await deliverer().deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [logged] = listDeliveries(db);
    expect(logged).toMatchObject({ state: 'delivered', kind: 'test.event', attempts: [{ status: 200, error: null }] });
  });

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    expect(() =>
      db.transaction(() => {
        enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
        throw new Error('change failed');
      })(),
    ).toThrow('change failed');
    await deliverer().deliverDue();
    expect(receiver.received).toHaveLength(0);
  });

  it('retries a failed delivery with exponential backoff as time passes, and records each attempt', async () => {
    receiver.status = 500;
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    const d = deliverer();
    expect(await d.deliverDue()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await d.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 }); // not due yet
    expect(listDeliveries(db)[0]?.nextAttemptTime).toBe('2026-11-22T10:00:10.000Z');
    real.advance(backoffSeconds(1));
    expect((await d.deliverDue()).retried).toBe(1);
    real.advance(backoffSeconds(1));
    expect((await d.deliverDue()).retried).toBe(0); // the second wait is twice as long
    real.advance(backoffSeconds(2));
    receiver.status = 204;
    expect((await d.deliverDue()).delivered).toBe(1);
    expect(receiver.received).toHaveLength(3);
    const [logged] = listDeliveries(db);
    expect(logged?.attempts.map((a) => a.status)).toEqual([500, 500, 204]);
    expect(logged?.state).toBe('delivered');
    expect(backoffSeconds(1)).toBe(10);
    expect(backoffSeconds(2)).toBe(20);
    expect(backoffSeconds(30)).toBe(3600);
  });

  it('gives up after the maximum number of attempts', async () => {
    receiver.status = 503;
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    const d = deliverer({ maxAttempts: 2 });
    await d.deliverDue();
    real.advance(3600);
    expect((await d.deliverDue()).failed).toBe(1);
    expect(listDeliveries(db)[0]?.state).toBe('failed');
  });

  it('bounds a delivery by its timeout and retries later', async () => {
    const hanging = await import('node:http').then(
      (http) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const server = http.createServer(() => undefined);
          server.listen(0, '127.0.0.1', () => {
            const port = (server.address() as { port: number }).port;
            resolve({ url: `http://127.0.0.1:${port}/`, close: () => (server.closeAllConnections(), server.close()) });
          });
        }),
    );
    enqueue(db, { url: hanging.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    const report = await deliverer({ timeoutMs: 100 }).deliverDue();
    hanging.close();
    expect(report.retried).toBe(1);
    expect(listDeliveries(db)[0]?.attempts[0]?.error).toMatch(/no answer within 100 ms/);
  });

  it('refuses non-http(s) URLs and private addresses for good, and loopback outside the sandbox allowance', async () => {
    enqueue(db, { url: 'ftp://example.com/x', body: '{}', headers: {}, kind: 'test' }, clock.now());
    enqueue(db, { url: 'http://10.1.2.3/x', body: '{}', headers: {}, kind: 'test' }, clock.now());
    enqueue(db, { url: 'http://169.254.169.254/latest', body: '{}', headers: {}, kind: 'test' }, clock.now());
    enqueue(db, { url: `${receiver.url}/x`, body: '{}', headers: {}, kind: 'test' }, clock.now());
    enqueue(db, { url: 'http://localhost:1/x', body: '{}', headers: {}, kind: 'test' }, clock.now());
    const report = await deliverer({ allowLoopback: false }).deliverDue();
    expect(report).toEqual({ delivered: 0, retried: 0, failed: 5 });
    expect(receiver.received).toHaveLength(0);
    for (const d of listDeliveries(db)) expect(d.attempts[0]?.error).toMatch(/^refused/);
  });

  it('classifies addresses: private, link-local and loopback are refused, public ones are not', () => {
    for (const a of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(refusedAddress(a, true)).toBeDefined();
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('127.0.0.1', false)).toMatch(/loopback/);
    expect(refusedAddress('::1', false)).toMatch(/loopback/);
    expect(refusedAddress('93.184.216.34', false)).toBeUndefined();
    expect(refusedUrl('javascript:alert(1)', true)).toMatch(/not called/);
    expect(refusedUrl('https://shop.example/cb', false)).toBeUndefined();
  });

  it('deliverDue also waits for the attempts another deliverer has in flight', async () => {
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    const first = deliverer().deliverDue();
    const second = await deliverer().deliverDue();
    expect(second.delivered).toBe(0); // the first one had claimed it
    expect(receiver.received).toHaveLength(1); // and yet it has been delivered when the second one resolves
    expect((await first).delivered).toBe(1);
  });

  it('running, it sends a message as soon as it is queued: the enqueue wakes it, no poll interval to wait', async () => {
    const d = deliverer({ pollMs: 600_000 });
    d.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the first look at start-up found nothing
      const queued = performance.now();
      enqueue(db, { url: receiver.url, body: '{"woken":true}', headers: {}, kind: 'test' }, clock.now());
      await expect.poll(() => receiver.received.length, { timeout: 1000, interval: 5 }).toBe(1);
      expect(performance.now() - queued).toBeLessThan(300);
    } finally {
      await d.stop();
    }
  });

  it('running, it sends nothing of a transaction that rolls back, and the rest of a committed one once', async () => {
    const d = deliverer({ pollMs: 600_000 });
    d.start();
    try {
      expect(() =>
        db.transaction(() => {
          enqueue(db, { url: receiver.url, body: '"rolled back"', headers: {}, kind: 'test' }, clock.now());
          throw new Error('change failed');
        })(),
      ).toThrow('change failed');
      db.transaction(() => {
        enqueue(db, { url: receiver.url, body: '"one"', headers: {}, kind: 'test' }, clock.now());
        enqueue(db, { url: receiver.url, body: '"two"', headers: {}, kind: 'test' }, clock.now());
      })();
      await expect.poll(() => receiver.received.length, { timeout: 2000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received.map((r) => r.body).sort()).toEqual(['"one"', '"two"']);
    } finally {
      await d.stop();
    }
  });

  it('running, one receiver that never answers does not hold up the others', async () => {
    const http = await import('node:http');
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const d = deliverer({ pollMs: 600_000, timeoutMs: 5000 });
    d.start();
    try {
      const port = (hanging.address() as { port: number }).port;
      enqueue(db, { url: `http://127.0.0.1:${port}/`, body: '{}', headers: {}, kind: 'test' }, clock.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
      enqueue(db, { url: receiver.url, body: '{"next":true}', headers: {}, kind: 'test' }, clock.now());
      await expect.poll(() => receiver.received.length, { timeout: 1000 }).toBe(1);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
      await d.stop();
    }
  });

  it('runs in the background once started and stops cleanly', async () => {
    const d = deliverer({ pollMs: 20 });
    enqueue(db, { url: receiver.url, body: '{"bg":true}', headers: {}, kind: 'test' }, clock.now());
    d.start();
    await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
    await d.stop();
  });
});

describe('outbox: the sandbox clock decides what falls due, real time runs leases and retry waits', () => {
  it('a message in flight while the sandbox clock jumps an hour is not claimed by a second deliverer: delivered once', async () => {
    // The second deliverer is another instance: its own connection to the same file, its own attempts in flight.
    const otherDb = openDatabase(file);
    const otherOutbox = new Outbox(otherDb);
    try {
      const id = enqueue(db, { url: receiver.url, body: '{"event":"paid"}', headers: {}, kind: 'test' }, clock.now());
      receiver.hold();
      const first = deliverer().deliverDue();
      await expect.poll(() => receiver.received.length).toBe(1); // sent; its answer is held
      clock.advance(3600); // POST /sandbox/clock/advance while the receiver takes its time
      const second = await new OutboxDeliverer({
        outbox: otherOutbox,
        clock,
        realClock: real,
        allowLoopback: true,
        timeoutMs: 2000,
      }).deliverDue();
      receiver.release();
      expect(second).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(await first).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      expect(listDeliveries(db, { id })[0]?.attempts.map((a) => a.status)).toEqual([200]);
    } finally {
      receiver.release();
      otherOutbox.close();
      otherDb.close();
    }
  });

  it('a lease that ran out in real time (its deliverer gone) lets another deliverer attempt the message', async () => {
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    receiver.hold();
    const first = deliverer({ timeoutMs: 60_000 }).deliverDue();
    await expect.poll(() => receiver.received.length).toBe(1);
    real.advance(121); // past twice the timeout: the first attempt counts as lost
    const second = deliverer().deliverDue();
    await expect.poll(() => receiver.received.length).toBe(2);
    receiver.release();
    await Promise.all([first, second]);
  });

  it('a failed attempt waits its backoff in real time: moving the sandbox clock does not bring the retry forward', async () => {
    receiver.status = 503;
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, clock.now());
    const d = deliverer();
    expect((await d.deliverDue()).retried).toBe(1);
    clock.advance(3600);
    expect(await d.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    real.advance(backoffSeconds(1));
    receiver.status = 204;
    expect((await d.deliverDue()).delivered).toBe(1);
    expect(listDeliveries(db)[0]?.attempts.map((a) => a.status)).toEqual([503, 204]);
  });

  it('a message queued at a sandbox time still to come waits for the sandbox clock, whatever real time does', async () => {
    enqueue(db, { url: receiver.url, body: '{}', headers: {}, kind: 'test' }, new Date(clock.now().getTime() + 60_000));
    real.advance(3600);
    expect((await deliverer().deliverDue()).delivered).toBe(0);
    clock.advance(60);
    expect((await deliverer().deliverDue()).delivered).toBe(1);
  });
});

describe('outbox: bursts', () => {
  it('two deliverers (two instances on one file) running through a burst of 300 deliver each message once', async () => {
    const otherDb = openDatabase(file);
    const otherOutbox = new Outbox(otherDb);
    // A timeout no busy machine reaches: a timed-out attempt would rightly be sent again.
    const options = { clock, realClock: real, allowLoopback: true, timeoutMs: 30_000, pollMs: 20 };
    const mine = new OutboxDeliverer({ outbox, ...options });
    const theirs = new OutboxDeliverer({ outbox: otherOutbox, ...options });
    mine.start();
    theirs.start();
    try {
      const bodies = Array.from({ length: 300 }, (_, i) => JSON.stringify({ n: i }));
      db.transaction(() => {
        for (const body of bodies.slice(0, 150))
          enqueue(db, { url: receiver.url, body, headers: {}, kind: 'test' }, clock.now());
      })();
      otherDb.transaction(() => {
        for (const body of bodies.slice(150))
          enqueue(otherDb, { url: receiver.url, body, headers: {}, kind: 'test' }, clock.now());
      })();
      await expect.poll(() => receiver.received.length, { timeout: 50_000 }).toBe(300);
      await new Promise((resolve) => setTimeout(resolve, 100)); // anything sent twice would arrive meanwhile
      expect(receiver.received.map((r) => r.body).sort()).toEqual([...bodies].sort());
    } finally {
      await Promise.all([mine.stop(), theirs.stop()]);
      otherOutbox.close();
      otherDb.close();
    }
    const log = listDeliveries(db, { limit: 1000 });
    expect(log).toHaveLength(300);
    expect(log.every((d) => d.state === 'delivered' && d.attempts.length === 1)).toBe(true);
  }, 60_000);

  it('a burst to one receiver keeps its connections open instead of one per message', async () => {
    for (let i = 0; i < 60; i++)
      enqueue(db, { url: receiver.url, body: `{"n":${i}}`, headers: {}, kind: 'test' }, clock.now());
    expect((await deliverer().deliverDue()).delivered).toBe(60);
    expect(receiver.received).toHaveLength(60);
    expect(receiver.connections).toBeLessThanOrEqual(20); // at most one per attempt running at once
  });

  it('a kept connection the receiver drops as a message goes out: sent again on a new one, recorded once', async () => {
    receiver.dropReusedConnections = true;
    enqueue(db, { url: receiver.url, body: '{"n":1}', headers: {}, kind: 'test' }, clock.now());
    expect((await deliverer().deliverDue()).delivered).toBe(1); // leaves a kept connection
    enqueue(db, { url: receiver.url, body: '{"n":2}', headers: {}, kind: 'test' }, clock.now());
    expect(await deliverer().deliverDue()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.received.map((r) => r.body)).toEqual(['{"n":1}', '{"n":2}']);
    expect(listDeliveries(db)[0]?.attempts.map((a) => a.status)).toEqual([200]);
  });
});
