// Rules of the sandbox console's "Can trade" (trade-readiness.ts): a trader is ready to trade exactly when the
// emulator's own rules let a trade start (no `cannotTradeReason`) and complete once paid (`paidTradeOutcome`), and
// the blockers it lists are empty exactly then, whatever the trader's facts. Swept over every combination of facts.
import { describe, expect, it } from 'vitest';
import { cannotTradeReasons, type CannotTradeReason } from '#contract/trade/trader';
import { tradeReadiness } from '../../../src/emulator/sandbox/trade-readiness';
import {
  mandatoryInformationComplete,
  paidTradeOutcome,
  PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR,
  type TraderFacts,
} from '../../../src/emulator/trade/trader-states';

/** Every combination of the facts the rules read, each with every value that changes an answer. */
function* everyTrader(): Generator<TraderFacts> {
  for (const accountType of ['individual', 'corporate'] as const)
    for (const hasAddress of [false, true])
      for (const hasCorporateDetails of [false, true])
        for (const hasSourceOfFunds of [false, true])
          for (const shareholderRelation of [null, 'related', 'not_related'] as const)
            for (const pep of [null, 'non_pep', 'pep', 'pep_relative'] as const)
              for (const identification of [null, 'pending', 'approved', 'N/A'] as const)
                for (const kybDocumentsRequested of [false, true])
                  for (const kybState of [null, 'approved', 'rejected'] as const)
                    for (const completedEurMinor of [0, PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR + 1])
                      for (const proofOfFunds of [null, 'approved', 'rejected'] as const)
                        yield {
                          accountType,
                          hasAddress,
                          hasCorporateDetails,
                          hasSourceOfFunds,
                          shareholderRelation,
                          pep,
                          identification,
                          kybDocumentsRequested,
                          kybState,
                          completedEurMinor,
                          proofOfFunds,
                        };
}

const reasons: (CannotTradeReason | null)[] = [null, ...cannotTradeReasons];

/** A trader with every piece of mandatory information given and approved. */
const readyIndividual: TraderFacts = {
  accountType: 'individual',
  hasAddress: true,
  hasCorporateDetails: false,
  hasSourceOfFunds: true,
  shareholderRelation: null,
  pep: 'non_pep',
  identification: 'approved',
  kybDocumentsRequested: false,
};

describe('tradeReadiness', () => {
  it('rule: ready exactly when a trade may start and a paid trade completes, and blockers are empty exactly then', () => {
    let swept = 0;
    const disagreeing: unknown[] = [];
    for (const facts of everyTrader())
      for (const reason of reasons) {
        const { readyToTrade, tradeBlockers } = tradeReadiness(facts, reason);
        const byTheRules = reason === null && paidTradeOutcome(facts) === 'complete';
        if (readyToTrade !== byTheRules || (tradeBlockers.length === 0) !== byTheRules)
          disagreeing.push({ facts, reason, tradeBlockers });
        swept += 1;
      }
    expect(disagreeing.slice(0, 3)).toEqual([]);
    expect(swept).toBeGreaterThan(50_000);
  });

  it('rule: the blockers name missing mandatory information exactly when it is incomplete', () => {
    const information = new Set([
      'corporate_details',
      'address',
      'source_of_funds',
      'shareholder_relation',
      'pep_declaration',
      'enhanced_due_diligence',
      'identification',
      'company_review',
      'company_review_rejected',
    ]);
    const disagreeing: unknown[] = [];
    for (const facts of everyTrader()) {
      const missing = tradeReadiness(facts, null).tradeBlockers.filter((blocker) => information.has(blocker));
      if ((missing.length === 0) !== mandatoryInformationComplete(facts)) disagreeing.push({ facts, missing });
    }
    expect(disagreeing.slice(0, 3)).toEqual([]);
  });

  it('rule: not while identification is pending, though the trader object says the trader can trade', () => {
    expect(tradeReadiness({ ...readyIndividual, identification: 'pending' }, null)).toEqual({
      readyToTrade: false,
      tradeBlockers: ['identification'],
    });
    expect(tradeReadiness(readyIndividual, null)).toEqual({ readyToTrade: true, tradeBlockers: [] });
  });

  it('says everything missing, the reason no trade can start first, the proof of funds last', () => {
    const fresh: TraderFacts = {
      ...readyIndividual,
      hasAddress: false,
      hasSourceOfFunds: false,
      pep: null,
      identification: null,
      completedEurMinor: PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR + 1,
    };
    expect(tradeReadiness(fresh, 'forced_delay').tradeBlockers).toEqual([
      'forced_delay',
      'address',
      'source_of_funds',
      'pep_declaration',
      'identification',
      'proof_of_funds',
    ]);
  });

  it('a company waits for its company review, and a rejected one says so', () => {
    const company: TraderFacts = {
      ...readyIndividual,
      accountType: 'corporate',
      hasCorporateDetails: true,
      shareholderRelation: 'not_related',
      identification: 'N/A',
      kybDocumentsRequested: true,
    };
    expect(tradeReadiness(company, null).tradeBlockers).toEqual(['company_review']);
    expect(tradeReadiness({ ...company, kybState: 'rejected' }, null).tradeBlockers).toEqual([
      'company_review_rejected',
    ]);
    expect(tradeReadiness({ ...company, kybState: 'approved' }, null)).toEqual({
      readyToTrade: true,
      tradeBlockers: [],
    });
  });

  it('a PEP waits for enhanced due diligence; a proof of funds asked for or rejected stands in the way', () => {
    expect(tradeReadiness({ ...readyIndividual, pep: 'pep_relative' }, null).tradeBlockers).toEqual([
      'enhanced_due_diligence',
    ]);
    const past = { ...readyIndividual, completedEurMinor: PROOF_OF_FUNDS_THRESHOLD_EUR_MINOR + 1 };
    expect(tradeReadiness(past, null).tradeBlockers).toEqual(['proof_of_funds']);
    expect(tradeReadiness({ ...past, proofOfFunds: 'rejected' }, null).tradeBlockers).toEqual([
      'proof_of_funds_rejected',
    ]);
    expect(tradeReadiness({ ...past, proofOfFunds: 'approved' }, null).readyToTrade).toBe(true);
  });
});
