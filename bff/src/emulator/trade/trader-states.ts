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
    // No trades exist in the emulator, so nobody passes the 10000 EUR threshold that starts these checks.
    proofOfSourceOfFundsState: 'pending',
    enhancedProofOfSourceOfFundsState: 'pending',
    pepState: facts.pep ?? 'pending',
  } as const satisfies Omit<TraderStates, 'tradeSubscriptionsAllowed'>;
  const mandatoryDone = corporate
    ? corporateStepsDone(facts) && (kybState === 'documents_requested' || kybState === 'approved')
    : facts.hasAddress && facts.hasSourceOfFunds && facts.pep !== null && identificationState === 'approved';
  return { ...states, tradeSubscriptionsAllowed: mandatoryDone && enhancedDueDiligenceState === 'approved' };
}
