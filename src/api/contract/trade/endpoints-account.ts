// Endpoints of sign-up, tokens and the user account.
import { defineEndpoints } from '../endpoint';
import { oauthErrorCodes, revokeErrorCodes, RevokeTokenRequest, TokenRequest, TokenResponse } from './auth';
import { EmptyObject } from './primitives';
import {
  bearerAuthResponses,
  codes,
  errorResponse,
  invalidRequest,
  partnerJwtUnauthorized,
  rateLimited,
} from './responses';
import { SignupTraderRequest, SignupTraderResponse } from './signup';
import {
  PasswordResetToken,
  RequestPasswordResetRequest,
  ResetOfflineTokenRequest,
  ResetOfflineTokenResponse,
  ResetPasswordRequest,
  UpdateUserRequest,
  User,
  ValidateSecurityCodeRequest,
  VerifyEmailRequest,
} from './users';

export const accountEndpoints = defineEndpoints({
  signupTrader: {
    operationId: 'signupTrader',
    method: 'POST',
    path: '/signup/trader',
    summary: 'Sign up a trader',
    description:
      'Creates the trader and its user. Only the first error encountered is returned. The email is validated ' +
      'manually (a 6-digit code is emailed) or, for trusted partners, by `trustedEmailValidationToken`.',
    tags: ['Sign-up'],
    auth: 'none',
    body: SignupTraderRequest,
    responses: {
      201: { description: 'The trader was created.', schema: SignupTraderResponse },
      400: errorResponse(
        'The request is malformed, the email is already registered with this partner, or the trusted email ' +
          'validation token does not verify.',
        codes('invalid_request', 'email_address_and_partner_id_in_use', 'invalid_trusted_email_validation_token'),
      ),
      429: rateLimited,
      500: errorResponse('The trader could not be created.', codes('internal_error')),
    },
  },
  createToken: {
    operationId: 'createToken',
    method: 'POST',
    path: '/auth',
    summary: 'Get an access token',
    description:
      'OAuth 2.0 token endpoint with the `password`, `refresh_token` and `offline_token` grants. A deactivated ' +
      'account gets `invalid_grant`.',
    tags: ['Authentication'],
    auth: 'none',
    body: TokenRequest,
    responses: {
      200: { description: 'A token response.', schema: TokenResponse },
      400: errorResponse('OAuth 2.0 error response (RFC 6749 §5.2).', oauthErrorCodes),
      429: rateLimited,
    },
  },
  revokeToken: {
    operationId: 'revokeToken',
    method: 'POST',
    path: '/auth/revoke',
    summary: 'Sign out: revoke a refresh token',
    description: 'Revokes the refresh token; discard the access token too. An unknown token is not an error.',
    tags: ['Authentication'],
    auth: 'none',
    body: RevokeTokenRequest,
    responses: {
      204: { description: 'The refresh token no longer works.' },
      400: errorResponse(
        'The request is malformed, or `token_type_hint` names a token type other than `refresh_token`.',
        revokeErrorCodes,
      ),
    },
  },
  deactivateUser: {
    operationId: 'deactivateUser',
    method: 'PUT',
    path: '/me/deactivate',
    server: 'user',
    summary: 'Deactivate the account',
    description: 'Only the account owner can deactivate it; afterwards it cannot obtain an access token.',
    tags: ['Users'],
    auth: 'bearer',
    responses: {
      204: { description: 'The account is deactivated.' },
      ...bearerAuthResponses,
      500: errorResponse('The account could not be deactivated.', codes('internal_error')),
    },
  },
  requestEmailVerification: {
    operationId: 'requestEmailVerification',
    method: 'POST',
    path: '/users/me/request-email-verification',
    summary: 'Email a new verification code',
    tags: ['Users'],
    auth: 'bearer',
    responses: {
      200: { description: 'A 6-digit code was emailed. Empty body.' },
      400: invalidRequest('The email address is already verified.'),
      ...bearerAuthResponses,
      429: rateLimited,
    },
  },
  verifyEmail: {
    operationId: 'verifyEmail',
    method: 'POST',
    path: '/users/me/verify-email',
    summary: 'Verify the email address with the emailed code',
    description: 'More than 5 invalid attempts give `verification_attempts_exceeded`; request a new code then.',
    tags: ['Users'],
    auth: 'bearer',
    body: VerifyEmailRequest,
    responses: {
      200: { description: 'The email address is verified.', schema: EmptyObject },
      400: errorResponse(
        'The code is malformed or wrong, or too many wrong codes were tried.',
        codes('invalid_request', 'invalid_verification_code', 'verification_attempts_exceeded'),
      ),
      ...bearerAuthResponses,
      404: errorResponse('No verification code is pending for this user.', codes('verification_code_not_found')),
    },
  },
  updateUser: {
    operationId: 'updateUser',
    method: 'PATCH',
    path: '/users/me',
    summary: 'Change the password',
    tags: ['Users'],
    auth: 'bearer',
    body: UpdateUserRequest,
    responses: {
      200: { description: 'The password was changed.', schema: User },
      400: errorResponse(
        'The request is malformed, or `oldPassword` is not the current password.',
        codes('invalid_request', 'wrong_password'),
      ),
      ...bearerAuthResponses,
    },
  },
  requestPasswordReset: {
    operationId: 'requestPasswordReset',
    method: 'POST',
    path: '/users/request-password-reset',
    summary: 'Start a password reset',
    description:
      'Emails a security code when a user with this email exists for the partner. The answer is the same either ' +
      'way, so it cannot be used to find out who has an account.',
    tags: ['Users'],
    auth: 'none',
    body: RequestPasswordResetRequest,
    responses: {
      200: { description: 'The reset flow started.', schema: EmptyObject },
      400: invalidRequest(),
      429: rateLimited,
    },
  },
  validateSecurityCode: {
    operationId: 'validateSecurityCode',
    method: 'POST',
    path: '/users/validate-security-code',
    summary: 'Exchange the emailed security code for a reset token',
    tags: ['Users'],
    auth: 'none',
    body: ValidateSecurityCodeRequest,
    responses: {
      200: { description: 'The code is valid.', schema: PasswordResetToken },
      400: errorResponse(
        'The request is malformed, the code is wrong, or too many wrong codes were tried.',
        codes('invalid_request', 'invalid_security_code', 'security_code_attempts_exceeded'),
      ),
      404: errorResponse('No security code was issued for this email and partner.', codes('security_code_not_found')),
      429: rateLimited,
    },
  },
  resetPassword: {
    operationId: 'resetPassword',
    method: 'POST',
    path: '/users/reset-password',
    summary: 'Set a new password with a reset token',
    tags: ['Users'],
    auth: 'none',
    body: ResetPasswordRequest,
    responses: {
      200: { description: 'The password was set.', schema: EmptyObject },
      400: errorResponse(
        'The request is malformed, or the reset token is wrong or expired.',
        codes('invalid_request', 'invalid_password_reset_token'),
      ),
      404: errorResponse('No user has this id.', codes('user_not_found')),
      429: rateLimited,
    },
  },
  resetOfflineToken: {
    operationId: 'resetOfflineToken',
    method: 'POST',
    path: '/users/reset-offline-token',
    summary: 'Replace the offline token',
    description: 'The old offline token is invalidated. The partner JWT carries `email`, equal to the body `email`.',
    tags: ['Users'],
    auth: 'partnerJwt',
    body: ResetOfflineTokenRequest,
    responses: {
      200: { description: 'The new offline token.', schema: ResetOfflineTokenResponse },
      400: errorResponse('A field is missing or malformed.', codes('missing_argument')),
      401: partnerJwtUnauthorized,
      404: errorResponse('No user has this email with this partner.', codes('user_not_found')),
    },
  },
});
