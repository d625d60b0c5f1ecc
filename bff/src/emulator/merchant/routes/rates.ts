// GET /rates, /rates/{currency}, /altrates, /altrates/{altcoin} (public; a sent Authorization must be valid) and
// GET /balance, all read from the one rate source and the merchant's account.
import type { FastifyInstance } from 'fastify';
import type { Balance } from '#contract/merchant/balance';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import type { AltRate, RateEntry, Rates } from '#contract/merchant/rates';
import { minorToFiat, rateToWire, satoshiToBtc } from '#contract/money';
import type { EmulatorContext } from '../../context';
import { defineEndpoint } from '../../define-endpoint';
import {
  altCoin,
  altRate,
  altRates,
  btcRate,
  btcRates,
  isAltRateBase,
  priceMinute,
  type AltCoinRate,
  type FiatBtcRate,
} from '../../rates';
import { merchantSuccess } from '../errors';
import { merchantById } from '../merchant-account';
import { refuse } from '../refusal';
import { merchantGuards, merchantOf } from '../transport';

const rateEntry = (rate: FiatBtcRate): RateEntry => ({
  name: rate.name,
  buy: rateToWire(rate.buy),
  sell: rateToWire(rate.sell),
});

const altEntry = (rate: AltCoinRate): AltRate => ({
  name: rate.name,
  ...(rate.rate !== undefined ? { rate: Number(rate.rate) } : {}),
  baseCurrency: rate.baseCurrency,
  limits: { minimum: Number(rate.limits.minimum), maximum: Number(rate.limits.maximum) },
});

// The answer of GET /rates changes only once a minute of sandbox time, with the prices: it is built, serialised
// and encoded once per minute.
let ratesAnswer: { minute: number; body: Buffer } | undefined;

function ratesBodyAt(now: Date): Buffer {
  const minute = priceMinute(now);
  if (ratesAnswer?.minute !== minute) {
    const rates: Rates = {};
    for (const rate of btcRates(now)) rates[rate.currency] = rateEntry(rate); // already alphabetical
    ratesAnswer = { minute, body: Buffer.from(JSON.stringify(merchantSuccess(rates))) };
  }
  return ratesAnswer.body;
}

export async function rateRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  // Synchronous: the busiest public read has nothing to wait for, and a promise per answer showed in profiles.
  defineEndpoint(app, merchantGuards, merchantEndpoints.getRates, ({ reply }) =>
    reply.type('application/json; charset=utf-8').send(ratesBodyAt(ctx.clock.now())),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.getRate, async ({ params }) => {
    const rate = btcRate(params.currency, ctx.clock.now());
    if (!rate) refuse('currency_not_supported', `There is no bitcoin rate in ${params.currency}.`);
    return merchantSuccess(rateEntry(rate));
  });

  const checkBase = (base: string, now: Date) => {
    if (!isAltRateBase(base, now))
      refuse(
        'currency_not_supported',
        `${base} cannot be a baseCurrency; use BTC, a fiat currency of /rates or an available altcoin.`,
      );
  };

  defineEndpoint(app, merchantGuards, merchantEndpoints.getAltRates, async ({ query }) => {
    const now = ctx.clock.now();
    checkBase(query.baseCurrency, now);
    const entries: Record<string, AltRate> = {};
    for (const rate of altRates(query.baseCurrency, now) ?? []) entries[rate.code] = altEntry(rate);
    return merchantSuccess(entries);
  });

  defineEndpoint(app, merchantGuards, merchantEndpoints.getAltRate, async ({ params, query }) => {
    const now = ctx.clock.now();
    if (!altCoin(params.altcoin))
      refuse('input_currency_not_supported', `Invoices cannot be paid in ${params.altcoin}.`);
    checkBase(query.baseCurrency, now);
    return merchantSuccess(altEntry(altRate(params.altcoin, query.baseCurrency, now) as AltCoinRate));
  });

  defineEndpoint(app, merchantGuards, merchantEndpoints.getBalance, async ({ request }) => {
    // Read fresh: the request's own row was loaded before the due moves ran.
    const merchant = merchantById(ctx.db, merchantOf(request).id);
    const balance: Balance = {
      btc: satoshiToBtc(merchant.btc_balance_sat),
      fiat: minorToFiat(merchant.fiat_balance_minor, merchant.fiat_currency),
      fiat_currency: merchant.fiat_currency,
    };
    return merchantSuccess(balance);
  });
}
