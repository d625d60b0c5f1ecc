// Merchant callbacks through the running sandbox while its clock is moved (POST /sandbox/clock/advance): the
// server's own deliverer leases and waits in real time, so a callback being answered is not sent a second time,
// and a failed one is not retried early because sandbox time jumped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../../src/emulator/outbox';
import { invoicePaidInFull, startMerchantHarness, type Harness } from '../merchant/harness';
import { startReceiver, type Receiver } from './receiver';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
let receiver: Receiver;
afterEach(async () => {
  receiver.release();
  await h.close();
  await receiver.close();
});

/** The server's deliverer looks for due messages every 500 ms: three looks. */
const threePolls = () => new Promise((resolve) => setTimeout(resolve, 1600));

/** A merchant whose callback URL is `receiver`, with one invoice paid in full: its `paid` callback is queued. */
async function paidInvoice(): Promise<void> {
  h = await startMerchantHarness();
  await invoicePaidInFull(h, `${receiver.url}/ipn`);
}

const attemptsOf = async () =>
  (await h.tool<Delivery[]>('GET', '/callbacks?kind=merchant.')).body.map((d) => d.attempts.map((a) => a.status));

describe('merchant callbacks while the sandbox clock moves', () => {
  it('a callback whose answer is pending when the clock jumps an hour is delivered once', async () => {
    receiver = await startReceiver();
    receiver.hold();
    await paidInvoice();
    await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
    await h.advance(3600);
    await threePolls();
    receiver.release();
    await expect.poll(attemptsOf, { timeout: 5000 }).toEqual([[200]]);
    await threePolls();
    expect(receiver.received).toHaveLength(1);
  });

  it('a failed callback is not retried before its wait is over, however far the clock is moved', async () => {
    receiver = await startReceiver();
    receiver.status = 500;
    await paidInvoice();
    await expect.poll(attemptsOf, { timeout: 5000 }).toEqual([[500]]);
    await h.advance(3600);
    await threePolls();
    expect(receiver.received).toHaveLength(1);
    expect(await attemptsOf()).toEqual([[500]]);
  });
});
