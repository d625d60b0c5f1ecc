import { describe, expect, it } from 'vitest';
import { otherUuid, partnerId } from './test-support';
import {
  PartnerWebhookEvent,
  WebhookSignature,
  webhookEvents,
  webhookHeadersFor,
  webhookSignatureHeaderName,
  webhookSignedPayload,
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
    expect(webhookEvents).toEqual(['identification-attempt.approved', 'identification-attempt.rejected']);
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

  it('design: the signature header is X-<Scheme>-Webhook-Signature with t and v1', () => {
    expect(webhookSignatureHeaderName('Acme')).toBe('X-Acme-Webhook-Signature');
    const signature = `t=1714726800,v1=${'ab'.repeat(32)}`;
    expect(WebhookSignature.parse(signature)).toEqual({ timestamp: 1714726800, signature: 'ab'.repeat(32) });
    expect(WebhookSignature.safeParse('sha256=abc').success).toBe(false);
    expect(webhookSignedPayload(1714726800, '{"a":1}')).toBe('1714726800.{"a":1}');
    expect(Object.keys(webhookHeadersFor('Acme').shape)).toEqual(['X-Acme-Webhook-Signature']);
  });
});
