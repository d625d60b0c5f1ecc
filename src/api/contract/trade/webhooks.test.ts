import { describe, expect, it } from 'vitest';
import { otherUuid, partnerId } from './test-support';
import {
  PartnerWebhookEvent,
  WebhookSignature,
  webhookEvents,
  webhookHeadersFor,
  webhookSignatureHeaderName,
} from './webhooks';

const approved = {
  id: partnerId,
  time: '2024-05-03T09:00:00Z',
  event: 'identification-attempt.approved',
  context: { traderId: 12, identificationAttemptId: otherUuid, state: 'approved', rejectReason: null },
};

describe('PartnerWebhookEvent (design)', () => {
  it('design: {id, time, event, context} for approved and rejected manual reviews', () => {
    expect(PartnerWebhookEvent.parse(approved)).toEqual(approved);
    const rejected = {
      ...approved,
      event: 'identification-attempt.rejected',
      context: { ...approved.context, state: 'rejected', rejectReason: 'DENIED_EXPIRED_IDENTIFICATION' },
    };
    expect(PartnerWebhookEvent.parse(rejected)).toEqual(rejected);
    expect(webhookEvents.slice(0, 2)).toEqual(['identification-attempt.approved', 'identification-attempt.rejected']);
  });

  it('design: trade events carry the trade, its trader and the state the event reports', () => {
    const event = {
      id: otherUuid,
      time: '2026-01-01T00:00:00.000Z',
      event: 'trade.completed',
      context: { tradeId: 7, traderId: 12, state: 'completed_test' },
    };
    expect(PartnerWebhookEvent.parse(event)).toEqual(event);
    expect(PartnerWebhookEvent.safeParse({ ...event, event: 'trade.unknown' }).success).toBe(false);
    expect(PartnerWebhookEvent.safeParse({ ...event, context: { ...event.context, state: 'paid' } }).success).toBe(
      false,
    );
  });

  it('design: a rejected event carries a reject reason, an approved one none', () => {
    expect(
      PartnerWebhookEvent.safeParse({
        ...approved,
        event: 'identification-attempt.rejected',
        context: approved.context,
      }).success,
    ).toBe(false);
    expect(
      PartnerWebhookEvent.safeParse({ ...approved, context: { ...approved.context, rejectReason: 'DENIED' } }).success,
    ).toBe(false);
  });

  it('the signature header is X-<Scheme>-Webhook-Signature: lowercase hex HMAC-SHA256 of the raw body', () => {
    expect(webhookSignatureHeaderName('Acme')).toBe('X-Acme-Webhook-Signature');
    const signature = 'ab'.repeat(32);
    expect(WebhookSignature.parse(signature)).toBe(signature);
    expect(WebhookSignature.safeParse('AB'.repeat(32)).success).toBe(false);
    expect(WebhookSignature.safeParse(`t=1714726800,v1=${signature}`).success).toBe(false);
    expect(WebhookSignature.safeParse('sha256=abc').success).toBe(false);
    expect(Object.keys(webhookHeadersFor('Acme').shape)).toEqual(['X-Acme-Webhook-Signature']);
  });
});
