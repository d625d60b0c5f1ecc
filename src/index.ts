// The kit's public face: named exports only, each documented in one line. Nothing here touches `window` when
// imported, so server rendering can import the kit. The styles are in `src/ui/theme.css`, imported by the app.

/** Wraps every Tradekit view: BFF URL, locale (`en`, `da`, `de` or the host's), messages and theme (colour, font…). */
export { TradekitProvider, type TradekitProviderProps, type TradekitTheme } from './api/client/tradekit-provider';
/** Every message of a locale, typed by the English catalogue: the type of a locale a host adds with `messages`. */
export type { Messages as TradekitMessages } from './i18n/i18n-core';
/** The whole flow from quote to an approved trader, with a progress stepper; emits events for the host page. */
export { TradeFlow, type TradeFlowProps } from './app/flow/trade-flow';
/** What the flow tells the host page (`onEvent`), and the steps it names. */
export type { TradeFlowEvent, TradeFlowStep } from './app/flow/trade-flow-events';
/** Quote view: buy or sell, currencies, amount, the approximate quote with its fees and the method's limits. */
export { QuoteView, type QuoteViewProps } from './features/quote/quote-view';
/** What the customer chose on the quote view. */
export type { QuoteSelection } from './features/quote/quote-model';
/** A starting choice the quote view could not keep (a currency not traded, an amount that is not one), and why. */
export type { RefusedChoice } from './features/quote/quote-extras';
/** The approximate quote the quote view shows and passes to `onQuoteChange`: amounts, fees, the price's currencies. */
export type { ApproximateQuote } from './api/contract/trade/partners';
/** Sign-up view: email, password, account type, country and state, mail consent. */
export { SignupView, type SignupViewProps } from './features/signup/signup-view';
/** Email verification view: the 6-digit code, resend with a cooldown, the too-many-attempts state. */
export { VerifyEmailView, type VerifyEmailViewProps } from './features/signup/verify-email-view';
/** Login view: email and password, with links to password reset and sign-up. */
export { LoginView, type LoginViewProps } from './features/signup/login-view';
/** Password reset view: email a code, check it, set the new password. */
export { PasswordResetView, type PasswordResetViewProps } from './features/signup/password-reset-view';
/** Address step: street, postal code and city. */
export { AddressForm, type ProfileStepProps } from './features/profile/address-form';
/** Source of funds step: origin by account type, annual volume bucket, legal-activities confirmation. */
export { SourceOfFundsForm, type SourceOfFundsFormProps } from './features/profile/source-of-funds-form';
/** Corporate details step: name, industry (with "other"), website, description. */
export { CorporateDetailsForm } from './features/profile/corporate-details-form';
/** Shareholder relation step of a corporate trader. */
export { ShareholderRelationForm } from './features/profile/shareholder-relation-form';
/** Politically exposed person step. */
export { PepDeclarationForm } from './features/profile/pep-form';
/** Identity verification view: start, send to the provider, follow the attempt to its decision. */
export { KycView, type KycViewProps } from './features/kyc/kyc-view';
/** Trader status view: what is done, pending and needed next. */
export { TraderStatus, type TraderStatusProps } from './features/trader/trader-status';
/** Bank account form: IBAN (check digits checked), BIC, holder and address, currency; a payout account for sells. */
export { BankAccountForm, type BankAccountFormProps } from './features/trade/bank-account-form';
/** Bank account choice of a sell: the accounts in its currency, the newest chosen, add one inline, remove one. */
export { BankAccountChoice, type BankAccountChoiceProps } from './features/trade/bank-account-choice';
/** Trade history view: every trade with its state, amounts, date and receipt; unfinished ones can be opened. */
export { TradeHistoryView, type TradeHistoryViewProps } from './features/trade/trade-history';
/** Recurring buys view: amount, frequency, next and last buy, state; an active one can be stopped. */
export { RecurringBuysView } from './features/trade/recurring-buys';
/** A payout bank account as the views show it (what `BankAccountForm` passes to `onCreated`). */
export type { BankAccountView } from './api/contract/bff/trade';
/** Order summary view: a price quote held 15 minutes (renewed), fees, total, the payout; makes the trade. */
export { OrderSummaryView, type OrderSummaryViewProps } from './features/trade/order-summary';
/** Trade status view: pay by card, bank transfer or deposit, then the trade followed live to its end; cancel. */
export { TradeStatusView, type TradeStatusViewProps } from './features/trade/trade-status';
/** What the trade status view reports (`onEvent`): the followed trade completed or failed, or a sell awaits its bitcoin. */
export type { TradeOutcomeEvent } from './features/trade/trade-events';
/** The card payment page's `result` and `tradeId` on a partner return URL, for `TradeStatusView`'s `returnResult`. */
export { cardReturnFromLocation, type CardReturn } from './features/trade/card-return';
/** Invoice payment page of a merchant invoice: amount, address and QR code, live state, other currencies. */
export { InvoicePaymentPage, type InvoicePaymentPageProps } from './features/invoice/invoice-page';
/** A failed browser API call, with the BFF's code and the field to blame. */
export { BffError } from './api/client/bff-error';
/** An accessible button with a `loading` state, styled by the kit's `ui/theme.css` custom properties. */
export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
