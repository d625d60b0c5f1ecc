// Where a trader stands: the per-trader states of the trader object, derived from what the trader has provided.
// Plain rules, no HTTP and no SQL, so every path is tested on its own (see docs/trade-api-choices.md, "Emulator
// behaviour"). Individual: address, source of funds, PEP status, identification. Corporate: corporate details,
// address, source of funds, shareholder relation, PEP status; then a KYB email requests documents.
import type { Trader } from '#contract/trade/traders';
import type { AccountType, PepDeclaration } from '#contract/trade/enums';

/** What the emulator stores about a trader's progress. */
export interface TraderFacts {
  accountType: AccountType;
  hasAddress: boolean;
  hasCorporateDetails: boolean;
  hasSourceOfFunds: boolean;
  shareholderRelation: 'related' | 'not_related' | null;
  pep: PepDeclaration | null;
  /** Set by an approved identification attempt, a partner KYC review, or the sandbox skip. */
  identification: 'approved' | 'N/A' | 'pending' | null;
  kybDocumentsRequested: boolean;
  /** The company review a sandbox tool concluded (corporate); null or absent: not concluded. */
  kybState?: 'approved' | 'rejected' | null;
  /** EUR cents of the trader's completed trades (the 10,000 EUR rule); absent: 0. */
  completedEurMinor?: number;
  /** The proof of source of funds a sandbox tool judged; null or absent: not judged. */
  proofOfFunds?: 'approved' | 'rejected' | null;
}

/** Past this many EUR cents of completed trades, a trader must prove the source of funds (spec, Limits). */
export const PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR = 10_000_00;

/**
 * Rule: a trader whose completed trades passed 10,000 EUR is emailed a questionnaire and cannot trade until it
 * is approved. The trade that passes the line completes; the trader's next trades wait for the approval.
 */
export function proofOfFundsState(facts: TraderFacts): 'approved' | 'rejected' | 'questionaire_sent' | 'pending' {
  if (facts.proofOfFunds) return facts.proofOfFunds;
  return (facts.completedEurMinor ?? 0) > PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR ? 'questionaire_sent' : 'pending';
}

/** Rule: the trader was asked for a proof of source of funds (questionnaire sent, or a proof already judged). */
export function proofOfFundsAsked(facts: TraderFacts): boolean {
  return proofOfFundsState(facts) !== 'pending';
}

/** Rule: whether completing `eurMinor` more crosses the 10,000 EUR line (the moment the questionnaire is sent). */
export function crossesProofOfFundsLine(completedEurMinor: number, eurMinor: number): boolean {
  return (
    completedEurMinor <= PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR &&
    completedEurMinor + eurMinor > PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR
  );
}

/**
 * Rule: the mandatory information before a trade can complete (spec, "Mandatory trader information").
 * Individual: address, source of funds, PEP declared with enhanced due diligence approved, identification
 * approved. Corporate: corporate details, address, source of funds, shareholder relation, PEP, and the company
 * review (KYB) approved.
 */
export function mandatoryInformationComplete(facts: TraderFacts): boolean {
  if (facts.accountType === 'corporate') return corporateStepsDone(facts) && facts.kybState === 'approved';
  return (
    facts.hasAddress &&
    facts.hasSourceOfFunds &&
    facts.pep !== null &&
    !isHighRisk(facts.pep) &&
    facts.identification === 'approved'
  );
}

/**
 * Rule: what a paid trade does next. `complete` when the mandatory information is complete and no proof of source
 * of funds is awaited; `reject` when the company review or the proof of source of funds was rejected; else `wait`
 * (in review) until one of the others holds.
 */
export function paidTradeOutcome(facts: TraderFacts): 'complete' | 'wait' | 'reject' {
  const proof = proofOfFundsState(facts);
  if (proof === 'rejected' || (facts.accountType === 'corporate' && facts.kybState === 'rejected')) return 'reject';
  if (!mandatoryInformationComplete(facts)) return 'wait';
  return proof === 'questionaire_sent' ? 'wait' : 'complete';
}

export type TraderStates = Pick<
  Trader,
  | 'identificationState'
  | 'corporateDetailsState'
  | 'addressState'
  | 'sourceOfFundsState'
  | 'kybState'
  | 'enhancedDueDiligenceState'
  | 'shareholderRelationState'
  | 'proofOfSourceOfFundsState'
  | 'enhancedProofOfSourceOfFundsState'
  | 'pepState'
  | 'tradeSubscriptionsAllowed'
>;

/** A PEP or a PEP's relative is high risk: enhanced due diligence sends a questionnaire. */
export function isHighRisk(pep: PepDeclaration | null): boolean {
  return pep === 'pep' || pep === 'pep_relative';
}

/** Corporate traders: every step before the KYB documents request is done. */
export function corporateStepsDone(facts: TraderFacts): boolean {
  return (
    facts.accountType === 'corporate' &&
    facts.hasCorporateDetails &&
    facts.hasAddress &&
    facts.hasSourceOfFunds &&
    facts.shareholderRelation !== null &&
    facts.pep !== null
  );
}

export function traderStates(facts: TraderFacts): TraderStates {
  const corporate = facts.accountType === 'corporate';
  // The sandbox approves what is provided at once: there is no compliance officer to wait for.
  const identificationState = facts.identification ?? (corporate ? 'N/A' : 'pending');
  const enhancedDueDiligenceState =
    facts.pep === null ? 'pending' : isHighRisk(facts.pep) ? 'questionnaire_sent' : 'approved';
  // A concluded review shows `approved`; a rejected one stays `documents_requested` (the spec's values have no
  // `rejected`), and the trades waiting on it are rejected.
  const kybState = !corporate
    ? 'N/A'
    : facts.kybState === 'approved'
      ? 'approved'
      : facts.kybDocumentsRequested || facts.kybState === 'rejected'
        ? 'documents_requested'
        : 'pending';
  const states = {
    identificationState,
    corporateDetailsState: !corporate ? 'N/A' : facts.hasCorporateDetails ? 'approved' : 'pending',
    addressState: facts.hasAddress ? 'approved' : 'pending',
    sourceOfFundsState: facts.hasSourceOfFunds ? 'approved' : 'pending',
    kybState,
    enhancedDueDiligenceState,
    shareholderRelationState: !corporate ? 'N/A' : (facts.shareholderRelation ?? 'pending'),
    proofOfSourceOfFundsState: proofOfFundsState(facts),
    enhancedProofOfSourceOfFundsState: 'pending',
    pepState: facts.pep ?? 'pending',
  } as const satisfies Omit<TraderStates, 'tradeSubscriptionsAllowed'>;
  const mandatoryDone = corporate
    ? corporateStepsDone(facts) && (kybState === 'documents_requested' || kybState === 'approved')
    : facts.hasAddress && facts.hasSourceOfFunds && facts.pep !== null && identificationState === 'approved';
  return { ...states, tradeSubscriptionsAllowed: mandatoryDone && enhancedDueDiligenceState === 'approved' };
}
