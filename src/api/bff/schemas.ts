// Requests and answers of the browser API that are not simply a Trade or Merchant API shape. Where a view sends
// or receives exactly what the upstream API does, the route table (routes.ts) uses the contract schema itself.
import { z } from 'zod';
import { AccountType, DeviceType } from '../contract/trade/enums';
import { PartnerPaymentMethod, SupportedCountries } from '../contract/trade/partners';
import { Email } from '../contract/trade/primitives';
import { SignupTraderRequest } from '../contract/trade/signup';
import { VerifyEmailRequest } from '../contract/trade/users';

/** What the views need before anyone signs in: what can be traded, where, how, and in which languages. */
export const PartnerConfig = z
  .object({
    mode: z.enum(['sandbox', 'production']).describe('Sandbox shows the identification skip and test hints.'),
    locales: z.array(z.string()).min(1).describe('Locales the partner offers, first is the default.'),
    currencies: z
      .object({
        in: z.array(z.string()).describe('Currencies a customer can pay in, over all payment methods.'),
        out: z.array(z.string()).describe('Currencies a customer can receive, over all payment methods.'),
      })
      .describe('Derived from the payment methods, sorted.'),
    countries: SupportedCountries,
    paymentMethods: z.array(PartnerPaymentMethod),
  })
  .meta({ id: 'PartnerConfig', description: 'Partner configuration the widget starts with.' });
export type PartnerConfig = z.infer<typeof PartnerConfig>;

/** Who is signed in, as far as the views need to know: never a token. */
export const SessionStatus = z
  .object({
    signedIn: z.boolean(),
    email: z.string().nullable().describe('Email of the signed-in user, or the trusted email of a widget session.'),
    trustedEmail: z
      .boolean()
      .describe('True inside a trusted widget session: the email is already verified and cannot be changed.'),
  })
  .meta({ id: 'SessionStatus', description: 'The browser session as the views see it.' });
export type SessionStatus = z.infer<typeof SessionStatus>;

/**
 * Sign-up as a view sends it: the Trade API request without what the BFF fills in itself (the partner id, the
 * trusted email token, the offline token flag). The BFF signs the user in right after.
 */
export const SignupRequest = SignupTraderRequest.omit({
  partnerId: true,
  trustedEmailValidationToken: true,
  generateOfflineToken: true,
}).meta({ id: 'BffSignupRequest', description: 'Sign up a trader; the session is signed in afterwards.' });
export type SignupRequest = z.infer<typeof SignupRequest>;
export type SignupRequestInput = z.input<typeof SignupRequest>;

export const SignupResult = z
  .object({
    traderId: z.int().positive(),
    accountType: AccountType,
    emailVerified: z.boolean().describe('True after a trusted sign-up; otherwise a code was emailed.'),
  })
  .meta({ id: 'BffSignupResult', description: 'The new trader; the session is now signed in.' });
export type SignupResult = z.infer<typeof SignupResult>;

export const VerifyEmailCodeRequest = VerifyEmailRequest;

export const LoginRequest = z
  .object({
    email: Email,
    password: z.string().min(1, { error: 'must not be empty' }),
  })
  .meta({ id: 'BffLoginRequest', description: 'Sign in with email and password.' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Step 1: a security code is emailed. */
export const PasswordResetStartRequest = z.object({ email: Email }).meta({ id: 'BffPasswordResetStartRequest' });
export type PasswordResetStartRequest = z.infer<typeof PasswordResetStartRequest>;

/** Step 2: the code is checked; the reset token it yields stays in the session, never in the browser. */
export const PasswordResetCodeRequest = z
  .object({ email: Email, code: z.string().trim().min(1, { error: 'must be the code from the email' }) })
  .meta({ id: 'BffPasswordResetCodeRequest' });
export type PasswordResetCodeRequest = z.infer<typeof PasswordResetCodeRequest>;

/** Step 3: the new password; the session is signed in with it afterwards. */
export const PasswordResetCompleteRequest = z
  .object({ password: z.string().min(1, { error: 'must not be empty' }) })
  .meta({ id: 'BffPasswordResetCompleteRequest' });
export type PasswordResetCompleteRequest = z.infer<typeof PasswordResetCompleteRequest>;

/** Opens a trusted widget session from the token the partner's server obtained for this user. */
export const WidgetSessionRequest = z
  .object({ token: z.string().min(1, { error: 'must be the widget session token from the partner server' }) })
  .meta({ id: 'BffWidgetSessionRequest' });
export type WidgetSessionRequest = z.infer<typeof WidgetSessionRequest>;

/**
 * Start identity verification. Without `returnUrl` the user comes back to the BFF's own return page, which tells
 * the widget and closes; with one, it must be a page on an allowed partner origin.
 */
export const StartIdentificationRequest = z
  .object({
    returnUrl: z.string().optional().describe('A partner page on an allowed origin; default the BFF return page.'),
    deviceType: DeviceType.optional(),
  })
  .meta({ id: 'BffStartIdentificationRequest' });
export type StartIdentificationRequest = z.infer<typeof StartIdentificationRequest>;

/** `result` the identity provider appends to the return URL (Trade API, identification rule 2). */
export const KycReturnQuery = z.object({ result: z.enum(['submitted', 'failed']).optional() });
export type KycReturnQuery = z.infer<typeof KycReturnQuery>;

/**
 * The message the BFF's KYC return page posts to the widget (`window.opener` or `parent`), on the widget's own
 * origin only.
 */
export const KycReturnMessage = z.object({
  type: z.literal('tradekit:kyc-return'),
  result: z.enum(['submitted', 'failed', 'unknown']),
});
export type KycReturnMessage = z.infer<typeof KycReturnMessage>;

/** `{}`: the step was stored. */
export const Done = z.object({}).meta({ id: 'BffDone' });
export type Done = z.infer<typeof Done>;
