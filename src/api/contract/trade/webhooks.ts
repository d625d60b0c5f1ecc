// Calls the service makes to a partner's webhook when a manual identification review concludes. The spec names the
// callback but not its shape; this is the design, explained in docs/trade-api-choices.md.
import { z } from 'zod';
import { RejectReason } from './enums';
import { IsoDateTime, Uuid } from './primitives';

export const webhookEvents = ['identification-attempt.approved', 'identification-attempt.rejected'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

const context = {
  traderId: z.int().positive(),
  identificationAttemptId: Uuid,
};

export const IdentificationAttemptApprovedEvent = z
  .object({
    id: Uuid.describe('Unique per event; redeliveries repeat it, so receivers can drop duplicates.'),
    time: IsoDateTime.describe('When the event happened.'),
    event: z.literal('identification-attempt.approved'),
    context: z.object({ ...context, state: z.literal('approved'), rejectReason: z.null() }),
  })
  .meta({ id: 'IdentificationAttemptApprovedEvent', description: 'A manually reviewed identification was approved.' });

export const IdentificationAttemptRejectedEvent = z
  .object({
    id: Uuid.describe('Unique per event; redeliveries repeat it, so receivers can drop duplicates.'),
    time: IsoDateTime.describe('When the event happened.'),
    event: z.literal('identification-attempt.rejected'),
    context: z.object({ ...context, state: z.literal('rejected'), rejectReason: RejectReason }),
  })
  .meta({ id: 'IdentificationAttemptRejectedEvent', description: 'A manually reviewed identification was rejected.' });

export const PartnerWebhookEvent = z
  .discriminatedUnion('event', [IdentificationAttemptApprovedEvent, IdentificationAttemptRejectedEvent])
  .meta({ id: 'PartnerWebhookEvent', description: 'Body of a call to the partner webhook.' });
export type PartnerWebhookEvent = z.infer<typeof PartnerWebhookEvent>;

/** `X-<Scheme>-Webhook-Signature`; the scheme (the service's brand name) is configuration. */
export function webhookSignatureHeaderName(scheme: string): string {
  return `X-${scheme}-Webhook-Signature`;
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the partner's webhook secret>`: the timestamp
 * inside the signed text lets a receiver refuse replays older than its tolerance (5 minutes suggested).
 */
export const WebhookSignature = z
  .string()
  .regex(/^t=\d+,v1=[0-9a-f]{64}$/, { error: 'must be t=<unix seconds>,v1=<64 hex digits>' })
  .transform((value) => {
    const [t = '', v1 = ''] = value.split(',').map((part) => part.slice(part.indexOf('=') + 1));
    return { timestamp: Number(t), signature: v1 };
  });
export type WebhookSignature = z.infer<typeof WebhookSignature>;

/** The headers of a webhook call, for validation and for the OpenAPI document. */
export function webhookHeadersFor(scheme: string) {
  return z.object({
    [webhookSignatureHeaderName(scheme)]: WebhookSignature.describe(
      'HMAC-SHA256 of `<t>.<raw body>` under the webhook secret of the partner, with the time it was made.',
    ),
  });
}

/** The text the HMAC is computed over. */
export function webhookSignedPayload(timestamp: number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}
