// Rule: a form shows its own sentences, chosen by what kind of issue zod found, never zod's English (the browser
// loads no zod locale). A value never given says "required"; a wrong one says the field's "invalid" text.
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checked } from '../api/contract/schema';
import { fieldMessage, formResolver } from './form-errors';

const t = ((key: string) => key) as unknown as TFunction;

const Form = z.object({
  name: checked(z.string(), z.minLength(1)),
  kind: z.enum(['a', 'b']),
  agreed: z.boolean(),
});

async function errorsOf(values: Record<string, unknown>): Promise<FieldErrors> {
  const resolve = formResolver(Form);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('form errors', () => {
  it('a field never given is required, in any language zod could word it in', async () => {
    const errors = await errorsOf({ kind: 'a' });
    expect(fieldMessage(t, errors.name as never)).toBe('validation.required');
    expect(fieldMessage(t, errors.agreed as never)).toBe('validation.required');
  });

  it('an empty text is required too; a value of the wrong kind gets the field its own invalid text', async () => {
    const errors = await errorsOf({ name: '', kind: 'c', agreed: 'yes' });
    expect(fieldMessage(t, errors.name as never)).toBe('validation.required');
    expect(fieldMessage(t, errors.kind as never, 'validation.choose')).toBe('validation.choose');
    expect(fieldMessage(t, errors.agreed as never)).toBe('validation.invalid');
  });

  it('a server error on a field keeps the translated message it was given', () => {
    expect(fieldMessage(t, { type: 'server', message: 'Already taken.' })).toBe('Already taken.');
  });
});
