// Requests and answers of the browser API that are not simply a Trade or Merchant API shape. Where a view sends
// or receives exactly what the upstream API does, the route table (routes.ts) uses the contract schema itself.
// Those of signing in are in sign-in.ts and those of identity verification in kyc.ts, so a view that needs one
// of these carries none of theirs.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { PartnerPaymentMethod, SupportedCountries } from '../trade/partners';

/** What the views need before anyone signs in: what can be traded, where, how, and in which languages. */
export const PartnerConfig = withMeta(
  z.object({
    mode: described(z.enum(['sandbox', 'production']), 'Sandbox shows the identification skip and test hints.'),
    locales: described(
      checked(z.array(z.string()), z.minLength(1)),
      'Locales the partner offers, first is the default.',
    ),
    currencies: described(
      z.object({
        in: described(z.array(z.string()), 'Currencies a customer can pay in, over all payment methods.'),
        out: described(z.array(z.string()), 'Currencies a customer can receive, over all payment methods.'),
      }),
      'Derived from the payment methods, sorted.',
    ),
    countries: SupportedCountries,
    paymentMethods: z.array(PartnerPaymentMethod),
    // Null when an older BFF leaves them out: a kit newer than its BFF still starts.
    termsUrl: described(
      z._default(z.nullable(z.url({ protocol: /^https?$/ })), null),
      'The partner terms a customer must accept at sign-up (`TERMS_URL`); null: none to accept.',
    ),
    supportUrl: described(
      z._default(z.nullable(z.url({ protocol: /^(https?|mailto)$/ })), null),
      'Where a customer reaches the partner support (`SUPPORT_URL`): an http(s) page or a mailto: address; null: none.',
    ),
    btcNetwork: described(
      z.optional(z.enum(['mainnet', 'testnet'])),
      'The bitcoin network payout addresses must be of (the BFF checks them before it trades).',
    ),
  }),
  { id: 'PartnerConfig', description: 'Partner configuration the widget starts with.' },
);
export type PartnerConfig = z.infer<typeof PartnerConfig>;

/** Who is signed in, as far as the views need to know: never a token. */
export const SessionStatus = withMeta(
  z.object({
    signedIn: z.boolean(),
    email: described(z.nullable(z.string()), 'Email of the signed-in user, or the trusted email of a widget session.'),
    trustedEmail: described(
      z.boolean(),
      'True inside a trusted widget session: the email is already verified and cannot be changed.',
    ),
  }),
  { id: 'SessionStatus', description: 'The browser session as the views see it.' },
);
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Opens a trusted widget session from the token the partner's server obtained for this user. */
export const WidgetSessionRequest = withMeta(
  z.object({
    token: checked(z.string(), z.minLength(1, { error: 'must be the widget session token from the partner server' })),
  }),
  { id: 'BffWidgetSessionRequest' },
);
export type WidgetSessionRequest = z.infer<typeof WidgetSessionRequest>;

/** `{}`: the step was stored. */
export const Done = withMeta(z.object({}), { id: 'BffDone' });
export type Done = z.infer<typeof Done>;
