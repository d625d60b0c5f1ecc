// zod schemas of the host → widget messages, for the iframe side, which must not trust anything it is sent.
// They mirror the types in protocol.ts; the `satisfies` checks below keep the two from drifting apart.
import { z } from 'zod';
import { PROTOCOL, PROTOCOL_VERSION, type HostMessage, type WidgetOptions } from './protocol';

const shortText = z.string().trim().min(1).max(200);

export const WidgetOptionsSchema = z
  .object({
    partnerId: shortText.optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'locale must be a language tag like "en" or "da-DK"')
      .optional(),
    theme: z
      .object({
        primaryColor: z
          .string()
          .regex(/^#[0-9a-fA-F]{3,8}$/, 'primaryColor must be a hex colour like #0f766e')
          .optional(),
        mode: z.enum(['light', 'dark']).optional(),
      })
      .strict()
      .optional(),
    fiatCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    cryptoCurrency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .optional(),
    amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount must be a plain decimal string like "250" or "99.95"')
      .optional(),
    page: z.enum(['buy', 'sell', 'status']).optional(),
    widgetSession: z.string().min(1).max(4096).optional(),
    walletAddress: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{10,128}$/)
      .optional(),
  })
  .strict() satisfies z.ZodType<WidgetOptions>;

const envelope = {
  protocol: z.literal(PROTOCOL),
  version: z.literal(PROTOCOL_VERSION),
  instanceId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
};

export const HostMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('init'), options: WidgetOptionsSchema }).strict(),
  z.object({ ...envelope, type: z.literal('update'), options: WidgetOptionsSchema }).strict(),
]) satisfies z.ZodType<HostMessage>;
