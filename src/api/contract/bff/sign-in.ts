// Requests and answers of the browser API's sign-in routes (routes-sign-in.ts): sign-up, the emailed code, login
// and the password reset steps.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { AccountType } from '../trade/enums';
import { NewPassword, passwordPolicyMessage } from '../trade/password-policy';
import { Email } from '../trade/primitives';
import { SignupTraderRequest } from '../trade/signup';
import { VerifyEmailRequest } from '../trade/users';

/**
 * Sign-up as a view sends it: the Trade API request without what the BFF fills in itself (the partner id, the
 * trusted email token, the offline token flag), and the customer's acceptance of the partner's terms, which the
 * BFF checks and records itself (the Trade API has no field for it). The BFF signs the user in right after.
 */
export const SignupRequest = withMeta(
  z.extend(
    z.omit(SignupTraderRequest, {
      partnerId: true,
      trustedEmailValidationToken: true,
      generateOfflineToken: true,
    }),
    {
      termsAccepted: described(
        z._default(z.boolean(), false),
        'The customer ticked "I accept the terms" (PartnerConfig.termsUrl); required true when the partner has terms.',
      ),
    },
  ),
  { id: 'BffSignupRequest', description: 'Sign up a trader; the session is signed in afterwards.' },
);
export type SignupRequest = z.infer<typeof SignupRequest>;
export type SignupRequestInput = z.input<typeof SignupRequest>;

export const SignupResult = withMeta(
  z.object({
    traderId: checked(z.int(), z.positive()),
    accountType: AccountType,
    emailVerified: described(z.boolean(), 'True after a trusted sign-up; otherwise a code was emailed.'),
  }),
  { id: 'BffSignupResult', description: 'The new trader; the session is now signed in.' },
);
export type SignupResult = z.infer<typeof SignupResult>;

export const VerifyEmailCodeRequest = VerifyEmailRequest;

export const LoginRequest = withMeta(
  z.object({
    email: Email,
    password: checked(z.string(), z.minLength(1, { error: 'must not be empty' })),
  }),
  { id: 'BffLoginRequest', description: 'Sign in with email and password.' },
);
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Step 1: a security code is emailed. */
export const PasswordResetStartRequest = withMeta(z.object({ email: Email }), {
  id: 'BffPasswordResetStartRequest',
});
export type PasswordResetStartRequest = z.infer<typeof PasswordResetStartRequest>;

/** Step 2: the code is checked; the reset token it yields stays in the session, never in the browser. */
export const PasswordResetCodeRequest = withMeta(
  z.object({
    email: Email,
    code: checked(z.string(), z.trim(), z.minLength(1, { error: 'must be the code from the email' })),
  }),
  { id: 'BffPasswordResetCodeRequest' },
);
export type PasswordResetCodeRequest = z.infer<typeof PasswordResetCodeRequest>;

/** Step 3: the new password; the session is signed in with it afterwards. */
export const PasswordResetCompleteRequest = withMeta(
  z.object({ password: described(NewPassword, `The new password; it ${passwordPolicyMessage}.`) }),
  { id: 'BffPasswordResetCompleteRequest' },
);
export type PasswordResetCompleteRequest = z.infer<typeof PasswordResetCompleteRequest>;
