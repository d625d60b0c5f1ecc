// What the widget needs before sign-up: the partner's configuration and approximate quotes.
import type { FastifyInstance } from 'fastify';
import type { PartnerConfig } from '#contract/bff/schemas';
import type { PartnerPaymentMethod } from '#contract/trade/partners';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';

/** Every currency that can be paid in and received over the payment methods, sorted and without repeats. */
export function currenciesOf(methods: readonly PartnerPaymentMethod[]): PartnerConfig['currencies'] {
  const collect = (pick: (m: PartnerPaymentMethod) => string[]) => [...new Set(methods.flatMap(pick))].sort();
  return { in: collect((m) => m.inCurrencies), out: collect((m) => m.outCurrencies) };
}

export function partnerRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, settings } = ctx;

  defineRoute(app, ctx, 'getConfig', async () => {
    const [countries, methods] = await Promise.all([
      trade.call('getSupportedCountries', { params: { id: settings.partnerId } }),
      trade.call('getPartnerPaymentMethods', { params: { id: settings.partnerId } }),
    ]);
    return {
      mode: settings.mode,
      locales: settings.locales,
      currencies: currenciesOf(methods.paymentMethods),
      countries,
      paymentMethods: methods.paymentMethods,
      termsUrl: settings.termsUrl ?? null,
      supportUrl: settings.supportUrl ?? null,
      btcNetwork: settings.btcNetwork,
    };
  });

  defineRoute(app, ctx, 'getQuote', ({ query }) =>
    trade.call('getApproximateQuote', { params: { partner_id: settings.partnerId }, query }),
  );
}
