// Where a trader stands and what comes next, from the trader's states alone, so a reload resumes at the right step.
//
// Reading of the states (the spec shows no transitions): `pending` means "still to do", any other value of a
// step's own state means done or not needed (`N/A`). Individual: email, address, source of funds, PEP, then
// identification (KYC). Corporate: email, corporate details, address, source of funds, shareholder relation,
// PEP; after these the service emails a KYB document request (`kybState`), which the trader answers by email.
import type { Trader } from '../../api/contract/trade/traders';
import { stepsFor, type FlowStep } from './steps';

export { stepsFor, type FlowStep } from './steps';

export type StepStatus = 'done' | 'todo' | 'waiting' | 'notNeeded';

/** Where one step stands. `waiting`: the trader did their part and the service has not decided yet. */
export function stepStatus(trader: Trader, step: FlowStep): StepStatus {
  switch (step) {
    case 'verifyEmail':
      return trader.isEmailVerified ? 'done' : 'todo';
    case 'corporateDetails':
      return byState(trader.corporateDetailsState);
    case 'address':
      return trader.addressState === 'approved' ? 'done' : 'todo';
    case 'sourceOfFunds':
      return byState(trader.sourceOfFundsState);
    case 'shareholderRelation':
      return byState(trader.shareholderRelationState);
    case 'pep':
      return byState(trader.pepState);
    case 'identification':
      return byState(trader.identificationState);
    case 'kyb':
      return trader.kybState === 'approved'
        ? 'done'
        : trader.kybState === 'N/A'
          ? 'notNeeded'
          : trader.kybState === 'documents_requested'
            ? 'waiting'
            : 'todo';
  }
}

function byState(state: string): StepStatus {
  if (state === 'pending') return 'todo';
  if (state === 'N/A') return 'notNeeded';
  return 'done';
}

/** The first step still to do or waiting, or `done` when the trader may trade. */
export function nextStep(trader: Trader): FlowStep | 'done' {
  for (const step of stepsFor(trader.accountType)) {
    const status = stepStatus(trader, step);
    if (status === 'todo' || status === 'waiting') return step;
  }
  return 'done';
}

/** Checks after onboarding that can still hold trading up, each with what the trader must do. */
export function followUps(trader: Trader): ('proofOfSourceOfFunds' | 'enhancedDueDiligence')[] {
  const out: ('proofOfSourceOfFunds' | 'enhancedDueDiligence')[] = [];
  if (trader.proofOfSourceOfFundsState === 'questionaire_sent' || trader.proofOfSourceOfFundsState === 'rejected') {
    out.push('proofOfSourceOfFunds');
  }
  if (trader.enhancedDueDiligenceState === 'questionnaire_sent' || trader.enhancedDueDiligenceState === 'rejected') {
    out.push('enhancedDueDiligence');
  }
  return out;
}
