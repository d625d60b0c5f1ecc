// The payment pages' live updates (invoice-events.ts): what each page sees, and the one hub per invoice behind it
// (shared reads, one poll per invoice, backoff, the poll budget, clean-up, slow readers).
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import { isBehind } from '#contract/bff/payment-progress';
import { BACKOFF_CAP, eventWriter, InvoiceEvents } from '../../src/browser-api/invoice-events';
import { UpstreamError } from '../../src/upstream/upstream-error';
import { view } from './payment-view';

/** A page watching invoice 1 (first view `new`): the states it is sent, in order. */
async function watchStates() {
  const events = new InvoiceEvents();
  const seen: string[] = [];
  const stop = await events.watch(
    1,
    async () => view('new'),
    600_000,
    (v) => seen.push(v.state),
  );
  return { events, seen, stop };
}

describe('payment page live updates', () => {
  it('sends the first view, then each published change once, and nothing after stopping', async () => {
    const { events, seen, stop } = await watchStates();
    events.publish(1, view('paid', 0.001));
    events.publish(1, view('paid', 0.001)); // a repeated callback changes nothing
    events.publish(2, view('expired')); // another invoice
    stop();
    events.publish(1, view('complete', 0.001, 1));
    expect(seen).toEqual(['new', 'paid']);
  });

  it('a callback that lands while the first view is read is not lost', async () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    let answer: (v: PaymentView) => void = () => undefined;
    const watching = events.watch(
      1,
      () => new Promise((resolve) => (answer = resolve)),
      600_000,
      (v) => seen.push(`${v.state} ${v.bitcoin.amount_paid}`),
    );
    events.publish(1, view('new', 0.0004)); // the partial payment's callback, before the read answers
    answer(view('new'));
    (await watching)();
    expect(seen).toEqual(['new 0', 'new 0.0004']);
  });

  it('never replaces a newer view with an older one: callbacks out of order, or a poll slower than a callback', async () => {
    const { events, seen, stop } = await watchStates();
    events.publish(1, view('complete', 0.001, 1));
    events.publish(1, view('paid', 0.001)); // sent in parallel with `complete`, arrived after it
    events.publish(1, view('new')); // a poll that started before the payment
    stop();
    expect(seen).toEqual(['new', 'complete']);
    // What counts as older: a lower state, fewer payments, fewer confirmations; a changed description does not.
    expect(isBehind(view('new', 0.0004), view('new', 0.0004))).toBe(false);
    expect(isBehind(view('new'), view('new', 0.0004))).toBe(true);
    expect(isBehind(view('paid', 0.001), view('paid', 0.001, 1))).toBe(true);
    expect(isBehind({ ...view('new'), description: 'edited' }, view('new'))).toBe(false);
  });

  it('a failed first read rejects and leaves nothing listening', async () => {
    const events = new InvoiceEvents();
    const listener = vi.fn();
    await expect(
      events.watch(
        1,
        async () => {
          throw new Error('not found');
        },
        5000,
        listener,
      ),
    ).rejects.toThrow('not found');
    events.publish(1, view('paid', 0.001));
    expect(listener).not.toHaveBeenCalled();
  });

  it('falls back to polling upstream when no callback comes, and stops once the invoice settles', async () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    const answers = [view('new'), view('new'), view('paid', 0.001), view('complete', 0.001, 1)];
    const load = vi.fn(async () => answers[Math.min(load.mock.calls.length - 1, answers.length - 1)]!);
    vi.useFakeTimers();
    try {
      const stop = await events.watch(1, load, 5000, (v) => seen.push(v.state));
      // Polls at 5 s (nothing new: the next waits 10 s), 15 s (paid: back to 5 s) and 20 s (complete).
      await vi.advanceTimersByTimeAsync(5000 + 10_000 + 5000);
      expect(seen).toEqual(['new', 'paid', 'complete']);
      const calls = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(5000 * 10);
      expect(load.mock.calls.length).toBe(calls);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed poll is skipped, the next one catches up', async () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    let n = 0;
    const load = async () => {
      n += 1;
      if (n === 1) return view('new');
      if (n === 2) throw new Error('upstream down');
      return view('paid', 0.001);
    };
    vi.useFakeTimers();
    try {
      const stop = await events.watch(1, load, 5000, (v) => seen.push(v.state));
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual(['new']);
      await vi.advanceTimersByTimeAsync(10_000); // a failure counts as nothing new: the next poll waits twice as long
      expect(seen).toEqual(['new', 'paid']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A `load` whose answers the test gives one by one, counting the reads. */
function controlledLoad() {
  const waiting: ((v: PaymentView) => void)[] = [];
  const load = vi.fn(() => new Promise<PaymentView>((resolve) => waiting.push(resolve)));
  return { load, answer: (v: PaymentView) => waiting.shift()!(v) };
}

describe('one hub per invoice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('N pages connecting at once share one upstream read; a page joining later gets the hub view with none', async () => {
    const events = new InvoiceEvents();
    const { load, answer } = controlledLoad();
    const seen: string[][] = Array.from({ length: 50 }, () => []);
    const connecting = seen.map((list) => events.watch(1, load, 600_000, (v) => list.push(v.state)));
    expect(load).toHaveBeenCalledTimes(1);
    answer(view('new'));
    const stops = await Promise.all(connecting);
    expect(seen.every((list) => list.join() === 'new')).toBe(true);

    const late: string[] = [];
    stops.push(await events.watch(1, load, 600_000, (v) => late.push(v.state)));
    expect(late).toEqual(['new']);
    expect(load).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('an update is serialised once: every page of the invoice gets the same bytes, a complete SSE event', async () => {
    const events = new InvoiceEvents();
    const sent: Buffer[] = [];
    const stops = await Promise.all(
      [1, 2, 3].map(() =>
        events.watch(
          1,
          async () => view('new'),
          600_000,
          (_v, event) => sent.push(event),
        ),
      ),
    );
    sent.length = 0;
    events.publish(1, view('paid', 0.001));
    expect(sent).toHaveLength(3);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[0]!.toString()).toBe(`event: invoice\ndata: ${JSON.stringify(view('paid', 0.001))}\n\n`);
    for (const stop of stops) stop();
  });

  it('polls once per invoice, not once per page: 20 pages on one invoice and one on another cost two reads a round', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents({ pollsPerMinute: 10_000 });
    const one = vi.fn(async () => view('new'));
    const two = vi.fn(async () => view('new'));
    const stops = await Promise.all(Array.from({ length: 20 }, () => events.watch(1, one, 5000, () => undefined)));
    stops.push(await events.watch(2, two, 5000, () => undefined));
    await vi.advanceTimersByTimeAsync(5000 + 10); // both due at 5 s; the budget spaces them 6 ms apart
    expect([one.mock.calls.length, two.mock.calls.length]).toEqual([2, 2]); // first read + one poll each
    expect(vi.getTimerCount()).toBe(2); // one poll timer per invoice
    for (const stop of stops) stop();
  });

  it('cleans up when the last page leaves: no hub, no timer, no more reads, and publishing reaches nobody', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents();
    const load = vi.fn(async () => view('new'));
    const listener = vi.fn();
    const stops = await Promise.all([1, 2, 3].map(() => events.watch(7, load, 5000, listener)));
    expect(events.watchedInvoices).toBe(1);
    stops[0]!();
    stops[1]!();
    expect(events.watchedInvoices).toBe(1); // one page still watches
    stops[2]!();
    stops[2]!(); // stopping twice is harmless
    expect(events.watchedInvoices).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    listener.mockClear();
    events.publish(7, view('paid', 0.001));
    await vi.advanceTimersByTimeAsync(5000 * BACKOFF_CAP * 10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    // The next page to come opens a new hub, with a fresh read.
    (await events.watch(7, load, 5000, listener))();
    expect(load).toHaveBeenCalledTimes(2);
    expect(events.watchedInvoices).toBe(0);
  });

  it('a failed first read fails every page connecting with it and leaves no hub; the next page reads again', async () => {
    const events = new InvoiceEvents();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('upstream down');
      return view('new');
    });
    const results = await Promise.allSettled([1, 2, 3].map(() => events.watch(1, load, 5000, () => undefined)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(events.watchedInvoices).toBe(0);
    fail = false;
    (await events.watch(1, load, 5000, () => undefined))();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an idle invoice polls less and less (5, 10, 20, 40, 60, 60 s), and a change brings it back to 5 s', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents();
    let current = view('new');
    const load = vi.fn(async () => current);
    const stop = await events.watch(1, load, 5000, () => undefined);
    const pollsAt: number[] = [];
    const start = Date.now();
    load.mockImplementation(async () => {
      pollsAt.push((Date.now() - start) / 1000);
      return current;
    });
    await vi.advanceTimersByTimeAsync(195_000);
    expect(pollsAt).toEqual([5, 15, 35, 75, 135, 195]);
    // A callback brings a payment: the next poll is 5 s later again.
    current = view('new', 0.0004);
    events.publish(1, current);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pollsAt.at(-1)).toBe(200);
    stop();
  });

  it('all invoices together poll within the budget, in the order they fell due', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents({ pollsPerMinute: 6 }); // one poll every 10 s at most
    const polled: number[] = [];
    const stops = await Promise.all(
      [1, 2, 3].map((id) => {
        let first = true;
        return events.watch(
          id,
          async () => {
            if (!first) polled.push(id);
            first = false;
            return view('new');
          },
          5000,
          () => undefined,
        );
      }),
    );
    // All three fall due at 5 s; the budget lets one start then, the next at 15 s, the last at 25 s.
    await vi.advanceTimersByTimeAsync(5000);
    expect(polled).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polled).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polled).toEqual([1, 2, 3]);
    for (const stop of stops) stop();
  });

  it('a rate_limit_exceeded answer pauses every poll for a minute', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents({ pollsPerMinute: 10_000 });
    const start = Date.now();
    const pollsAt: string[] = [];
    const load = (id: number, refuseFirstPoll: boolean) => {
      let reads = 0;
      return async () => {
        reads += 1;
        if (reads === 1) return view('new');
        pollsAt.push(`${id}@${Math.floor((Date.now() - start) / 1000)}`);
        if (refuseFirstPoll && reads === 2) {
          throw new UpstreamError('merchant', 200, 'rate_limit_exceeded', 'Try again in 55 seconds.');
        }
        return view('new');
      };
    };
    const stops = [await events.watch(1, load(1, true), 5000, () => undefined)];
    await vi.advanceTimersByTimeAsync(1000);
    stops.push(await events.watch(2, load(2, false), 5000, () => undefined));
    // Invoice 1's poll at 5 s is refused; invoice 2's, due at 6 s, and invoice 1's next (15 s) wait until 65 s.
    await vi.advanceTimersByTimeAsync(63_000);
    expect(pollsAt).toEqual(['1@5']);
    await vi.advanceTimersByTimeAsync(1100);
    expect(pollsAt).toEqual(['1@5', '2@65', '1@65']);
    for (const stop of stops) stop();
  });

  it('stops polling an invoice once it can no longer change, and polls nothing for a settled one', async () => {
    vi.useFakeTimers();
    const events = new InvoiceEvents();
    const load = vi.fn(async () => view('expired'));
    const stop = await events.watch(1, load, 5000, () => undefined);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});

