// The rules every ChangeBus keeps (storage/change-bus.ts), run against each implementation.
// Delivery may be asynchronous (a network database), so the suite waits for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import type { TradeView } from '#contract/bff/trade';
import { changeKey, isTradeChange, type Change } from '../../../src/browser-api/storage/change-bus';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const view = { state: 'paid' } as PaymentView;
const tradeView = { id: 5, state: 'processing', updateTime: '2026-01-01T00:00:00.000Z' } as TradeView;

export function changeBusContract(name: string, factory: HarnessFactory): void {
  describe(`ChangeBus: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('a change reaches every subscriber of every instance, the publisher’s own included, view and all', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seenOne: Change[] = [];
      const seenTwo: Change[] = [];
      const seenTwoAgain: Change[] = [];
      await one.changes.subscribe((c) => seenOne.push(c));
      await two.changes.subscribe((c) => seenTwo.push(c));
      await two.changes.subscribe((c) => seenTwoAgain.push(c));
      const change = { invoiceId: 7, origin: 'instance-1', view };
      await one.changes.publish(change);
      await vi.waitFor(() => {
        expect(seenOne).toEqual([change]);
        expect(seenTwo).toEqual([change]);
        expect(seenTwoAgain).toEqual([change]);
      });
    });

    it('a change may come without its view: the invoice and the publisher still arrive', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: Change[] = [];
      await two.changes.subscribe((c) => seen.push(c));
      await one.changes.publish({ invoiceId: 8, origin: 'instance-1' });
      await vi.waitFor(() => expect(seen).toEqual([{ invoiceId: 8, origin: 'instance-1' }]));
    });

    it('each publisher’s changes arrive in the order it sent them', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: number[] = [];
      await two.changes.subscribe((c) => seen.push(changeKey(c)));
      for (let id = 1; id <= 20; id += 1) await one.changes.publish({ invoiceId: id, origin: 'one' });
      await vi.waitFor(() => expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1)));
    });

    it('after unsubscribing a listener gets nothing, and the other subscribers still get every change', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const gone: number[] = [];
      const stays: number[] = [];
      const unsubscribe = await two.changes.subscribe((c) => gone.push(changeKey(c)));
      await two.changes.subscribe((c) => stays.push(changeKey(c)));
      await one.changes.publish({ invoiceId: 1, origin: 'one' });
      await vi.waitFor(() => expect(gone).toEqual([1]));
      await unsubscribe();
      await one.changes.publish({ invoiceId: 2, origin: 'one' });
      await vi.waitFor(() => expect(stays).toEqual([1, 2]));
      expect(gone).toEqual([1]);
    });

    it('a listener that throws stops neither the publisher nor the other listeners', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: number[] = [];
      await two.changes.subscribe(() => {
        throw new Error('a broken page');
      });
      await two.changes.subscribe((c) => seen.push(changeKey(c)));
      await expect(one.changes.publish({ invoiceId: 3, origin: 'one' })).resolves.toBeUndefined();
      await vi.waitFor(() => expect(seen).toEqual([3]));
    });
    it('a trade change reaches every instance, with its view or without, and is told apart from an invoice of the same id', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: Change[] = [];
      await two.changes.subscribe((c) => seen.push(c));
      await one.changes.publish({ tradeId: 5, origin: 'one', view: tradeView });
      await one.changes.publish({ tradeId: 5, origin: 'one' });
      await one.changes.publish({ invoiceId: 5, origin: 'one' });
      await vi.waitFor(() =>
        expect(seen).toEqual([
          { tradeId: 5, origin: 'one', view: tradeView },
          { tradeId: 5, origin: 'one' },
          { invoiceId: 5, origin: 'one' },
        ]),
      );
      expect(seen.map(isTradeChange)).toEqual([true, true, false]);
    });

    it('invoice and trade changes of one publisher arrive in the order it sent them', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: string[] = [];
      await two.changes.subscribe((c) => seen.push(`${isTradeChange(c) ? 'trade' : 'invoice'} ${changeKey(c)}`));
      const sent: string[] = [];
      for (let id = 1; id <= 10; id += 1) {
        if (id % 2) await one.changes.publish({ tradeId: id, origin: 'one' });
        else await one.changes.publish({ invoiceId: id, origin: 'one' });
        sent.push(`${id % 2 ? 'trade' : 'invoice'} ${id}`);
      }
      await vi.waitFor(() => expect(seen).toEqual(sent));
    });
  });
}
