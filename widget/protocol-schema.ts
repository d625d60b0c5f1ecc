// zod schemas of the host → widget messages, for the iframe side, which must not trust anything it is sent.
// They mirror the types in protocol.ts; the `satisfies` checks below keep the two from drifting apart. Written with
// zod/mini and the contract's helpers (src/api/contract/schema.ts) so the widget bundle pays only for what it uses.
import * as z from 'zod/mini';
import { checked } from '../src/api/contract/schema';
import { PROTOCOL, PROTOCOL_VERSION, type HostMessage, type WidgetOptions } from './protocol';

const shortText = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(200));

/* @__NO_SIDE_EFFECTS__ */
function matching(pattern: RegExp, message?: string) {
  return z.optional(checked(z.string(), z.regex(pattern, message)));
}

export const WidgetOptionsSchema = z.strictObject({
  partnerId: z.optional(shortText),
  locale: matching(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'locale must be a language tag like "en" or "da-DK"'),
  theme: z.optional(
    z.strictObject({
      primaryColor: matching(/^#[0-9a-fA-F]{3,8}$/, 'primaryColor must be a hex colour like #0f766e'),
      mode: z.optional(z.enum(['light', 'dark'])),
    }),
  ),
  fiatCurrency: matching(/^[A-Z]{3}$/),
  cryptoCurrency: matching(/^[A-Z0-9]{2,10}$/),
  amount: matching(/^\d{1,12}(\.\d{1,8})?$/, 'amount must be a plain decimal string like "250" or "99.95"'),
  page: z.optional(z.enum(['buy', 'sell', 'status'])),
  widgetSession: z.optional(checked(z.string(), z.minLength(1), z.maxLength(4096))),
  walletAddress: matching(/^[A-Za-z0-9:._-]{10,128}$/),
}) satisfies z.ZodMiniType<WidgetOptions>;

const envelope = {
  protocol: z.literal(PROTOCOL),
  version: z.literal(PROTOCOL_VERSION),
  instanceId: checked(z.string(), z.regex(/^[A-Za-z0-9-]{1,64}$/)),
};

export const HostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...envelope, type: z.literal('init'), options: WidgetOptionsSchema }),
  z.strictObject({ ...envelope, type: z.literal('update'), options: WidgetOptionsSchema }),
]) satisfies z.ZodMiniType<HostMessage>;
