// The partner's webhook: the Trade API calls it when a manual identification review concludes, signed with the
// partner's webhook secret. The BFF acknowledges verified events and logs them; views learn the outcome by
// reading the attempt (GET /api/kyc/attempts/:id), which the service has already updated.
import type { FastifyInstance } from 'fastify';
import { webhookSignatureHeaderName } from '#contract/trade/webhooks';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { signedJsonScope } from '../signed-body';

export async function partnerWebhookRoute(app: FastifyInstance, ctx: BffContext): Promise<void> {
  const header = webhookSignatureHeaderName(ctx.settings.merchantAuthScheme);
  await signedJsonScope(app, header, ctx.settings.partnerWebhookSecret, (scope) => {
    defineRoute(scope, ctx, 'partnerWebhook', async ({ body, request }) => {
      request.log.info(
        { event: body.event, eventId: body.id, traderId: body.context.traderId },
        'partner webhook: identification review concluded',
      );
      return undefined;
    });
  });
}
