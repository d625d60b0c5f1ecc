// Every enumerated value set of the Trade API, spelled exactly as the spec spells it.
import { z } from 'zod';

export const AccountType = z
  .enum(['individual', 'corporate'])
  .meta({ id: 'AccountType', description: 'Kind of trader account.' });
export type AccountType = z.infer<typeof AccountType>;

// Per-trader states, one enum per field of the trader object: each field has its own set of values.

export const IdentificationState = z
  .enum(['approved', 'N/A', 'pending'])
  .meta({ id: 'IdentificationState', description: 'State of the trader identification (KYC).' });
export type IdentificationState = z.infer<typeof IdentificationState>;

export const CorporateDetailsState = z
  .enum(['approved', 'N/A', 'pending'])
  .meta({ id: 'CorporateDetailsState', description: 'State of the corporate details.' });
export type CorporateDetailsState = z.infer<typeof CorporateDetailsState>;

export const AddressState = z
  .enum(['approved', 'pending'])
  .meta({ id: 'AddressState', description: 'State of the address.' });
export type AddressState = z.infer<typeof AddressState>;

export const SourceOfFundsState = z
  .enum(['approved', 'N/A', 'pending'])
  .meta({ id: 'SourceOfFundsState', description: 'State of the source of funds declaration.' });
export type SourceOfFundsState = z.infer<typeof SourceOfFundsState>;

export const KybState = z
  .enum(['approved', 'documents_requested', 'N/A', 'pending'])
  .meta({ id: 'KybState', description: 'State of the know-your-business review (corporate traders).' });
export type KybState = z.infer<typeof KybState>;

export const EnhancedDueDiligenceState = z.enum(['pending', 'questionnaire_sent', 'approved', 'rejected']).meta({
  id: 'EnhancedDueDiligenceState',
  description: 'State of enhanced due diligence; high-risk traders are emailed a questionnaire.',
});
export type EnhancedDueDiligenceState = z.infer<typeof EnhancedDueDiligenceState>;

export const ShareholderRelationState = z
  .enum(['pending', 'related', 'not_related', 'N/A'])
  .meta({ id: 'ShareholderRelationState', description: 'State of the shareholder relation (corporate traders).' });
export type ShareholderRelationState = z.infer<typeof ShareholderRelationState>;

/** The values a corporate trader may declare (the request side of {@link ShareholderRelationState}). */
export const ShareholderRelation = z
  .enum(['related', 'not_related'])
  .meta({ id: 'ShareholderRelation', description: 'Declared shareholder relation of a corporate trader.' });
export type ShareholderRelation = z.infer<typeof ShareholderRelation>;

export const ProofOfSourceOfFundsState = z
  // `questionaire_sent` (one n) is the service's own spelling, unlike `questionnaire_sent` of EDD.
  .enum(['approved', 'rejected', 'questionaire_sent', 'pending'])
  .meta({
    id: 'ProofOfSourceOfFundsState',
    description:
      'State of the proof of source of funds; a trader who traded more than 10000 EUR is emailed a questionnaire ' +
      'and cannot trade until it is approved. `questionaire_sent` is spelled so by the service.',
  });
export type ProofOfSourceOfFundsState = z.infer<typeof ProofOfSourceOfFundsState>;

export const EnhancedProofOfSourceOfFundsState = z
  .enum(['approved', 'pending'])
  .meta({ id: 'EnhancedProofOfSourceOfFundsState', description: 'State of the enhanced proof of source of funds.' });
export type EnhancedProofOfSourceOfFundsState = z.infer<typeof EnhancedProofOfSourceOfFundsState>;

export const PepState = z
  .enum(['pep', 'non_pep', 'pep_relative', 'N/A', 'pending'])
  .meta({ id: 'PepState', description: 'Politically exposed person status of the trader.' });
export type PepState = z.infer<typeof PepState>;

/** The values a trader may declare (the request side of {@link PepState}). */
export const PepDeclaration = z
  .enum(['pep', 'non_pep', 'pep_relative'])
  .meta({ id: 'PepDeclaration', description: 'Declared politically exposed person status.' });
export type PepDeclaration = z.infer<typeof PepDeclaration>;

export const IdentificationAttemptState = z.enum(['pending', 'processing', 'approved', 'expired', 'rejected']).meta({
  id: 'IdentificationAttemptState',
  description:
    '`pending` (starting: waiting for the end user), `processing` (intermediate), and the final states ' +
    '`approved`, `expired` (the identifying documents expired) and `rejected` (`rejectReason` is set).',
});
export type IdentificationAttemptState = z.infer<typeof IdentificationAttemptState>;

/** The final states: an attempt in one of these never changes again. */
export const finalIdentificationAttemptStates = [
  'approved',
  'expired',
  'rejected',
] as const satisfies readonly IdentificationAttemptState[];

