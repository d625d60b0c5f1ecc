// The BFF's limit on attempts at signing in per client address (BFF_AUTH_RATE_LIMIT_PER_MINUTE, the route table's
// `rateLimit: 'auth'`): production servers in front of a fake service that counts what reaches it, and a sandbox
// server where no proxy is trusted.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { bffPath, bffRoutes } from '#contract/bff/routes';
import path from 'node:path';
import { AttemptLimiter } from '../../src/browser-api/attempt-limit';
import { bffMigrations } from '../../src/browser-api/migrations';
import { SqliteRateWindows } from '../../src/browser-api/storage/sqlite/sqlite-rate-windows';
import { boot, checkStartup } from '../../src/boot';
import { FixedClock } from '../../src/clock';
import { ConfigError, loadConfig } from '../../src/config';
import { migrate, openDatabase } from '../../src/db/database';
import { startFakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';
import { productionEnv, startListeningTestServer, tempDataDir } from '../support';
import { createTestSchema } from './storage/postgres-test-schema';

const T0 = new Date('2026-03-01T12:00:00Z');
const PUBLIC_URL = 'https://bff.example';
const login = { email: 'a@example.com', password: 'wrong password' };

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A service that refuses every call with a 4xx (never a 429, never retried): whatever reaches it is counted. */
async function fakeService(): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream(() => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: 'no such user' },
  }));
  closing.push(() => upstream.close());
  return upstream;
}

/**
 * Production BFF instances sharing one storage, each its own server and connection: one data dir (SQLite), or with
 * `databaseUrl` a data dir each and one PostgreSQL database, as a partner deploys several.
 */
async function productionInstances(count: number, limit: number, upstream: FakeUpstream, databaseUrl?: string) {
  const configOf = (dataDir: string) =>
    checkStartup({
      ...productionEnv(dataDir),
      TRADE_BASE_URL: `${upstream.url}/trade`,
      TRADE_USER_URL: `${upstream.url}/user`,
      MERCHANT_BASE_URL: `${upstream.url}/merchant`,
      BFF_AUTH_RATE_LIMIT_PER_MINUTE: String(limit),
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  const shared = configOf(tempDataDir());
  const clock = new FixedClock(T0);
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const { app } = await boot(databaseUrl ? configOf(tempDataDir()) : shared, { bffClock: clock });
    closing.push(() => app.close());
    apps.push(app);
  }
  return { apps, clock };
}

/** A same-origin browser call, from `remoteAddress` (the socket's peer), with more headers if given. */
function call(app: FastifyInstance, url: string, options: { remoteAddress?: string; headers?: object } = {}) {
  const request: InjectOptions = {
    method: 'POST',
    url,
    remoteAddress: options.remoteAddress ?? '203.0.113.7',
    headers: { origin: PUBLIC_URL, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...options.headers },
    payload: login,
  };
  return app.inject(request);
}

const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(answers)).map((a) => a.statusCode);

