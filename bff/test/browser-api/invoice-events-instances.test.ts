// Payment pages across BFF instances: a change published on one instance (a merchant callback reaches one of them)
// reaches the pages watching on every other through the invoice change bus, and the poll budget can be one for
// all instances together. Two InvoiceEvents on one bus stand for two instances.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceEvents } from '../../src/browser-api/invoice-events';
import { bffMigrations } from '../../src/browser-api/migrations';
import type { Change } from '../../src/browser-api/storage/change-bus';
import { LocalChangeBus } from '../../src/browser-api/storage/local-change-bus';
import { SqliteRateWindows } from '../../src/browser-api/storage/sqlite/sqlite-rate-windows';
import { migrate, openDatabase } from '../../src/db/database';
import { view } from './payment-view';

afterEach(() => {
  vi.useRealTimers();
});

function twoInstances(options: ConstructorParameters<typeof InvoiceEvents>[0] = {}) {
  const changes = new LocalChangeBus();
  return [new InvoiceEvents({ ...options, changes }), new InvoiceEvents({ ...options, changes })] as const;
}

describe('payment pages across BFF instances', () => {
  it('a change published on one instance reaches the pages watching the invoice on another, once each', async () => {
    const [one, two] = twoInstances();
    const [seenOne, seenTwo] = [[] as string[], [] as string[]];
    const stops = [
      await one.watch(
        1,
        async () => view('new'),
        600_000,
        (v) => seenOne.push(v.state),
      ),
      await two.watch(
        1,
        async () => view('new'),
        600_000,
        (v) => seenTwo.push(v.state),
      ),
    ];
    await one.publish(1, view('paid', 0.001));
    expect(seenOne).toEqual(['new', 'paid']);
    expect(seenTwo).toEqual(['new', 'paid']);
    for (const stop of stops) stop();
  });

  it('when the bus says changes may have been missed, every watched invoice is read once more', async () => {
    const local = new LocalChangeBus();
    let missed: (() => void) | undefined;
    // A network bus that dropped and reconnected: it reports the gap through the subscription's `missed`.
    const changes = {
      publish: (change: Change) => local.publish(change),
      subscribe: (listener: (change: Change) => void, onMissed?: () => void) => {
        missed = onMissed;
        return local.subscribe(listener);
      },
    };
    const events = new InvoiceEvents({ changes });
    let current = view('new');
    const load = vi.fn(async () => current);
    const seen: string[] = [];
    const stop = await events.watch(1, load, 600_000, (v) => seen.push(v.state));
    current = view('paid', 0.001);
    missed?.();
    await vi.waitFor(() => expect(seen).toEqual(['new', 'paid']));
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('an instance skips its own changes coming back over the bus: its pages had them at once', async () => {
    const changes = new LocalChangeBus();
    const sent: Change[] = [];
    await changes.subscribe((change) => sent.push(change));
    const events = new InvoiceEvents({ changes });
    const load = vi.fn(async () => view('new'));
    const seen: string[] = [];
    const stop = await events.watch(1, load, 600_000, (v) => seen.push(v.state));
    await events.publish(1, view('paid', 0.001));
    expect(sent).toHaveLength(1); // it did go out, for the other instances
    expect(seen).toEqual(['new', 'paid']);
    expect(load).toHaveBeenCalledTimes(1); // and coming back caused no read
    stop();
  });

  it('a change sent without its view makes each other instance watching the invoice read it once more', async () => {
    const changes = new LocalChangeBus();
    const [one, two] = [new InvoiceEvents({ changes }), new InvoiceEvents({ changes })];
    let current = view('new');
    const load = vi.fn(async () => current);
    const seen: string[] = [];
    const stop = await two.watch(1, load, 600_000, (v) => seen.push(v.state));
    const idle = vi.fn(async () => view('new'));
    const stopIdle = await one.watch(2, idle, 600_000, () => undefined);
    current = view('paid', 0.001);
    // As a network bus does with a view too large for its payload.
    await changes.publish({ invoiceId: 1, origin: 'a third instance' });
    await vi.waitFor(() => expect(seen).toEqual(['new', 'paid']));
    expect(load).toHaveBeenCalledTimes(2);
    expect(idle).toHaveBeenCalledTimes(1); // an instance not watching invoice 1 reads nothing
    stop();
    stopIdle();
  });

  it('a change for an invoice no page watches on this instance does nothing here', async () => {
    const [one, two] = twoInstances();
    await one.publish(5, view('paid', 0.001));
    expect(two.watchedInvoices).toBe(0);
  });

  it('closing ends every hub and stops listening to the bus: no timer left, later changes reach nobody', async () => {
    vi.useFakeTimers();
    const [one, two] = twoInstances();
    const listener = vi.fn();
    const load = vi.fn(async () => view('new'));
    await two.watch(1, load, 5000, listener);
    await two.watch(2, load, 5000, listener);
    expect(two.watchedInvoices).toBe(2);
    await two.close();
    expect(two.watchedInvoices).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    listener.mockClear();
    await one.publish(1, view('paid', 0.001));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(listener).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2); // the two first reads, no poll after closing
  });

  it('with a shared poll budget, two instances together start no more polls a minute than the budget', async () => {
    vi.useFakeTimers();
    const db = openDatabase(':memory:');
    migrate(db, 'bff', bffMigrations);
    const pollBudget = new SqliteRateWindows(db);
    // Each instance alone would poll its three invoices every 10 s: 12 polls a minute for the two together.
    const [one, two] = twoInstances({ pollsPerMinute: 6, pollBudget });
    const start = Date.now();
    const pollsAt: number[] = [];
    const watchThree = (events: InvoiceEvents) =>
      Promise.all(
        [1, 2, 3].map((id) => {
          let first = true;
          return events.watch(
            id,
            async () => {
              if (!first) pollsAt.push(Date.now() - start);
              first = false;
              return view('new');
            },
            5000,
            () => undefined,
          );
        }),
      );
    const stops = [...(await watchThree(one)), ...(await watchThree(two))];
    await vi.advanceTimersByTimeAsync(5000 + 60_000 - 1);
    // The first poll at 5 s opened the minute: six polls in it, then none until it ends.
    expect(pollsAt).toHaveLength(6);
    expect(pollsAt.every((at) => at >= 5000 && at < 65_000)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollsAt.length).toBeGreaterThan(6); // the next minute's budget
    for (const stop of stops) stop();
    db.close();
  });
});
