// The widget's live trade (trade-events.ts, on live-views.ts): a trade webhook names the trade without its state,
// so watched trades are read again, once per change however many views watch, with the session of a view that
// watches; a slow poll is the safety net; final trades are not polled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeView } from '#contract/bff/trade';
import type { TradeState } from '#contract/trade/trades';
import { ApiError } from '../../src/http/failure';
import { LocalChangeBus } from '../../src/browser-api/storage/local-change-bus';
import { TradeEvents } from '../../src/browser-api/trade-events';

let minute = 0;
/** A trade view in `state`, stamped a minute after the previous one made. */
const trade = (state: TradeState, at = ++minute): TradeView =>
  ({ id: 7, state, updateTime: new Date(Date.UTC(2026, 0, 1, 0, at)).toISOString() }) as TradeView;

/** An upstream trade that moves when the test says, and counts its reads. */
function upstream(first: TradeState) {
  let current = trade(first);
  const reads: string[] = [];
  return {
    reads,
    move: (state: TradeState) => (current = trade(state)),
    load: (who: string) => async () => {
      reads.push(who);
      return current;
    },
  };
}

const opened: TradeEvents[] = [];
const tradeEvents = (changes = new LocalChangeBus(), pollsPerMinute?: number) => {
  const events = new TradeEvents({ changes, pollsPerMinute });
  opened.push(events);
  return events;
};
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((events) => events.close()));
});

describe('trade live updates', () => {
  it('rule: a trade change without its view costs one upstream read per instance, however many views watch', async () => {
    const events = tradeEvents();
    const service = upstream('awaiting_transfer_in');
    const seen: string[][] = [[], [], []];
    for (const [i, list] of seen.entries()) {
      await events.watch(7, service.load(`view ${i}`), 600_000, (v) => list.push(v.state));
    }
    expect(service.reads).toEqual(['view 0']); // joining a watched trade reads nothing
    service.move('processing');
    await events.publish(7);
    await vi.waitFor(() => expect(seen.every((list) => list.at(-1) === 'processing')).toBe(true));
    expect(service.reads).toEqual(['view 0', 'view 0']);
    expect(seen).toEqual(Array(3).fill(['awaiting_transfer_in', 'processing']));
  });

  it('rule: webhooks arriving while a read is in flight make one more read, not one each', async () => {
    const events = tradeEvents();
    const service = upstream('awaiting_transfer_in');
    const seen: string[] = [];
    await events.watch(7, service.load('view'), 600_000, (v) => seen.push(v.state));
    service.move('processing');
    await Promise.all([events.publish(7), events.publish(7), events.publish(7), events.publish(7)]);
    await vi.waitFor(() => expect(seen).toEqual(['awaiting_transfer_in', 'processing']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.reads).toEqual(['view', 'view']);
  });

  it('rule: a change published on one instance reaches views on another, which reads the trade itself', async () => {
    const bus = new LocalChangeBus();
    const [one, two] = [tradeEvents(bus), tradeEvents(bus)];
    const service = upstream('awaiting_transfer_in');
    const seen: string[] = [];
    await two.watch(7, service.load('on two'), 600_000, (v) => seen.push(v.state));
    service.move('processing');
    await one.publish(7); // the webhook reached instance one, where nobody watches
    await vi.waitFor(() => expect(seen).toEqual(['awaiting_transfer_in', 'processing']));
    expect(service.reads).toEqual(['on two', 'on two']);
    // With the view on the bus (a cancel answered on one), the other instance reads nothing.
    const cancelled = trade('cancelled');
    await one.publish(7, cancelled);
    await vi.waitFor(() => expect(seen.at(-1)).toBe('cancelled'));
    expect(service.reads).toHaveLength(2);
  });

  it('choice: the hub reads with the session of the view watching longest; a view whose session ended is closed and the next one reads', async () => {
    const events = tradeEvents();
    const service = upstream('awaiting_transfer_in');
    let firstSignedIn = true;
    const ended: string[] = [];
    const seen: string[] = [];
    const first = async () => {
      if (!firstSignedIn) throw new ApiError(401, 'not_signed_in', 'gone');
      return service.load('first')();
    };
    await events.watch(
      7,
      first,
      600_000,
      () => undefined,
      () => ended.push('first'),
    );
    await events.watch(
      7,
      service.load('second'),
      600_000,
      (v) => seen.push(v.state),
      () => ended.push('second'),
    );
    firstSignedIn = false; // the first view's customer signed out elsewhere
    service.move('processing');
    await events.publish(7);
    await vi.waitFor(() => expect(seen).toEqual(['awaiting_transfer_in', 'processing']));
    expect(ended).toEqual(['first']);
    expect(service.reads).toEqual(['first', 'second']);
  });

  it('rule: a first read refused as not signed in watches nothing and fails the stream', async () => {
    const events = tradeEvents();
    const refused = async (): Promise<TradeView> => {
      throw new ApiError(401, 'not_signed_in', 'gone');
    };
    await expect(events.watch(7, refused, 600_000, () => undefined)).rejects.toMatchObject({ code: 'not_signed_in' });
    expect(events.watched).toBe(0);
  });

  it('rule: a late answer stamped before the view shown is dropped (updateTime orders trade views)', async () => {
    const events = tradeEvents();
    const seen: string[] = [];
    const early = trade('awaiting_transfer_in');
    const later = trade('processing');
    await events.watch(
      7,
      async () => early,
      600_000,
      (v) => seen.push(v.state),
    );
    await events.publish(7, later);
    await events.publish(7, early);
    expect(seen).toEqual(['awaiting_transfer_in', 'processing']);
  });

  it('rule: of two views stamped in the same millisecond, the one further along wins (card authorized and captured)', async () => {
    const events = tradeEvents();
    const seen: string[] = [];
    await events.watch(
      7,
      async () => trade('awaiting_transfer_in', 100),
      600_000,
      (v) => seen.push(v.state),
    );
    await events.publish(7, trade('processing', 101));
    await events.publish(7, trade('payment_authorized', 101)); // a late poll answer read between the two moves
    expect(seen).toEqual(['awaiting_transfer_in', 'processing']);
  });

  it('rule: the poll is a safety net: a lost webhook shows within the poll interval, and a final trade is not polled', async () => {
    vi.useFakeTimers();
    const events = tradeEvents(new LocalChangeBus(), 600);
    const service = upstream('processing');
    const seen: string[] = [];
    await events.watch(7, service.load('view'), 1000, (v) => seen.push(v.state));
    service.move('completed_test'); // its webhook was lost
    await vi.advanceTimersByTimeAsync(1200);
    expect(seen).toEqual(['processing', 'completed_test']);
    const reads = service.reads.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(service.reads).toHaveLength(reads);
  });
});
