// Token authentication: `POST /auth` (OAuth 2.0 token endpoint) and `POST /auth/revoke` (RFC 7009 revocation).
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { GrantType } from './enums';
import { Email, Uuid } from './primitives';

/* @__NO_SIDE_EFFECTS__ */
function secret(what: string) {
  return checked(z.string(), z.minLength(1, { error: `must be the ${what}, not empty` }));
}

export const PasswordGrantRequest = withMeta(
  z.object({
    grant_type: z.literal('password'),
    partnerId: described(Uuid, 'Partner the user signed up with.'),
    email: Email,
    password: secret('password'),
  }),
  { id: 'PasswordGrantRequest', description: 'Sign in with email and password.' },
);
export type PasswordGrantRequest = z.infer<typeof PasswordGrantRequest>;

export const RefreshTokenGrantRequest = withMeta(
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: secret('refresh token of an earlier token response'),
  }),
  { id: 'RefreshTokenGrantRequest', description: 'Get a fresh token response without re-authenticating.' },
);
export type RefreshTokenGrantRequest = z.infer<typeof RefreshTokenGrantRequest>;

export const OfflineTokenGrantRequest = withMeta(
  z.object({
    grant_type: z.literal('offline_token'),
    offline_token: secret('offline token from sign-up or from an offline token reset'),
  }),
  { id: 'OfflineTokenGrantRequest', description: 'Like a refresh token, but it never expires.' },
);
export type OfflineTokenGrantRequest = z.infer<typeof OfflineTokenGrantRequest>;

export const TokenRequest = withMeta(
  z.discriminatedUnion('grant_type', [PasswordGrantRequest, RefreshTokenGrantRequest, OfflineTokenGrantRequest]),
  { id: 'TokenRequest', description: 'Body of `POST /auth`, by `grant_type`.' },
);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = withMeta(
  z.object({
    access_token: described(z.string(), 'JWT, sent as `Authorization: Bearer <access_token>`.'),
    token_type: z.literal('bearer'),
    expires_in: described(checked(z.int(), z.positive()), 'Access token lifetime in seconds (1200).'),
    refresh_token: described(z.string(), 'For the `refresh_token` grant; valid 24 hours.'),
  }),
  { id: 'TokenResponse', description: 'Successful token response.' },
);
export type TokenResponse = z.infer<typeof TokenResponse>;

export const RevokeTokenRequest = withMeta(
  z.object({
    token_type_hint: z.literal('refresh_token', {
      error: 'must be refresh_token: only refresh tokens can be revoked',
    }),
    token: secret('refresh token to revoke'),
  }),
  { id: 'RevokeTokenRequest', description: 'Sign out: revoke a refresh token.' },
);
export type RevokeTokenRequest = z.infer<typeof RevokeTokenRequest>;

/**
 * The OAuth 2.0 error codes (RFC 6749 §5.2) `POST /auth` answers with, all HTTP 400:
 * - `invalid_request`: the body is malformed or misses a field of its grant;
 * - `invalid_grant`: wrong email or password, unknown partner, expired, revoked or reset refresh or offline
 *   token, and a deactivated account (spec rule 5: it cannot obtain an access token);
 * - `unsupported_grant_type`: `grant_type` is a string that names no grant of {@link GrantType}.
 * `invalid_client`, `unauthorized_client` and `invalid_scope` do not occur: there is no client authentication and
 * no scope.
 */
export const oauthErrorCodes = ['invalid_request', 'invalid_grant', 'unsupported_grant_type'] as const;
export type OAuthErrorCode = (typeof oauthErrorCodes)[number];

/** RFC 7009 §2.2.1 codes of `POST /auth/revoke`; an unknown or already revoked token is not an error (204). */
export const revokeErrorCodes = ['invalid_request', 'unsupported_token_type'] as const;
export type RevokeErrorCode = (typeof revokeErrorCodes)[number];

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Which OAuth error a body that failed {@link TokenRequest} deserves. */
export function tokenRequestErrorCode(body: unknown): 'invalid_request' | 'unsupported_grant_type' {
  const grantType = stringField(body, 'grant_type');
  return grantType !== undefined && !GrantType.safeParse(grantType).success
    ? 'unsupported_grant_type'
    : 'invalid_request';
}

/** Which error a body that failed {@link RevokeTokenRequest} deserves. */
export function revokeRequestErrorCode(body: unknown): RevokeErrorCode {
  const hint = stringField(body, 'token_type_hint');
  return hint !== undefined && hint !== 'refresh_token' ? 'unsupported_token_type' : 'invalid_request';
}
