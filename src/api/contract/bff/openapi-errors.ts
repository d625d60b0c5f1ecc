// What each error code of the browser API means, for its OpenAPI document; `Record<BffErrorCode, …>` makes a code
// added to errors.ts without a meaning fail to compile.
import type { BffErrorCode } from './errors';

export const bffErrorMeanings: Readonly<Record<BffErrorCode, string>> = {
  invalid_request:
    'The body, query or a path parameter fails the contract. `field` names the first bad field and `message` the rule.',
  not_signed_in:
    'The route needs a signed-in session and there is none: never signed in, signed out, or the session ended ' +
    'because the service refused to refresh it. Sign in again.',
  csrf_rejected:
    'A state-changing call without the `X-Tradekit-Request: 1` header, or from an Origin that is not on the ' +
    "BFF's allow-list (`ALLOWED_ORIGINS`) nor the BFF's own.",
  return_url_not_allowed:
    "`returnUrl` is on neither the BFF's own origin nor an allowed origin; the service would send the customer " +
    'somewhere the partner does not control.',
  invalid_widget_session: 'The trusted widget session token is malformed, forged, already used or expired.',
  widget_session_email_mismatch:
    'The sign-up email differs from the email the trusted widget session carries, which cannot be changed.',
  password_reset_not_started:
    'A later step of the password reset was called before the earlier one succeeded in this session.',
  payment_link_invalid: 'The payment page token is malformed, forged, or names no invoice.',
  not_found: 'There is no such route or resource.',
  invalid_admin_token: 'The `Authorization` header is missing or is not `Bearer <PARTNER_ADMIN_TOKEN>`.',
  invalid_signature: 'The signature header does not match the raw body under the shared secret.',
  rate_limited:
    'Too many sign-in attempts from this address in the last minute (`BFF_AUTH_RATE_LIMIT_PER_MINUTE`); retry ' +
    'after the seconds in `Retry-After`.',
  internal_error: 'Something failed in the BFF. Nothing secret is said; the request id is in the log.',
  upstream_error:
    'The service answered something the contract does not allow, or kept failing with 5xx after the retries.',
  upstream_unavailable: 'The service could not be reached, or did not answer in time.',
};
