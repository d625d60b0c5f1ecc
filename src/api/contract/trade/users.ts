// User account operations: email verification, password change and reset, offline token reset.
import { z } from 'zod';
import { tradeLimits } from './limits';
import { Email, Uuid } from './primitives';

const verificationCodePattern = new RegExp(`^[0-9]{${tradeLimits.emailVerificationCodeLength}}$`);

export const VerifyEmailRequest = z
  .object({
    code: z
      .string()
      .regex(verificationCodePattern, { error: 'must be exactly 6 digits, as in the email' })
      .describe('The 6-digit code sent by email.'),
  })
  .meta({ id: 'VerifyEmailRequest', description: 'Prove the email address with the emailed code.' });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const UpdateUserRequest = z
  .object({
    oldPassword: z.string().min(1, { error: 'must be the current password, not empty' }),
    newPassword: z.string().min(1, { error: 'must not be empty' }),
  })
  .meta({ id: 'UpdateUserRequest', description: 'Change the password.' });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const User = z
  .object({ id: z.int().positive(), email: z.string() })
  .meta({ id: 'User', description: 'The user, the entity used for authentication.' });
export type User = z.infer<typeof User>;

export const RequestPasswordResetRequest = z
  .object({ email: Email, partnerId: Uuid })
  .meta({ id: 'RequestPasswordResetRequest', description: 'Start the password reset flow: a code is emailed.' });
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;

export const ValidateSecurityCodeRequest = z
  .object({
    email: Email,
    partnerId: Uuid,
    // Any non-empty string: a wrong code of the wrong shape is still `invalid_security_code`.
    code: z.string().min(1, { error: 'must be the code from the email, not empty' }),
  })
  .meta({ id: 'ValidateSecurityCodeRequest', description: 'Exchange the emailed security code for a reset token.' });
export type ValidateSecurityCodeRequest = z.infer<typeof ValidateSecurityCodeRequest>;

export const PasswordResetToken = z
  .object({
    id: z.int().positive().describe('User id.'),
    time: z.int().describe('Issue time of the token (Unix seconds); send it back unchanged.'),
    token: z.string(),
  })
  .meta({ id: 'PasswordResetToken', description: 'Proof of a validated security code, for `reset-password`.' });
export type PasswordResetToken = z.infer<typeof PasswordResetToken>;

export const ResetPasswordRequest = z
  .object({
    id: z.int().positive(),
    token: z.string().min(1, { error: 'must be the token from validate-security-code' }),
    time: z.int(),
    password: z.string().min(1, { error: 'must not be empty' }),
  })
  .meta({ id: 'ResetPasswordRequest', description: 'Set a new password with a validated reset token.' });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetOfflineTokenRequest = z
  .object({
    email: Email.describe('Must equal the `email` of the partner JWT.'),
    partnerId: Uuid,
  })
  .meta({ id: 'ResetOfflineTokenRequest', description: 'Replace the offline token; the old one stops working.' });
export type ResetOfflineTokenRequest = z.infer<typeof ResetOfflineTokenRequest>;

export const ResetOfflineTokenResponse = z
  .object({ offlineToken: z.string() })
  .meta({ id: 'ResetOfflineTokenResponse', description: 'The new offline token.' });
export type ResetOfflineTokenResponse = z.infer<typeof ResetOfflineTokenResponse>;
