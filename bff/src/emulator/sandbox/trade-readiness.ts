// Whether a trader's trades go through now, and what stands in the way: the sandbox console's "Can trade". The yes
// or no is the emulator's own two rules, not a copy of them: a trade starts only while the trader object's
// `cannotTradeReason` is null (profile.ts), and a paid trade completes only when `paidTradeOutcome` says so
// (trader-states.ts); otherwise it waits in review (mandatory information missing, a proof of funds awaited) or is
// rejected. The list of blockers names what those rules look at, so the developer knows what to do next; a sweep of
// every combination of facts (trade-readiness.test.ts) holds the list to the same answer as the rules.
import type { TradeBlocker } from '#contract/sandbox/requests';
import type { CannotTradeReason } from '#contract/trade/trader';
import { isHighRisk, paidTradeOutcome, proofOfFundsState, type TraderFacts } from '../trade/trader-states';

export interface TradeReadiness {
  readyToTrade: boolean;
  tradeBlockers: TradeBlocker[];
}

/** The mandatory information an individual or a company lacks, in the order the widget asks for it. */
function missingInformation(facts: TraderFacts): TradeBlocker[] {
  const missing: TradeBlocker[] = [];
  const corporate = facts.accountType === 'corporate';
  if (corporate && !facts.hasCorporateDetails) missing.push('corporate_details');
  if (!facts.hasAddress) missing.push('address');
  if (!facts.hasSourceOfFunds) missing.push('source_of_funds');
  if (corporate && facts.shareholderRelation === null) missing.push('shareholder_relation');
  if (facts.pep === null) missing.push('pep_declaration');
  if (corporate) {
    if (facts.kybState === 'rejected') missing.push('company_review_rejected');
    else if (facts.kybState !== 'approved') missing.push('company_review');
  } else {
    // A PEP or a PEP's relative is sent the enhanced due diligence questionnaire, which nothing approves yet.
    if (isHighRisk(facts.pep)) missing.push('enhanced_due_diligence');
    if (facts.identification !== 'approved') missing.push('identification');
  }
  return missing;
}

/**
 * Whether a trade of this trader goes through now (`readyToTrade`) and what stands in the way: first why no trade
 * can start (`cannotTradeReason`, the trader object's), then the mandatory information, then the proof of funds.
 */
export function tradeReadiness(facts: TraderFacts, cannotTradeReason: CannotTradeReason | null): TradeReadiness {
  const blockers: TradeBlocker[] = [];
  if (cannotTradeReason !== null) blockers.push(cannotTradeReason);
  blockers.push(...missingInformation(facts));
  const proof = proofOfFundsState(facts);
  if (proof === 'questionaire_sent') blockers.push('proof_of_funds');
  if (proof === 'rejected') blockers.push('proof_of_funds_rejected');
  return {
    readyToTrade: cannotTradeReason === null && paidTradeOutcome(facts) === 'complete',
    tradeBlockers: blockers,
  };
}
