// The parts of a locale's messages a page needs before it can show anything: the build makes each a chunk of its
// own (`./en.json?messages=widget`, see scripts/message-parts-plugin.ts), so the first screen downloads its own
// words and the rest of the locale comes with the views that need it.
import type { Messages } from './i18n-core';

type ErrorCode = keyof Messages['errors'];

/** What a part takes of each top-level section: all of it, or (errors) only the codes listed. */
type PartSections = { readonly [S in Exclude<keyof Messages, 'errors'>]?: true } & {
  readonly errors?: true | readonly ErrorCode[];
};

/**
 * The errors reading the session, the partner's configuration and a quote can end in. Another code only reads as
 * the generic sentence until the whole language is in (use-all-messages.ts).
 */
const quoteErrors = [
  'unknown',
  'network_error',
  'invalid_response',
  'invalid_request',
  'not_found',
  'rate_limited',
  'internal_error',
  'upstream_error',
  'upstream_unavailable',
  'no_matching_payment_method',
  'not_signed_in',
] as const satisfies readonly ErrorCode[];

/** The sections each first screen reads. */
export const messageParts = {
  /**
   * The widget's opening screen, the flow's frame and stepper, and the quote view. The widget loads every message
   * right after (use-all-messages.ts).
   */
  widget: { common: true, widget: true, flow: true, steps: true, quote: true, errors: quoteErrors },
  /**
   * The kit's first part (TradekitProvider, kit-i18n.ts): the quote view and TradeFlow's frame and stepper. Every
   * other view of the kit asks for the whole language (use-all-messages.ts). On a host's page the first call can
   * also meet a refused origin, which the widget's frame (the BFF's own origin) never does.
   */
  quote: { common: true, flow: true, steps: true, quote: true, errors: [...quoteErrors, 'origin_not_allowed'] },
  /** The invoice payment page: all it ever shows (it loads nothing more). */
  pay: { common: true, errors: true, validation: true, invoice: true },
  /** The sandbox console (`/sandbox/`): its own words, and the copy button's (`invoice.copied`). */
  console: { common: true, errors: true, invoice: true, console: true },
} as const satisfies Record<string, PartSections>;

export type MessagePart = keyof typeof messageParts;

export function isMessagePart(value: string): value is MessagePart {
  return Object.hasOwn(messageParts, value);
}

/** The sections of `part` out of a locale's messages. */
export function pickMessages(messages: Readonly<Record<string, unknown>>, part: MessagePart): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messageParts[part] as PartSections).map(([section, taken]: [string, true | readonly string[]]) => {
      const all = messages[section] as Readonly<Record<string, unknown>>;
      return [section, taken === true ? all : Object.fromEntries(taken.map((code) => [code, all[code]]))];
    }),
  );
}
