// The rules every RefreshLockStorage keeps (storage/refresh-lock-storage.ts), run against each implementation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const t = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

export function refreshLockStorageContract(name: string, factory: HarnessFactory): void {
  describe(`RefreshLockStorage: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('a free lease is taken; while it is held another owner is refused, on every instance', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      expect(await one.refreshLocks.tryAcquire('refresh:s1', 'a', t(30), t(0))).toBe(true);
      expect(await one.refreshLocks.tryAcquire('refresh:s1', 'b', t(30), t(1))).toBe(false);
      expect(await two.refreshLocks.tryAcquire('refresh:s1', 'c', t(30), t(29))).toBe(false);
      expect(await two.refreshLocks.tryAcquire('refresh:s2', 'c', t(30), t(1))).toBe(true); // another key
    });

    it('its owner may take a held lease again, which extends it', async () => {
      const { refreshLocks } = await harness.open();
      expect(await refreshLocks.tryAcquire('k', 'a', t(30), t(0))).toBe(true);
      expect(await refreshLocks.tryAcquire('k', 'a', t(60), t(10))).toBe(true);
      expect(await refreshLocks.tryAcquire('k', 'b', t(90), t(45))).toBe(false); // extended past 30 s
    });

    it('a released lease is free for the next owner, seen from another instance', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      await one.refreshLocks.tryAcquire('k', 'a', t(30), t(0));
      await one.refreshLocks.release('k', 'a');
      expect(await two.refreshLocks.tryAcquire('k', 'b', t(30), t(1))).toBe(true);
    });

    it('only its owner releases a lease: a release by anyone else leaves it held', async () => {
      const { refreshLocks } = await harness.open();
      await refreshLocks.tryAcquire('k', 'a', t(30), t(0));
      await refreshLocks.release('k', 'b');
      expect(await refreshLocks.tryAcquire('k', 'b', t(30), t(1))).toBe(false);
    });

    it('an expired lease is taken over, and its old owner’s late release does not free it', async () => {
      const { refreshLocks } = await harness.open();
      await refreshLocks.tryAcquire('k', 'a', t(30), t(0));
      expect(await refreshLocks.tryAcquire('k', 'b', t(60), t(30))).toBe(true); // a's lease ended at 30 s
      await refreshLocks.release('k', 'a');
      expect(await refreshLocks.tryAcquire('k', 'c', t(90), t(31))).toBe(false);
    });

    it('of many owners racing for one lease from two instances, exactly one gets it', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const got = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).refreshLocks.tryAcquire('k', `o${i}`, t(30), t(0))),
      );
      expect(got.filter(Boolean)).toHaveLength(1);
    });
  });
}
