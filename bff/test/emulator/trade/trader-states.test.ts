import { describe, expect, it } from 'vitest';
import { traderStates, type TraderFacts } from '../../../src/emulator/trade/trader-states';

const individual: TraderFacts = {
  accountType: 'individual',
  hasAddress: false,
  hasCorporateDetails: false,
  hasSourceOfFunds: false,
  shareholderRelation: null,
  pep: null,
  identification: null,
  kybDocumentsRequested: false,
};
const corporate: TraderFacts = { ...individual, accountType: 'corporate' };

describe('trader states', () => {
  it('a new individual: address, source of funds, PEP and identification pending; corporate steps N/A', () => {
    expect(traderStates(individual)).toMatchObject({
      identificationState: 'pending',
      addressState: 'pending',
      sourceOfFundsState: 'pending',
      pepState: 'pending',
      corporateDetailsState: 'N/A',
      shareholderRelationState: 'N/A',
      kybState: 'N/A',
      tradeSubscriptionsAllowed: false,
    });
  });

  it('individual needs address, source of funds, PEP and identification before it can trade', () => {
    const done = { ...individual, hasAddress: true, hasSourceOfFunds: true, pep: 'non_pep' as const };
    expect(traderStates(done).tradeSubscriptionsAllowed).toBe(false);
    expect(traderStates({ ...done, identification: 'approved' })).toMatchObject({
      identificationState: 'approved',
      addressState: 'approved',
      sourceOfFundsState: 'approved',
      pepState: 'non_pep',
      enhancedDueDiligenceState: 'approved',
      tradeSubscriptionsAllowed: true,
    });
  });

  it('a new corporate: corporate details, shareholder relation and KYB pending; identification N/A', () => {
    expect(traderStates(corporate)).toMatchObject({
      identificationState: 'N/A',
      corporateDetailsState: 'pending',
      shareholderRelationState: 'pending',
      kybState: 'pending',
    });
  });

  it('corporate: after every step the KYB state is documents_requested', () => {
    const done: TraderFacts = {
      ...corporate,
      hasCorporateDetails: true,
      hasAddress: true,
      hasSourceOfFunds: true,
      shareholderRelation: 'related',
      pep: 'non_pep',
      kybDocumentsRequested: true,
    };
    expect(traderStates(done)).toMatchObject({
      corporateDetailsState: 'approved',
      shareholderRelationState: 'related',
      kybState: 'documents_requested',
      tradeSubscriptionsAllowed: true,
    });
  });

  it('a PEP or PEP relative is high risk: enhanced due diligence questionnaire_sent, no trading', () => {
    for (const pep of ['pep', 'pep_relative'] as const) {
      const states = traderStates({
        ...individual,
        hasAddress: true,
        hasSourceOfFunds: true,
        pep,
        identification: 'approved',
      });
      expect(states.enhancedDueDiligenceState).toBe('questionnaire_sent');
      expect(states.pepState).toBe(pep);
      expect(states.tradeSubscriptionsAllowed).toBe(false);
    }
  });
});