describe('the BFF limits attempts at signing in per client address (BFF_AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  it('an address over the limit in a minute gets 429 before the service is called; a minute later it may try again', async () => {
    const upstream = await fakeService();
    const { apps, clock } = await productionInstances(1, 3, upstream);
    const [app] = apps as [FastifyInstance];
    for (let i = 0; i < 3; i++) expect((await call(app, '/api/login')).statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(3);
    expect((await call(app, '/api/login')).statusCode).toBe(429);
    expect(upstream.requests).toHaveLength(3);
    clock.advance(60);
    expect((await call(app, '/api/login')).statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(4);
  });

  it('the 429 says when to come back: Retry-After in whole seconds until the window ends, and {error: "rate_limited", message}', async () => {
    const { apps, clock } = await productionInstances(1, 1, await fakeService());
    const [app] = apps as [FastifyInstance];
    await call(app, '/api/login');
    clock.advance(15.5);
    const refused = await call(app, '/api/login');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/45 seconds/) });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sign-up, login, the email code and the password reset steps spend one budget per address together', async () => {
    const upstream = await fakeService();
    const { apps } = await productionInstances(1, 6, upstream);
    const [app] = apps as [FastifyInstance];
    const paths = [
      '/api/signup',
      '/api/login',
      '/api/email/resend-code',
      '/api/email/verify',
      '/api/password-reset',
      '/api/password-reset/code',
    ];
    for (const path of paths) expect((await call(app, path)).statusCode, path).not.toBe(429);
    expect((await call(app, '/api/password-reset/complete')).statusCode).toBe(429);
  });

  it('two addresses do not share a window', async () => {
    const { apps } = await productionInstances(1, 2, await fakeService());
    const [app] = apps as [FastifyInstance];
    const from = (remoteAddress: string) => call(app, '/api/login', { remoteAddress });
    expect(await statuses([from('198.51.100.1'), from('198.51.100.1'), from('198.51.100.1')])).toContain(429);
    expect(await statuses([from('198.51.100.2'), from('198.51.100.2')])).toEqual([400, 400]);
    expect((await from('2001:db8::1')).statusCode).toBe(400);
  });

  for (const storage of ['SQLite, one data dir', 'PostgreSQL, a data dir each'] as const) {
    it(`two server instances on one shared storage (${storage}) count in one window: the limit holds for both`, async () => {
      const upstream = await fakeService();
      let databaseUrl: string | undefined;
      if (storage.startsWith('PostgreSQL')) {
        const schema = await createTestSchema();
        closing.unshift(() => schema.drop());
        databaseUrl = schema.url;
      }
      const { apps } = await productionInstances(2, 4, upstream, databaseUrl);
      const answers = await statuses(Array.from({ length: 6 }, (_, i) => call(apps[i % 2]!, '/api/login')));
      expect(answers.filter((s) => s === 429)).toHaveLength(2);
      expect(upstream.requests).toHaveLength(4);
      // Either instance refuses the address now, whichever the load balancer picks.
      for (const app of apps) expect((await call(app, '/api/login')).statusCode).toBe(429);
    });
  }

  it('calls the CSRF guard refuses spend no attempts: a page elsewhere cannot use up a visitor’s budget', async () => {
    const { apps } = await productionInstances(1, 1, await fakeService());
    const [app] = apps as [FastifyInstance];
    for (let i = 0; i < 3; i++)
      expect((await call(app, '/api/login', { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await call(app, '/api/login')).statusCode).toBe(400);
  });

  it('routes without the declaration are never limited: each answers an address over the limit as usual', async () => {
    const { apps } = await productionInstances(1, 1, await fakeService());
    const [app] = apps as [FastifyInstance];
    await call(app, '/api/login');
    expect((await call(app, '/api/login')).statusCode).toBe(429);
    const unlimited = Object.values(bffRoutes).filter((route) => !('rateLimit' in route));
    expect(unlimited.length).toBeGreaterThan(20);
    for (const route of unlimited) {
      const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, 'x']));
      const answer = await app.inject({
        method: route.method,
        url: `/api${bffPath(route.path, params)}`,
        remoteAddress: '203.0.113.7',
        headers: { origin: PUBLIC_URL, [CSRF_HEADER]: CSRF_HEADER_VALUE },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(answer.statusCode, `${route.method} ${route.path}`).not.toBe(429);
    }
  });

  it('behind the trusted proxy the hop it appended to X-Forwarded-For counts; what the client wrote before it does not', async () => {
    const { apps } = await productionInstances(1, 2, await fakeService());
    const [app] = apps as [FastifyInstance];
    // Every call reaches the instance from the proxy's one address; the proxy appends the client's.
    const via = (forwardedFor: string) =>
      call(app, '/api/login', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
    expect(await statuses([via('198.51.100.1'), via('198.51.100.2'), via('198.51.100.3')])).toEqual([400, 400, 400]);
    // A client forging earlier hops stays in its own window whatever it writes.
    const forged = await statuses([1, 2, 3].map((n) => via(`192.0.2.${n}, 198.51.100.9`)));
    expect(forged).toEqual([400, 400, 429]);
  });

  it('with no proxy trusted (sandbox), a caller’s X-Forwarded-For header is ignored: its own address counts', async () => {
    const server = await startListeningTestServer({ BFF_AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    closing.push(() => server.app.close());
    const answers = await statuses(
      [1, 2, 3].map((n) =>
        call(server.app, '/api/login', {
          remoteAddress: '127.0.0.1',
          headers: { origin: server.config.publicUrl, 'x-forwarded-for': `198.51.100.${n}` },
        }),
      ),
    );
    expect(answers.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe('the attempt limiter', () => {
  it('forgets the windows of addresses that stopped trying: one-off addresses do not pile up', async () => {
    const db = openDatabase(path.join(tempDataDir(), 'bff.sqlite'));
    closing.push(async () => db.close());
    migrate(db, 'bff', bffMigrations);
    const clock = new FixedClock(T0);
    const limiter = new AttemptLimiter(new SqliteRateWindows(db), { auth: 5 }, clock);
    for (let i = 0; i < 50; i++) await limiter.attempt('auth', `198.51.100.${i}`);
    const windows = () => (db.prepare('SELECT count(*) AS n FROM bff_rate_windows').get() as { n: number }).n;
    expect(windows()).toBe(50);
    clock.advance(60);
    expect(await limiter.attempt('auth', '203.0.113.1')).toBeUndefined();
    expect(windows()).toBe(1);
  });
});

describe('BFF_AUTH_RATE_LIMIT_PER_MINUTE', () => {
  it('is 20 unless set, and a value that is not a whole number from 1 stops start-up naming the setting', () => {
    expect(loadConfig({}).env.BFF_AUTH_RATE_LIMIT_PER_MINUTE).toBe(20);
    expect(loadConfig({ BFF_AUTH_RATE_LIMIT_PER_MINUTE: '5000' }).env.BFF_AUTH_RATE_LIMIT_PER_MINUTE).toBe(5000);
    for (const bad of ['0', '-1', 'many', '2.5'])
      expect(() => loadConfig({ BFF_AUTH_RATE_LIMIT_PER_MINUTE: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ BFF_AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/BFF_AUTH_RATE_LIMIT_PER_MINUTE/);
  });
});
