// The trader: who it is and where each of its profile and compliance steps stands.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  AccountType,
  AddressState,
  CorporateDetailsState,
  EnhancedDueDiligenceState,
  EnhancedProofOfSourceOfFundsState,
  IdentificationState,
  KybState,
  PepState,
  ProofOfSourceOfFundsState,
  ShareholderRelationState,
  SourceOfFundsState,
} from './enums';

export const Trader = withMeta(
  z.object({
    id: checked(z.int(), z.positive()),
    email: z.string(),
    personalInformation: described(z.nullable(z.object({ name: z.string() })), "Null until the trader's name is set."),
    corporateDetails: described(z.nullable(z.object({ name: z.string() })), 'Null until provided.'),
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
    consentAdditionalMails: described(z.boolean(), 'GDPR consent to additional email.'),
    accountType: AccountType,
  }),
  { id: 'Trader', description: 'The signed-in trader and where it stands.' },
);
export type Trader = z.infer<typeof Trader>;
