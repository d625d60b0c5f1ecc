// Every enumerated value set of the Trade API, spelled exactly as the spec spells it. Those only identity
// verification needs are defined in identification-enums.ts and those only the profile steps need in
// profile-enums.ts, so a view that reads the trader carries neither; all are exported from here.
import * as z from 'zod/mini';
import { withMeta } from '../schema';

export {
  DeviceType,
  finalIdentificationAttemptStates,
  IdentificationAttemptState,
  notReadableIdRejectReasonSuffixes,
  RejectReason,
} from './identification-enums';
export {
  CorporateOriginOfFunds,
  corporateOriginsOfFunds,
  IndividualOriginOfFunds,
  individualOriginsOfFunds,
  Industry,
  OriginOfFunds,
  PepDeclaration,
  ShareholderRelation,
} from './profile-enums';

export const AccountType = withMeta(z.enum(['individual', 'corporate']), {
  id: 'AccountType',
  description: 'Kind of trader account.',
});
export type AccountType = z.infer<typeof AccountType>;

// Per-trader states, one enum per field of the trader object: each field has its own set of values.

export const IdentificationState = withMeta(z.enum(['approved', 'N/A', 'pending']), {
  id: 'IdentificationState',
  description: 'State of the trader identification (KYC).',
});
export type IdentificationState = z.infer<typeof IdentificationState>;

export const CorporateDetailsState = withMeta(z.enum(['approved', 'N/A', 'pending']), {
  id: 'CorporateDetailsState',
  description: 'State of the corporate details.',
});
export type CorporateDetailsState = z.infer<typeof CorporateDetailsState>;

export const AddressState = withMeta(z.enum(['approved', 'pending']), {
  id: 'AddressState',
  description: 'State of the address.',
});
export type AddressState = z.infer<typeof AddressState>;

export const SourceOfFundsState = withMeta(z.enum(['approved', 'N/A', 'pending']), {
  id: 'SourceOfFundsState',
  description: 'State of the source of funds declaration.',
});
export type SourceOfFundsState = z.infer<typeof SourceOfFundsState>;

export const KybState = withMeta(z.enum(['approved', 'documents_requested', 'N/A', 'pending']), {
  id: 'KybState',
  description: 'State of the know-your-business review (corporate traders).',
});
export type KybState = z.infer<typeof KybState>;

export const EnhancedDueDiligenceState = withMeta(z.enum(['pending', 'questionnaire_sent', 'approved', 'rejected']), {
  id: 'EnhancedDueDiligenceState',
  description: 'State of enhanced due diligence; high-risk traders are emailed a questionnaire.',
});
export type EnhancedDueDiligenceState = z.infer<typeof EnhancedDueDiligenceState>;

export const ShareholderRelationState = withMeta(z.enum(['pending', 'related', 'not_related', 'N/A']), {
  id: 'ShareholderRelationState',
  description: 'State of the shareholder relation (corporate traders).',
});
export type ShareholderRelationState = z.infer<typeof ShareholderRelationState>;

export const ProofOfSourceOfFundsState = withMeta(
  // `questionaire_sent` (one n) is the service's own spelling, unlike `questionnaire_sent` of EDD.
  z.enum(['approved', 'rejected', 'questionaire_sent', 'pending']),
  {
    id: 'ProofOfSourceOfFundsState',
    description:
      'State of the proof of source of funds; a trader who traded more than 10000 EUR is emailed a questionnaire ' +
      'and cannot trade until it is approved. `questionaire_sent` is spelled so by the service.',
  },
);
export type ProofOfSourceOfFundsState = z.infer<typeof ProofOfSourceOfFundsState>;

export const EnhancedProofOfSourceOfFundsState = withMeta(z.enum(['approved', 'pending']), {
  id: 'EnhancedProofOfSourceOfFundsState',
  description: 'State of the enhanced proof of source of funds.',
});
export type EnhancedProofOfSourceOfFundsState = z.infer<typeof EnhancedProofOfSourceOfFundsState>;

export const PepState = withMeta(z.enum(['pep', 'non_pep', 'pep_relative', 'N/A', 'pending']), {
  id: 'PepState',
  description: 'Politically exposed person status of the trader.',
});
export type PepState = z.infer<typeof PepState>;

export const TransferMedium = withMeta(z.enum(['card', 'bank', 'blockchain']), {
  id: 'TransferMedium',
  description: 'How money moves in or out of a trade.',
});
export type TransferMedium = z.infer<typeof TransferMedium>;

export const UploadDocumentType = withMeta(z.enum(['passport', 'national_id', 'drivers_license']), {
  id: 'UploadDocumentType',
  description: 'Kind of identity document uploaded by a partner; `drivers_license` comes with a selfie.',
});
export type UploadDocumentType = z.infer<typeof UploadDocumentType>;

export const GrantType = withMeta(z.enum(['password', 'refresh_token', 'offline_token']), {
  id: 'GrantType',
  description: 'OAuth 2.0 grant of `POST /auth`.',
});
export type GrantType = z.infer<typeof GrantType>;
