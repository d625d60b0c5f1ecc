// An error reads as its own sentence when the translations have one for its code, and as the generic one otherwise.
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { errorKey } from './error-message';

describe('errorKey', () => {
  it('names the sentence of a code the translations have, and the generic sentence for anything else', () => {
    createI18n('en');
    expect(errorKey({ code: 'rate_limited' })).toBe('errors.rate_limited');
    expect(errorKey({ code: 'wrong_password' })).toBe('errors.wrong_password');
    expect(errorKey({ code: 'no_such_code' })).toBe('errors.unknown');
    expect(errorKey({ code: 'toString' })).toBe('errors.unknown');
    expect(errorKey(new Error('boom'))).toBe('errors.unknown');
    expect(errorKey(null)).toBe('errors.unknown');
  });
});
