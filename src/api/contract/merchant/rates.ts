// Public exchange rates: bitcoin against fiat (`/rates`) and altcoins against a base currency (`/altrates`).
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { CoinCode, CoinCodeParam, CurrencyCodeParam, WireAmount } from './primitives';

export const RateEntry = withMeta(
  z.object({
    name: described(z.string(), 'Name of the currency, e.g. "Euro".'),
    buy: described(WireAmount, 'Fiat units per 1 BTC when the merchant buys bitcoin from the service.'),
    sell: described(
      WireAmount,
      'Fiat units per 1 BTC when the merchant sells bitcoin to the service; also the rate used for payments.',
    ),
  }),
  { id: 'RateEntry', description: 'Bitcoin price in one fiat currency.' },
);
export type RateEntry = z.infer<typeof RateEntry>;

export const Rates = withMeta(z.record(z.string(), RateEntry), {
  id: 'Rates',
  description: 'Rate entries keyed by currency code, keys in alphabetical order.',
});
export type Rates = z.infer<typeof Rates>;

export const AltRate = withMeta(
  z.object({
    name: described(z.string(), 'Name of the altcoin, e.g. "Litecoin".'),
    rate: described(
      z.optional(WireAmount),
      'Units of the altcoin per 1 unit of `baseCurrency`; absent while the altcoin is temporarily unavailable.',
    ),
    baseCurrency: CoinCode,
    limits: described(
      z.object({ minimum: WireAmount, maximum: WireAmount }),
      'Range, in the base currency, in which the altcoin is accepted for payments.',
    ),
  }),
  { id: 'AltRate', description: 'Price of one altcoin that invoices can be paid in.' },
);
export type AltRate = z.infer<typeof AltRate>;

export const AltRates = withMeta(z.record(z.string(), AltRate), {
  id: 'AltRates',
  description: 'Altcoin rate entries keyed by altcoin code.',
});
export type AltRates = z.infer<typeof AltRates>;

export const RateParams = z.object({ currency: CurrencyCodeParam });
export type RateParams = z.infer<typeof RateParams>;

export const AltRateParams = z.object({ altcoin: CoinCodeParam });
export type AltRateParams = z.infer<typeof AltRateParams>;

export const AltRatesQuery = z.object({
  baseCurrency: described(z._default(CoinCodeParam, 'BTC'), 'Currency the rates and limits are given in; default BTC.'),
});
export type AltRatesQuery = z.infer<typeof AltRatesQuery>;
