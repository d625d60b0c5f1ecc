// The simulated blockchain: pay an invoice address (or a sell's deposit address), then add confirmations to the
// transaction.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { confirmPayment, receivePayment } from '../../merchant/invoice-life';
import { merchantEnv } from '../../merchant/merchant-env';
import { payTradeDeposit } from '../../trade/trade-deposit';
import { applyDueTrades } from '../../trade/trade-sweep';

export async function blockchainRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // A payment to an invoice that expired by now finds it expired.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.createBlockchainPayment, ({ body }) => {
    const { address, amount, confirmations, refundAddress } = body;
    const now = ctx.clock.now();
    // A sell whose quote expired by now finds its trade expired.
    applyDueTrades(ctx, now);
    const tradeTxid = payTradeDeposit(ctx, address, amount, now);
    if (tradeTxid !== undefined) return { txid: tradeTxid };
    const txid = receivePayment(env, { address, sats: amount, confirmations, refundAddress }, ctx.clock.now());
    return { txid };
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.confirmBlockchainPayment, ({ body }) => {
    confirmPayment(env, body.txid, body.confirmations, ctx.clock.now());
    return { txid: body.txid, confirmations: body.confirmations };
  });
}
