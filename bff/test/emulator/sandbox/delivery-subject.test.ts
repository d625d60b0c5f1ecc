// Rules of what a callback or webhook of the delivery log is about (`subject` of `GET /sandbox/callbacks`): the
// event, the resource, its id and the state it reports, read from the very bodies the service sends (a merchant
// callback's `data`, a partner webhook's `context`), so the console titles an entry "invoice 12 → paid" rather than
// "#12 merchant.invoice_state_change"; a body of another shape has none.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CallbackDeliveries, CallbackDelivery } from '#contract/sandbox/requests';
import type { Invoice } from '#contract/merchant/invoices';
import { deliverySubject } from '../../../src/emulator/sandbox/delivery-subject';
import { findPartner } from '../../../src/emulator/trade/partner-store';
import { enqueueReviewWebhook, enqueueTradeWebhook } from '../../../src/emulator/trade/webhooks';
import { invoiceBody, startMerchantHarness, type Harness } from '../merchant/harness';

let h: Harness;
beforeAll(async () => {
  h = await startMerchantHarness();
});
afterAll(() => h?.close());

async function log(kind: string) {
  const { status, body } = await h.tool('GET', `/callbacks?kind=${kind}`);
  expect(status).toBe(200);
  return z.parse(CallbackDeliveries, body);
}

describe('the subject of a delivery', () => {
  it('rule: a merchant callback is about its invoice: event, id and the state it reports', async () => {
    // Nobody listens on port 9: the callbacks stay in the log, pending, with their bodies.
    const merchant = await h.newMerchant({ callbackUrl: 'http://127.0.0.1:9/ipn' });
    const invoice = (await h.call<Invoice>('POST', '/invoices', invoiceBody(), { as: merchant })).data;
    const half = Number((invoice.bitcoin.amount / 2).toFixed(8));
    await h.tool('POST', '/blockchain/payments', { address: invoice.bitcoin.address, amount: half });
    await h.tool('POST', '/blockchain/payments', {
      address: invoice.bitcoin.address,
      amount: Number((invoice.bitcoin.amount - half).toFixed(8)),
    });
    const ours = (await log('merchant.')).filter((delivery) => delivery.url === 'http://127.0.0.1:9/ipn');
    expect(ours.map((delivery) => delivery.subject)).toEqual([
      { event: 'invoice_state_change', resource: 'invoice', id: invoice.id, state: 'paid' },
      { event: 'invoice_payment_received', resource: 'invoice', id: invoice.id, state: 'new' },
    ]);
  });

  it('rule: a partner webhook is about its trade or its identification attempt', async () => {
    const partner = findPartner(h.db, h.sandbox.partnerId)!;
    const now = h.clock.now();
    const attemptId = randomUUID();
    h.db.transaction(() => {
      enqueueTradeWebhook(
        h.db,
        partner,
        'Service',
        { event: 'trade.completed', tradeId: 41, traderId: 7, state: 'completed' },
        now,
      );
      enqueueReviewWebhook(
        h.db,
        partner,
        'Service',
        { traderId: 7, attemptId, state: 'rejected', rejectReason: 'DENIED' },
        now,
      );
    })();
    const [review, trade] = await log('trade.');
    expect(trade?.subject).toEqual({ event: 'trade.completed', resource: 'trade', id: 41, state: 'completed' });
    expect(review?.subject).toEqual({
      event: 'identification-attempt.rejected',
      resource: 'identification_attempt',
      id: attemptId,
      state: 'rejected',
    });
  });

  it('redelivering answers the entry with its subject too', async () => {
    const [entry] = await log('trade.');
    const { status, body } = await h.tool('POST', `/callbacks/${entry?.id}/redeliver`);
    expect(status).toBe(202);
    expect(z.parse(CallbackDelivery, body).subject).toEqual(entry?.subject);
  });

  it('a body that reports no event and resource has no subject', () => {
    for (const body of ['', 'not json', '{}', '{"event":"x"}', '{"event":"x","data":{"id":"1"}}', '[1]'])
      expect(deliverySubject(body), body).toBeNull();
  });
});
