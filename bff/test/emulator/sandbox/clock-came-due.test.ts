// Rule of the sandbox clock (issue #20, "what came due when it moved"): `POST /sandbox/clock/advance` answers the new
// `now` and `cameDue`, each trade or invoice whose state moved because the clock did, once, in its final state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateMovesDuring } from '../../../src/emulator/sandbox/came-due';
import { announceSandboxEvent } from '../../../src/emulator/sandbox/events';
import { signedInTrader, startTrade, type TestServer } from '../trade/helpers';
import { insertAwaitingTrade } from './trade-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

const advance = async (seconds: number) => {
  const response = await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { now: string; cameDue: { resource: string; id: number; state: string }[] };
};

/** A card trade awaiting its payment, due in 15 minutes (trade-rows.ts). */
const insertCardTrade = (traderId: number) => insertAwaitingTrade(server, traderId, 'card').id;

/** An individual trader with every step done and identification approved, so a paid trade completes. */
async function readyTrader(): Promise<number> {
  const trader = await signedInTrader(server);
  const steps: [string, object][] = [
    ['/traders/me/address', { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' }],
    [
      '/traders/me/source-of-funds',
      { originOfFunds: 'savings', annualTradeVolumeBucketId: 1, areFundsFromLegalActivities: true },
    ],
    ['/traders/me/pep', { pepState: 'non_pep' }],
  ];
  for (const [url, payload] of steps) {
    const response = await server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers: trader.auth });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  const identified = await server.app.inject({
    method: 'POST',
    url: `/sandbox/traders/${trader.traderId}/identification`,
    payload: { state: 'approved' },
  });
  expect(identified.statusCode).toBe(200);
  return trader.traderId;
}

describe('POST /sandbox/clock/advance: what came due', () => {
  it('rule: a paid trade completing and an unpaid one expiring are each told once, with the move that made them due', async () => {
    const traderId = await readyTrader();
    const paid = insertCardTrade(traderId);
    const unpaid = insertCardTrade(traderId);
    const approved = await server.app.inject({
      method: 'POST',
      url: `/sandbox/trades/${paid}/card-payment`,
      payload: { result: 'approved' },
    });
    expect(approved.json().state).toBe('processing');

    // A minute on: the paid trade's processing time passed; the unpaid one still has 14 minutes.
    const minute = await advance(61);
    expect(minute.cameDue).toEqual([{ resource: 'trade', id: paid, state: 'completed_test' }]);

    // Past the payment deadline: the unpaid trade expires; the completed one does not move again.
    expect((await advance(15 * 60)).cameDue).toEqual([{ resource: 'trade', id: unpaid, state: 'expired' }]);
  });

  it('rule: a move that makes nothing due answers an empty list', async () => {
    expect((await advance(1)).cameDue).toEqual([]);
  });

  it('keeps `now` for callers that read only that', async () => {
    const answer = await advance(0);
    // The sandbox clock runs on with real time after the move.
    expect(server.clock.now().getTime() - Date.parse(answer.now)).toBeGreaterThanOrEqual(0);
    expect(server.clock.now().getTime() - Date.parse(answer.now)).toBeLessThan(5000);
  });
});

describe('stateMovesDuring', () => {
  it('collects any resource with a state (invoices too), once each in the order first moved, in its last state', () => {
    const db = server.db;
    const moved = stateMovesDuring(db, () => {
      announceSandboxEvent(db, { type: 'changed', resource: 'trade', id: 4, state: 'processing' });
      announceSandboxEvent(db, { type: 'changed', resource: 'invoice', id: 4, state: 'expired' });
      announceSandboxEvent(db, { type: 'changed', resource: 'trader', id: 9 }); // no state: not a move
      announceSandboxEvent(db, { type: 'mail', to: 'a@example.com', subject: 's', createTime: 'now' });
      announceSandboxEvent(db, { type: 'changed', resource: 'trade', id: 4, state: 'completed' });
    });
    expect(moved).toEqual([
      { resource: 'trade', id: 4, state: 'completed' },
      { resource: 'invoice', id: 4, state: 'expired' },
    ]);
  });

  it('stops listening when the work is done, even when it throws', () => {
    const db = server.db;
    expect(() =>
      stateMovesDuring(db, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    const later = stateMovesDuring(db, () => undefined);
    announceSandboxEvent(db, { type: 'changed', resource: 'trade', id: 5, state: 'expired' });
    expect(later).toEqual([]);
  });
});
