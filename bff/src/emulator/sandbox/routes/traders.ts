// Skipping identification: set a trader's identification state directly (the sandbox only; production cannot).
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { findTrader, updateTrader } from '../../trade/account-store';
import { recheckReviewingTrades } from '../../trade/trade-life';
import { acceptFormPosts } from '../form-body';

export async function traderRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  acceptFormPosts(app);

  defineEndpoint(app, openToAnyone, sandboxEndpoints.setTraderIdentification, ({ body, params }) => {
    const trader = findTrader(ctx.db, params.id);
    if (!trader) throw new ApiError(404, 'not_found', 'There is no trader with this id.');
    updateTrader(ctx.db, trader.id, { identification_state: body.state });
    recheckReviewingTrades(ctx, trader.id, ctx.clock.now()); // a trade waiting on it completes at once
    return { traderId: trader.id, identificationState: body.state };
  });
}
