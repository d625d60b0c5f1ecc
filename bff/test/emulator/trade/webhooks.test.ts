// Partner webhooks end to end: a concluded manual review reaches the partner's URL through the outbox, signed with
// X-<Scheme>-Webhook-Signature = lowercase hex HMAC-SHA256 of the raw body, and a failed delivery is retried.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerWebhookEvent } from '#contract/trade/webhooks';
import { OffsetClock } from '../../../src/clock';
import { OutboxDeliverer } from '../../../src/emulator/outbox';
import { startTrade, uniqueEmail, type TestServer } from './helpers';

interface Hit {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let receiver: http.Server;
const hits: Hit[] = [];
let answers: number[] = [];
const secret = 'partner-webhook-secret-for-tests';
let partnerId = '';

beforeAll(async () => {
  server = await startTrade();
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      hits.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const created = await server.app.inject({
    method: 'POST',
    url: '/sandbox/partners',
    payload: {
      name: 'Webhook partner',
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }),
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      webhookSecret: secret,
    },
  });
  partnerId = created.json().partnerId;
});
afterAll(async () => {
  await server.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function manualReviewConcluded(decision: 'approve' | 'reject') {
  const email = uniqueEmail();
  await server.app.inject({
    method: 'POST',
    url: '/trade/signup/trader',
    payload: { email, password: 'pw-12345', partnerId, consentAdditionalMails: false },
  });
  const tokens = (
    await server.app.inject({
      method: 'POST',
      url: '/trade/auth',
      payload: { grant_type: 'password', partnerId, email, password: 'pw-12345' },
    })
  ).json();
  const attempt = (
    await server.app.inject({
      method: 'POST',
      url: '/trade/kyc/identification-attempts',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: {},
    })
  ).json();
  await server.app.inject({
    method: 'POST',
    url: `/sandbox/identity/${attempt.id}`,
    payload: { decision: 'manual_review' },
  });
  await server.app.inject({ method: 'POST', url: `/sandbox/identity/${attempt.id}`, payload: { decision } });
  return attempt.id as string;
}

const deliverer = (realClock?: OffsetClock) =>
  new OutboxDeliverer({ outbox: server.emulator.outbox, clock: server.clock, realClock, allowLoopback: true });

describe('partner webhooks', () => {
  it('a concluded manual review is POSTed to the partner, signed with the lowercase hex HMAC-SHA256 of the raw body', async () => {
    const before = hits.length;
    const attemptId = await manualReviewConcluded('approve');
    await deliverer().deliverDue();
    await until(() => hits.length > before);
    const hit = hits[before];
    expect(hit).toBeDefined();
    const event = PartnerWebhookEvent.parse(JSON.parse(hit?.body ?? ''));
    expect(event).toMatchObject({
      event: 'identification-attempt.approved',
      context: { identificationAttemptId: attemptId },
    });
    const header = hit?.headers[`x-${server.config.merchantAuthScheme.toLowerCase()}-webhook-signature`];
    expect(header).toBe(
      createHmac('sha256', secret)
        .update(hit?.body ?? '')
        .digest('hex'),
    );
  });

  it('a failed delivery is retried with the same event id', async () => {
    const before = hits.length;
    answers = [500];
    await manualReviewConcluded('reject');
    await deliverer().deliverDue();
    await until(() => hits.length > before);
    const anHourLater = new OffsetClock(); // retries wait real time
    anHourLater.advance(3600);
    await deliverer(anHourLater).deliverDue();
    await until(() => hits.length > before + 1);
    const [first, second] = hits.slice(before).map((hit) => JSON.parse(hit.body) as { id: string; event: string });
    expect(first?.event).toBe('identification-attempt.rejected');
    expect(second?.id).toBe(first?.id);
  });
});
