// Trader sign-up: `POST /signup/trader` request and response.
import { z } from 'zod';
import { AccountType } from './enums';
import { CountryCode, Email, StateCode, Uuid } from './primitives';

/** Sign-up address: only where the trader lives; street and city come later with `POST /traders/me/address`. */
export const SignupAddress = z
  .object({
    state: StateCode.nullable()
      .default(null)
      .describe('ISO 3166-2 state or province; required when `country` is `US`.'),
    country: CountryCode,
  })
  .superRefine((address, ctx) => {
    if (address.country === 'US' && address.state === null) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'required when country is US' });
    }
    // A full ISO 3166-2 code names its country; one that names another country is a typo worth catching.
    if (address.state !== null && address.state.includes('-') && !address.state.startsWith(`${address.country}-`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `must be a subdivision of ${address.country} (${address.country}-…), or the bare subdivision code`,
      });
    }
  })
  .meta({ id: 'SignupAddress', description: 'Physical address given at sign-up.' });
export type SignupAddress = z.infer<typeof SignupAddress>;

export const SignupProfile = z
  .object({ address: SignupAddress.nullable().default(null) })
  .meta({ id: 'SignupProfile', description: 'Additional information about the new trader.' });
export type SignupProfile = z.infer<typeof SignupProfile>;

/** `corporate` for a business; the spec turns anything else, absent or null included, into `individual`. */
const accountTypeField = z
  .string()
  .nullable()
  .default('individual')
  .transform((value): AccountType => (value === 'corporate' ? 'corporate' : 'individual'))
  .pipe(AccountType)
  .describe('`corporate` for a business; any other value means `individual`.');

export const SignupTraderRequest = z
  .object({
    email: Email.describe('Email of the new trader and user.'),
    password: z
      .string()
      .min(1, { error: 'must not be empty; omit it or send null to set it later by password reset' })
      .nullable()
      .default(null)
      .describe('If omitted or null the user cannot sign in until a password reset is done.'),
    partnerId: Uuid.describe('Partner the trader is associated with.'),
    accountType: accountTypeField,
    profile: SignupProfile.nullable().default(null),
    // Any string: a malformed token must fail as `invalid_trusted_email_validation_token`, not `invalid_request`.
    trustedEmailValidationToken: z
      .string()
      .nullable()
      .default(null)
      .describe('Trusted partners only: a JWT signed by the partner whose `email` equals `email`.'),
    generateOfflineToken: z.boolean().default(false).describe('When true the response includes `offlineToken`.'),
    consentAdditionalMails: z.boolean().describe('Consent to receive additional email.'),
  })
  .meta({ id: 'SignupTraderRequest', description: 'Sign up a trader and its user.' });
/** After defaults: every optional field is present, `accountType` is `individual` or `corporate`. */
export type SignupTraderRequest = z.infer<typeof SignupTraderRequest>;
/** What a client may send. */
export type SignupTraderRequestInput = z.input<typeof SignupTraderRequest>;

export const SignupTraderResponse = z
  .object({
    trader: z.object({ id: z.int().positive() }),
    offlineToken: z
      .string()
      .optional()
      .describe('Present only when `generateOfflineToken` was true, and only in this response.'),
  })
  .meta({ id: 'SignupTraderResponse', description: 'The new trader.' });
export type SignupTraderResponse = z.infer<typeof SignupTraderResponse>;
