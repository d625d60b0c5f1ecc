// The Trade API error object and every error code it carries, with the one HTTP status each code comes with.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { oauthErrorCodes, revokeErrorCodes } from './auth';

/** Two or three string fields and nothing else (spec: Errors, rule 1). */
export const TradeErrorResponse = withMeta(
  z.strictObject({
    error: described(z.string(), 'Machine-readable code.'),
    error_description: described(z.string(), 'Human-readable explanation.'),
    request_id: described(z.optional(z.string()), 'Troubleshooting id of the request.'),
  }),
  { id: 'TradeErrorResponse', description: 'Body of every 4xx and 5xx response.' },
);
export type TradeErrorResponse = z.infer<typeof TradeErrorResponse>;

/** Codes the spec names, with the status the endpoint table gives them. */
const specErrorStatus = {
  invalid_request: 400,
  email_address_and_partner_id_in_use: 400,
  invalid_trusted_email_validation_token: 400,
  invalid_verification_code: 400,
  verification_attempts_exceeded: 400,
  // 400, not 401: an upstream 401 makes the BFF refresh the session, which a mistyped password must not do.
  wrong_password: 400,
  invalid_security_code: 400,
  security_code_attempts_exceeded: 400,
  invalid_password_reset_token: 400,
  missing_argument: 400,
  invalid_partner_token: 401,
  not_found: 404,
  security_code_not_found: 404,
  user_not_found: 404,
  internal_error: 500,
} as const;

/** Codes the spec leaves out and this contract designs; docs/trade-api-choices.md says why each exists. */
const designedErrorStatus = {
  invalid_grant: 400,
  unsupported_grant_type: 400,
  unsupported_token_type: 400,
  already_provided: 400,
  no_matching_payment_method: 400,
  // Trading (trades.md): codes seen in clients of the real service, then the choices marked there.
  invalid_argument: 400,
  wait_after_first_trade: 400,
  invalid_blockchain_account: 400,
  invalid_iban: 400,
  quote_expired: 400,
  limits_exceeded: 400,
  trade_in_progress: 400,
  country_not_supported: 400,
  trader_cannot_trade: 400,
  trade_not_cancellable: 400,
  missing_token: 401,
  invalid_token: 403,
  account_type_not_allowed: 403,
  partner_kyc_not_enabled: 403,
  trader_not_found: 404,
  identification_attempt_not_found: 404,
  verification_code_not_found: 404,
  kyc_review_not_found: 404,
  quote_not_found: 404,
  trade_not_found: 404,
  bank_account_not_found: 404,
  subscription_not_found: 404,
  rate_limited: 429,
} as const;

export const tradeErrorStatus = { ...specErrorStatus, ...designedErrorStatus } as const;
export type TradeErrorCode = keyof typeof tradeErrorStatus;

export const specTradeErrorCodes = Object.keys(specErrorStatus) as (keyof typeof specErrorStatus)[];
export const designedTradeErrorCodes = Object.keys(designedErrorStatus) as (keyof typeof designedErrorStatus)[];
/** Every code the Trade API answers with. */
export const tradeErrorCodes: readonly TradeErrorCode[] = [...specTradeErrorCodes, ...designedTradeErrorCodes];

// The OAuth lists of auth.ts are subsets of the codes above; this fails to compile if one drifts away.
const _oauthCodesAreTradeCodes: readonly TradeErrorCode[] = [...oauthErrorCodes, ...revokeErrorCodes];
void _oauthCodesAreTradeCodes;

export function isTradeErrorCode(code: string): code is TradeErrorCode {
  return Object.hasOwn(tradeErrorStatus, code);
}

/** An error body; `request_id` only when there is one, so the object has two or three fields. */
export function tradeError(code: TradeErrorCode, description: string, requestId?: string): TradeErrorResponse {
  return requestId === undefined
    ? { error: code, error_description: description }
    : { error: code, error_description: description, request_id: requestId };
}
