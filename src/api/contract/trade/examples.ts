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

/** The registry's example Danish IBAN in its electronic format, which every entry of {@link typedIbans} is. */
export const exampleIban = 'DK5000400440116243';

/**
 * {@link exampleIban} as people type or paste it, by what lies between its groups: each kind of separator alone,
 * then all of them at once in lower case.
 */
export const typedIbans: readonly (readonly [kind: string, typed: string])[] = [
  ['hyphens', 'DK50-0040-0440-1162-43'],
  ['dots', 'DK50.0040.0440.1162.43'],
  ['no-break spaces (U+00A0)', 'DK50\u00a00040\u00a00440\u00a01162\u00a043'],
  ['zero-width spaces (U+200B)', 'DK50\u200b0040\u200b0440\u200b1162\u200b43'],
  ['zero-width non-joiners (U+200C)', 'DK50\u200c0040\u200c0440\u200c1162\u200c43'],
  ['zero-width joiners (U+200D)', 'DK50\u200d0040\u200d0440\u200d1162\u200d43'],
  ['word joiners (U+2060)', 'DK50\u20600040\u20600440\u20601162\u206043'],
  ['a byte order mark (U+FEFF)', '\ufeffDK5000400440116243'],
  ['en dashes and non-breaking hyphens', 'DK50\u20130040\u20110440\u20101162-43'],
  ['lower case', 'dk50 0040 0440 1162 43'],
  ['all of them, in lower case', ' dk50-0040.0440\u200b1162\u00a043\ufeff '],
];
