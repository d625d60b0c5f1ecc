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

type Options = { interpolation?: object } | string | undefined;

/**
 * `t` that isolates each interpolated value when its language is written right to left (`direction`); in a
 * left-to-right language `t` itself (its values run the way its sentences do, and its text stays the catalogue's).
 * The views call it as `t(key)` or `t(key, values)` (a default value as the second argument is passed on as it is).
 */
export function isolatingT(t: TFunction, direction: 'ltr' | 'rtl'): TFunction {
  if (direction !== 'rtl') return t;
  const translate = t as unknown as (key: unknown, options?: Options) => unknown;
  // i18next passes every `{{value}}` (not `{{- value}}`, which no message uses) through `escape` when `escapeValue`
  // is on; the kit renders through React, which escapes on its own, so the one thing "escaping" does here is isolate.
  const isolated = (key: unknown, options?: Options) =>
    translate(
      key,
      typeof options === 'object'
        ? { ...options, interpolation: { ...options.interpolation, escapeValue: true, escape: isolate } }
        : options,
    );
  // getFixedT's function carries its language and namespace as properties: so does this one.
  return Object.assign(isolated, t) as unknown as TFunction;
}
