import { describe, expect, it } from 'vitest';
import {
  crossesProofOfFundsLine,
  mandatoryInformationComplete,
  paidTradeOutcome,
  proofOfFundsAsked,
  proofOfFundsState,
  traderStates,
  type TraderFacts,
} from '../../../src/emulator/trade/trader-states';

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

describe('trade rules of the trader states', () => {
  const doneIndividual: TraderFacts = {
    ...individual,
    hasAddress: true,
    hasSourceOfFunds: true,
    pep: 'non_pep',
    identification: 'approved',
  };
  const doneCorporate: TraderFacts = {
    ...corporate,
    hasCorporateDetails: true,
    hasAddress: true,
    hasSourceOfFunds: true,
    shareholderRelation: 'not_related',
    pep: 'non_pep',
    kybDocumentsRequested: true,
  };

  it('rule: mandatoryInformationComplete (individual): address, source of funds, PEP with EDD approved, identification', () => {
    expect(mandatoryInformationComplete(doneIndividual)).toBe(true);
    expect(mandatoryInformationComplete({ ...doneIndividual, identification: 'pending' })).toBe(false);
    expect(mandatoryInformationComplete({ ...doneIndividual, hasAddress: false })).toBe(false);
    expect(mandatoryInformationComplete({ ...doneIndividual, hasSourceOfFunds: false })).toBe(false);
    expect(mandatoryInformationComplete({ ...doneIndividual, pep: null })).toBe(false);
    // A PEP waits for the enhanced due diligence questionnaire.
    expect(mandatoryInformationComplete({ ...doneIndividual, pep: 'pep' })).toBe(false);
  });

  it('rule: mandatoryInformationComplete (corporate): every corporate step and the company review approved', () => {
    expect(mandatoryInformationComplete(doneCorporate)).toBe(false);
    expect(mandatoryInformationComplete({ ...doneCorporate, kybState: 'approved' })).toBe(true);
    expect(mandatoryInformationComplete({ ...doneCorporate, kybState: 'approved', shareholderRelation: null })).toBe(
      false,
    );
    expect(traderStates({ ...doneCorporate, kybState: 'approved' }).kybState).toBe('approved');
    // The spec's kybState values have no `rejected`: a rejected review still shows documents_requested.
    expect(traderStates({ ...doneCorporate, kybState: 'rejected' }).kybState).toBe('documents_requested');
  });

  it('rule: proof of source of funds: questionaire_sent once completed trades pass 10,000 EUR, until judged', () => {
    expect(proofOfFundsState({ ...doneIndividual, completedEurMinor: 1_000_000 })).toBe('pending');
    expect(proofOfFundsState({ ...doneIndividual, completedEurMinor: 1_000_001 })).toBe('questionaire_sent');
    expect(traderStates({ ...doneIndividual, completedEurMinor: 1_000_001 }).proofOfSourceOfFundsState).toBe(
      'questionaire_sent',
    );
    expect(proofOfFundsState({ ...doneIndividual, completedEurMinor: 2_000_000, proofOfFunds: 'approved' })).toBe(
      'approved',
    );
    expect(crossesProofOfFundsLine(999_000, 1_000)).toBe(false);
    expect(crossesProofOfFundsLine(999_000, 1_001)).toBe(true);
    expect(crossesProofOfFundsLine(1_000_001, 5)).toBe(false);
  });

  it('rule: proofOfFundsAsked once the questionnaire was sent, and still after the proof was judged', () => {
    expect(proofOfFundsAsked({ ...doneIndividual, completedEurMinor: 1_000_000 })).toBe(false);
    expect(proofOfFundsAsked({ ...doneIndividual, completedEurMinor: 1_000_001 })).toBe(true);
    // A judged proof may be judged again.
    expect(proofOfFundsAsked({ ...doneIndividual, proofOfFunds: 'rejected' })).toBe(true);
  });

  it('rule: paidTradeOutcome: complete, wait in review, or reject (company review or proof of funds rejected)', () => {
    expect(paidTradeOutcome(doneIndividual)).toBe('complete');
    expect(paidTradeOutcome({ ...doneIndividual, identification: null })).toBe('wait');
    expect(paidTradeOutcome({ ...doneIndividual, completedEurMinor: 1_000_001 })).toBe('wait');
    expect(paidTradeOutcome({ ...doneIndividual, completedEurMinor: 1_000_001, proofOfFunds: 'approved' })).toBe(
      'complete',
    );
    expect(paidTradeOutcome({ ...doneIndividual, proofOfFunds: 'rejected' })).toBe('reject');
    expect(paidTradeOutcome({ ...doneCorporate, kybState: 'rejected' })).toBe('reject');
    expect(paidTradeOutcome({ ...doneCorporate, kybState: 'approved' })).toBe('complete');
  });
});
