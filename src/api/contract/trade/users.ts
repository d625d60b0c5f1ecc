// User account operations: email verification, password change and reset, offline token reset.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { tradeLimits } from './limits';
import { NewPassword, passwordPolicyMessage } from './password-policy';
import { Email, Uuid } from './primitives';

const verificationCodePattern = new RegExp(`^[0-9]{${tradeLimits.emailVerificationCodeLength}}$`);

export const VerifyEmailRequest = withMeta(
  z.object({
    code: described(
      checked(z.string(), z.regex(verificationCodePattern, { error: 'must be exactly 6 digits, as in the email' })),
      'The 6-digit code sent by email.',
    ),
  }),
  { id: 'VerifyEmailRequest', description: 'Prove the email address with the emailed code.' },
);
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const UpdateUserRequest = withMeta(
  z.object({
    oldPassword: checked(z.string(), z.minLength(1, { error: 'must be the current password, not empty' })),
    newPassword: described(NewPassword, `The new password; it ${passwordPolicyMessage}.`),
  }),
  { id: 'UpdateUserRequest', description: 'Change the password.' },
);
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const User = withMeta(z.object({ id: checked(z.int(), z.positive()), email: z.string() }), {
  id: 'User',
  description: 'The user, the entity used for authentication.',
});
export type User = z.infer<typeof User>;

export const RequestPasswordResetRequest = withMeta(z.object({ email: Email, partnerId: Uuid }), {
  id: 'RequestPasswordResetRequest',
  description: 'Start the password reset flow: a code is emailed.',
});
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;

export const ValidateSecurityCodeRequest = withMeta(
  z.object({
    email: Email,
    partnerId: Uuid,
    // Any non-empty string: a wrong code of the wrong shape is still `invalid_security_code`.
    code: checked(z.string(), z.minLength(1, { error: 'must be the code from the email, not empty' })),
  }),
  { id: 'ValidateSecurityCodeRequest', description: 'Exchange the emailed security code for a reset token.' },
);
export type ValidateSecurityCodeRequest = z.infer<typeof ValidateSecurityCodeRequest>;

export const PasswordResetToken = withMeta(
  z.object({
    id: described(checked(z.int(), z.positive()), 'User id.'),
    time: described(z.int(), 'Issue time of the token (Unix seconds); send it back unchanged.'),
    token: z.string(),
  }),
  { id: 'PasswordResetToken', description: 'Proof of a validated security code, for `reset-password`.' },
);
export type PasswordResetToken = z.infer<typeof PasswordResetToken>;

export const ResetPasswordRequest = withMeta(
  z.object({
    id: checked(z.int(), z.positive()),
    token: checked(z.string(), z.minLength(1, { error: 'must be the token from validate-security-code' })),
    time: z.int(),
    password: described(NewPassword, `The new password; it ${passwordPolicyMessage}.`),
  }),
  { id: 'ResetPasswordRequest', description: 'Set a new password with a validated reset token.' },
);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetOfflineTokenRequest = withMeta(
  z.object({
    email: described(Email, 'Must equal the `email` of the partner JWT.'),
    partnerId: Uuid,
  }),
  { id: 'ResetOfflineTokenRequest', description: 'Replace the offline token; the old one stops working.' },
);
export type ResetOfflineTokenRequest = z.infer<typeof ResetOfflineTokenRequest>;

export const ResetOfflineTokenResponse = withMeta(z.object({ offlineToken: z.string() }), {
  id: 'ResetOfflineTokenResponse',
  description: 'The new offline token.',
});
export type ResetOfflineTokenResponse = z.infer<typeof ResetOfflineTokenResponse>;
