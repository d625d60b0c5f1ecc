// Partner endpoints a partner (or its customer, before sign-up) calls with the partner id in the path: supported
// countries, payment methods and the approximate quote.
import { z } from 'zod';
import { TransferMedium } from './enums';
import { CountryCode, CurrencyCode, Uuid } from './primitives';

/** `/countries/{id}` and `/partners/{id}/payment-methods`: an invalid id is 400, an unknown one 404. */
export const PartnerIdParams = z.object({ id: Uuid.describe('Partner id given to the partner.') });
export type PartnerIdParams = z.infer<typeof PartnerIdParams>;

/** `/partners/{partner_id}/…` */
export const PartnerPathParams = z.object({ partner_id: Uuid.describe('Partner id given to the partner.') });
export type PartnerPathParams = z.infer<typeof PartnerPathParams>;

const media = z.array(TransferMedium).describe('Transfer-in media supported there.');

export const StateSupport = z
  .object({ supported: z.boolean(), supportedTransferInMedia: media })
  .meta({ id: 'StateSupport', description: 'Whether trading is supported in a state, and with which media.' });
export type StateSupport = z.infer<typeof StateSupport>;

export const CountrySupport = z
  .object({
    supported: z.boolean(),
    supportedTransferInMedia: media,
    states: z
      .record(z.string(), StateSupport)
      .optional()
      .describe('Keyed by state code, for countries supported per state.'),
  })
  .meta({ id: 'CountrySupport', description: 'Whether trading is supported in a country, and with which media.' });
export type CountrySupport = z.infer<typeof CountrySupport>;

export const SupportedCountries = z
  .record(CountryCode, CountrySupport)
  .meta({ id: 'SupportedCountries', description: 'Keyed by ISO 3166-1 alpha-2 country code.' });
export type SupportedCountries = z.infer<typeof SupportedCountries>;

const amountsByCurrency = (what: string) =>
  z.record(CurrencyCode, z.number().nonnegative()).describe(`${what}, keyed by transfer-in currency.`);

export const PaymentMethodFee = z
  .object({
    fixed: amountsByCurrency('Fixed part of the fee'),
    percentage: z.number().nonnegative().describe('Variable part, in percent of the amount (1.5 means 1.5 %).'),
  })
  .meta({ id: 'PaymentMethodFee', description: 'Fee of one leg: fixed amount per currency plus a percentage.' });
export type PaymentMethodFee = z.infer<typeof PaymentMethodFee>;

export const PartnerPaymentMethod = z
  .object({
    name: z.string().describe('Human-readable name, e.g. "Card to Bitcoin".'),
    inMedium: TransferMedium.describe('How the customer pays in.'),
    outMedium: TransferMedium.describe('How the customer is paid out.'),
    inCurrencies: z.array(CurrencyCode).min(1),
    outCurrencies: z.array(CurrencyCode).min(1),
    inFee: PaymentMethodFee.describe('Added on top of the base amount at checkout.'),
    outFee: PaymentMethodFee.describe('Already included in the quote amount.'),
    minimumInAmounts: amountsByCurrency('Smallest amount a trade may pay in'),
    limitInAmounts: amountsByCurrency('Largest amount a trade may pay in (a given trader may get less)'),
  })
  .superRefine((method, ctx) => {
    for (const key of ['minimumInAmounts', 'limitInAmounts'] as const) {
      for (const currency of Object.keys(method[key])) {
        if (!method.inCurrencies.includes(currency)) {
          ctx.addIssue({ code: 'custom', path: [key, currency], message: 'must be one of inCurrencies' });
        }
      }
    }
    for (const [currency, minimum] of Object.entries(method.minimumInAmounts)) {
      const limit = method.limitInAmounts[currency];
      if (limit !== undefined && minimum > limit) {
        ctx.addIssue({
          code: 'custom',
          path: ['minimumInAmounts', currency],
          message: `must not exceed limitInAmounts.${currency} (${limit})`,
        });
      }
    }
  })
  .meta({
    id: 'PartnerPaymentMethod',
    description: 'A pair of transfer-in and transfer-out media with its currencies, fees and limits.',
  });
export type PartnerPaymentMethod = z.infer<typeof PartnerPaymentMethod>;

export const PartnerPaymentMethods = z.object({ paymentMethods: z.array(PartnerPaymentMethod) }).meta({
  id: 'PartnerPaymentMethods',
  description:
    'Payment methods a partner offers before sign-up. Limits may differ per trader after individual risk ' +
    'assessment.',
});
export type PartnerPaymentMethods = z.infer<typeof PartnerPaymentMethods>;

export const ApproximateQuoteQuery = z
  .object({
    baseAmount: z.coerce
      .number({ error: 'must be a number, e.g. 100 or 0.5' })
      .positive({ error: 'must be greater than 0' })
      .describe('Amount the customer specifies, in `baseCurrency`.'),
    baseCurrency: CurrencyCode,
    quoteCurrency: CurrencyCode.describe('Currency the customer receives.'),
    transferInMedium: TransferMedium.optional(),
    transferOutMedium: TransferMedium.optional(),
  })
  .describe('What the customer wants to trade.');
export type ApproximateQuoteQuery = z.infer<typeof ApproximateQuoteQuery>;

const transfer = (feeNote: string) =>
  z.object({
    medium: TransferMedium,
    feeAmount: z.number().nonnegative().describe(feeNote),
    currency: CurrencyCode,
  });

export const ApproximateQuote = z
  .object({
    baseAmount: z.number().describe('Amount the customer specified, in `baseCurrency`.'),
    baseCurrency: CurrencyCode,
    quoteAmount: z.number().describe('The approximate quote amount.'),
    quoteCurrency: CurrencyCode.describe('Currency the customer receives.'),
    transferIn: transfer('Added on top of `baseAmount` at checkout.'),
    transferOut: transfer('Already included in `quoteAmount`.'),
  })
  .meta({ id: 'ApproximateQuote', description: 'An indicative quote; the actual quote is made after sign-up.' });
export type ApproximateQuote = z.infer<typeof ApproximateQuote>;
