// The rules every InvoiceChangeBus keeps (storage/invoice-change-bus.ts), run against each implementation.
// Delivery may be asynchronous (a network database), so the suite waits for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import type { InvoiceChange } from '../../../src/browser-api/storage/invoice-change-bus';
import type { HarnessFactory, StorageHarness } from './storage-harness';

const view = { state: 'paid' } as PaymentView;

export function invoiceChangeBusContract(name: string, factory: HarnessFactory): void {
  describe(`InvoiceChangeBus: ${name}`, () => {
    let harness: StorageHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('a change reaches every subscriber of every instance, the publisher’s own included, view and all', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seenOne: InvoiceChange[] = [];
      const seenTwo: InvoiceChange[] = [];
      const seenTwoAgain: InvoiceChange[] = [];
      await one.invoiceChanges.subscribe((c) => seenOne.push(c));
      await two.invoiceChanges.subscribe((c) => seenTwo.push(c));
      await two.invoiceChanges.subscribe((c) => seenTwoAgain.push(c));
      const change = { invoiceId: 7, origin: 'instance-1', view };
      await one.invoiceChanges.publish(change);
      await vi.waitFor(() => {
        expect(seenOne).toEqual([change]);
        expect(seenTwo).toEqual([change]);
        expect(seenTwoAgain).toEqual([change]);
      });
    });

    it('a change may come without its view: the invoice and the publisher still arrive', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: InvoiceChange[] = [];
      await two.invoiceChanges.subscribe((c) => seen.push(c));
      await one.invoiceChanges.publish({ invoiceId: 8, origin: 'instance-1' });
      await vi.waitFor(() => expect(seen).toEqual([{ invoiceId: 8, origin: 'instance-1' }]));
    });

    it('each publisher’s changes arrive in the order it sent them', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: number[] = [];
      await two.invoiceChanges.subscribe((c) => seen.push(c.invoiceId));
      for (let id = 1; id <= 20; id += 1) await one.invoiceChanges.publish({ invoiceId: id, origin: 'one' });
      await vi.waitFor(() => expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1)));
    });

    it('after unsubscribing a listener gets nothing, and the other subscribers still get every change', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const gone: number[] = [];
      const stays: number[] = [];
      const unsubscribe = await two.invoiceChanges.subscribe((c) => gone.push(c.invoiceId));
      await two.invoiceChanges.subscribe((c) => stays.push(c.invoiceId));
      await one.invoiceChanges.publish({ invoiceId: 1, origin: 'one' });
      await vi.waitFor(() => expect(gone).toEqual([1]));
      await unsubscribe();
      await one.invoiceChanges.publish({ invoiceId: 2, origin: 'one' });
      await vi.waitFor(() => expect(stays).toEqual([1, 2]));
      expect(gone).toEqual([1]);
    });

    it('a listener that throws stops neither the publisher nor the other listeners', async () => {
      const [one, two] = [await harness.open(), await harness.open()];
      const seen: number[] = [];
      await two.invoiceChanges.subscribe(() => {
        throw new Error('a broken page');
      });
      await two.invoiceChanges.subscribe((c) => seen.push(c.invoiceId));
      await expect(one.invoiceChanges.publish({ invoiceId: 3, origin: 'one' })).resolves.toBeUndefined();
      await vi.waitFor(() => expect(seen).toEqual([3]));
    });
  });
}
