// Trader sign-up: `POST /signup/trader` request and response.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { AccountType } from './enums';
import { NewPassword, passwordPolicyMessage } from './password-policy';
import { CountryCode, Email, StateCode } from './primitives';
import { Iso4217Currency } from './trader';

/**
 * A partner by its UUID, or by its number: older clients of the service (`bitcoin-coinify-client`) send a
 * partner's integer id, as a JSON number or a string of digits. Numbers parse to a number, UUIDs stay strings.
 */
const partnerRefError = { error: 'must be a partner UUID or a partner number' };
export const PartnerRef = withMeta(
  // Each branch carries the same message: zod reports the issue of the one branch whose type matched.
  z.union(
    [
      z.guid(partnerRefError),
      checked(z.int(partnerRefError), z.positive(partnerRefError)),
      z.pipe(
        checked(z.string(partnerRefError), z.regex(/^[1-9][0-9]{0,14}$/, partnerRefError)),
        z.transform((digits) => Number(digits)),
      ),
    ],
    partnerRefError,
  ),
  { id: 'PartnerRef', description: 'The partner UUID, or its number (a positive integer, or a string of its digits).' },
);
export type PartnerRef = z.infer<typeof PartnerRef>;

/** Sign-up address: only where the trader lives; street and city come later with `POST /traders/me/address`. */
export const SignupAddress = withMeta(
  checked(
    z.object({
      state: described(
        z._default(z.nullable(StateCode), null),
        'ISO 3166-2 state or province; required when `country` is `US`.',
      ),
      country: CountryCode,
    }),
    z.superRefine((address, ctx) => {
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
    }),
  ),
  { id: 'SignupAddress', description: 'Physical address given at sign-up.' },
);
export type SignupAddress = z.infer<typeof SignupAddress>;

export const SignupProfile = withMeta(z.object({ address: z._default(z.nullable(SignupAddress), null) }), {
  id: 'SignupProfile',
  description: 'Additional information about the new trader.',
});
export type SignupProfile = z.infer<typeof SignupProfile>;

/** `corporate` for a business; the spec turns anything else, absent or null included, into `individual`. */
const accountTypeField = described(
  z.pipe(
    z.pipe(
      z._default(z.nullable(z.string()), 'individual'),
      z.transform((value): AccountType => (value === 'corporate' ? 'corporate' : 'individual')),
    ),
    AccountType,
  ),
  '`corporate` for a business; any other value means `individual`.',
);

export const SignupTraderRequest = withMeta(
  z.object({
    email: described(Email, 'Email of the new trader and user.'),
    password: described(
      z._default(z.nullable(NewPassword), null),
      `If omitted or null the user cannot sign in until a password reset is done. Otherwise it ${passwordPolicyMessage}.`,
    ),
    partnerId: described(PartnerRef, 'Partner the trader is associated with: its UUID, or its number.'),
    accountType: accountTypeField,
    profile: z._default(z.nullable(SignupProfile), null),
    // Any string: a malformed token must fail as `invalid_trusted_email_validation_token`, not `invalid_request`.
    trustedEmailValidationToken: described(
      z._default(z.nullable(z.string()), null),
      'Trusted partners only: a JWT signed by the partner whose `email` equals `email`.',
    ),
    generateOfflineToken: described(z._default(z.boolean(), false), 'When true the response includes `offlineToken`.'),
    consentAdditionalMails: described(
      z._default(z.boolean(), false),
      'Consent to receive additional email; absent means false (older clients do not send it).',
    ),
    defaultCurrency: described(
      z._default(z.nullable(Iso4217Currency), null),
      "The trader's default currency (ISO 4217); absent or null: EUR.",
    ),
  }),
  { id: 'SignupTraderRequest', description: 'Sign up a trader and its user.' },
);
/** After defaults: every optional field is present, `accountType` is `individual` or `corporate`. */
export type SignupTraderRequest = z.infer<typeof SignupTraderRequest>;
/** What a client may send. */
export type SignupTraderRequestInput = z.input<typeof SignupTraderRequest>;

export const SignupTraderResponse = withMeta(
  z.object({
    trader: z.object({ id: checked(z.int(), z.positive()) }),
    offlineToken: described(
      z.optional(z.string()),
      'Present only when `generateOfflineToken` was true, and only in this response.',
    ),
  }),
  { id: 'SignupTraderResponse', description: 'The new trader.' },
);
export type SignupTraderResponse = z.infer<typeof SignupTraderResponse>;