/** The `ERROR_NOT_READABLE_ID.*` suffixes the spec lists; {@link RejectReason} spells each one out in full. */
export const notReadableIdRejectReasonSuffixes = [
  'PHOTOCOPY_BLACK_WHITE',
  'PHOTOCOPY_COLOR',
  'DIGITAL_COPY',
  'NOT_READABLE_DOCUMENT.BLURRED',
  'NOT_READABLE_DOCUMENT.BAD_QUALITY',
  'NOT_READABLE_DOCUMENT.MISSING_PART_DOCUMENT',
  'NOT_READABLE_DOCUMENT.HIDDEN_PART_DOCUMENT',
  'NOT_READABLE_DOCUMENT.DAMAGED_DOCUMENT',
  'NO_DOCUMENT',
  'SAMPLE_DOCUMENT',
  'MISSING_BACK',
  'WRONG_DOCUMENT_PAGE',
  'MISSING_SIGNATURE',
  'CAMERA_BLACK_WHITE',
  'DIFFERENT_PERSONS_SHOWN',
  'MANUAL_REJECTION',
] as const;

export const RejectReason = z
  .enum([
    'DENIED',
    'DENIED_UNSUPPORTED_ID_TYPE',
    'DENIED_UNSUPPORTED_ID_COUNTRY',
    'DENIED_MISSING_DATE_OF_BIRTH',
    'DENIED_YOUNGER_THAN_18_YEARS',
    'DENIED_EXPIRED_IDENTIFICATION',
    'DENIED_FAILED_IDENTITY_VERIFICATION',
    'MANUAL_REVIEW',
    'NO_ID_UPLOADED',
    'ERROR_NOT_READABLE_ID.PHOTOCOPY_BLACK_WHITE',
    'ERROR_NOT_READABLE_ID.PHOTOCOPY_COLOR',
    'ERROR_NOT_READABLE_ID.DIGITAL_COPY',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BAD_QUALITY',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.MISSING_PART_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.HIDDEN_PART_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.DAMAGED_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NO_DOCUMENT',
    'ERROR_NOT_READABLE_ID.SAMPLE_DOCUMENT',
    'ERROR_NOT_READABLE_ID.MISSING_BACK',
    'ERROR_NOT_READABLE_ID.WRONG_DOCUMENT_PAGE',
    'ERROR_NOT_READABLE_ID.MISSING_SIGNATURE',
    'ERROR_NOT_READABLE_ID.CAMERA_BLACK_WHITE',
    'ERROR_NOT_READABLE_ID.DIFFERENT_PERSONS_SHOWN',
    'ERROR_NOT_READABLE_ID.MANUAL_REJECTION',
  ])
  .meta({
    id: 'RejectReason',
    description:
      'Machine-readable reason of a rejected identification attempt. `MANUAL_REVIEW`: the compliance team ' +
      'reviews it within 1-3 days, emails the trader and calls the partner webhook.',
  });
export type RejectReason = z.infer<typeof RejectReason>;

export const Industry = z
  .enum([
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
  ])
  .meta({ id: 'Industry', description: 'Industry of a corporate trader; `other` requires `otherIndustry`.' });
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

export const IndividualOriginOfFunds = z
  .enum(individualOriginsOfFunds)
  .meta({ id: 'IndividualOriginOfFunds', description: 'Origin of funds an individual trader may declare.' });
export type IndividualOriginOfFunds = z.infer<typeof IndividualOriginOfFunds>;

export const CorporateOriginOfFunds = z
  .enum(corporateOriginsOfFunds)
  .meta({ id: 'CorporateOriginOfFunds', description: 'Origin of funds a corporate trader may declare.' });
export type CorporateOriginOfFunds = z.infer<typeof CorporateOriginOfFunds>;

/** Either list: what the service accepts before it knows the account type. */
export const OriginOfFunds = z
  .enum([...new Set([...individualOriginsOfFunds, ...corporateOriginsOfFunds])] as [
    IndividualOriginOfFunds | CorporateOriginOfFunds,
    ...(IndividualOriginOfFunds | CorporateOriginOfFunds)[],
  ])
  .meta({ id: 'OriginOfFunds', description: 'Origin of funds of an individual or a corporate trader.' });
export type OriginOfFunds = z.infer<typeof OriginOfFunds>;

export const DeviceType = z
  .enum(['android', 'ios', 'desktop'])
  .meta({ id: 'DeviceType', description: 'Device the identification runs on.' });
export type DeviceType = z.infer<typeof DeviceType>;

export const TransferMedium = z
  .enum(['card', 'bank', 'blockchain'])
  .meta({ id: 'TransferMedium', description: 'How money moves in or out of a trade.' });
export type TransferMedium = z.infer<typeof TransferMedium>;

export const UploadDocumentType = z.enum(['passport', 'national_id', 'drivers_license']).meta({
  id: 'UploadDocumentType',
  description: 'Kind of identity document uploaded by a partner; `drivers_license` comes with a selfie.',
});
export type UploadDocumentType = z.infer<typeof UploadDocumentType>;

export const GrantType = z
  .enum(['password', 'refresh_token', 'offline_token'])
  .meta({ id: 'GrantType', description: 'OAuth 2.0 grant of `POST /auth`.' });
export type GrantType = z.infer<typeof GrantType>;
