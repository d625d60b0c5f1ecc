import { describe, expect, it } from 'vitest';
import { newTrader, traderAt, traderSteps } from '../../mocks/fixtures';
import { followUps, nextStep, stepsFor } from './next-step';

describe('next step of the flow', () => {
  it('individual: email, address, source of funds, PEP, then identification (the spec mandatory list)', () => {
    expect(stepsFor('individual')).toEqual(['verifyEmail', 'address', 'sourceOfFunds', 'pep', 'identification']);
    expect(traderSteps.map((step) => nextStep(traderAt('individual', step)))).toEqual([
      'verifyEmail',
      'address',
      'address',
      'sourceOfFunds',
      'pep',
      'pep',
      'identification',
      'done',
    ]);
  });

  it('corporate: corporate details, address, source of funds, shareholder relation, PEP, then the KYB request', () => {
    expect(traderSteps.map((step) => nextStep(traderAt('corporate', step)))).toEqual([
      'verifyEmail',
      'corporateDetails',
      'address',
      'sourceOfFunds',
      'shareholderRelation',
      'pep',
      'kyb',
      'done',
    ]);
  });

  it('a corporate trader never meets the individual identification step', () => {
    expect(stepsFor('corporate')).not.toContain('identification');
  });

  it('names the follow-up checks a trader must answer by email', () => {
    expect(followUps(newTrader('individual', { proofOfSourceOfFundsState: 'questionaire_sent' }))).toEqual([
      'proofOfSourceOfFunds',
    ]);
    expect(followUps(newTrader('individual', { enhancedDueDiligenceState: 'questionnaire_sent' }))).toEqual([
      'enhancedDueDiligence',
    ]);
    expect(followUps(newTrader('individual'))).toEqual([]);
  });
});
