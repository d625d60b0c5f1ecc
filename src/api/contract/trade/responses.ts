// Response entries several Trade API endpoints share, so a status means the same thing everywhere.
import type { EndpointResponse } from '../endpoint';
import type { TradeErrorCode } from './errors';

/** Error codes of one response, checked against the Trade API's list. */
export function codes<const C extends readonly TradeErrorCode[]>(...errorCodes: C): C {
  return errorCodes;
}

export function errorResponse(description: string, errorCodes: readonly TradeErrorCode[]): EndpointResponse {
  return { description, errorCodes };
}

/** Spec, Authentication rule 1: a missing token yields 401, a token without access 403. */
export const bearerAuthResponses = {
  401: errorResponse('No access token was sent.', codes('missing_token')),
  403: errorResponse(
    'The access token is malformed, expired or revoked, its user is deactivated, or it has no access to this ' +
      'resource.',
    codes('invalid_token'),
  ),
} as const;

/** Corporate-only endpoints also refuse an individual trader's token. */
export const corporateOnlyForbidden = errorResponse(
  'The access token is not acceptable, or the trader is not a corporate trader.',
  codes('invalid_token', 'account_type_not_allowed'),
);

export const partnerJwtUnauthorized = errorResponse(
  'No partner JWT was sent, or it does not verify with the partner key or does not match the request.',
  codes('missing_token', 'invalid_partner_token'),
);

export const rateLimited = errorResponse(
  'Too many requests from this client; retry after the seconds given in the `Retry-After` header.',
  codes('rate_limited'),
);

export const invalidRequest = (what = 'The request is malformed; `error_description` says which field.') =>
  errorResponse(what, codes('invalid_request'));

export const alreadyProvided = errorResponse(
  'The request is malformed (`invalid_request`), or this information was already provided (`already_provided`).',
  codes('invalid_request', 'already_provided'),
);
