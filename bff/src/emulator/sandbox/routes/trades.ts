// Trades as the sandbox console sees them: every trader's trades with their state history, and the bank transfer
// arriving (the Trade API's test bank transfer without the trader's token, as `/trades/{id}/card-payment` is the
// card page without a browser).
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { receiveBankTransfer } from '../../trade/bank-transfer';
import { findTrade } from '../../trade/trade-store';
import { applyDueTrades } from '../../trade/trade-sweep';
import { sandboxTrades } from '../listings';

export async function tradeRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  // What fell due by now (expiries, completions) is applied before a trade is read or paid.
  app.addHook('preHandler', async () => applyDueTrades(ctx, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listSandboxTrades, ({ query }) => sandboxTrades(ctx, query.limit));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.receiveSandboxBankTransfer, ({ body, params }) => {
    const trade = findTrade(ctx.db, params.id);
    if (!trade) throw new ApiError(404, 'not_found', 'There is no trade with this id.');
    const received = receiveBankTransfer(ctx, trade, body ?? {}, ctx.clock.now());
    if (!received.ok)
      throw new ApiError(
        400,
        received.reason === 'not_awaiting_payment' ? 'not_awaiting_payment' : 'invalid_request',
        received.message,
      );
    return { tradeId: received.trade.id, state: received.trade.state };
  });
}
