// The order in which the widget's language is chosen (README, "Languages"), rule by rule.
import { describe, expect, it } from 'vitest';
import { type Locale, locales } from '../src/i18n/i18n-core';
import { chooseLocale } from './locale-choice';

/** The sources in their order of precedence: the customer's choice, the partner's option, the browser's languages. */
const choose = (
  chosen: string | null,
  option: string | undefined,
  browser: string[],
  offered: readonly Locale[] = locales,
) => chooseLocale([chosen, option, ...browser], offered);

describe('choosing the widget’s language', () => {
  it('rule: the customer’s choice this session wins over the partner’s locale option', () => {
    expect(choose('ar', 'da', ['de-DE'])).toBe('ar');
  });

  it('rule: the partner’s locale option wins over the browser’s languages', () => {
    expect(choose(null, 'da', ['fr-FR', 'fr'])).toBe('da');
  });

  it('rule: without either, the first of the browser’s languages that is offered, matched on its base language', () => {
    expect(choose(null, undefined, ['pt-BR', 'fr-CA', 'de'])).toBe('fr');
    expect(choose(null, undefined, ['en-GB'])).toBe('en');
  });

  it('rule: a Norwegian reader of either written form (no, nn) gets Bokmål (nb)', () => {
    expect(choose(null, undefined, ['nn-NO'])).toBe('nb');
    expect(choose(null, undefined, ['no'])).toBe('nb');
  });

  it('rule: with none of them offered, the first locale the partner offers', () => {
    expect(choose(null, undefined, ['pt-BR', 'ja'], ['de', 'da'])).toBe('de');
  });

  it('rule: only what the partner offers counts, so a choice or an option it does not offer gives way', () => {
    // The partner's configuration, once read, offers English and Danish only.
    expect(choose('ar', 'fr', ['sv-SE', 'da-DK'], ['en', 'da'])).toBe('da');
    // An option the kit does not ship at all is not offered either.
    expect(choose(null, 'pt', ['xx'])).toBe('en');
  });
});
