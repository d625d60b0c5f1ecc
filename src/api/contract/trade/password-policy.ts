// The one password rule of the house: the views tell it before the customer types and check it as they type, the
// BFF and the emulator refuse a password that breaks it. The spec sets none; docs/trade-api-choices.md says why
// this one (a length that resists guessing, and passphrases such as "correct horse battery" welcome).
import * as z from 'zod/mini';
import { checked } from '../schema';

export const passwordPolicy = {
  /** Characters (Unicode code points, so "æøå" count as three). */
  minLength: 8,
  /** A ceiling well above any passphrase, so hashing a password costs a bounded time. */
  maxLength: 128,
} as const;

/** The parts of the rule a customer can meet one by one; the view shows them as a checklist. */
export type PasswordRule = 'length' | 'letter' | 'nonLetter';
export const passwordRuleNames: readonly PasswordRule[] = ['length', 'letter', 'nonLetter'];

/** Which parts of the rule `password` meets. `length` is also false above {@link passwordPolicy.maxLength}. */
export function passwordRules(password: string): Record<PasswordRule, boolean> {
  const length = [...password].length;
  return {
    length: length >= passwordPolicy.minLength && length <= passwordPolicy.maxLength,
    letter: /\p{L}/u.test(password),
    // A digit, a space or a symbol: anything but a letter.
    nonLetter: /[^\p{L}]/u.test(password),
  };
}

export function meetsPasswordPolicy(password: string): boolean {
  const rules = passwordRules(password);
  return passwordRuleNames.every((rule) => rules[rule]);
}

/** The rule in English, as the APIs' error messages give it after the field's name. */
export const passwordPolicyMessage =
  `must be ${passwordPolicy.minLength} to ${passwordPolicy.maxLength} characters with at least one letter ` +
  'and one digit, space or symbol';

/** A password someone chooses (sign-up, reset, change): the policy applies. Signing in takes any string. */
export const NewPassword = checked(z.string(), z.refine(meetsPasswordPolicy, { error: passwordPolicyMessage }));
