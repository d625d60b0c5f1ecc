// The partner's webhook: the Trade API calls it when a manual identification review concludes or a trade changes,
// signed with the partner's webhook secret. The BFF acknowledges verified events and logs them. Views learn an
// identification's outcome by reading the attempt (GET /api/kyc/attempts/:id), which the service has already
// updated; a `trade.*` event publishes "trade X changed" to the trade streams of every instance (trade-events.ts),
// which read the trade once per instance that has a stream of it, and answers only once that is sent.
import type { FastifyInstance } from 'fastify';
import { webhookSignatureHeaderName } from '#contract/trade/webhooks';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { signedJsonScope } from '../signed-body';

export async function partnerWebhookRoute(app: FastifyInstance, ctx: BffContext): Promise<void> {
  const header = webhookSignatureHeaderName(ctx.settings.merchantAuthScheme);
  await signedJsonScope(app, header, ctx.settings.partnerWebhookSecret, (scope) => {
    defineRoute(scope, ctx, 'partnerWebhook', async ({ body, request }) => {
      if ('tradeId' in body.context) {
        request.log.info(
          { event: body.event, eventId: body.id, tradeId: body.context.tradeId, state: body.context.state },
          'partner webhook: trade changed',
        );
        // A failed publish is the webhook's failure: the service delivers it again.
        await ctx.tradeEvents.publish(body.context.tradeId);
        return undefined;
      }
      request.log.info(
        { event: body.event, eventId: body.id, traderId: body.context.traderId },
        'partner webhook: identification review concluded',
      );
      return undefined;
    });
  });
}
