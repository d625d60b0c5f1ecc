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
  defaultCurrency: 'EUR',
  profile: {
    name: null,
    gender: null,
    mobile: { countryCode: null, number: null },
    address: { street: null, zipcode: null, city: null, state: null, country: 'DE' },
  },
  level: {
    id: 1,
    name: '1',
    currency: 'EUR',
    feePercentage: 3,
    limits: {
      card: { in: { daily: 300, yearly: 1000 } },
      bank: { in: { daily: 1000 }, out: { daily: 1000 } },
    },
    requirements: [],
  },
  currentLimits: { card: { in: 300 }, bank: { in: 1000, out: 1000 } },
  canTrade: true,
  canTradeAfter: null,
  cannotTradeReason: null,
} satisfies Trader;
