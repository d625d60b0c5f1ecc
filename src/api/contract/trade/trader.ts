// The trader: who it is and where each of its profile and compliance steps stands, plus what older clients of the
// service read (`bitcoin-coinify-client` 0.16): its default currency, profile, level, limits and whether it can
// trade now (see shared/spec/trades.md, "The trader object the real client reads").
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  AccountType,
  AddressState,
  CorporateDetailsState,
  EnhancedDueDiligenceState,
  EnhancedProofOfSourceOfFundsState,
  IdentificationState,
  KybState,
  PepState,
  ProofOfSourceOfFundsState,
  ShareholderRelationState,
  SourceOfFundsState,
} from './enums';
import { CountryCode, CurrencyCode, IsoDateTime, StateCode } from './primitives';

/** A currency of ISO 4217: three upper-case letters. */
export const Iso4217Currency = withMeta(
  checked(z.string(), z.regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code in upper case, e.g. EUR' })),
  { id: 'Iso4217Currency', description: 'ISO 4217 currency code, upper case.', examples: ['EUR'] },
);

export const genders = ['male', 'female'] as const;
export const Gender = z.enum(genders);
export type Gender = z.infer<typeof Gender>;

/** An amount on the wire: a JSON number in major units of the level's currency (EUR 300 is `300`). */
const WireAmount = checked(z.number(), z.gte(0));

export const TraderProfile = withMeta(
  z.object({
    name: described(z.nullable(z.string()), 'Full name; null until set.'),
    gender: z.nullable(Gender),
    mobile: described(
      z.object({ countryCode: z.nullable(z.string()), number: z.nullable(z.string()) }),
      'Always an object; its fields are null until a number is set.',
    ),
    address: described(
      z.object({
        street: z.nullable(z.string()),
        zipcode: z.nullable(z.string()),
        city: z.nullable(z.string()),
        state: z.nullable(z.string()),
        country: z.nullable(z.string()),
      }),
      'Always an object; fields not provided yet are null. `zipcode` is the postal code.',
    ),
  }),
  { id: 'TraderProfile', description: 'Name, gender, mobile and address, as older clients read them.' },
);
export type TraderProfile = z.infer<typeof TraderProfile>;

const LimitWindow = z.object({
  daily: described(WireAmount, 'Most that can be traded in a day.'),
  yearly: described(z.optional(WireAmount), 'Most that can be traded in a year, where the level caps it.'),
});

export const LevelLimits = withMeta(
  z.object({
    card: z.object({ in: LimitWindow }),
    bank: z.object({ in: LimitWindow, out: LimitWindow }),
  }),
  { id: 'LevelLimits', description: "The level's limits per transfer medium and direction, in its currency." },
);
export type LevelLimits = z.infer<typeof LevelLimits>;

export const levelNames = ['1', '2'] as const;
export const LevelName = z.enum(levelNames);
export type LevelName = z.infer<typeof LevelName>;

export const TraderLevel = withMeta(
  z.object({
    id: z.int(),
    name: described(LevelName, '`1` until identification is approved, then `2`.'),
    currency: CurrencyCode,
    feePercentage: described(z.number(), 'Trading fee in percent (3 = 3 %).'),
    limits: LevelLimits,
    requirements: described(z.array(z.string()), 'The profile steps this level needs (`identification`).'),
  }),
  { id: 'TraderLevel', description: "The trader's level: fee and limits." },
);
export type TraderLevel = z.infer<typeof TraderLevel>;

export const CurrentLimits = withMeta(
  z.object({
    card: z.object({ in: WireAmount }),
    bank: z.object({ in: WireAmount, out: WireAmount }),
  }),
  {
    id: 'CurrentLimits',
    description: "What is left to trade now per medium and direction, in the level's currency.",
  },
);
export type CurrentLimits = z.infer<typeof CurrentLimits>;

export const cannotTradeReasons = [
  'forced_delay',
  'trade_in_progress',
  'limits_exceeded',
  'country_not_supported',
] as const;
export const CannotTradeReason = z.enum(cannotTradeReasons);
export type CannotTradeReason = z.infer<typeof CannotTradeReason>;

export const Trader = withMeta(
  z.object({
    id: checked(z.int(), z.positive()),
    email: z.string(),
    personalInformation: described(z.nullable(z.object({ name: z.string() })), "Null until the trader's name is set."),
    corporateDetails: described(z.nullable(z.object({ name: z.string() })), 'Null until provided.'),
    isEmailVerified: z.boolean(),
    identificationState: IdentificationState,
    corporateDetailsState: CorporateDetailsState,
    addressState: AddressState,
    sourceOfFundsState: SourceOfFundsState,
    kybState: KybState,
    enhancedDueDiligenceState: EnhancedDueDiligenceState,
    shareholderRelationState: ShareholderRelationState,
    proofOfSourceOfFundsState: ProofOfSourceOfFundsState,
    enhancedProofOfSourceOfFundsState: EnhancedProofOfSourceOfFundsState,
    pepState: PepState,
    tradeSubscriptionsAllowed: z.boolean(),
    consentAdditionalMails: described(z.boolean(), 'GDPR consent to additional email.'),
    accountType: AccountType,
    defaultCurrency: described(Iso4217Currency, 'Given at sign-up; EUR when it was not.'),
    profile: TraderProfile,
    level: TraderLevel,
    currentLimits: CurrentLimits,
    canTrade: z.boolean(),
    canTradeAfter: described(z.nullable(IsoDateTime), 'When a forced delay ends; null when there is none.'),
    cannotTradeReason: described(z.nullable(CannotTradeReason), 'Why `canTrade` is false; null when it is true.'),
  }),
  { id: 'Trader', description: 'The signed-in trader and where it stands.' },
);
export type Trader = z.infer<typeof Trader>;

const profileText = checked(z.string(), z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(200));

/**
 * `PATCH /traders/me`: change profile fields, as older clients do one at a time (`{profile: {name}}`,
 * `{profile: {address: {city}}}`…). An absent field stays as it is. Text fields can be changed, not cleared:
 * a street or a name, once given, is part of the trader's provided information. Gender alone may be null.
 */
export const UpdateTraderRequest = withMeta(
  z.object({
    profile: z._default(
      z.object({
        name: z.optional(profileText),
        gender: z.optional(z.nullable(Gender)),
        mobile: z.optional(
          z.object({
            countryCode: described(
              checked(z.string(), z.regex(/^[0-9]{1,4}$/, { error: 'must be 1 to 4 digits, without +' })),
              'Calling code without `+` (45 for Denmark).',
            ),
            number: checked(
              z.string(),
              z.regex(/^[0-9][0-9 -]{2,19}$/, { error: 'must be digits, spaces or dashes (3 to 20)' }),
            ),
          }),
        ),
        address: z.optional(
          z.object({
            street: z.optional(profileText),
            zipcode: z.optional(profileText),
            city: z.optional(profileText),
            state: described(
              z.optional(z.nullable(StateCode)),
              'ISO 3166-2, `US-CA` or `CA`; required when the country is `US`.',
            ),
            country: z.optional(CountryCode),
          }),
        ),
      }),
      {},
    ),
  }),
  { id: 'UpdateTraderRequest', description: 'Profile fields to change; absent fields stay as they are.' },
);
export type UpdateTraderRequest = z.infer<typeof UpdateTraderRequest>;
