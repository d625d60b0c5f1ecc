// Public exchange rates: bitcoin against fiat (`/rates`) and altcoins against a base currency (`/altrates`).
import { z } from 'zod';
import { CoinCode, CoinCodeParam, CurrencyCodeParam, WireAmount } from './primitives';

export const RateEntry = z
  .object({
    name: z.string().describe('Name of the currency, e.g. "Euro".'),
    buy: WireAmount.describe('Fiat units per 1 BTC when the merchant buys bitcoin from the service.'),
    sell: WireAmount.describe(
      'Fiat units per 1 BTC when the merchant sells bitcoin to the service; also the rate used for payments.',
    ),
  })
  .meta({ id: 'RateEntry', description: 'Bitcoin price in one fiat currency.' });
export type RateEntry = z.infer<typeof RateEntry>;

export const Rates = z
  .record(z.string(), RateEntry)
  .meta({ id: 'Rates', description: 'Rate entries keyed by currency code, keys in alphabetical order.' });
export type Rates = z.infer<typeof Rates>;

export const AltRate = z
  .object({
    name: z.string().describe('Name of the altcoin, e.g. "Litecoin".'),
    rate: WireAmount.optional().describe(
      'Units of the altcoin per 1 unit of `baseCurrency`; absent while the altcoin is temporarily unavailable.',
    ),
    baseCurrency: CoinCode,
    limits: z
      .object({ minimum: WireAmount, maximum: WireAmount })
      .describe('Range, in the base currency, in which the altcoin is accepted for payments.'),
  })
  .meta({ id: 'AltRate', description: 'Price of one altcoin that invoices can be paid in.' });
export type AltRate = z.infer<typeof AltRate>;

export const AltRates = z
  .record(z.string(), AltRate)
  .meta({ id: 'AltRates', description: 'Altcoin rate entries keyed by altcoin code.' });
export type AltRates = z.infer<typeof AltRates>;

export const RateParams = z.object({ currency: CurrencyCodeParam });
export type RateParams = z.infer<typeof RateParams>;

export const AltRateParams = z.object({ altcoin: CoinCodeParam });
export type AltRateParams = z.infer<typeof AltRateParams>;

export const AltRatesQuery = z.object({
  baseCurrency: CoinCodeParam.default('BTC').describe('Currency the rates and limits are given in; default BTC.'),
});
export type AltRatesQuery = z.infer<typeof AltRatesQuery>;
