// Invoice and buy order callbacks from the Merchant API, signed with the IPN secret; an invoice change or payment
// goes straight to the payment pages watching it.
import type { FastifyInstance } from 'fastify';
import { merchantCallbackSignatureHeader } from '#contract/merchant/callbacks';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { toPaymentView } from '../payment-view';
import { signedJsonScope } from '../signed-body';

export async function merchantCallbackRoute(app: FastifyInstance, ctx: BffContext): Promise<void> {
  const header = merchantCallbackSignatureHeader(ctx.settings.merchantAuthScheme);
  await signedJsonScope(app, header, ctx.settings.merchantIpnSecret, (scope) => {
    defineRoute(scope, ctx, 'merchantCallback', async ({ body }) => {
      // A payment that changed no state (a partial one) matters to the payer's page as much as a state change.
      if (body.event === 'invoice_state_change' || body.event === 'invoice_payment_received')
        await ctx.invoiceEvents.publish(body.data.id, toPaymentView(body.data));
      return undefined;
    });
  });
}
