// The profile data a trader must provide before trades complete: address, corporate details, source of funds,
// shareholder relation. (PEP status is in pep.ts; the trader itself, whose states say which of these is due, in
// trader.ts: a view that only reads the trader then carries none of these.)
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  type AccountType,
  CorporateOriginOfFunds,
  IndividualOriginOfFunds,
  Industry,
  OriginOfFunds,
  ShareholderRelation,
} from './enums';
import { CountryCode, CurrencyCode } from './primitives';

export { Trader } from './trader';

const requiredText = checked(z.string(), z.trim(), z.minLength(1, { error: 'must not be empty' }));

export const AddressRequest = withMeta(
  z.object({
    street: described(requiredText, 'Street with house number.'),
    city: requiredText,
    postalCode: z._default(z.nullable(z.string()), null),
  }),
  { id: 'AddressRequest', description: 'Street, city and postal code; country and state come from sign-up.' },
);
export type AddressRequest = z.infer<typeof AddressRequest>;
export type AddressRequestInput = z.input<typeof AddressRequest>;

/** Fields stay null until given: street and city by `POST /traders/me/address`, country and state at sign-up. */
export const Address = withMeta(
  z.object({
    street: z.nullable(z.string()),
    city: z.nullable(z.string()),
    postalCode: z.nullable(z.string()),
    country: z.nullable(CountryCode),
    state: z.nullable(z.string()),
  }),
  { id: 'Address', description: 'The trader address as stored.' },
);
export type Address = z.infer<typeof Address>;

export const CorporateDetailsRequest = withMeta(
  checked(
    z.object({
      name: requiredText,
      industry: Industry,
      otherIndustry: described(
        z._default(z.nullable(z.string()), null),
        'Must be supplied when `industry` is `other`.',
      ),
      website: z._default(z.nullable(z.string()), null),
      description: requiredText,
    }),
    z.superRefine((details, ctx) => {
      if (details.industry === 'other' && (details.otherIndustry === null || details.otherIndustry.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: ['otherIndustry'], message: 'required when industry is other' });
      }
    }),
  ),
  { id: 'CorporateDetailsRequest', description: 'Details of a corporate trader.' },
);
export type CorporateDetailsRequest = z.infer<typeof CorporateDetailsRequest>;
export type CorporateDetailsRequestInput = z.input<typeof CorporateDetailsRequest>;

export const AnnualTradeVolumeBucket = withMeta(
  z.object({
    id: z.int(),
    lt: described(z.optional(z.number()), 'Upper bound, exclusive.'),
    gte: described(z.optional(z.number()), 'Lower bound, inclusive.'),
    currency: CurrencyCode,
  }),
  { id: 'AnnualTradeVolumeBucket', description: 'A range of expected annual trade volume.' },
);
export type AnnualTradeVolumeBucket = z.infer<typeof AnnualTradeVolumeBucket>;

export const AnnualTradeVolumeBuckets = withMeta(z.array(AnnualTradeVolumeBucket), {
  id: 'AnnualTradeVolumeBuckets',
  description: 'The buckets a source of funds declaration picks from.',
});
export type AnnualTradeVolumeBuckets = z.infer<typeof AnnualTradeVolumeBuckets>;

const areFundsFromLegalActivities = described(
  z.literal(true, {
    error: (issue) =>
      issue.input === undefined
        ? 'required, and must be true: funds must come from legal activities'
        : 'must be true: funds must come from legal activities',
  }),
  'Must be true for a valid request.',
);

/* @__NO_SIDE_EFFECTS__ */
function sourceOfFundsRequest<T extends z.ZodMiniType<string>>(originOfFunds: T) {
  return z.object({
    originOfFunds,
    annualTradeVolumeBucketId: described(z.int(), 'An `id` from the annual trade volume bucket list.'),
    areFundsFromLegalActivities,
  });
}

/** Either account type's origins; the emulator narrows it with {@link sourceOfFundsRequestFor} once it knows. */
export const SourceOfFundsRequest = withMeta(sourceOfFundsRequest(OriginOfFunds), {
  id: 'SourceOfFundsRequest',
  description:
    'Where the money comes from. `originOfFunds` must be one of the list of the trader account type: ' +
    'individual or corporate.',
});
export type SourceOfFundsRequest = z.infer<typeof SourceOfFundsRequest>;

export const IndividualSourceOfFundsRequest = withMeta(sourceOfFundsRequest(IndividualOriginOfFunds), {
  id: 'IndividualSourceOfFundsRequest',
  description: 'Source of funds of an individual trader.',
});
export const CorporateSourceOfFundsRequest = withMeta(sourceOfFundsRequest(CorporateOriginOfFunds), {
  id: 'CorporateSourceOfFundsRequest',
  description: 'Source of funds of a corporate trader.',
});

/** The source-of-funds schema that accepts only the origins of funds of this account type. */
export function sourceOfFundsRequestFor(
  accountType: AccountType,
): typeof IndividualSourceOfFundsRequest | typeof CorporateSourceOfFundsRequest {
  return accountType === 'corporate' ? CorporateSourceOfFundsRequest : IndividualSourceOfFundsRequest;
}

export const ShareholderRelationRequest = withMeta(z.object({ shareholderRelationState: ShareholderRelation }), {
  id: 'ShareholderRelationRequest',
  description: 'Corporate traders only.',
});
export type ShareholderRelationRequest = z.infer<typeof ShareholderRelationRequest>;
