// Recurring buys (trades.md, "Recurring buys"): the list and stopping one. Trade creation (which makes the rows) is
// another part's; here the rows are written directly as it writes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => server.app.inject({ method: 'GET', url: `/trade${url}`, headers });
const patch = (url: string, payload: object, headers: Headers) =>
  server.app.inject({ method: 'PATCH', url: `/trade${url}`, payload, headers });

function insertSubscription(traderId: number, values: { amountMinor?: number; currency?: string } = {}): number {
  const result = server.db
    .prepare(
      `INSERT INTO trade_subscriptions (trader_id, amount_minor, currency, frequency, receiving_account, is_active,
         end_time, next_time, create_time) VALUES (?, ?, ?, 'weekly', ?, 1, NULL, ?, ?)`,
    )
    .run(
      traderId,
      values.amountMinor ?? 2550,
      values.currency ?? 'EUR',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '2026-12-02T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
    );
  return Number(result.lastInsertRowid);
}

describe('recurring buys', () => {
  it('rule: GET /trades/subscriptions lists the trader’s own recurring buys, amounts in major units', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const other = await signedInTrader(server);
    const id = insertSubscription(traderId);
    insertSubscription(other.traderId);
    const response = await get('/trades/subscriptions', auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        id,
        amount: 25.5,
        currency: 'EUR',
        isActive: true,
        frequency: 'weekly',
        receivingAccount: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        endTime: null,
        nextTime: '2026-12-02T10:00:00.000Z',
      },
    ]);
  });

  it('rule: a trader without recurring buys gets an empty array (never an empty body)', async () => {
    const { auth } = await signedInTrader(server);
    const response = await get('/trades/subscriptions', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rule: PATCH {isActive:false} stops it: is_active = 0, next_time = NULL, the stopped subscription answered', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const id = insertSubscription(traderId);
    const response = await patch(`/trades/subscriptions/${id}`, { isActive: false }, auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, isActive: false, nextTime: null });
    expect(server.db.prepare('SELECT is_active, next_time FROM trade_subscriptions WHERE id = ?').get(id)).toEqual({
      is_active: 0,
      next_time: null,
    });
    expect((await get('/trades/subscriptions', auth)).json()).toEqual([response.json()]);
  });

  it('choice: stopping a stopped recurring buy answers the same stopped subscription (idempotent)', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const id = insertSubscription(traderId);
    const first = await patch(`/trades/subscriptions/${id}`, { isActive: false }, auth);
    const second = await patch(`/trades/subscriptions/${id}`, { isActive: false }, auth);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('rule: another trader’s recurring buy is 404 subscription_not_found and stays active', async () => {
    const owner = await signedInTrader(server);
    const other = await signedInTrader(server);
    const id = insertSubscription(owner.traderId);
    expectError(
      await patch(`/trades/subscriptions/${id}`, { isActive: false }, other.auth),
      404,
      'subscription_not_found',
    );
    expectError(
      await patch('/trades/subscriptions/999999', { isActive: false }, other.auth),
      404,
      'subscription_not_found',
    );
    expect((await get('/trades/subscriptions', owner.auth)).json()).toMatchObject([{ id, isActive: true }]);
  });

  it('rule: only stopping is possible: {isActive:true}, an empty body or a bad id is 400 invalid_request', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const id = insertSubscription(traderId);
    expectError(await patch(`/trades/subscriptions/${id}`, { isActive: true }, auth), 400, 'invalid_request');
    expectError(await patch(`/trades/subscriptions/${id}`, {}, auth), 400, 'invalid_request');
    expectError(await patch('/trades/subscriptions/x', { isActive: false }, auth), 400, 'invalid_request');
    expect((await get('/trades/subscriptions', auth)).json()).toMatchObject([{ id, isActive: true }]);
  });

  it('rule: without a token both are 401', async () => {
    expectError(await get('/trades/subscriptions', {}), 401, 'missing_token');
    expectError(await patch('/trades/subscriptions/1', { isActive: false }, {}), 401, 'missing_token');
  });
});
