// The sentence for an error code: every code the views can meet has one in every locale.
import type { TFunction } from 'i18next';
import type en from './en.json';

export type ErrorCode = keyof typeof en.errors;
export type ErrorKey = `errors.${ErrorCode}`;

/**
 * The codes that have a sentence, learnt from the messages the kit's i18n instances receive (every locale has the
 * same keys, so any one tells). Read from the messages rather than imported, so no locale is bundled for it.
 */
const codesWithSentence = new Set<string>();

/** Notes the error codes of a locale's messages (every set of messages the kit loads includes `errors`). */
export function learnErrorCodes(messages: { errors?: object }): void {
  for (const code of Object.keys(messages.errors ?? {})) codesWithSentence.add(code);
}

/** The translation key of an error (`errors.<code>`); an unknown code gets the generic sentence. */
export function errorKey(error: unknown): ErrorKey {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
  return codesWithSentence.has(code) ? `errors.${code as ErrorCode}` : 'errors.unknown';
}

/** What an error's sentence names, such as the refused `origin` (a BffError's `values`). */
function errorValues(error: unknown): Record<string, string> {
  return typeof error === 'object' && error !== null && 'values' in error && typeof error.values === 'object'
    ? (error.values as Record<string, string>)
    : {};
}

/** The sentence for `error` in the active language, with what it names filled in. */
export function errorText(t: TFunction, error: unknown): string {
  // The sentences' variables differ by code, which the catalogue's types cannot tell from a computed key.
  const translate = t as (key: ErrorKey, values: Record<string, string>) => string;
  return translate(errorKey(error), errorValues(error));
}
