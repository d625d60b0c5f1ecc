// Endpoints addressed by partner id that need no authentication (the widget calls them before anyone signs up):
// supported countries, payment methods and the approximate quote. An id that is not a UUID is 400, an unknown
// one 404.
import { ApproximateQuoteQuery, PartnerIdParams, PartnerPathParams } from '#contract/trade/partners';
import { ApiError } from '../../../http/failure';
import { supportedCountries } from '../countries';
import type { TradeDeps, TradeRoutes } from '../deps';
import { findPartner } from '../partner-store';
import { paymentMethods, toWire } from '../payment-methods';
import { approximateQuote } from '../quote';

export function partnerRoutes(routes: TradeRoutes, { ctx, limiter }: TradeDeps): void {
  const publicLimit = limiter.hook('partner-public');

  function requirePartner(id: string): void {
    if (!findPartner(ctx.db, id)) throw new ApiError(404, 'not_found', 'No partner has this id.');
  }

  routes.get('/countries/:id', { onRequest: publicLimit, schema: { params: PartnerIdParams } }, async (request) => {
    requirePartner(request.params.id);
    return supportedCountries();
  });

  routes.get(
    '/partners/:id/payment-methods',
    { onRequest: publicLimit, schema: { params: PartnerIdParams } },
    async (request) => {
      requirePartner(request.params.id);
      return { paymentMethods: paymentMethods.map(toWire) };
    },
  );

  routes.get(
    '/partners/:partner_id/approximate-quote',
    { onRequest: publicLimit, schema: { params: PartnerPathParams, querystring: ApproximateQuoteQuery } },
    async (request) => {
      requirePartner(request.params.partner_id);
      const result = approximateQuote(request.query, ctx.clock.now());
      if (!result.ok) throw new ApiError(400, result.code, result.message);
      return result.quote;
    },
  );
}
