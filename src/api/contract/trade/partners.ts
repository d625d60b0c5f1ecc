// Partner endpoints a partner (or its customer, before sign-up) calls with the partner id in the path: supported
// countries, payment methods and the approximate quote.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { TransferMedium } from './enums';
import { CountryCode, CurrencyCode, Uuid } from './primitives';

/** `/countries/{id}` and `/partners/{id}/payment-methods`: an invalid id is 400, an unknown one 404. */
export const PartnerIdParams = z.object({ id: described(Uuid, 'Partner id given to the partner.') });
export type PartnerIdParams = z.infer<typeof PartnerIdParams>;

/** `/partners/{partner_id}/…` */
export const PartnerPathParams = z.object({ partner_id: described(Uuid, 'Partner id given to the partner.') });
export type PartnerPathParams = z.infer<typeof PartnerPathParams>;

const media = described(z.array(TransferMedium), 'Transfer-in media supported there.');

export const StateSupport = withMeta(z.object({ supported: z.boolean(), supportedTransferInMedia: media }), {
  id: 'StateSupport',
  description: 'Whether trading is supported in a state, and with which media.',
});
export type StateSupport = z.infer<typeof StateSupport>;

export const CountrySupport = withMeta(
  z.object({
    supported: z.boolean(),
    supportedTransferInMedia: media,
    states: described(
      z.optional(z.record(z.string(), StateSupport)),
      'Keyed by state code, for countries supported per state.',
    ),
  }),
  { id: 'CountrySupport', description: 'Whether trading is supported in a country, and with which media.' },
);
export type CountrySupport = z.infer<typeof CountrySupport>;

export const SupportedCountries = withMeta(z.record(CountryCode, CountrySupport), {
  id: 'SupportedCountries',
  description: 'Keyed by ISO 3166-1 alpha-2 country code.',
});
export type SupportedCountries = z.infer<typeof SupportedCountries>;

// Described where each is used, so a browser build drops the words with the `described` call (vite.config.ts): an
// argument of this function's own would stay, unread, in the bundle.
/* @__NO_SIDE_EFFECTS__ */
function amountsByCurrency() {
  return z.record(CurrencyCode, checked(z.number(), z.nonnegative()));
}

export const PaymentMethodFee = withMeta(
  z.object({
    fixed: described(amountsByCurrency(), 'Fixed part of the fee, keyed by transfer-in currency.'),
    percentage: described(
      checked(z.number(), z.nonnegative()),
      'Variable part, in percent of the amount (1.5 means 1.5 %).',
    ),
  }),
  { id: 'PaymentMethodFee', description: 'Fee of one leg: fixed amount per currency plus a percentage.' },
);
export type PaymentMethodFee = z.infer<typeof PaymentMethodFee>;

export const PartnerPaymentMethod = withMeta(
  checked(
    z.object({
      name: described(z.string(), 'Human-readable name, e.g. "Card to Bitcoin".'),
      inMedium: described(TransferMedium, 'How the customer pays in.'),
      outMedium: described(TransferMedium, 'How the customer is paid out.'),
      inCurrencies: checked(z.array(CurrencyCode), z.minLength(1)),
      outCurrencies: checked(z.array(CurrencyCode), z.minLength(1)),
      inFee: described(PaymentMethodFee, 'Added on top of the base amount at checkout.'),
      outFee: described(PaymentMethodFee, 'Already included in the quote amount.'),
      minimumInAmounts: described(
        amountsByCurrency(),
        'Smallest amount a trade may pay in, keyed by transfer-in currency.',
      ),
      limitInAmounts: described(
        amountsByCurrency(),
        'Largest amount a trade may pay in (a given trader may get less), keyed by transfer-in currency.',
      ),
    }),
    z.superRefine((method, ctx) => {
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
    }),
  ),
  {
    id: 'PartnerPaymentMethod',
    description: 'A pair of transfer-in and transfer-out media with its currencies, fees and limits.',
  },
);
export type PartnerPaymentMethod = z.infer<typeof PartnerPaymentMethod>;

export const PartnerPaymentMethods = withMeta(z.object({ paymentMethods: z.array(PartnerPaymentMethod) }), {
  id: 'PartnerPaymentMethods',
  description:
    'Payment methods a partner offers before sign-up. Limits may differ per trader after individual risk ' +
    'assessment.',
});
export type PartnerPaymentMethods = z.infer<typeof PartnerPaymentMethods>;

export const ApproximateQuoteQuery = described(
  z.object({
    baseAmount: described(
      checked(
        z.coerce.number({ error: 'must be a number, e.g. 100 or 0.5' }),
        z.positive({ error: 'must be greater than 0' }),
      ),
      'Amount the customer specifies, in `baseCurrency`.',
    ),
    baseCurrency: CurrencyCode,
    quoteCurrency: described(CurrencyCode, 'Currency the customer receives.'),
    transferInMedium: z.optional(TransferMedium),
    transferOutMedium: z.optional(TransferMedium),
  }),
  'What the customer wants to trade.',
);
export type ApproximateQuoteQuery = z.infer<typeof ApproximateQuoteQuery>;

/* @__NO_SIDE_EFFECTS__ */
function transfer<Fee extends z.ZodMiniType<number>>(feeAmount: Fee) {
  return z.object({ medium: TransferMedium, feeAmount, currency: CurrencyCode });
}

// Each fee's note is written where the fee is, in `described(…)`: browser builds drop that call and its text
// (vite.config.ts), but not a string handed to a helper of ours.
const fee = () => checked(z.number(), z.nonnegative());

export const ApproximateQuote = withMeta(
  z.object({
    baseAmount: described(z.number(), 'Amount the customer specified, in `baseCurrency`.'),
    baseCurrency: CurrencyCode,
    quoteAmount: described(z.number(), 'The approximate quote amount.'),
    quoteCurrency: described(CurrencyCode, 'Currency the customer receives.'),
    transferIn: transfer(described(fee(), 'Added on top of `baseAmount` at checkout.')),
    transferOut: transfer(described(fee(), 'Already included in `quoteAmount`.')),
  }),
  { id: 'ApproximateQuote', description: 'An indicative quote; the actual quote is made after sign-up.' },
);
export type ApproximateQuote = z.infer<typeof ApproximateQuote>;
