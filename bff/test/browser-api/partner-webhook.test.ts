import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureHeaderName } from '#contract/trade/webhooks';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const event = () =>
  JSON.stringify({
    id: randomUUID(),
    time: '2026-01-01T00:00:00Z',
    event: 'identification-attempt.approved',
    context: { traderId: 1, identificationAttemptId: randomUUID(), state: 'approved', rejectReason: null },
  });

const sign = (body: string, secret = server.sandbox.partnerWebhookSecret) =>
  createHmac('sha256', secret).update(body).digest('hex');

const post = (body: string, signature?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/partner/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [webhookSignatureHeaderName('Service')]: signature } : {}),
    },
    payload: body,
  });

describe('partner webhook', () => {
  it('acknowledges an event signed with the partner webhook secret', async () => {
    const body = event();
    expect((await post(body, sign(body))).statusCode).toBe(204);
  });

  it('refuses an unsigned, wrongly signed or altered event', async () => {
    const body = event();
    for (const response of [
      await post(body),
      await post(body, sign(body, 'another secret')),
      await post(body.replace('approved', 'rejected'), sign(body)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_signature' });
    }
  });

  it('refuses a signed body that is not an event', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
