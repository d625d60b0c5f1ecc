// The signed-in trader and its profile steps. Each step can be provided once ("400 already provided"); the
// sandbox approves what is provided at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { SignupAddress } from '#contract/trade/signup';
import { sourceOfFundsRequestFor } from '#contract/trade/traders';
import { describeIssue } from '#contract/issues';
import { ApiError } from '../../../http/failure';
import { findTraderOfUser, updateTrader, type TraderRow, type UserRow } from '../account-store';
import { defineEndpoint } from '../../define-endpoint';
import { currentUser } from '../bearer';
import { annualTradeVolumeBuckets, isBucketId } from '../buckets';
import type { TradeDeps } from '../deps';
import { afterPepDeclaration, afterProfileStep, traderView } from '../profile';
import { tradedSoFar } from '../limits';
import { recheckReviewingTrades } from '../trade-life';

const alreadyProvided = (what: string) =>
  new ApiError(400, 'already_provided', `The ${what} was already provided; it cannot be changed here.`);

const corporateOnly = () =>
  new ApiError(403, 'account_type_not_allowed', 'Only corporate traders provide this; this trader is an individual.');

export async function traderRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  function traderOf(request: FastifyRequest): TraderRow {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(404, 'trader_not_found', 'This user has no trader.');
    return trader;
  }

  const viewOf = (trader: TraderRow, user: UserRow) => {
    const now = ctx.clock.now();
    return traderView(trader, user, tradedSoFar(ctx.db, trader.id, now), now);
  };

  /** Runs a profile step and the rules that follow it in one transaction. */
  function provide(request: FastifyRequest, trader: TraderRow, values: Parameters<typeof updateTrader>[2]): void {
    const user = currentUser(request);
    ctx.db.transaction(() => {
      updateTrader(ctx.db, trader.id, values);
      afterProfileStep(ctx.db, trader.id, user, ctx.clock.now());
      recheckReviewingTrades(ctx, trader.id, ctx.clock.now()); // a trade waiting on this step completes
    })();
  }

  defineEndpoint(app, guards, tradeEndpoints.getTrader, ({ request }) =>
    viewOf(traderOf(request), currentUser(request)),
  );

  defineEndpoint(app, guards, tradeEndpoints.updateTrader, ({ body, request }) => {
    const trader = traderOf(request);
    const { name, gender, mobile, address } = body.profile;
    const values: Parameters<typeof updateTrader>[2] = {};
    if (name !== undefined) values.name = name;
    if (gender !== undefined) values.gender = gender;
    if (mobile !== undefined) {
      values.mobile_country_code = mobile.countryCode;
      values.mobile_number = mobile.number;
    }
    if (address !== undefined) {
      if (address.street !== undefined) values.address_street = address.street;
      if (address.city !== undefined) values.address_city = address.city;
      if (address.zipcode !== undefined) values.address_postal_code = address.zipcode;
      // Country and state are checked together, as at sign-up: a US address needs its state.
      const country = address.country ?? trader.address_country;
      const state = address.state !== undefined ? address.state : trader.address_state;
      if (address.country !== undefined || address.state !== undefined) {
        const checked = SignupAddress.safeParse({ country, state });
        if (!checked.success) {
          const [issue] = checked.error.issues;
          throw new ApiError(
            400,
            'invalid_request',
            `Invalid body: profile.address.${issue ? describeIssue(issue) : 'country'}`,
          );
        }
        values.address_country = checked.data.country;
        values.address_state = checked.data.state;
      }
    }
    provide(request, trader, values);
    return viewOf(traderOf(request), currentUser(request));
  });

  defineEndpoint(app, guards, tradeEndpoints.createAddress, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.address_street !== null) throw alreadyProvided('address');
    const { street, city, postalCode } = body;
    provide(request, trader, { address_street: street, address_city: city, address_postal_code: postalCode });
    return {};
  });

  defineEndpoint(app, guards, tradeEndpoints.getAddress, ({ request }) => {
    const trader = traderOf(request);
    return {
      street: trader.address_street,
      city: trader.address_city,
      postalCode: trader.address_postal_code,
      country: trader.address_country,
      state: trader.address_state,
    };
  });

  defineEndpoint(app, guards, tradeEndpoints.createCorporateDetails, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.account_type !== 'corporate') throw corporateOnly();
    if (trader.corporate_details !== null) throw alreadyProvided('corporate details');
    provide(request, trader, { corporate_details: JSON.stringify(body) });
    return {};
  });

  defineEndpoint(app, guards, tradeEndpoints.listAnnualTradeVolumeBuckets, ({ request }) => {
    traderOf(request);
    return [...annualTradeVolumeBuckets];
  });

  defineEndpoint(app, guards, tradeEndpoints.createSourceOfFunds, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.source_of_funds !== null) throw alreadyProvided('source of funds');
    const forType = sourceOfFundsRequestFor(trader.account_type).safeParse(body);
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
    return {};
  });

  defineEndpoint(app, guards, tradeEndpoints.createShareholderRelation, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.account_type !== 'corporate') throw corporateOnly();
    if (trader.shareholder_relation !== null) throw alreadyProvided('shareholder relation');
    provide(request, trader, { shareholder_relation: body.shareholderRelationState });
    return {};
  });

  defineEndpoint(app, guards, tradeEndpoints.createPepDeclaration, ({ body, request }) => {
    const trader = traderOf(request);
    if (trader.pep_declaration !== null) throw alreadyProvided('PEP status');
    const user = currentUser(request);
    ctx.db.transaction(() => {
      updateTrader(ctx.db, trader.id, { pep_declaration: JSON.stringify(body) });
      afterPepDeclaration(ctx.db, { ...trader, pep_declaration: JSON.stringify(body) }, user, ctx.clock.now());
      afterProfileStep(ctx.db, trader.id, user, ctx.clock.now());
      recheckReviewingTrades(ctx, trader.id, ctx.clock.now()); // a trade waiting on this step completes
    })();
    return {};
  });
}
