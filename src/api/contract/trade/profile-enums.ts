// The enumerated value sets of the profile steps a trader declares, spelled exactly as the spec spells them.
// Exported from enums.ts with all the others.
import * as z from 'zod/mini';
import { withMeta } from '../schema';

/** The values a corporate trader may declare (the request side of `ShareholderRelationState`, enums.ts). */
export const ShareholderRelation = withMeta(z.enum(['related', 'not_related']), {
  id: 'ShareholderRelation',
  description: 'Declared shareholder relation of a corporate trader.',
});
export type ShareholderRelation = z.infer<typeof ShareholderRelation>;

/** The values a trader may declare (the request side of `PepState`, enums.ts). */
export const PepDeclaration = withMeta(z.enum(['pep', 'non_pep', 'pep_relative']), {
  id: 'PepDeclaration',
  description: 'Declared politically exposed person status.',
});
export type PepDeclaration = z.infer<typeof PepDeclaration>;

export const Industry = withMeta(
  z.enum([
    'wholesale_and_retail_trade',
    'accommodation_and_food_service',
    'information_and_communication',
    'professional_or_scientific_and_technical_activities',
    'administrative_and_support_service_activities',
    'education',
    'financial_and_insurance_activities',
    'human_health',
    'real_estate_activities',
    'arts_or_entertainment_or_recreation',
    'non_profit_and_public_sectors',
    'other',
  ]),
  { id: 'Industry', description: 'Industry of a corporate trader; `other` requires `otherIndustry`.' },
);
export type Industry = z.infer<typeof Industry>;

export const individualOriginsOfFunds = [
  'occupation',
  'inheritance',
  'investment-proceeds',
  'crypto-mining',
  'savings',
  'loan',
  'crypto-purchased-elsewhere',
  'sale-of-property',
  'sale-of-precious-goods',
] as const;

export const corporateOriginsOfFunds = ['investment-proceeds', 'crypto-mining', 'business-income'] as const;

export const IndividualOriginOfFunds = withMeta(z.enum(individualOriginsOfFunds), {
  id: 'IndividualOriginOfFunds',
  description: 'Origin of funds an individual trader may declare.',
});
export type IndividualOriginOfFunds = z.infer<typeof IndividualOriginOfFunds>;

export const CorporateOriginOfFunds = withMeta(z.enum(corporateOriginsOfFunds), {
  id: 'CorporateOriginOfFunds',
  description: 'Origin of funds a corporate trader may declare.',
});
export type CorporateOriginOfFunds = z.infer<typeof CorporateOriginOfFunds>;

/** Either list: what the service accepts before it knows the account type. */
export const OriginOfFunds = withMeta(
  z.enum([...new Set([...individualOriginsOfFunds, ...corporateOriginsOfFunds])] as [
    IndividualOriginOfFunds | CorporateOriginOfFunds,
    ...(IndividualOriginOfFunds | CorporateOriginOfFunds)[],
  ]),
  { id: 'OriginOfFunds', description: 'Origin of funds of an individual or a corporate trader.' },
);
export type OriginOfFunds = z.infer<typeof OriginOfFunds>;
