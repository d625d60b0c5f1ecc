// The browser API's one error shape and the codes the BFF adds to those it passes through from upstream. Every
// failure the views see is `{error, message}` (plus `field` when one input is to blame), so a view translates
// one stable set of codes and can put a server error next to the field it belongs to.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';

export const BffErrorBody = withMeta(
  z.object({
    error: described(z.string(), 'Machine-readable code: one of `bffErrorCodes`, or an upstream code kept as it is.'),
    message: described(z.string(), 'What went wrong, in English; views translate `error` instead of showing this.'),
    field: described(
      z.optional(z.string()),
      'Dotted path of the request field to blame (`street`, `profile.address.state`), when there is one.',
    ),
  }),
  { id: 'BffError', description: 'Body of every 4xx and 5xx answer of the browser API.' },
);
export type BffErrorBody = z.infer<typeof BffErrorBody>;

/**
 * Codes the BFF itself answers with, and their HTTP status. Upstream codes (Trade API `error`, Merchant API
 * `error.code`) come through unchanged with the upstream status (Merchant errors, always HTTP 200 upstream, come
 * as 400 unless listed here).
 */
export const bffErrorStatus = {
  /** Body, query or path failed the contract; `field` names the first bad field. */
  invalid_request: 400,
  /** The route needs a signed-in session and there is none (or it ended: logout, refresh refused upstream). */
  not_signed_in: 401,
  /** A state-changing call without the CSRF header, or from an Origin not on the allow-list. */
  csrf_rejected: 403,
  /** `returnUrl` of an identification attempt or a card trade is on neither the BFF's own origin nor the allow-list. */
  return_url_not_allowed: 400,
  /** A trusted widget session token that is malformed, forged or expired. */
  invalid_widget_session: 400,
  /** Sign-up email differs from the email a trusted widget session carries. */
  widget_session_email_mismatch: 400,
  /** The password reset step needs the earlier step done in this session first. */
  password_reset_not_started: 400,
  /** A payment page token that is malformed, forged or names no invoice. */
  payment_link_invalid: 404,
  not_found: 404,
  /** Partner server endpoints: missing or wrong admin token. */
  invalid_admin_token: 401,
  /** A merchant callback whose signature header does not match its body under the IPN secret. */
  invalid_signature: 401,
  rate_limited: 429,
  internal_error: 500,
  /** The upstream service answered something the contract does not allow, or 5xx after retries. */
  upstream_error: 502,
  /** The upstream service could not be reached, or did not answer in time. */
  upstream_unavailable: 503,
} as const;
export type BffErrorCode = keyof typeof bffErrorStatus;
export const bffErrorCodes = Object.keys(bffErrorStatus) as BffErrorCode[];

/**
 * Every state-changing call (POST, PUT, PATCH, DELETE) must carry this header with value `1`, and come from an
 * allowed Origin. A cross-site form cannot set a custom header, and a cross-site fetch that sets one needs a CORS
 * preflight the BFF never grants: together with the Origin check this stops CSRF without a token round trip.
 */
export const CSRF_HEADER = 'X-Tradekit-Request';
export const CSRF_HEADER_VALUE = '1';
