// What each Trade API error code means, for the OpenAPI document. `Record<TradeErrorCode, …>` makes a code added
// to errors.ts without a meaning fail to compile; docs/trade-api-choices.md says why each designed code exists.
import type { TradeErrorCode } from './errors';

export const tradeErrorMeanings: Readonly<Record<TradeErrorCode, string>> = {
  invalid_request:
    'The body, query or a path parameter is malformed or breaks a rule; `error_description` names the field and ' +
    'the rule. On `POST /auth`: a field of the grant is missing.',
  email_address_and_partner_id_in_use: 'A user with this email already signed up with this partner.',
  invalid_trusted_email_validation_token:
    '`trustedEmailValidationToken` does not verify with the partner key, or its `email` is not the sign-up email.',
  invalid_verification_code: 'The emailed 6-digit code is not the one pending for this user.',
  verification_attempts_exceeded: 'More than 5 wrong codes were tried; request a new code.',
  wrong_password: '`oldPassword` is not the current password.',
  invalid_security_code: 'The emailed security code of the password reset is wrong.',
  security_code_attempts_exceeded: 'Too many wrong security codes were tried; start the reset again.',
  invalid_password_reset_token: 'The reset token is wrong, already used, or older than its lifetime.',
  missing_argument: 'A field of the body is missing or malformed (the spec names this code for this endpoint).',
  invalid_partner_token:
    'The partner JWT does not verify with the partner key (wrong key, algorithm or header), has expired, or its ' +
    'claims do not match the request (path, body or upload headers).',
  not_found: 'No partner has this id.',
  security_code_not_found: 'No security code was issued for this email and partner, or it expired.',
  user_not_found: 'No user has this id, or this email with this partner.',
  internal_error: 'Something failed on the service side; nothing was changed. Retry with exponential backoff.',
  invalid_grant:
    'Wrong email or password, unknown partner, or an expired, revoked or replaced refresh or offline token; also ' +
    'a deactivated account.',
  unsupported_grant_type: '`grant_type` is not `password`, `refresh_token` or `offline_token`.',
  unsupported_token_type: '`token_type_hint` names a token other than `refresh_token`; only those can be revoked.',
  already_provided: 'This step was already completed (or the trader is already identified); it is given once.',
  no_matching_payment_method: 'No payment method of the partner trades these currencies with these media.',
  invalid_argument:
    'The request is well formed but does not fit the quote or account it names: other media than the quote was ' +
    'made for, a bank account in another currency, or a recurring buy on anything but a card buy.',
  wait_after_first_trade: 'The trader must wait before the next trade (a forced delay after the first one).',
  invalid_blockchain_account: "The receiving address is not a valid bitcoin address of the service's network.",
  invalid_iban: 'A SEPA account number is not an IBAN with a valid checksum.',
  quote_expired: 'The price quote is older than its 15 minutes; ask for a new one.',
  limits_exceeded:
    "The amount is below the payment method's minimum, or above its cap or what is left of the trader's limits; " +
    '`error_description` names the bound and its currency.',
  trade_in_progress: 'Another trade of the trader is still waiting for payment; pay or cancel it first.',
  country_not_supported: "The trader's country (or US state) is not supported, or does not take this payment medium.",
  trader_cannot_trade:
    'The trader cannot trade yet (mandatory profile steps or identification missing), or may not make recurring ' +
    'buys.',
  trade_not_cancellable: 'The trade is past waiting for payment, or is not a bank trade waiting for it.',
  missing_token: 'No `Authorization: Bearer …` header was sent.',
  invalid_token:
    'The access token is malformed, expired or revoked, its user is deactivated, or it does not give access to ' +
    'this resource.',
  account_type_not_allowed: 'The endpoint is for corporate traders and the trader is an individual.',
  partner_kyc_not_enabled: 'Partner-run KYC needs an agreement with the service; this partner has none.',
  trader_not_found: 'The user has no trader, or the partner has no trader with this id.',
  identification_attempt_not_found: 'The trader has no identification attempt with this id.',
  verification_code_not_found: 'No verification code is pending for this user (none requested, or it expired).',
  kyc_review_not_found: 'The partner has no KYC review with this id.',
  quote_not_found:
    'No stored quote of this trader has this id: unknown, asked without an access token, another trader’s, or ' +
    'already traded.',
  trade_not_found: 'No trade of this trader has this id.',
  bank_account_not_found: 'No bank account of this trader has this id (or it was removed).',
  subscription_not_found: 'No recurring buy of this trader has this id.',
  rate_limited: 'Too many requests from this client; retry after the seconds in the `Retry-After` header.',
};
