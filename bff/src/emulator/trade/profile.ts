// Rules that run after a trader provides a profile step: the KYB documents request once a corporate trader has
// given everything, and the enhanced due diligence questionnaire for a PEP or PEP relative. Run inside the
// transaction of the step, so the email and the state change are written together.
import type { Database } from '../../db/database';
import { findTrader, traderFacts, updateTrader, type TraderRow, type UserRow } from './account-store';
import { mailDueDiligenceQuestionnaire, mailKybDocumentsRequest } from './mail';
import { corporateStepsDone, isHighRisk, traderStates } from './trader-states';
import type { Trader } from '#contract/trade/traders';

export function afterProfileStep(db: Database, traderId: number, user: UserRow, now: Date): void {
  const trader = findTrader(db, traderId);
  if (!trader) return;
  const facts = traderFacts(trader);
  if (corporateStepsDone(facts) && !facts.kybDocumentsRequested) {
    updateTrader(db, traderId, { kyb_documents_requested: 1 });
    mailKybDocumentsRequest(db, user.email, now);
  }
}

/** Called when the PEP declaration is stored. */
export function afterPepDeclaration(db: Database, trader: TraderRow, user: UserRow, now: Date): void {
  const facts = traderFacts(trader);
  if (isHighRisk(facts.pep)) mailDueDiligenceQuestionnaire(db, user.email, now);
}

/** The trader object of `GET /traders/me`. */
export function traderView(trader: TraderRow, user: UserRow): Trader {
  const corporate = trader.corporate_details ? (JSON.parse(trader.corporate_details) as { name: string }) : null;
  return {
    id: trader.id,
    email: user.email,
    personalInformation: trader.name === null ? null : { name: trader.name },
    corporateDetails: corporate === null ? null : { name: corporate.name },
    isEmailVerified: user.email_verified === 1,
    ...traderStates(traderFacts(trader)),
    consentAdditionalMails: trader.consent_additional_mails === 1,
    accountType: trader.account_type,
  };
}
