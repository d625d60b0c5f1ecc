// zod schemas of the host → widget messages, for the iframe side, which must not trust anything it is sent.
// They mirror the types in protocol.ts; the `satisfies` checks below keep the two from drifting apart. Written with
// zod/mini and the contract's helpers (src/api/contract/schema.ts) so the widget bundle pays only for what it uses.
import * as z from 'zod/mini';
import { checked } from '../src/api/contract/schema';
import { PROTOCOL, PROTOCOL_VERSION, type HostMessage, type WidgetOptions } from './protocol';

const shortText = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(200));

/* @__NO_SIDE_EFFECTS__ */
function matching(pattern: RegExp) {
  return z.optional(checked(z.string(), z.regex(pattern)));
}

export const WidgetOptionsSchema = z.strictObject({
  partnerId: z.optional(shortText),
  locale: matching(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  theme: z.optional(
    z.strictObject({
      primaryColor: matching(/^#[0-9a-fA-F]{3,8}$/),
      mode: z.optional(z.enum(['light', 'dark'])),
    }),
  ),
  fiatCurrency: matching(/^[A-Z]{3}$/),
  cryptoCurrency: matching(/^[A-Z0-9]{2,10}$/),
  amount: matching(/^\d{1,12}(\.\d{1,8})?$/),
  page: z.optional(z.enum(['buy', 'sell', 'status'])),
  widgetSession: z.optional(checked(z.string(), z.minLength(1), z.maxLength(4096))),
  walletAddress: matching(/^[A-Za-z0-9:._-]{10,128}$/),
}) satisfies z.ZodMiniType<WidgetOptions>;

/**
 * A host message's envelope. Its options are an object here, checked one by one afterwards ({@link checkOptions}):
 * refusing the whole message for one bad value dropped the good ones with it, and told nobody.
 */
export const HostMessageSchema = z.strictObject({
  protocol: z.literal(PROTOCOL),
  version: z.literal(PROTOCOL_VERSION),
  instanceId: checked(z.string(), z.regex(/^[A-Za-z0-9-]{1,64}$/)),
  type: z.enum(['init', 'update']),
  options: z.record(z.string(), z.unknown()),
}) satisfies z.ZodMiniType<Omit<HostMessage, 'options'>, unknown>;

/** Called for each option left out: its name (`theme.primaryColor` for a nested one), its value and why. */
export type RefuseOption = (option: string, value: unknown, reason: string) => void;

/**
 * Why a value is refused, from what the schema asks (zod/mini words its issues only with a locale loaded, which the
 * widget does without): "not like /^[A-Z]{3}$/", "not one of buy, sell, status".
 */
function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'not an option';
    case 'invalid_value':
      return `not one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return `not like ${issue.pattern}`;
    case 'invalid_type':
      return `not of type ${issue.expected}`;
    default:
      return 'empty or too long';
  }
}

/**
 * The options the widget can use, each checked on its own: a bad value (or an option the widget does not know) is
 * left out and handed to `refuse`, and costs the others nothing.
 */
export function checkOptions(given: Record<string, unknown>, refuse: RefuseOption): WidgetOptions {
  const options = structuredClone(given);
  const parsed = WidgetOptionsSchema.safeParse(options);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    // An unknown key is one issue naming every such key of its object.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const last = path.pop();
      const parent = path.reduce<Record<PropertyKey, unknown>>((at, key) => at[key] as never, options);
      refuse([...path, last].join('.'), parent[last as PropertyKey], reasonOf(issue));
      delete parent[last as PropertyKey];
    }
  }
  // Every issue's value is gone, so this passes; were it not to, nothing unchecked gets through.
  const rest = WidgetOptionsSchema.safeParse(options);
  return rest.success ? rest.data : {};
}
