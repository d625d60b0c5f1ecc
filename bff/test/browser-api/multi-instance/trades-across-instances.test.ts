// Trade streams across production instances on one PostgreSQL database: the partner webhook may reach any instance,
// and the widget streaming the trade may be open on others. Polling is slowed to ten minutes, so an update seen
// within a second travelled from the webhook through the database's change bus, and each instance with a stream
// read the trade with its watcher's session.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureHeaderName } from '#contract/trade/webhooks';
import { SESSION_COOKIE } from '../../../src/browser-api/session-cookie';
import { BalancedBrowser, signUp, startCluster, type Cluster, type Instance } from './cluster';
import { eventData } from '../sse';

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

let cluster: Cluster;
let one: Instance, two: Instance, three: Instance;
beforeAll(async () => {
  // The production instances stand in front of the sandbox, whose addresses are testnet ones.
  cluster = await startCluster(3, { TRADE_POLL_MS: '600000', BTC_NETWORK: 'testnet' });
  [one, two, three] = cluster.instances as [Instance, Instance, Instance];
}, 30_000);
afterAll(async () => {
  await cluster?.close();
});

/** The widget streaming trade `id` from the instance at `base`: the states it has seen and when. */
async function openStream(base: string, browser: BalancedBrowser, id: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/trades/${id}/events`, {
    headers: { cookie: `${SESSION_COOKIE}=${browser.sessionId}` },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { state: string; at: number }[] = [];
  const reading = (async () => {
    for await (const data of eventData(response.body!, 'trade'))
      events.push({ state: (JSON.parse(data) as { state: string }).state, at: Date.now() });
  })();
  await expect.poll(() => events.length).toBe(1);
  return {
    events,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('rule: a verified trade webhook received by an instance with no stream open reaches streams on others within a second', () => {
  it('the trade moves upstream, its webhook lands on the first instance; streams on the second and third show it', async () => {
    const browser = new BalancedBrowser();
    const { email, password } = await signUp(browser, one);
    const quote = await browser.post(two, '/api/trades/quotes', {
      baseCurrency: 'EUR',
      quoteCurrency: 'BTC',
      baseAmount: -100,
      transferInMedium: 'bank',
      transferOutMedium: 'blockchain',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const created = await browser.post(three, '/api/trades', {
      priceQuoteId: (quote.json() as { id: number }).id,
      transferIn: { medium: 'bank' },
      transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
    });
    expect(created.statusCode, created.body).toBe(201);
    const trade = created.json() as { id: number };
    const streams = [await openStream(two.url, browser, trade.id), await openStream(three.url, browser, trade.id)];
    const readsBefore = cluster.proxy.calls.filter((c) => c === `GET /trade/trades/${trade.id}`).length;

    // The customer cancels elsewhere (another client of the service): no BFF instance hears of it but by webhook.
    const sandbox = cluster.sandbox;
    const token = await sandbox.app.inject({
      method: 'POST',
      url: '/trade/auth',
      payload: { grant_type: 'password', partnerId: sandbox.sandbox.partnerId, email, password },
    });
    const bearer = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
    const cancelled = await sandbox.app.inject({
      method: 'PATCH',
      url: `/trade/trades/${trade.id}/cancel`,
      headers: bearer,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const body = JSON.stringify({
      id: randomUUID(),
      time: new Date().toISOString(),
      event: 'trade.cancelled',
      context: { tradeId: trade.id, traderId: 1, state: 'cancelled' },
    });
    const signature = createHmac('sha256', sandbox.sandbox.partnerWebhookSecret).update(body).digest('hex');
    const sentAt = Date.now();
    const webhook = await fetch(`${one.url}/api/partner/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [webhookSignatureHeaderName(sandbox.sandbox.merchantAuthScheme)]: signature,
      },
      body,
    });
    expect(webhook.status).toBe(204);
    for (const stream of streams) {
      await expect.poll(() => stream.events.length, { timeout: 1000, interval: 10 }).toBe(2);
      expect(stream.events[1]!.state).toBe('cancelled');
      expect(stream.events[1]!.at - sentAt).toBeLessThan(1000);
      await stream.close();
    }
    // One read per instance that has a stream of the trade (two and three), none on the first.
    const readsAfter = cluster.proxy.calls.filter((c) => c === `GET /trade/trades/${trade.id}`).length;
    expect(readsAfter - readsBefore).toBe(2);
  });
});
