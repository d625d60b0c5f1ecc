// Fixtures of the browser API answers, typed by the contract: a partner config, traders at every step of the flow,
// identification attempts in every state and with every reject reason.
import type { PartnerConfig } from '../api/contract/bff/schemas';
import type { AccountType, RejectReason } from '../api/contract/trade/enums';
import type { IdentificationAttempt } from '../api/contract/trade/identification';
import { exampleTrader } from '../api/contract/trade/examples';
import type { AnnualTradeVolumeBuckets, Trader } from '../api/contract/trade/traders';

const fee = (fixed: Record<string, number>, percentage: number) => ({ fixed, percentage });

export const partnerConfigFixture: PartnerConfig = {
  mode: 'sandbox',
  locales: ['en', 'da', 'de'],
  currencies: { in: ['BTC', 'DKK', 'EUR'], out: ['BTC', 'DKK', 'EUR'] },
  countries: {
    DK: { supported: true, supportedTransferInMedia: ['card', 'bank'] },
    DE: { supported: true, supportedTransferInMedia: ['card', 'bank'] },
    US: {
      supported: true,
      supportedTransferInMedia: ['bank'],
      states: {
        CA: { supported: true, supportedTransferInMedia: ['bank'] },
        NY: { supported: false, supportedTransferInMedia: [] },
        TX: { supported: true, supportedTransferInMedia: ['bank'] },
      },
    },
    GB: { supported: false, supportedTransferInMedia: [] },
  },
  paymentMethods: [
    {
      name: 'Card to Bitcoin',
      inMedium: 'card',
      outMedium: 'blockchain',
      inCurrencies: ['EUR', 'DKK'],
      outCurrencies: ['BTC'],
      inFee: fee({ EUR: 1, DKK: 7.5 }, 1.5),
      outFee: fee({ BTC: 0.00002 }, 0),
      minimumInAmounts: { EUR: 10, DKK: 75 },
      limitInAmounts: { EUR: 5000, DKK: 37500 },
    },
    {
      name: 'Bank to Bitcoin',
      inMedium: 'bank',
      outMedium: 'blockchain',
      inCurrencies: ['EUR', 'DKK'],
      outCurrencies: ['BTC'],
      inFee: fee({ EUR: 0, DKK: 0 }, 0.5),
      outFee: fee({ BTC: 0.00002 }, 0),
      minimumInAmounts: { EUR: 25, DKK: 200 },
      limitInAmounts: { EUR: 50000, DKK: 375000 },
    },
    {
      name: 'Bitcoin to bank',
      inMedium: 'blockchain',
      outMedium: 'bank',
      inCurrencies: ['BTC'],
      outCurrencies: ['EUR', 'DKK'],
      inFee: fee({ BTC: 0 }, 0),
      outFee: fee({ EUR: 1, DKK: 7.5 }, 0.5),
      minimumInAmounts: { BTC: 0.0005 },
      limitInAmounts: { BTC: 2 },
    },
  ],
  termsUrl: 'https://partner.example/terms',
  supportUrl: 'https://partner.example/support',
};

/** Price of one BTC the mock quotes with, per fiat currency. */
export const mockBtcPrices: Readonly<Record<string, number>> = { EUR: 50000, DKK: 372500 };

export const bucketsFixture: AnnualTradeVolumeBuckets = [
  { id: 1, lt: 10000, currency: 'EUR' },
  { id: 2, gte: 10000, lt: 50000, currency: 'EUR' },
  { id: 3, gte: 50000, lt: 250000, currency: 'EUR' },
  { id: 4, gte: 250000, currency: 'EUR' },
];

/** The steps of the flow in the order a trader meets them, for {@link traderAt}. */
export const traderSteps = [
  'verifyEmail',
  'corporateDetails',
  'address',
  'sourceOfFunds',
  'shareholderRelation',
  'pep',
  'identification',
  'done',
] as const;
export type TraderFixtureStep = (typeof traderSteps)[number];

/** A new trader right after sign-up: nothing provided yet. */
export function newTrader(accountType: AccountType, overrides: Partial<Trader> = {}): Trader {
  const corporate = accountType === 'corporate';
  return {
    id: 1001,
    email: corporate ? 'finance@acme.example' : 'ada@example.com',
    personalInformation: null,
    corporateDetails: null,
    isEmailVerified: false,
    identificationState: corporate ? 'N/A' : 'pending',
    corporateDetailsState: corporate ? 'pending' : 'N/A',
    addressState: 'pending',
    sourceOfFundsState: 'pending',
    kybState: corporate ? 'pending' : 'N/A',
    enhancedDueDiligenceState: 'pending',
    shareholderRelationState: corporate ? 'pending' : 'N/A',
    proofOfSourceOfFundsState: 'pending',
    enhancedProofOfSourceOfFundsState: 'pending',
    pepState: 'pending',
    tradeSubscriptionsAllowed: false,
    consentAdditionalMails: false,
    accountType,
    defaultCurrency: exampleTrader.defaultCurrency,
    profile: exampleTrader.profile,
    level: exampleTrader.level,
    currentLimits: exampleTrader.currentLimits,
    canTrade: true,
    canTradeAfter: null,
    cannotTradeReason: null,
    ...overrides,
  };
}

/** A trader of `accountType` who has done every step before `step` (steps that do not apply are skipped). */
export function traderAt(accountType: AccountType, step: TraderFixtureStep): Trader {
  const trader = newTrader(accountType);
  const corporate = accountType === 'corporate';
  for (const done of traderSteps.slice(0, traderSteps.indexOf(step))) {
    if (done === 'verifyEmail') trader.isEmailVerified = true;
    if (done === 'corporateDetails' && corporate) {
      trader.corporateDetailsState = 'approved';
      trader.corporateDetails = { name: 'Acme ApS' };
    }
    if (done === 'address') trader.addressState = 'approved';
    if (done === 'sourceOfFunds') trader.sourceOfFundsState = 'approved';
    if (done === 'shareholderRelation' && corporate) trader.shareholderRelationState = 'not_related';
    if (done === 'pep') {
      trader.pepState = 'non_pep';
      if (corporate) trader.kybState = 'documents_requested';
    }
    if (done === 'identification') {
      if (corporate) trader.kybState = 'approved';
      else trader.identificationState = 'approved';
      trader.tradeSubscriptionsAllowed = true;
    }
  }
  return trader;
}

const attemptTime = '2026-01-05T10:00:00Z';

/** An identification attempt in `state`; a rejected one carries `rejectReason` (default `DENIED`). */
export function attemptFixture(
  state: IdentificationAttempt['state'],
  rejectReason: RejectReason | null = state === 'rejected' ? 'DENIED' : null,
  id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
): IdentificationAttempt {
  return {
    id,
    state,
    createTime: attemptTime,
    approveTime: state === 'approved' ? '2026-01-05T10:05:00Z' : null,
    expireTime: null,
    redirectUrl: `https://identity.example/identify/${id}`,
    sdkToken: null,
    returnUrl: 'http://localhost:4000/api/kyc/return',
    rejectReason: state === 'rejected' ? rejectReason : null,
  };
}
