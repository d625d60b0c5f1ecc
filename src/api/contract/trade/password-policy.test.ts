import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, NewPassword, passwordPolicy, passwordRules } from './password-policy';

describe('password policy', () => {
  it('choice: at least 8 characters, a letter, and a digit, space or symbol', () => {
    expect(passwordRules('abc')).toEqual({ length: false, letter: true, nonLetter: false });
    expect(passwordRules('abcdefgh')).toEqual({ length: true, letter: true, nonLetter: false });
    expect(passwordRules('12345678')).toEqual({ length: true, letter: false, nonLetter: true });
    expect(passwordRules('abcdefg1')).toEqual({ length: true, letter: true, nonLetter: true });
    // Passphrases pass: the spaces count.
    expect(meetsPasswordPolicy('correct horse battery')).toBe(true);
    expect(meetsPasswordPolicy('')).toBe(false);
  });

  it('counts characters, not UTF-16 units, and knows letters of every script', () => {
    expect(passwordRules('æøå1').length).toBe(false);
    expect(meetsPasswordPolicy('blåbærgrød!')).toBe(true);
    // Four emoji are eight UTF-16 units but four characters.
    expect(passwordRules('a🔑🔑🔑🔑1').length).toBe(false);
    expect(meetsPasswordPolicy('пароль-12')).toBe(true);
  });

  it('refuses more than 128 characters', () => {
    expect(meetsPasswordPolicy(`a1${'x'.repeat(passwordPolicy.maxLength - 2)}`)).toBe(true);
    expect(meetsPasswordPolicy(`a1${'x'.repeat(passwordPolicy.maxLength - 1)}`)).toBe(false);
  });

  it('the schema agrees with the rules for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (password) => {
        expect(NewPassword.safeParse(password).success).toBe(meetsPasswordPolicy(password));
      }),
    );
  });
});
