// Bidi isolation of the values a translated sentence names (docs/right-to-left.md): in a right-to-left locale every
// interpolated value is wrapped in Unicode's first-strong isolate (U+2068 … U+2069), so an amount, an address, an
// email or a date keeps its own order inside the sentence and does not pull the punctuation around it into its run.
// Only the `t` views display with does this (src/i18n/react.tsx); what is copied or sent is never a sentence.
import type { TFunction } from 'i18next';

/** FIRST STRONG ISOLATE: what follows takes the direction of its first strong letter, apart from the text around. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: ends the isolate {@link FSI} opened. */
export const PDI = '\u2069';

/** `value` isolated from the text around it, for display inside a sentence. */
export const isolate = (value: string): string => FSI + value + PDI;

type Options = Readonly<Record<string, unknown>> & { interpolation?: Readonly<Record<string, unknown>> };

const isOptions = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// i18next passes every `{{value}}` (not `{{- value}}`, which no message uses) through `escape` when `escapeValue`
// is on; the kit renders through React, which escapes on its own, so the one thing "escaping" does here is isolate.
const isolating = (options: Options): Options => ({
  ...options,
  interpolation: { ...options.interpolation, escapeValue: true, escape: isolate },
});

/**
 * `t` that isolates each interpolated value when its language is written right to left (`direction`); in a
 * left-to-right language `t` itself (its values run the way its sentences do, and its text stays the catalogue's).
 */
export function isolatingT(t: TFunction, direction: 'ltr' | 'rtl'): TFunction {
  if (direction !== 'rtl') return t;
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const isolated = (...args: unknown[]) =>
    translate(...args.map((arg, at) => (at > 0 && isOptions(arg) ? isolating(arg) : arg)));
  // getFixedT's function carries its language and namespace as properties: so does this one.
  return Object.assign(isolated, t) as unknown as TFunction;
}
