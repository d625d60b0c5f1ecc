// The rules every SessionStorage keeps (storage/session-storage.ts), run against each implementation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionRecord } from '../../../src/browser-api/storage/session-storage';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const at = (iso: string) => new Date(iso);
const record = (
  idHash: string,
  expiresAt = '2026-01-01T01:00:00.000Z',
  sealed = `sealed-${idHash}`,
): SessionRecord => ({
  idHash,
  sealed,
  createdAt: at('2026-01-01T00:00:00.000Z'),
  expiresAt: at(expiresAt),
});

export function sessionStorageContract(name: string, factory: HarnessFactory): void {
  describe(`SessionStorage: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('a stored session is found with what it holds and when it ends; an unknown one is not found', async () => {
      const { sessions } = await harness.open();
      await sessions.insert(record('a'));
      expect(await sessions.find('a')).toEqual({ sealed: 'sealed-a', expiresAt: at('2026-01-01T01:00:00.000Z') });
      expect(await sessions.find('b')).toBeUndefined();
    });

    it('find returns an expired session too: expiry is judged by the caller’s clock', async () => {
      const { sessions } = await harness.open();
      await sessions.insert(record('old', '2000-01-01T00:00:00.000Z'));
      expect((await sessions.find('old'))?.sealed).toBe('sealed-old');
    });

    it('a session written by one instance is read, updated and deleted by another', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      await one.sessions.insert(record('a'));
      expect((await two.sessions.find('a'))?.sealed).toBe('sealed-a');
      await two.sessions.update('a', 'sealed-again', at('2026-01-02T00:00:00.000Z'));
      expect(await one.sessions.find('a')).toEqual({
        sealed: 'sealed-again',
        expiresAt: at('2026-01-02T00:00:00.000Z'),
      });
      await two.sessions.delete('a');
      expect(await one.sessions.find('a')).toBeUndefined();
    });

    it('an update of a deleted session does not bring it back; deleting an unknown one is harmless', async () => {
      const { sessions } = await harness.open();
      await sessions.insert(record('a'));
      await sessions.delete('a');
      await sessions.update('a', 'late write', at('2026-01-02T00:00:00.000Z'));
      expect(await sessions.find('a')).toBeUndefined();
      await expect(sessions.delete('never')).resolves.toBeUndefined();
    });

    it('an insert replacing a session moves it in one step: the old id is gone and the new one found', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      await one.sessions.insert(record('before'));
      await one.sessions.insert(record('after', undefined, 'moved'), 'before');
      expect(await two.sessions.find('before')).toBeUndefined();
      expect((await two.sessions.find('after'))?.sealed).toBe('moved');
    });

    it('a replacing insert that fails leaves the old session in place (never neither)', async () => {
      const { sessions } = await harness.open();
      await sessions.insert(record('taken'));
      await sessions.insert(record('before'));
      // The new id already exists: the move must fail as a whole.
      await expect(sessions.insert(record('taken'), 'before')).rejects.toThrow();
      expect((await sessions.find('before'))?.sealed).toBe('sealed-before');
    });

    it('deleteExpired removes exactly the sessions that ended at or before now, and counts them', async () => {
      const { sessions } = await harness.open();
      await sessions.insert(record('ended', '2026-01-01T00:59:59.999Z'));
      await sessions.insert(record('ends-now', '2026-01-01T01:00:00.000Z'));
      await sessions.insert(record('lives', '2026-01-01T01:00:00.001Z'));
      expect(await sessions.deleteExpired(at('2026-01-01T01:00:00.000Z'))).toBe(2);
      expect(await sessions.find('ended')).toBeUndefined();
      expect(await sessions.find('ends-now')).toBeUndefined();
      expect((await sessions.find('lives'))?.sealed).toBe('sealed-lives');
      expect(await sessions.deleteExpired(at('2026-01-01T01:00:00.000Z'))).toBe(0);
    });
  });
}
