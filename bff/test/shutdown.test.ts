// Stopping the real process (Ctrl+C at `npm start` is SIGINT; a rollout sends SIGTERM) while browsers hold event
// streams open: the widget's trade, the payment page's invoice and, in the sandbox, the console's feed, plus the
// spare connection a browser opens ahead of its next request. Every stream ends and the process exits within 2 s,
// in sandbox and in production mode; a second Ctrl+C while the first is still closing exits at once.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { paymentToken } from '../src/payment-link';
import { upstreamSettingsOf } from '../src/sandbox-description';
import { createInvoice } from './browser-api/multi-instance/payment-pages';
import { HttpBrowser, startChild, type ChildInstance } from './child-server';
import { startListeningTestServer, type TestServer } from './support';

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const PRODUCTION_ORIGIN = 'https://bff.example';

/** The sandbox the production-mode instances trade with, as their upstream service. */
let upstream: TestServer & { url: string };
const children: ChildInstance[] = [];
beforeAll(async () => {
  upstream = await startListeningTestServer();
}, 30_000);
afterAll(async () => {
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))));
  const closing = upstream?.app.close();
  upstream?.app.server.closeAllConnections();
  await closing;
});

async function start(env: Record<string, string>): Promise<ChildInstance> {
  const instance = await startChild({ LOG_LEVEL: 'warn', ...env });
  children.push(instance);
  return instance;
}

/** An event stream a page holds open; `end` resolves to how it ended: `ended` by the server, or `cut`. */
async function holdStream(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const end = (async () => {
    for (;;) {
      const read = await reader.read().catch(() => undefined);
      if (!read) return 'cut';
      if (read.done) return 'ended';
    }
  })();
  return { url, end };
}

/** A connection a browser opened ahead of its next request, carrying nothing yet; `closed` resolves when it closes. */
async function spareConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed: new Promise((resolve) => socket.once('close', resolve)) };
}

/**
 * A signed-up customer of the instance at `base` with a bank buy awaiting its transfer, the widget's trade stream
 * of it held open. `sandboxUrl` is where the sandbox's tools are (identification skipped there).
 */
async function watchedTrade(base: string, origin: string, sandboxUrl: string) {
  const browser = new HttpBrowser(origin);
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await browser.call(base, method, url, body);
    expect(response.status, `${method} ${url}: ${JSON.stringify(response.json)}`).toBeLessThan(300);
    return response.json;
  };
  const { traderId } = await call('POST', '/api/signup', {
    email: `shutdown-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
    accountType: 'individual',
    profile: { address: { country: 'DE' } },
    consentAdditionalMails: false,
  });
  await call('POST', '/api/trader/address', { street: 'Main St 1', city: 'Berlin', postalCode: '10115' });
  const [bucket] = (await call('GET', '/api/trader/source-of-funds/buckets')) as unknown as { id: number }[];
  await call('POST', '/api/trader/source-of-funds', {
    originOfFunds: 'savings',
    annualTradeVolumeBucketId: bucket!.id,
    areFundsFromLegalActivities: true,
  });
  await call('POST', '/api/trader/pep', { pepState: 'non_pep' });
  const skipped = await fetch(`${sandboxUrl}/sandbox/traders/${String(traderId)}/identification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'approved' }),
  });
  expect(skipped.status).toBe(200);
  const quote = await call('POST', '/api/trades/quotes', {
    baseCurrency: 'EUR',
    quoteCurrency: 'BTC',
    baseAmount: -100,
    transferInMedium: 'bank',
    transferOutMedium: 'blockchain',
  });
  const trade = await call('POST', '/api/trades', {
    priceQuoteId: quote.id,
    transferIn: { medium: 'bank' },
    transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
  });
  return holdStream(`${base}/api/trades/${String(trade.id)}/events`, browser.cookie());
}

/** Sends `signal` and waits (5 s at most) for the process to exit: its exit code and how long it took. */
async function stop(instance: ChildInstance, signal: NodeJS.Signals) {
  const asked = Date.now();
  const exited = new Promise<number | null>((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  const code = await Promise.race([exited, sleep(5000).then(() => 'still running' as const)]);
  return { code, ms: Date.now() - asked };
}

/** Each mode's settings, and the streams a browser holds open on an instance of it (the console's in the sandbox). */
const modes = {
  sandbox: {
    env: (): Record<string, string> => ({}),
    openStreams: async (base: string) => {
      const shop = await new HttpBrowser(base).call(base, 'POST', '/api/shop/invoices', {
        amount: 10,
        currency: 'EUR',
      });
      expect(shop.status).toBe(201);
      const payment = new URL(shop.json.paymentUrl as string);
      return [
        await watchedTrade(base, base, base),
        await holdStream(`${base}/api${payment.pathname}/events`),
        await holdStream(`${base}/sandbox/events`),
      ];
    },
  },
  production: {
    env: (): Record<string, string> => ({
      TRADEKIT_MODE: 'production',
      PUBLIC_URL: PRODUCTION_ORIGIN,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      ...upstreamSettingsOf(upstream.sandbox),
    }),
    openStreams: async (base: string) => {
      const invoice = await createInvoice(upstream);
      const token = paymentToken(invoice.id, upstream.sandbox.merchantIpnSecret);
      return [
        await watchedTrade(base, PRODUCTION_ORIGIN, upstream.url),
        await holdStream(`${base}/api/pay/${encodeURIComponent(token)}/events`),
      ];
    },
  },
};

describe('rule: SIGINT and SIGTERM end every open event stream and exit within 2 s', () => {
  it.each([
    ['sandbox', 'SIGINT'],
    ['sandbox', 'SIGTERM'],
    ['production', 'SIGINT'],
    ['production', 'SIGTERM'],
  ] as const)(
    '%s mode, %s: the trade, payment page (and sandbox console) streams end, and the process exits with code 0',
    async (mode, signal) => {
      const instance = await start(modes[mode].env());
      const streams = await modes[mode].openStreams(instance.url);
      const spare = await spareConnection(instance.url);

      const { code, ms } = await stop(instance, signal);
      expect(code, instance.output()).toBe(0);
      expect(ms).toBeLessThan(2000);
      const ends = await Promise.all(streams.map(async ({ url, end }) => ({ url, end: await end })));
      expect(ends).toEqual(streams.map(({ url }) => ({ url, end: 'ended' })));
      await spare.closed;
    },
    60_000,
  );
});

describe('rule: a second Ctrl+C while the first is still closing exits at once', () => {
  it('a request still arriving holds the close; the second SIGINT exits with 130 (128 + SIGINT) without waiting', async () => {
    const instance = await start({});
    const { hostname, port } = new URL(instance.url);
    // A request whose body is still on its way: the close lets it finish for a while. Its "100 Continue" says the
    // server has taken it in.
    const slow = net.connect(Number(port), hostname).on('error', () => {}); // cut once the first close gives up
    const continued = new Promise((resolve) => slow.once('data', resolve));
    slow.write(
      `POST /api/shop/invoices HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${instance.url}\r\n` +
        `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n` +
        'Expect: 100-continue\r\n\r\n{"amount":',
    );
    expect(String(await continued)).toMatch(/^HTTP\/1.1 100 Continue/);
    const exited = new Promise<number | null>((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGINT');
    await expect.poll(() => instance.output(), { interval: 5 }).toContain('SIGINT received; closing');
    const again = Date.now();
    instance.child.kill('SIGINT');
    expect(await Promise.race([exited, sleep(5000).then(() => 'still running')])).toBe(130);
    expect(Date.now() - again).toBeLessThan(500);
    slow.destroy();
  }, 60_000);
});
