// The onboarding steps of each account type, in the order the flow asks them: apart from the rules of where a trader
// stands (next-step.ts), so the widget's first view (the quote, with its stepper) carries only this.
import type { Trader } from '../../api/contract/trade/traders';

export type FlowStep =
  | 'verifyEmail'
  | 'corporateDetails'
  | 'address'
  | 'sourceOfFunds'
  | 'shareholderRelation'
  | 'pep'
  | 'identification'
  | 'kyb';

/** The steps of an account type in the order the flow asks them. */
export function stepsFor(accountType: Trader['accountType']): FlowStep[] {
  return accountType === 'corporate'
    ? ['verifyEmail', 'corporateDetails', 'address', 'sourceOfFunds', 'shareholderRelation', 'pep', 'kyb']
    : ['verifyEmail', 'address', 'sourceOfFunds', 'pep', 'identification'];
}
