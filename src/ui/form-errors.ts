// Turns form errors into sentences in the user's language: zod's issues by kind, and the BFF's errors on the
// field they belong to (with focus moved there) or, when no field is to blame, for an alert.
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type * as z from 'zod/mini';
import type en from '../i18n/en.json';
import { errorKey } from '../i18n/error-message';
import type { ErrorKey } from '../i18n/error-message';

type ValidationKey = `validation.${keyof typeof en.validation}`;

/**
 * The message of an issue about a value the user never gave. zod words its messages only with a locale, which the
 * browser does not load (views never show zod's English), so "missing" cannot be read from the wording.
 */
const missingValue = 'tradekit:missing';

/**
 * A react-hook-form resolver for a contract schema: zod's issues become field errors whose `type` is the issue
 * code, and a value that was never given is marked, so {@link fieldMessage} can tell "required" from "invalid".
 */
export function formResolver<Input extends FieldValues, Output, S extends z.core.$ZodType<Output, Input>>(schema: S) {
  return zodResolver(schema, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? missingValue : undefined),
  });
}

/**
 * The sentence for one field's error: a server error keeps its already translated message; a missing value says
 * "required"; anything else says `invalidKey` (e.g. "Enter an email address like name@example.com").
 */
export function fieldMessage(
  t: TFunction,
  error: FieldError | undefined,
  invalidKey: ValidationKey = 'validation.invalid',
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (error.type === 'too_small' || (error.type === 'invalid_type' && error.message === missingValue)) {
    return t('validation.required');
  }
  return t(invalidKey);
}

/**
 * Puts a BFF error on its field when the form has that field (`field` of the error, or `codeFields[code]`), with
 * focus moved there, and returns true; returns false when the view should show it as an alert instead.
 */
export function placeServerError<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Readonly<Record<string, Path<T>>> = {},
): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const field = typeof error === 'object' && error !== null && 'field' in error ? error.field : undefined;
  const target =
    codeFields[code] ??
    (typeof field === 'string' && (fields as readonly string[]).includes(field) ? (field as Path<T>) : undefined);
  if (target === undefined) return false;
  const key: ErrorKey = errorKey(error);
  setError(target, { type: 'server', message: t(key) }, { shouldFocus: true });
  return true;
}
