// Partner webhooks: `{id, time, event, context}` POSTed to the partner's webhook URL, signed with
// `X-<Scheme>-Webhook-Signature: <lowercase hex HMAC-SHA256 of the raw body>` keyed by the partner's webhook
// secret, and queued in the emulator's outbox inside the transaction of the change they report.
import { createHmac, randomUUID } from 'node:crypto';
import type { RejectReason } from '#contract/trade/enums';
import type { TradeState } from '#contract/trade/trades';
import {
  webhookSignatureHeaderName,
  type PartnerWebhookEvent,
  type TradeWebhookEventName,
} from '#contract/trade/webhooks';
import type { Database } from '../../db/database';
import { enqueue } from '../outbox';
import type { Partner } from './partner-store';

export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export interface ReviewConcluded {
  traderId: number;
  attemptId: string;
  state: 'approved' | 'rejected';
  rejectReason: RejectReason | null;
}

function eventOf(review: ReviewConcluded, now: Date): PartnerWebhookEvent {
  const base = { id: randomUUID(), time: now.toISOString() };
  const context = { traderId: review.traderId, identificationAttemptId: review.attemptId };
  return review.state === 'approved'
    ? {
        ...base,
        event: 'identification-attempt.approved',
        context: { ...context, state: 'approved', rejectReason: null },
      }
    : {
        ...base,
        event: 'identification-attempt.rejected',
        context: { ...context, state: 'rejected', rejectReason: review.rejectReason ?? 'DENIED' },
      };
}

/**
 * Queues `event` for the partner: signed over the exact bytes sent, in the caller's transaction. A partner without
 * a webhook URL or secret gets none (false).
 */
export function enqueuePartnerWebhook(
  db: Database,
  partner: Partner,
  scheme: string,
  event: PartnerWebhookEvent,
  now: Date,
): boolean {
  if (!partner.webhookUrl || !partner.webhookSecret) return false;
  const body = JSON.stringify(event);
  enqueue(
    db,
    {
      kind: 'trade.partner_webhook',
      url: partner.webhookUrl,
      body,
      headers: {
        'content-type': 'application/json',
        [webhookSignatureHeaderName(scheme)]: webhookSignature(body, partner.webhookSecret),
      },
    },
    now,
  );
  return true;
}

/** Queues the webhook of a concluded manual review; a partner without a webhook URL or secret gets none. */
export function enqueueReviewWebhook(
  db: Database,
  partner: Partner,
  scheme: string,
  review: ReviewConcluded,
  now: Date,
): boolean {
  return enqueuePartnerWebhook(db, partner, scheme, eventOf(review, now), now);
}

/** Queues a trade event (`trade.created`, `trade.completed`…) reporting the trade's state after the change. */
export function enqueueTradeWebhook(
  db: Database,
  partner: Partner,
  scheme: string,
  trade: { event: TradeWebhookEventName; tradeId: number; traderId: number; state: TradeState },
  now: Date,
): boolean {
  return enqueuePartnerWebhook(
    db,
    partner,
    scheme,
    {
      id: randomUUID(),
      time: now.toISOString(),
      event: trade.event,
      context: { tradeId: trade.tradeId, traderId: trade.traderId, state: trade.state },
    },
    now,
  );
}
