// What a callback or webhook of the delivery log is about, so the console and scripts can title it "invoice 12 →
// paid (invoice_state_change)" rather than "#12 merchant.invoice_state_change". Read from the body the outbox sends:
// a merchant callback is `{event, time, data}` with the invoice or buy order in `data`; a partner webhook is
// `{id, time, event, context}` with the trade or identification attempt in `context`. Loose on purpose: a body of
// another shape has no subject, and the log still lists it.
import * as z from 'zod/mini';
import type { DeliverySubject } from '#contract/sandbox/requests';
import type { Delivery } from '../outbox';

type Subject = z.output<typeof DeliverySubject>;

const MerchantBody = z.object({
  event: z.string(),
  data: z.object({ id: z.number(), state: z.string() }),
});

const PartnerBody = z.object({
  event: z.string(),
  context: z.object({
    tradeId: z.optional(z.number()),
    identificationAttemptId: z.optional(z.string()),
    state: z.string(),
  }),
});

/** The resource a merchant callback's event reports: `buy_order_state_change` a buy order, the others an invoice. */
const merchantResource = (event: string) => (event.startsWith('buy_order') ? 'buy_order' : 'invoice');

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The event, resource, id and state `body` reports; null when it reports none of the kinds the service sends. */
export function deliverySubject(body: string): Subject | null {
  const json = parsedBody(body);
  const merchant = z.safeParse(MerchantBody, json);
  if (merchant.success) {
    const { event, data } = merchant.data;
    return { event, resource: merchantResource(event), id: data.id, state: data.state };
  }
  const partner = z.safeParse(PartnerBody, json);
  if (partner.success) {
    const { event, context } = partner.data;
    if (context.tradeId !== undefined) return { event, resource: 'trade', id: context.tradeId, state: context.state };
    if (context.identificationAttemptId !== undefined)
      return { event, resource: 'identification_attempt', id: context.identificationAttemptId, state: context.state };
  }
  return null;
}

/** A delivery of the log as the sandbox answers it: with what it is about. */
export const withSubject = (delivery: Delivery): Delivery & { subject: Subject | null } => ({
  ...delivery,
  subject: deliverySubject(delivery.body),
});