/** A socket-like sink whose buffer is "full" after `room` writes until the test drains it. */
class SlowSink extends EventEmitter {
  readonly written: string[] = [];
  constructor(private room: number) {
    super();
  }
  write(chunk: Buffer | string): boolean {
    this.written.push(chunk.toString());
    this.room -= 1;
    return this.room > 0;
  }
  drain(room: number): void {
    this.room = room;
    this.emit('drain');
  }
}

describe('slow pages', () => {
  it('a page whose socket is full holds up nobody and gets only the newest view once it drains', async () => {
    const events = new InvoiceEvents();
    const slow = new SlowSink(1);
    const fast = new SlowSink(Infinity);
    const [slowOut, fastOut] = [eventWriter(slow), eventWriter(fast)];
    const stops = [
      await events.watch(
        1,
        async () => view('new'),
        600_000,
        (_v, event) => slowOut.event(event),
      ),
      await events.watch(
        1,
        async () => view('new'),
        600_000,
        (_v, event) => fastOut.event(event),
      ),
    ];
    const states = (sink: SlowSink) => sink.written.map((chunk) => /"state":"(\w+)"/.exec(chunk)?.[1] ?? chunk);
    // The slow page's first write already filled its socket: what follows waits, only the newest kept.
    events.publish(1, view('paid', 0.001));
    events.publish(1, view('paid', 0.001, 1));
    events.publish(1, view('complete', 0.001, 2));
    slowOut.comment('keep-alive'); // a heartbeat to a full socket is dropped
    expect(states(fast)).toEqual(['new', 'paid', 'paid', 'complete']);
    expect(states(slow)).toEqual(['new']);
    slow.drain(Infinity);
    expect(states(slow)).toEqual(['new', 'complete']);
    expect(slow.listenerCount('drain')).toBe(0);
    slowOut.comment('keep-alive');
    expect(slow.written.at(-1)).toBe(': keep-alive\n\n');
    for (const stop of stops) stop();
  });
});
