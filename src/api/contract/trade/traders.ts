// The trader and the profile data it must provide before trades complete: address, corporate details, source of
// funds, shareholder relation. (PEP status is in pep.ts.)
import { z } from 'zod';
import {
  AccountType,
  AddressState,
  CorporateDetailsState,
  CorporateOriginOfFunds,
  EnhancedDueDiligenceState,
  EnhancedProofOfSourceOfFundsState,
  IdentificationState,
  IndividualOriginOfFunds,
  Industry,
  KybState,
  OriginOfFunds,
  PepState,
  ProofOfSourceOfFundsState,
  ShareholderRelation,
  ShareholderRelationState,
  SourceOfFundsState,
} from './enums';
import { CountryCode, CurrencyCode } from './primitives';

export const Trader = z
  .object({
    id: z.int().positive(),
    email: z.string(),
    personalInformation: z.object({ name: z.string() }).nullable().describe("Null until the trader's name is set."),
    corporateDetails: z.object({ name: z.string() }).nullable().describe('Null until provided.'),
    isEmailVerified: z.boolean(),
    identificationState: IdentificationState,
    corporateDetailsState: CorporateDetailsState,
    addressState: AddressState,
    sourceOfFundsState: SourceOfFundsState,
    kybState: KybState,
    enhancedDueDiligenceState: EnhancedDueDiligenceState,
    shareholderRelationState: ShareholderRelationState,
    proofOfSourceOfFundsState: ProofOfSourceOfFundsState,
    enhancedProofOfSourceOfFundsState: EnhancedProofOfSourceOfFundsState,
    pepState: PepState,
    tradeSubscriptionsAllowed: z.boolean(),
    consentAdditionalMails: z.boolean().describe('GDPR consent to additional email.'),
    accountType: AccountType,
  })
  .meta({ id: 'Trader', description: 'The signed-in trader and where it stands.' });
export type Trader = z.infer<typeof Trader>;

const requiredText = z.string().trim().min(1, { error: 'must not be empty' });

export const AddressRequest = z
  .object({
    street: requiredText.describe('Street with house number.'),
    city: requiredText,
    postalCode: z.string().nullable().default(null),
  })
  .meta({ id: 'AddressRequest', description: 'Street, city and postal code; country and state come from sign-up.' });
export type AddressRequest = z.infer<typeof AddressRequest>;
export type AddressRequestInput = z.input<typeof AddressRequest>;

/** Fields stay null until given: street and city by `POST /traders/me/address`, country and state at sign-up. */
export const Address = z
  .object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: CountryCode.nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'Address', description: 'The trader address as stored.' });
export type Address = z.infer<typeof Address>;

export const CorporateDetailsRequest = z
  .object({
    name: requiredText,
    industry: Industry,
    otherIndustry: z.string().nullable().default(null).describe('Must be supplied when `industry` is `other`.'),
    website: z.string().nullable().default(null),
    description: requiredText,
  })
  .superRefine((details, ctx) => {
    if (details.industry === 'other' && (details.otherIndustry === null || details.otherIndustry.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['otherIndustry'], message: 'required when industry is other' });
    }
  })
  .meta({ id: 'CorporateDetailsRequest', description: 'Details of a corporate trader.' });
export type CorporateDetailsRequest = z.infer<typeof CorporateDetailsRequest>;
export type CorporateDetailsRequestInput = z.input<typeof CorporateDetailsRequest>;

export const AnnualTradeVolumeBucket = z
  .object({
    id: z.int(),
    lt: z.number().optional().describe('Upper bound, exclusive.'),
    gte: z.number().optional().describe('Lower bound, inclusive.'),
    currency: CurrencyCode,
  })
  .meta({ id: 'AnnualTradeVolumeBucket', description: 'A range of expected annual trade volume.' });
export type AnnualTradeVolumeBucket = z.infer<typeof AnnualTradeVolumeBucket>;

export const AnnualTradeVolumeBuckets = z
  .array(AnnualTradeVolumeBucket)
  .meta({ id: 'AnnualTradeVolumeBuckets', description: 'The buckets a source of funds declaration picks from.' });
export type AnnualTradeVolumeBuckets = z.infer<typeof AnnualTradeVolumeBuckets>;

const areFundsFromLegalActivities = z
  .literal(true, {
    error: (issue) =>
      issue.input === undefined
        ? 'required, and must be true: funds must come from legal activities'
        : 'must be true: funds must come from legal activities',
  })
  .describe('Must be true for a valid request.');

function sourceOfFundsRequest<T extends z.ZodType<string>>(originOfFunds: T) {
  return z.object({
    originOfFunds,
    annualTradeVolumeBucketId: z.int().describe('An `id` from the annual trade volume bucket list.'),
    areFundsFromLegalActivities,
  });
}

/** Either account type's origins; the emulator narrows it with {@link sourceOfFundsRequestFor} once it knows. */
export const SourceOfFundsRequest = sourceOfFundsRequest(OriginOfFunds).meta({
  id: 'SourceOfFundsRequest',
  description:
    'Where the money comes from. `originOfFunds` must be one of the list of the trader account type: ' +
    'individual or corporate.',
});
export type SourceOfFundsRequest = z.infer<typeof SourceOfFundsRequest>;

export const IndividualSourceOfFundsRequest = sourceOfFundsRequest(IndividualOriginOfFunds).meta({
  id: 'IndividualSourceOfFundsRequest',
  description: 'Source of funds of an individual trader.',
});
export const CorporateSourceOfFundsRequest = sourceOfFundsRequest(CorporateOriginOfFunds).meta({
  id: 'CorporateSourceOfFundsRequest',
  description: 'Source of funds of a corporate trader.',
});

/** The source-of-funds schema that accepts only the origins of funds of this account type. */
export function sourceOfFundsRequestFor(
  accountType: AccountType,
): typeof IndividualSourceOfFundsRequest | typeof CorporateSourceOfFundsRequest {
  return accountType === 'corporate' ? CorporateSourceOfFundsRequest : IndividualSourceOfFundsRequest;
}

export const ShareholderRelationRequest = z
  .object({ shareholderRelationState: ShareholderRelation })
  .meta({ id: 'ShareholderRelationRequest', description: 'Corporate traders only.' });
export type ShareholderRelationRequest = z.infer<typeof ShareholderRelationRequest>;
