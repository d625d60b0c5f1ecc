// The sentence for an error code: every code the views can meet has one in every locale.
import en from './en.json';

export type ErrorCode = keyof typeof en.errors;
export type ErrorKey = `errors.${ErrorCode}`;

/** The translation key of an error (`errors.<code>`); an unknown code gets the generic sentence. */
export function errorKey(error: unknown): ErrorKey {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
  return Object.hasOwn(en.errors, code) ? `errors.${code as ErrorCode}` : 'errors.unknown';
}
