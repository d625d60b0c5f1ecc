// The trader's profile steps: each route forwards the view's input (already checked by the contract) with the
// session's access token, and answers what the service answered.
import type { FastifyInstance } from 'fastify';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';

export function traderRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, tokens } = ctx;

  defineRoute(app, ctx, 'getTrader', ({ session }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('getTrader', { bearer })),
  );
  defineRoute(app, ctx, 'getAddress', ({ session }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('getAddress', { bearer })),
  );
  defineRoute(app, ctx, 'submitAddress', async ({ session, body }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('createAddress', { bearer, body }));
    return {};
  });
  defineRoute(app, ctx, 'getTradeVolumeBuckets', ({ session }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('listAnnualTradeVolumeBuckets', { bearer })),
  );
  defineRoute(app, ctx, 'submitSourceOfFunds', async ({ session, body }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('createSourceOfFunds', { bearer, body }));
    return {};
  });
  defineRoute(app, ctx, 'submitCorporateDetails', async ({ session, body }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('createCorporateDetails', { bearer, body }));
    return {};
  });
  defineRoute(app, ctx, 'submitShareholderRelation', async ({ session, body }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('createShareholderRelation', { bearer, body }));
    return {};
  });
  defineRoute(app, ctx, 'submitPep', async ({ session, body }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('createPepDeclaration', { bearer, body }));
    return {};
  });
}
