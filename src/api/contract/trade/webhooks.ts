// Calls the service makes to a partner's webhook when a manual identification review concludes. The spec names the
// callback but not its shape; this is the design, explained in docs/trade-api-choices.md.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { RejectReason } from './enums';
import { IsoDateTime, Uuid } from './primitives';
import { TradeState } from './trades';

export const tradeWebhookEvents = [
  'trade.created',
  'trade.transfer-in-completed',
  'trade.completed',
  'trade.cancelled',
  'trade.expired',
  'trade.rejected',
] as const;
export type TradeWebhookEventName = (typeof tradeWebhookEvents)[number];

export const webhookEvents = [
  'identification-attempt.approved',
  'identification-attempt.rejected',
  ...tradeWebhookEvents,
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

const context = {
  traderId: checked(z.int(), z.positive()),
  identificationAttemptId: Uuid,
};

export const IdentificationAttemptApprovedEvent = withMeta(
  z.object({
    id: described(Uuid, 'Unique per event; redeliveries repeat it, so receivers can drop duplicates.'),
    time: described(IsoDateTime, 'When the event happened.'),
    event: z.literal('identification-attempt.approved'),
    context: z.object({ ...context, state: z.literal('approved'), rejectReason: z.null() }),
  }),
  { id: 'IdentificationAttemptApprovedEvent', description: 'A manually reviewed identification was approved.' },
);

export const IdentificationAttemptRejectedEvent = withMeta(
  z.object({
    id: described(Uuid, 'Unique per event; redeliveries repeat it, so receivers can drop duplicates.'),
    time: described(IsoDateTime, 'When the event happened.'),
    event: z.literal('identification-attempt.rejected'),
    context: z.object({ ...context, state: z.literal('rejected'), rejectReason: RejectReason }),
  }),
  { id: 'IdentificationAttemptRejectedEvent', description: 'A manually reviewed identification was rejected.' },
);

/**
 * A trade changed: the receiver reads the trade (`GET /trades/{id}` with the trader's token) for the rest. The
 * context carries the state the event reports, so a receiver that sees events out of order can tell.
 */
export const TradeEvent = withMeta(
  z.object({
    id: described(Uuid, 'Unique per event; redeliveries repeat it, so receivers can drop duplicates.'),
    time: described(IsoDateTime, 'When the event happened.'),
    event: z.enum(tradeWebhookEvents),
    context: z.object({
      tradeId: checked(z.int(), z.positive()),
      traderId: checked(z.int(), z.positive()),
      state: described(TradeState, 'The trade state after the change.'),
    }),
  }),
  { id: 'TradeEvent', description: 'A trade was created or changed state.' },
);
export type TradeEvent = z.infer<typeof TradeEvent>;

export const PartnerWebhookEvent = withMeta(
  z.union([IdentificationAttemptApprovedEvent, IdentificationAttemptRejectedEvent, TradeEvent]),
  { id: 'PartnerWebhookEvent', description: 'Body of a call to the partner webhook.' },
);
export type PartnerWebhookEvent = z.infer<typeof PartnerWebhookEvent>;

/** `X-<Scheme>-Webhook-Signature`; the scheme (the service's brand name) is configuration. */
export function webhookSignatureHeaderName(scheme: string): string {
  return `X-${scheme}-Webhook-Signature`;
}

/**
 * Lowercase hex HMAC-SHA256 of the raw request body, keyed by the partner's webhook secret. The receiver computes
 * the same over the bytes it received (before any JSON parsing) and compares in constant time.
 */
export const WebhookSignature = checked(
  z.string(),
  z.regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hexadecimal digits (HMAC-SHA256 of the raw body)' }),
);
export type WebhookSignature = z.infer<typeof WebhookSignature>;

/** The headers of a webhook call, for validation and for the OpenAPI document. */
export function webhookHeadersFor(scheme: string) {
  return z.object({
    [webhookSignatureHeaderName(scheme)]: described(
      WebhookSignature,
      'Lowercase hex HMAC-SHA256 of the raw body, keyed by the webhook secret of the partner.',
    ),
  });
}
