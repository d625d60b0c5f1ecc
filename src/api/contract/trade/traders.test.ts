import { describe, expect, it } from 'vitest';
import { corporateOriginsOfFunds, individualOriginsOfFunds } from './enums';
import { issuesOf } from './test-support';
import {
  Address,
  AddressRequest,
  AnnualTradeVolumeBuckets,
  CorporateDetailsRequest,
  ShareholderRelationRequest,
  SourceOfFundsRequest,
  sourceOfFundsRequestFor,
  Trader,
} from './traders';

const trader = {
  id: 12,
  email: 'ada@example.com',
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
  tradeSubscriptionsAllowed: false,
  consentAdditionalMails: true,
  accountType: 'individual',
  defaultCurrency: 'DKK',
  profile: {
    name: null,
    gender: null,
    mobile: { countryCode: null, number: null },
    address: { street: null, zipcode: null, city: null, state: null, country: 'DK' },
  },
  level: {
    id: 1,
    name: '1',
    currency: 'EUR',
    feePercentage: 3,
    limits: { card: { in: { daily: 300, yearly: 1000 } }, bank: { in: { daily: 1000 }, out: { daily: 1000 } } },
    requirements: [],
  },
  currentLimits: { card: { in: 300 }, bank: { in: 1000, out: 1000 } },
  canTrade: true,
  canTradeAfter: null,
  cannotTradeReason: null,
};

describe('Trader', () => {
  it('spec: every field of the trader object', () => {
    expect(Trader.parse(trader)).toEqual(trader);
    const corporate = {
      ...trader,
      accountType: 'corporate',
      personalInformation: { name: 'Ada Lovelace' },
      corporateDetails: { name: 'Engines Ltd' },
      kybState: 'documents_requested',
      shareholderRelationState: 'not_related',
    };
    expect(Trader.parse(corporate)).toEqual(corporate);
    for (const key of Object.keys(trader)) {
      const { [key]: _dropped, ...missing } = trader as Record<string, unknown>;
      expect(issuesOf(Trader, missing)[0], key).toMatch(new RegExp(`^${key}: `));
    }
  });

  it('spec: proofOfSourceOfFundsState is spelled questionaire_sent, EDD questionnaire_sent', () => {
    expect(Trader.safeParse({ ...trader, proofOfSourceOfFundsState: 'questionaire_sent' }).success).toBe(true);
    expect(Trader.safeParse({ ...trader, proofOfSourceOfFundsState: 'questionnaire_sent' }).success).toBe(false);
    expect(Trader.safeParse({ ...trader, enhancedDueDiligenceState: 'questionnaire_sent' }).success).toBe(true);
    expect(Trader.safeParse({ ...trader, enhancedDueDiligenceState: 'questionaire_sent' }).success).toBe(false);
  });

  it('spec: each state field accepts only its own values', () => {
    expect(issuesOf(Trader, { ...trader, addressState: 'N/A' })).toEqual([
      'addressState: Invalid option: expected one of "approved"|"pending"',
    ]);
    expect(Trader.safeParse({ ...trader, pepState: 'pep_relative' }).success).toBe(true);
    expect(Trader.safeParse({ ...trader, kybState: 'rejected' }).success).toBe(false);
  });
});

describe('address', () => {
  it('spec: street and city are required, postalCode defaults to null', () => {
    expect(AddressRequest.parse({ street: 'Main St 1', city: 'Berlin' })).toEqual({
      street: 'Main St 1',
      city: 'Berlin',
      postalCode: null,
    });
    expect(issuesOf(AddressRequest, { street: ' ', city: 'Berlin' })).toEqual(['street: must not be empty']);
    expect(issuesOf(AddressRequest, { street: 'Main St 1' })).toEqual([
      'city: Invalid input: expected string, received undefined',
    ]);
  });

  it('spec: the read address has street, city, postalCode, country and state', () => {
    const address = { street: 'Main St 1', city: 'Austin', postalCode: '78701', country: 'US', state: 'TX' };
    expect(Address.parse(address)).toEqual(address);
    expect(Address.parse({ street: null, city: null, postalCode: null, country: 'DE', state: null }).country).toBe(
      'DE',
    );
  });
});

