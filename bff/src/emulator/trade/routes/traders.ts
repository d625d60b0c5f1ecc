// The signed-in trader and its profile steps. Each step can be provided once ("400 already provided"); the
// sandbox approves what is provided at once.
import {
  AddressRequest,
  CorporateDetailsRequest,
  ShareholderRelationRequest,
  SourceOfFundsRequest,
  sourceOfFundsRequestFor,
  type Address,
} from '#contract/trade/traders';
import { PepDeclarationRequest } from '#contract/trade/pep';
import { describeIssue } from '#contract/issues';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/failure';
import { findTraderOfUser, updateTrader, type TraderRow } from '../account-store';
import { currentUser, requireUser } from '../bearer';
import { annualTradeVolumeBuckets, isBucketId } from '../buckets';
import type { TradeDeps, TradeRoutes } from '../deps';
import { afterPepDeclaration, afterProfileStep, traderView } from '../profile';

const alreadyProvided = (what: string) =>
  new ApiError(400, 'already_provided', `The ${what} was already provided; it cannot be changed here.`);

const corporateOnly = () =>
  new ApiError(403, 'account_type_not_allowed', 'Only corporate traders provide this; this trader is an individual.');

export function traderRoutes(routes: TradeRoutes, { ctx }: TradeDeps): void {
  const bearer = requireUser(ctx);

  function traderOf(request: FastifyRequest): TraderRow {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(404, 'trader_not_found', 'This user has no trader.');
    return trader;
  }

  /** Runs a profile step and the rules that follow it in one transaction. */
  function provide(request: FastifyRequest, trader: TraderRow, values: Parameters<typeof updateTrader>[2]): void {
    const user = currentUser(request);
    ctx.db.transaction(() => {
      updateTrader(ctx.db, trader.id, values);
      afterProfileStep(ctx.db, trader.id, user, ctx.clock.now());
    })();
  }

  routes.get('/traders/me', { onRequest: bearer }, async (request) =>
    traderView(traderOf(request), currentUser(request)),
  );

  routes.post(
    '/traders/me/address',
    { onRequest: bearer, schema: { body: AddressRequest } },
    async (request, reply) => {
      const trader = traderOf(request);
      if (trader.address_street !== null) throw alreadyProvided('address');
      const { street, city, postalCode } = request.body;
      provide(request, trader, { address_street: street, address_city: city, address_postal_code: postalCode });
      return reply.code(201).send({});
    },
  );

  routes.get('/traders/me/address', { onRequest: bearer }, async (request): Promise<Address> => {
    const trader = traderOf(request);
    return {
      street: trader.address_street,
      city: trader.address_city,
      postalCode: trader.address_postal_code,
      country: trader.address_country,
      state: trader.address_state,
    };
  });

  routes.post(
    '/traders/me/corporate-details',
    { onRequest: bearer, schema: { body: CorporateDetailsRequest } },
    async (request, reply) => {
      const trader = traderOf(request);
      if (trader.account_type !== 'corporate') throw corporateOnly();
      if (trader.corporate_details !== null) throw alreadyProvided('corporate details');
      provide(request, trader, { corporate_details: JSON.stringify(request.body) });
      return reply.code(201).send({});
    },
  );

  routes.get('/traders/me/source-of-funds/annual-trade-volume-buckets', { onRequest: bearer }, async (request) => {
    traderOf(request);
    return annualTradeVolumeBuckets;
  });

  routes.post(
    '/traders/me/source-of-funds',
    { onRequest: bearer, schema: { body: SourceOfFundsRequest } },
    async (request, reply) => {
      const trader = traderOf(request);
      if (trader.source_of_funds !== null) throw alreadyProvided('source of funds');
      const forType = sourceOfFundsRequestFor(trader.account_type).safeParse(request.body);
      if (!forType.success) {
        const [issue] = forType.error.issues;
        throw new ApiError(
          400,
          'invalid_request',
          `Invalid body: ${issue ? describeIssue(issue) : 'originOfFunds'} (for a ${trader.account_type} trader)`,
        );
      }
      if (!isBucketId(forType.data.annualTradeVolumeBucketId))
        throw new ApiError(
          400,
          'invalid_request',
          'Invalid body: annualTradeVolumeBucketId: must be an id of GET /traders/me/source-of-funds/annual-trade-volume-buckets',
        );
      provide(request, trader, { source_of_funds: JSON.stringify(forType.data) });
      return reply.code(201).send({});
    },
  );

  routes.post(
    '/traders/me/shareholder-relation',
    { onRequest: bearer, schema: { body: ShareholderRelationRequest } },
    async (request) => {
      const trader = traderOf(request);
      if (trader.account_type !== 'corporate') throw corporateOnly();
      if (trader.shareholder_relation !== null) throw alreadyProvided('shareholder relation');
      provide(request, trader, { shareholder_relation: request.body.shareholderRelationState });
      return {};
    },
  );

  routes.post(
    '/traders/me/pep',
    { onRequest: bearer, schema: { body: PepDeclarationRequest } },
    async (request, reply) => {
      const trader = traderOf(request);
      if (trader.pep_declaration !== null) throw alreadyProvided('PEP status');
      const user = currentUser(request);
      ctx.db.transaction(() => {
        updateTrader(ctx.db, trader.id, { pep_declaration: JSON.stringify(request.body) });
        afterPepDeclaration(
          ctx.db,
          { ...trader, pep_declaration: JSON.stringify(request.body) },
          user,
          ctx.clock.now(),
        );
        afterProfileStep(ctx.db, trader.id, user, ctx.clock.now());
      })();
      return reply.code(201).send({});
    },
  );
}
