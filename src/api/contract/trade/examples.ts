// Valid examples of Trade API resources in the spec's shapes, for tests that need a plausible upstream answer
// (fake upstreams, msw). Tests that check the spec's own defaults spell the object out instead.
import type { Trader } from './traders';

/** An individual trader right after sign-up and email verification: every profile step still to do. */
export const exampleTrader = {
  id: 7,
  email: 'a@example.com',
  personalInformation: null,
  corporateDetails: null,
  isEmailVerified: true,
  identificationState: 'pending',
  corporateDetailsState: 'N/A',
  addressState: 'pending',
  sourceOfFundsState: 'pending',
  kybState: 'N/A',
  enhancedDueDiligenceState: 'pending',
  shareholderRelationState: 'N/A',
  proofOfSourceOfFundsState: 'pending',
  enhancedProofOfSourceOfFundsState: 'pending',
  pepState: 'pending',
  tradeSubscriptionsAllowed: true,
  consentAdditionalMails: false,
  accountType: 'individual',
} satisfies Trader;
