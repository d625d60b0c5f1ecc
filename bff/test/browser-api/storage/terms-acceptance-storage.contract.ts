// The rules every TermsAcceptanceStorage keeps (storage/terms-acceptance-storage.ts), run against each one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HarnessFactory, StorageHarness } from './storage-harness';

export function termsAcceptanceStorageContract(name: string, factory: HarnessFactory): void {
  describe(`TermsAcceptanceStorage: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('keeps which terms a trader accepted and when, read from any instance, oldest first', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      await one.termsAcceptances.record({
        traderId: 7,
        termsUrl: 'https://shop.example/terms-v1',
        acceptedAt: '2026-01-01T00:00:00.000Z',
      });
      await two.termsAcceptances.record({
        traderId: 7,
        termsUrl: 'https://shop.example/terms-v2',
        acceptedAt: '2026-02-01T00:00:00.000Z',
      });
      await two.termsAcceptances.record({
        traderId: 8,
        termsUrl: 'https://shop.example/terms-v2',
        acceptedAt: '2026-02-02T00:00:00.000Z',
      });
      expect(await two.termsAcceptances.ofTrader(7)).toEqual([
        { traderId: 7, termsUrl: 'https://shop.example/terms-v1', acceptedAt: '2026-01-01T00:00:00.000Z' },
        { traderId: 7, termsUrl: 'https://shop.example/terms-v2', acceptedAt: '2026-02-01T00:00:00.000Z' },
      ]);
      expect(await one.termsAcceptances.ofTrader(9)).toEqual([]);
    });

    it('the first acceptance of the same terms stays; a repeat changes nothing', async () => {
      const { termsAcceptances } = await harness.open();
      const first = { traderId: 7, termsUrl: 'https://shop.example/terms', acceptedAt: '2026-01-01T00:00:00.000Z' };
      await termsAcceptances.record(first);
      await termsAcceptances.record({ ...first, acceptedAt: '2026-03-01T00:00:00.000Z' });
      expect(await termsAcceptances.ofTrader(7)).toEqual([first]);
    });
  });
}
