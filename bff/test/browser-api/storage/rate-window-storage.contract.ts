// The rules every RateWindowStorage keeps (storage/rate-window-storage.ts), run against each implementation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);

export function rateWindowStorageContract(name: string, factory: HarnessFactory): void {
  describe(`RateWindowStorage: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('hits within one window count up from 1, the window starting at its first hit', async () => {
      const { rateWindows } = await harness.open();
      expect(await rateWindows.hit('b', T0, MINUTE)).toEqual({ count: 1, windowStartMs: T0 });
      expect(await rateWindows.hit('b', T0 + 1000, MINUTE)).toEqual({ count: 2, windowStartMs: T0 });
      expect(await rateWindows.hit('b', T0 + MINUTE - 1, MINUTE)).toEqual({ count: 3, windowStartMs: T0 });
    });

    it('a hit once the window has ended opens a new one at 1', async () => {
      const { rateWindows } = await harness.open();
      await rateWindows.hit('b', T0, MINUTE);
      await rateWindows.hit('b', T0 + 1, MINUTE);
      expect(await rateWindows.hit('b', T0 + MINUTE, MINUTE)).toEqual({ count: 1, windowStartMs: T0 + MINUTE });
    });

    it('a hit just before the window’s start (another instance’s clock a little behind) counts in it', async () => {
      const { rateWindows } = await harness.open();
      await rateWindows.hit('b', T0, MINUTE);
      expect(await rateWindows.hit('b', T0 - 20, MINUTE)).toEqual({ count: 2, windowStartMs: T0 });
    });

    it('a hit before the window’s start (a clock set back) opens a new one', async () => {
      const { rateWindows } = await harness.open();
      await rateWindows.hit('b', T0, MINUTE);
      expect(await rateWindows.hit('b', T0 - 5000, MINUTE)).toEqual({ count: 1, windowStartMs: T0 - 5000 });
    });

    it('buckets count apart', async () => {
      const { rateWindows } = await harness.open();
      await rateWindows.hit('a', T0, MINUTE);
      expect((await rateWindows.hit('b', T0, MINUTE)).count).toBe(1);
      expect((await rateWindows.hit('a', T0, MINUTE)).count).toBe(2);
    });

    it('instances count in the same window: twenty hits at once from two instances get the counts 1 to 20', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const windows = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).rateWindows.hit('b', T0 + i, MINUTE)),
      );
      expect(windows.map((w) => w.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('purge forgets only windows that ended: a live window keeps counting', async () => {
      const { rateWindows } = await harness.open();
      await rateWindows.hit('live', T0 + 30_000, MINUTE);
      await rateWindows.hit('ended', T0, MINUTE);
      await rateWindows.purge(T0 + MINUTE, MINUTE);
      expect(await rateWindows.hit('live', T0 + MINUTE, MINUTE)).toEqual({ count: 2, windowStartMs: T0 + 30_000 });
    });
  });
}
