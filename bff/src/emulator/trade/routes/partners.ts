// Endpoints addressed by partner id that need no authentication (the widget calls them before anyone signs up):
// supported countries, payment methods and the approximate quote. An id that is not a UUID is 400, an unknown
// one 404.
import type { FastifyInstance } from 'fastify';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { supportedCountries } from '../countries';
import type { TradeDeps } from '../deps';
import { findPartner } from '../partner-store';
import { paymentMethods, toWire } from '../payment-methods';
import { approximateQuote } from '../quote';

export async function partnerRoutes(app: FastifyInstance, { ctx, limiter, guards }: TradeDeps): Promise<void> {
  const limited = { before: [limiter.hook('partner-public')] };

  function requirePartner(id: string): void {
    if (!findPartner(ctx.db, id)) throw new ApiError(404, 'not_found', 'No partner has this id.');
  }

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.getSupportedCountries,
    ({ params }) => {
      requirePartner(params.id);
      return supportedCountries();
    },
    limited,
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.getPartnerPaymentMethods,
    ({ params }) => {
      requirePartner(params.id);
      return { paymentMethods: paymentMethods.map(toWire) };
    },
    limited,
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.getApproximateQuote,
    ({ params, query }) => {
      requirePartner(params.partner_id);
      const result = approximateQuote(query, ctx.clock.now());
      if (!result.ok) throw new ApiError(400, result.code, result.message);
      return result.quote;
    },
    limited,
  );
}
