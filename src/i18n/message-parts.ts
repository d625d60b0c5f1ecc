// The parts of a locale's messages a page needs before it can show anything: the build makes each a chunk of its
// own (`./en.json?messages=widget`, see scripts/message-parts-plugin.ts), so the first screen downloads its own
// words and the rest of the locale comes with the views that need it.
import type { Messages } from './i18n-core';

type ErrorCode = keyof Messages['errors'];

/** A message's name without its plural suffix (`resendIn` for `resendIn_one`): how a part lists it. */
type WithoutPlural<K extends string> = K extends `${infer Name}_${PluralCategory}` ? Name : K;
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * What a part takes of each top-level section: all of it, or only the messages listed, each with its plural forms
 * (`resendIn` takes `resendIn_one`, `resendIn_few`, …, as many as the locale has).
 */
export type PartSections = {
  readonly [S in keyof Messages]?: true | readonly WithoutPlural<keyof Messages[S] & string>[];
};

/**
 * The errors reading the session, the partner's configuration and a quote can end in: the kit's first part has the
 * sentence of each. Another code only reads as the generic sentence until the whole language is in
 * (use-all-messages.ts).
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
   * The widget's opening screen, the flow's frame and stepper, the quote view and the language switcher: only the
   * words they show. Of the errors, the generic sentence and the offline one (the failure a first screen meets
   * most): any other reads as the generic sentence for the moment until every message is in, which the quote asks
   * for two seconds after it opens or once it shows a price (trade-flow.tsx). Those complete messages also hold
   * the words left out here: `common.choose` and `common.optional` (forms after the quote) and `flow.signOut`
   * (signed in only).
   */
  widget: {
    common: ['loading', 'retry', 'continue', 'errorTitle', 'offlineTitle', 'offlineText', 'language'],
    widget: true,
    flow: ['progress', 'stepDone', 'stepOf'],
    steps: true,
    quote: true,
    errors: ['unknown', 'network_error'],
  },
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

/** A message's name without its plural suffix, at run time. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The sections of `part` out of a locale's messages. */
export const pickMessages = (messages: Readonly<Record<string, unknown>>, part: MessagePart) =>
  pickSections(messages, messageParts[part]);

/** The sections (or the messages of a section) listed in `sections` out of a locale's messages. */
export function pickSections(
  messages: Readonly<Record<string, unknown>>,
  sections: PartSections,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(sections).map(([section, taken]: [string, true | readonly string[]]) => {
      const all = messages[section] as Readonly<Record<string, unknown>>;
      return [
        section,
        taken === true
          ? all
          : Object.fromEntries(Object.entries(all).filter(([key]) => taken.includes(withoutPlural(key)))),
      ];
    }),
  );
}
