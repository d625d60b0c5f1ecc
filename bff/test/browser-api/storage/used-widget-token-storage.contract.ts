// The rules every UsedWidgetTokenStorage keeps (storage/used-widget-token-storage.ts), run against each one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const now = new Date('2026-01-01T00:00:00.000Z');
const later = new Date('2026-01-01T00:10:00.000Z');

export function usedWidgetTokenStorageContract(name: string, factory: HarnessFactory): void {
  describe(`UsedWidgetTokenStorage: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('a token opens one session only: its first use is recorded, every later one refused, on any instance', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      expect(await one.usedWidgetTokens.markUsed('jti-1', later, now)).toBe(true);
      expect(await one.usedWidgetTokens.markUsed('jti-1', later, now)).toBe(false);
      expect(await two.usedWidgetTokens.markUsed('jti-1', later, now)).toBe(false);
      expect(await two.usedWidgetTokens.markUsed('jti-2', later, now)).toBe(true); // another token is its own
    });

    it('of twenty uses at once from two instances, exactly one is recorded', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const uses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).usedWidgetTokens.markUsed('jti-race', later, now)),
      );
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('an id is kept until its token expires, and forgotten after (the token is refused for its age then)', async () => {
      const { usedWidgetTokens } = await harness.open();
      await usedWidgetTokens.markUsed('jti-1', later, now);
      expect(await usedWidgetTokens.markUsed('jti-1', later, new Date(later.getTime() - 1))).toBe(false);
      // Recording another token at or after jti-1's expiry forgets it.
      await usedWidgetTokens.markUsed('jti-2', new Date(later.getTime() + 60_000), later);
      expect(await usedWidgetTokens.markUsed('jti-1', new Date(later.getTime() + 60_000), later)).toBe(true);
    });
  });
}
