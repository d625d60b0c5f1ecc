import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/database';
import { migrateEmulator } from '../../../src/emulator/migrations';
import { inGroupCommit } from '../../../src/db/group-commit';
import { NONCE_WINDOW_MS, purgeNonces, useNonce } from '../../../src/emulator/merchant/nonces';
import { MemoryRateLimitStore, decide } from '../../../src/emulator/rate-limit';
import { contextOf, createEmulatorContext } from '../../../src/emulator/context';
import { OffsetClock } from '../../../src/clock';
import { loadConfig } from '../../../src/config';
import { parseAuthorization, requestSignature } from '../../../src/emulator/merchant/request-auth';
import { tempDataDir } from '../../support';

let db: Database;
beforeEach(() => {
  db = openDatabase(`${tempDataDir()}/guards.sqlite`);
  migrateEmulator(db);
});
afterEach(() => db.close());

const T = Date.parse('2026-11-22T10:00:00Z');

describe('rate-limit windows', () => {
  it('counts per bucket within a fixed minute, then starts a new window', () => {
    const store = new MemoryRateLimitStore();
    expect(store.hit('key:a', T)).toEqual({ count: 1, windowStartMs: T });
    expect(store.hit('key:a', T + 30_000)).toEqual({ count: 2, windowStartMs: T });
    expect(store.hit('key:b', T + 30_000)).toEqual({ count: 1, windowStartMs: T + 30_000 });
    expect(store.hit('key:a', T + 60_000)).toEqual({ count: 1, windowStartMs: T + 60_000 });
  });

  it('decides from the window: remaining requests and whole seconds until reset', () => {
    expect(decide({ count: 3, windowStartMs: T }, 3, T + 10_500)).toEqual({
      allowed: true,
      limit: 3,
      remaining: 0,
      resetSeconds: 50,
    });
    expect(decide({ count: 4, windowStartMs: T }, 3, T + 59_999).allowed).toBe(false);
    expect(decide({ count: 4, windowStartMs: T }, 3, T + 59_999).resetSeconds).toBe(1);
  });

  it('a window that starts after now (the sandbox clock went back) starts afresh', () => {
    const store = new MemoryRateLimitStore();
    store.hit('key:a', T);
    store.hit('key:a', T);
    expect(store.hit('key:a', T - 1000)).toEqual({ count: 1, windowStartMs: T - 1000 });
  });

  it('purges windows that have ended, when asked and by itself once a minute', () => {
    const store = new MemoryRateLimitStore();
    store.hit('ip:1', T);
    store.hit('ip:2', T + 50_000);
    store.purge(T + 70_000);
    expect(store.size).toBe(1);
    store.hit('ip:3', T + 200_000); // more than a minute after the last purge: purges first
    expect(store.size).toBe(1);
  });

  it("one store per emulator: both APIs count in their emulator's windows, another emulator's are its own", () => {
    const config = loadConfig({ TRADEKIT_DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent' });
    const emulator = createEmulatorContext({ db, clock: new OffsetClock(), config });
    const merchantSide = contextOf(emulator).rateLimits;
    const tradeSide = contextOf(emulator).rateLimits;
    merchantSide.hit('key:a', T);
    expect(tradeSide.hit('key:a', T + 1)).toEqual({ count: 2, windowStartMs: T });
    const otherDb = openDatabase(':memory:');
    migrateEmulator(otherDb);
    const other = createEmulatorContext({ db: otherDb, clock: new OffsetClock(), config });
    expect(other.rateLimits.hit('key:a', T + 2).count).toBe(1);
    other.close();
    emulator.close();
    otherDb.close();
  });
});

describe('nonces', () => {
  it('a nonce is fresh once per key, in any order; another key may use it', () => {
    expect(useNonce(db, 'k', '5', T)).toBe('ok');
    expect(useNonce(db, 'k', '3', T)).toBe('ok');
    expect(useNonce(db, 'k', '5', T)).toBe('replayed');
    expect(useNonce(db, 'other', '5', T)).toBe('ok');
  });

  it('memory is bounded: nonces older than the window are forgotten', () => {
    useNonce(db, 'k', 'abc', T);
    useNonce(db, 'k', 'def', T + NONCE_WINDOW_MS + 1); // the key's own old nonces go on use
    expect(db.prepare('SELECT nonce FROM merchant_nonces').pluck().all()).toEqual(['def']);
    purgeNonces(db, T + 2 * NONCE_WINDOW_MS + 2);
    expect(db.prepare('SELECT COUNT(*) FROM merchant_nonces').pluck().get()).toBe(0);
  });

  it('the purge forgets the old nonces of every key and keeps the recent ones', () => {
    for (const key of ['a', 'b', 'c']) {
      useNonce(db, key, 'old', T);
      useNonce(db, key, 'recent', T + NONCE_WINDOW_MS);
    }
    purgeNonces(db, T + NONCE_WINDOW_MS + 1);
    expect(db.prepare('SELECT api_key || nonce FROM merchant_nonces ORDER BY 1').pluck().all()).toEqual([
      'arecent',
      'brecent',
      'crecent',
    ]);
  });

  it('a timestamp nonce (s, ms, µs, ns) older than the window is stale; a fresh one is fine', () => {
    const old = T - NONCE_WINDOW_MS - 1000;
    expect(useNonce(db, 'k', String(Math.floor(old / 1000)), T)).toBe('stale');
    expect(useNonce(db, 'k', String(old), T)).toBe('stale');
    expect(useNonce(db, 'k', `${old}000`, T)).toBe('stale');
    expect(useNonce(db, 'k', `${old}000000`, T)).toBe('stale');
    expect(useNonce(db, 'k', `${T}000`, T)).toBe('ok');
    expect(useNonce(db, 'k', '42', T)).toBe('ok'); // a counter is not a timestamp
  });
});

describe('nonces recorded through the group commit', () => {
  it('the same nonce twice in one group: the first is fresh, the second a replay', async () => {
    const use = (apiKey: string, nonce: string) => inGroupCommit(db, () => useNonce(db, apiKey, nonce, T));
    expect(await Promise.all([use('k', 'a'), use('k', 'b'), use('k', 'a'), use('other', 'a')])).toEqual([
      'ok',
      'ok',
      'replayed',
      'ok',
    ]);
    expect(await use('k', 'b')).toBe('replayed');
  });
});

describe('Authorization header parsing', () => {
  it('reads the three parts in any order, quoted or not, key names in any case', () => {
    expect(parseAuthorization('Service apikey="a", nonce="1", signature="s"', 'Service')).toEqual({
      apikey: 'a',
      nonce: '1',
      signature: 's',
    });
    expect(parseAuthorization('service SIGNATURE=s,Nonce=1,ApiKey=a', 'Service')).toEqual({
      apikey: 'a',
      nonce: '1',
      signature: 's',
    });
  });

  it('names what is wrong: scheme, a missing part, a part twice, garbage', () => {
    expect(parseAuthorization('Bearer x', 'Service')).toMatch(/must start with "Service"/);
    expect(parseAuthorization('Service apikey=a, nonce=1', 'Service')).toMatch(/no signature/);
    expect(parseAuthorization('Service apikey=a, apikey=b, nonce=1, signature=s', 'Service')).toMatch(/twice/);
    expect(parseAuthorization('Service apikey', 'Service')).toMatch(/not key="value"/);
  });

  it('the signature is lowercase hex HMAC-SHA256(nonce + apikey) keyed with the secret', () => {
    expect(requestSignature('secret', '1', 'key')).toMatch(/^[0-9a-f]{64}$/);
    expect(requestSignature('secret', '1', 'key')).toBe(createHmac('sha256', 'secret').update('1key').digest('hex'));
  });
});
