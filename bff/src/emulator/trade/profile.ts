// Rules that run after a trader provides a profile step: the KYB documents request once a corporate trader has
// given everything, and the enhanced due diligence questionnaire for a PEP or PEP relative. Run inside the
// transaction of the step, so the email and the state change are written together.
import type { Database } from '../../db/database';
import { findTrader, traderFacts, updateTrader, type TraderRow, type UserRow } from './account-store';
import { mailDueDiligenceQuestionnaire, mailKybDocumentsRequest } from './mail';
import { corporateStepsDone, isHighRisk, traderStates } from './trader-states';
import type { CannotTradeReason, Trader } from '#contract/trade/trader';
import { subdivisionCode } from '#contract/trade/subdivision';
import { supportedCountries } from './countries';
import { currentLimitsOf, currentLimitsToWire, levelOf, levelToWire, type TradedSoFar } from './levels';

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

/**
 * Why the trader cannot trade now, or null: a waiting period the sandbox's trade-block tool set and that has not
 * ended, or a country or US state the service does not serve (no country given: no reason).
 */
export function cannotTradeReasonOf(trader: TraderRow, now: Date): CannotTradeReason | null {
  if (forcedDelayEnd(trader, now) !== null) return 'forced_delay';
  return countryNotServed(trader) ? 'country_not_supported' : null;
}

/** Whether the service serves no trading in the trader's country or US state (no country given: it does). */
export function countryNotServed(trader: TraderRow): boolean {
  if (trader.address_country === null) return false;
  const country = supportedCountries()[trader.address_country];
  if (!country?.supported) return true;
  if (country.states && trader.address_state !== null) {
    const state = country.states[subdivisionCode(trader.address_state)];
    if (state && !state.supported) return true;
  }
  return false;
}

/** When the trader's waiting period ends, if one is still running at `now`. */
export function forcedDelayEnd(trader: TraderRow, now: Date): string | null {
  const until = trader.forced_delay_until;
  return until !== null && Date.parse(until) > now.getTime() ? until : null;
}

/**
 * The trader object of `GET /traders/me`; `traded` is what the trader traded in the windows its limits count
 * (limits.ts `tradedSoFar`), so `currentLimits` is what is left.
 */
export function traderView(trader: TraderRow, user: UserRow, traded: TradedSoFar, now: Date): Trader {
  const corporate = trader.corporate_details ? (JSON.parse(trader.corporate_details) as { name: string }) : null;
  const states = traderStates(traderFacts(trader));
  const level = levelOf(states.identificationState);
  const cannotTradeReason = cannotTradeReasonOf(trader, now);
  return {
    id: trader.id,
    email: user.email,
    personalInformation: trader.name === null ? null : { name: trader.name },
    corporateDetails: corporate === null ? null : { name: corporate.name },
    isEmailVerified: user.email_verified === 1,
    ...states,
    consentAdditionalMails: trader.consent_additional_mails === 1,
    accountType: trader.account_type,
    defaultCurrency: trader.default_currency ?? 'EUR',
    profile: {
      name: trader.name,
      gender: trader.gender,
      mobile: { countryCode: trader.mobile_country_code, number: trader.mobile_number },
      address: {
        street: trader.address_street,
        zipcode: trader.address_postal_code,
        city: trader.address_city,
        state: trader.address_state,
        country: trader.address_country,
      },
    },
    level: levelToWire(level),
    currentLimits: currentLimitsToWire(currentLimitsOf(level, traded)),
    canTrade: cannotTradeReason === null,
    canTradeAfter: forcedDelayEnd(trader, now),
    cannotTradeReason,
  };
}
