// Two BFF instances share sessions through the database; one may spend a refresh token the other still holds.
// A fake Trade API that refuses a spent refresh token (as a rotating service does) shows the second instance
// taking the first one's fresh tokens instead of signing the user out; and with the refresh lease both instances
// refreshing at once spend the refresh token once.
import path from 'node:path';
import { exampleTrader } from '#contract/trade/examples';
import { afterEach, describe, expect, it } from 'vitest';
import { bffMigrations } from '../../src/browser-api/migrations';
import { createSessionCrypto } from '../../src/browser-api/session-crypto';
import { SessionStore } from '../../src/browser-api/session-store';
import { createSqliteBffStorage } from '../../src/browser-api/storage/sqlite/sqlite-bff-storage';
import { UserTokens } from '../../src/browser-api/user-tokens';
import { FixedClock } from '../../src/clock';
import { migrate, openDatabase } from '../../src/db/database';
import { createTradeClient } from '../../src/upstream/trade-client';
import { startFakeUpstream, testTransport, type FakeUpstream } from '../upstream/fake-upstream';
import { tempDataDir } from '../support';

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

const trader = { id: 1, email: 'a@example.com' };

describe('user tokens across BFF instances', () => {
  it("a refresh whose refresh token another instance already spent takes that instance's tokens", async () => {
    upstream = await startFakeUpstream((request) => {
      if (request.url === '/trade/auth')
        return { status: 400, body: { error: 'invalid_grant', error_description: 'spent' } };
      if (request.headers.authorization === 'Bearer access-2') return { status: 200, body: traderBody() };
      return { status: 403, body: { error: 'invalid_token', error_description: 'expired' } };
    });
    const db = openDatabase(path.join(tempDataDir(), 'bff.sqlite'));
    migrate(db, 'bff', bffMigrations);
    const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
    const storage = createSqliteBffStorage(db);
    const store = new SessionStore(storage.sessions, createSessionCrypto('s'.repeat(32)), clock);
    const user = {
      email: trader.email,
      accessToken: 'access-1',
      accessExpiresAt: '2026-01-01T00:10:00Z',
      refreshToken: 'refresh-1',
      refreshExpiresAt: '2026-01-02T00:00:00Z',
    };
    const mine = await store.create({ user }, 3600);
    // The other instance refreshed and stored its tokens; this instance still holds the old ones in memory.
    await store.save({ ...mine, data: { user: { ...user, accessToken: 'access-2', refreshToken: 'refresh-2' } } });
    const trade = createTradeClient({
      baseUrl: `${upstream.url}/trade`,
      userUrl: `${upstream.url}/user`,
      transport: testTransport,
    });
    const tokens = new UserTokens({ store, locks: storage.refreshLocks, trade, clock });
    const result = await tokens.withAccessToken(mine, (bearer) => trade.call('getTrader', { bearer }));
    expect(result.id).toBe(1);
    expect(mine.data.user?.accessToken).toBe('access-2');
  });

  it('two instances refreshing one session at once spend its refresh token once, and both use the result', async () => {
    let grants = 0;
    upstream = await startFakeUpstream(async (request) => {
      if (request.url === '/trade/auth') {
        const body = JSON.parse(request.body) as { refresh_token?: string };
        // A rotating service: the refresh token works once.
        if (body.refresh_token !== 'refresh-1')
          return { status: 400, body: { error: 'invalid_grant', error_description: 'spent' } };
        grants += 1;
        if (grants > 1) return { status: 400, body: { error: 'invalid_grant', error_description: 'spent' } };
        await new Promise((resolve) => setTimeout(resolve, 100)); // long enough for the other instance to ask
        const tokens = { access_token: 'access-2', token_type: 'bearer', expires_in: 1200, refresh_token: 'refresh-2' };
        return { status: 200, body: tokens };
      }
      if (request.headers.authorization === 'Bearer access-2') return { status: 200, body: traderBody() };
      return { status: 403, body: { error: 'invalid_token', error_description: 'expired' } };
    });
    const file = path.join(tempDataDir(), 'bff.sqlite');
    const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
    const trade = createTradeClient({
      baseUrl: `${upstream.url}/trade`,
      userUrl: `${upstream.url}/user`,
      transport: testTransport,
    });
    // Two instances: each its own connection to the shared file, its own stores and its own in-process state.
    const instances = [0, 1].map(() => {
      const db = openDatabase(file);
      migrate(db, 'bff', bffMigrations);
      const storage = createSqliteBffStorage(db);
      const store = new SessionStore(storage.sessions, createSessionCrypto('s'.repeat(32)), clock);
      return { db, store, tokens: new UserTokens({ store, locks: storage.refreshLocks, trade, clock }) };
    });
    const user = {
      email: trader.email,
      accessToken: 'access-1',
      accessExpiresAt: '2026-01-01T00:01:00Z', // within the refresh margin: both refresh before calling
      refreshToken: 'refresh-1',
      refreshExpiresAt: '2026-01-02T00:00:00Z',
    };
    const created = await instances[0]!.store.create({ user }, 3600);
    const sessions = await Promise.all(instances.map(({ store }) => store.loadByHash(created.idHash)));
    const results = await Promise.all(
      instances.map(({ tokens }, i) =>
        tokens.withAccessToken(sessions[i], (bearer) => trade.call('getTrader', { bearer })),
      ),
    );
    expect(results.map((r) => r.id)).toEqual([1, 1]);
    expect(grants).toBe(1);
    expect(sessions.map((session) => session?.data.user?.accessToken)).toEqual(['access-2', 'access-2']);
    expect((await instances[1]!.store.loadByHash(created.idHash))?.data.user?.refreshToken).toBe('refresh-2');
    for (const { db } of instances) db.close();
  });
});

function traderBody() {
  return { ...exampleTrader, ...trader };
}