describe('CorporateDetailsRequest', () => {
  const details = { name: 'Engines Ltd', industry: 'education', description: 'Teaching machines' };

  it('spec: otherIndustry and website default to null', () => {
    expect(CorporateDetailsRequest.parse(details)).toEqual({ ...details, otherIndustry: null, website: null });
  });

  it('spec: otherIndustry is required when industry is other', () => {
    expect(issuesOf(CorporateDetailsRequest, { ...details, industry: 'other' })).toEqual([
      'otherIndustry: required when industry is other',
    ]);
    expect(issuesOf(CorporateDetailsRequest, { ...details, industry: 'other', otherIndustry: '  ' })).toEqual([
      'otherIndustry: required when industry is other',
    ]);
    expect(
      CorporateDetailsRequest.parse({ ...details, industry: 'other', otherIndustry: 'Shipbuilding' }).otherIndustry,
    ).toBe('Shipbuilding');
  });

  it('spec: industry is one of the listed values', () => {
    expect(issuesOf(CorporateDetailsRequest, { ...details, industry: 'mining' })[0]).toMatch(
      /^industry: Invalid option/,
    );
  });
});

describe('annual trade volume buckets', () => {
  it('spec: id, optional lt (exclusive) and gte (inclusive), currency', () => {
    const buckets = [
      { id: 1, lt: 10000, currency: 'EUR' },
      { id: 2, gte: 10000, lt: 50000, currency: 'EUR' },
      { id: 3, gte: 50000, currency: 'EUR' },
    ];
    expect(AnnualTradeVolumeBuckets.parse(buckets)).toEqual(buckets);
    expect(issuesOf(AnnualTradeVolumeBuckets, [{ id: 1, currency: 'EUR', lt: '10' }])).toEqual([
      '[0].lt: Invalid input: expected number, received string',
    ]);
  });
});

describe('source of funds', () => {
  const body = { originOfFunds: 'savings', annualTradeVolumeBucketId: 2, areFundsFromLegalActivities: true };

  it('spec: areFundsFromLegalActivities must be true', () => {
    expect(SourceOfFundsRequest.parse(body)).toEqual(body);
    expect(issuesOf(SourceOfFundsRequest, { ...body, areFundsFromLegalActivities: false })).toEqual([
      'areFundsFromLegalActivities: must be true: funds must come from legal activities',
    ]);
    const { areFundsFromLegalActivities: _omitted, ...missing } = body;
    expect(issuesOf(SourceOfFundsRequest, missing)).toEqual([
      'areFundsFromLegalActivities: required, and must be true: funds must come from legal activities',
    ]);
  });

  it('spec: individual traders pick from the individual list only', () => {
    const schema = sourceOfFundsRequestFor('individual');
    for (const originOfFunds of individualOriginsOfFunds)
      expect(schema.safeParse({ ...body, originOfFunds }).success).toBe(true);
    expect(issuesOf(schema, { ...body, originOfFunds: 'business-income' })[0]).toMatch(
      /^originOfFunds: Invalid option/,
    );
  });

  it('spec: corporate traders pick from the corporate list only', () => {
    const schema = sourceOfFundsRequestFor('corporate');
    for (const originOfFunds of corporateOriginsOfFunds)
      expect(schema.safeParse({ ...body, originOfFunds }).success).toBe(true);
    expect(issuesOf(schema, { ...body, originOfFunds: 'savings' })[0]).toMatch(/^originOfFunds: Invalid option/);
  });

  it('spec: the general schema accepts either list and nothing else', () => {
    for (const originOfFunds of [...individualOriginsOfFunds, ...corporateOriginsOfFunds]) {
      expect(SourceOfFundsRequest.safeParse({ ...body, originOfFunds }).success).toBe(true);
    }
    expect(SourceOfFundsRequest.safeParse({ ...body, originOfFunds: 'lottery' }).success).toBe(false);
  });

  it('spec: annualTradeVolumeBucketId is an integer', () => {
    expect(issuesOf(SourceOfFundsRequest, { ...body, annualTradeVolumeBucketId: '2' })).toEqual([
      'annualTradeVolumeBucketId: Invalid input: expected number, received string',
    ]);
  });
});

describe('ShareholderRelationRequest', () => {
  it('spec: shareholderRelationState is related or not_related', () => {
    expect(ShareholderRelationRequest.parse({ shareholderRelationState: 'related' })).toEqual({
      shareholderRelationState: 'related',
    });
    expect(ShareholderRelationRequest.safeParse({ shareholderRelationState: 'not_related' }).success).toBe(true);
    expect(issuesOf(ShareholderRelationRequest, { shareholderRelationState: 'N/A' })).toEqual([
      'shareholderRelationState: Invalid option: expected one of "related"|"not_related"',
    ]);
  });
});

describe('examples', () => {
  it('exampleTrader is a valid trader object', async () => {
    const { exampleTrader } = await import('./examples');
    expect(Trader.parse(exampleTrader)).toEqual(exampleTrader);
  });
});
