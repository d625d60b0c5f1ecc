// Rules of delivering a callback again from the sandbox (`POST /sandbox/callbacks/{id}/redeliver`): the outbox
// re-sends the same signed bytes to the same URL and records one more attempt on the same entry of the log, which
// neither loses nor duplicates anything; the event stream tells the console; an unknown id is a 404 in the
// sandbox's error shape; production refuses the route like every sandbox route.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, checkStartup } from '../../../src/boot';
import type { Delivery } from '../../../src/emulator/outbox';
import { onSandboxEvent, type SandboxEvent } from '../../../src/emulator/sandbox/events';
import { productionEnv, tempDataDir } from '../../support';
import { invoicePaidInFull, startMerchantHarness, type Harness } from '../merchant/harness';
import { startReceiver, type Receiver } from '../outbox/receiver';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await h?.close();
  await receiver?.close();
  h = undefined;
  receiver = undefined;
});

/** A merchant whose callbacks go to a local receiver, and one invoice paid in full: one callback, delivered. */
async function deliveredCallback() {
  h = await startMerchantHarness();
  const server = h;
  const local = await startReceiver();
  receiver = local;
  const { merchant } = await invoicePaidInFull(server, `${local.url}/ipn`);
  await expect.poll(() => local.received.length).toBe(1);
  const log = async () => (await server.tool<Delivery[]>('GET', '/callbacks?kind=merchant.')).body;
  await expect.poll(async () => (await log())[0]?.attempts.length).toBe(1);
  return { server, local, merchant, log, delivery: (await log())[0]! };
}

describe('delivering a callback again', () => {
  it('re-sends it with a valid signature to the same URL and records a new attempt on the same entry', async () => {
    const { server, local, merchant, log, delivery } = await deliveredCallback();
    const events: SandboxEvent[] = [];
    const stop = onSandboxEvent(server.db, (event) => events.push(event));
    const before = await log();

    const response = await server.tool<Delivery>('POST', `/callbacks/${delivery.id}/redeliver`);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ id: delivery.id, state: 'pending', url: delivery.url });

    await expect.poll(() => local.received.length).toBe(2);
    const [first, again] = local.received;
    expect(again?.path).toBe('/ipn');
    expect(again?.body).toBe(first?.body);
    expect(again?.headers['x-service-callback-signature']).toBe(
      createHmac('sha256', merchant.ipnSecret)
        .update(again?.body ?? '')
        .digest('hex'),
    );
    await expect.poll(async () => (await log())[0]?.attempts.length).toBe(2);
    const after = await log();
    expect(after).toHaveLength(before.length); // no second entry
    expect(after[0]).toMatchObject({ id: delivery.id, state: 'delivered', body: delivery.body });
    expect(after[0]?.attempts[0]).toEqual(delivery.attempts[0]); // the first attempt is kept as it was
    expect(after[0]?.attempts[1]).toMatchObject({ status: 200, error: null });
    expect(events).toContainEqual({ type: 'delivery', id: delivery.id, kind: delivery.kind, time: expect.any(String) });
    stop();
  });

  it('records a failed redelivery as an attempt too, and keeps the earlier ones', async () => {
    const { server, local, log, delivery } = await deliveredCallback();
    local.status = 500;
    expect((await server.tool('POST', `/callbacks/${delivery.id}/redeliver`)).status).toBe(202);
    await expect.poll(async () => (await log())[0]?.attempts.map((a) => a.status)).toEqual([200, 500]);
  });

  it('answers an unknown id with 404 in the sandbox error shape, and a malformed one with 400', async () => {
    h = await startMerchantHarness();
    expect(await h.tool('POST', '/callbacks/999999/redeliver')).toEqual({
      status: 404,
      body: { error: 'not_found', message: expect.any(String) },
    });
    expect((await h.tool<{ error: string }>('POST', '/callbacks/abc/redeliver')).body.error).toBe('invalid_request');
  });

  it('is refused in production with 404, as every sandbox route', async () => {
    const { app } = await boot(checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' }));
    try {
      await app.ready();
      const response = await app.inject({ method: 'POST', url: '/sandbox/callbacks/1/redeliver' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
