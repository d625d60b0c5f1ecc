// The formatter in the locales whose forms differ most from English's: Arabic (right to left, Latin digits by the
// house's choice), Polish, French (narrow and ordinary no-break spaces) and German.
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  countryName,
  formatAmount,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatMinor,
  formatZonedDateTime,
} from './format';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const RLM = '\u200f';
const iso = '2025-03-12T14:05:00Z';
/** Any digit that is not 0-9: Arabic-Indic (٠-٩), Extended Arabic-Indic (۰-۹) and the rest of Unicode's. */
const nonLatinDigit = /(?![0-9])\p{Nd}/u;

describe('digits: Latin in every locale (docs/right-to-left.md)', () => {
  it('rule: Arabic is shown in Latin digits, even where Intl’s default is Arabic-Indic (ar-EG)', () => {
    expect(new Intl.NumberFormat('ar-EG').format(1234.5)).toMatch(nonLatinDigit);
    for (const locale of ['ar', 'ar-EG']) {
      const shown = [
        formatAmount(1234.5, 'EUR', locale),
        formatAmount('0.0011079', 'BTC', locale),
        formatDateTime(iso, locale, 'UTC'),
        formatLongDateTime(iso, locale, 'UTC'),
        formatZonedDateTime(iso, locale),
        formatCountdown(3_909_000, locale),
      ];
      for (const text of shown) expect(text).not.toMatch(nonLatinDigit);
    }
  });
});

describe('amounts in ar, pl, fr and de', () => {
  it('rule: Arabic writes the amount, then the code, led by a right-to-left mark (the locale’s own bidi hint)', () => {
    expect(formatAmount(1234.5, 'EUR', 'ar')).toBe(`${RLM}1,234.50${NBSP}EUR`);
    expect(formatAmount('0.0011079', 'BTC', 'ar')).toBe(`${RLM}0.00110790${NBSP}BTC`);
    expect(formatMinor(10_300, 'EUR', 'ar')).toBe(`${RLM}103.00${NBSP}EUR`);
  });

  it('rule: Polish groups from five digits with a no-break space, decimal comma', () => {
    expect(formatAmount(1234.5, 'EUR', 'pl')).toBe(`1234,50${NBSP}EUR`);
    expect(formatAmount(12345.5, 'EUR', 'pl')).toBe(`12${NBSP}345,50${NBSP}EUR`);
    expect(formatAmount('0.0011079', 'BTC', 'pl')).toBe(`0,00110790${NBSP}BTC`);
  });

  it('rule: French groups with a narrow no-break space and keeps the code apart with a no-break space', () => {
    expect(formatAmount(1234.5, 'EUR', 'fr')).toBe(`1${NNBSP}234,50${NBSP}EUR`);
    expect(formatAmount(1500, 'JPY', 'fr')).toBe(`1${NNBSP}500${NBSP}JPY`);
    expect(formatAmount('0.0011079', 'BTC', 'fr')).toBe(`0,00110790${NBSP}BTC`);
  });

  it('rule: German groups with a dot, decimal comma', () => {
    expect(formatAmount(1234.5, 'EUR', 'de')).toBe(`1.234,50${NBSP}EUR`);
    expect(formatAmount('0.0011079', 'BTC', 'de')).toBe(`0,00110790${NBSP}BTC`);
  });
});

describe('dates and times in ar, pl, fr and de', () => {
  it('rule: a date and time by the conventions of each locale', () => {
    expect(formatDateTime(iso, 'ar', 'UTC')).toBe(`12${RLM}/03${RLM}/2025، 2:05 م`);
    expect(formatDateTime(iso, 'pl', 'UTC')).toBe('12 mar 2025, 14:05');
    expect(formatDateTime(iso, 'fr', 'UTC')).toBe('12 mars 2025, 14:05');
    expect(formatDateTime(iso, 'de', 'UTC')).toBe('12.03.2025, 14:05');
  });

  it('rule: a date a sentence names in full spells its month', () => {
    expect(formatLongDateTime(iso, 'ar', 'UTC')).toBe('12 مارس 2025 في 2:05 م');
    expect(formatLongDateTime(iso, 'pl', 'UTC')).toBe('12 marca 2025 14:05');
    expect(formatLongDateTime(iso, 'fr', 'UTC')).toBe('12 mars 2025 à 14:05');
    expect(formatLongDateTime(iso, 'de', 'UTC')).toBe('12. März 2025 um 14:05');
  });

  it('rule: a date alone, and a time with its zone named', () => {
    expect(formatDate(iso, 'ar', 'UTC')).toBe(`12${RLM}/03${RLM}/2025`);
    expect(formatDate(iso, 'pl', 'UTC')).toBe('12 mar 2025');
    expect(formatDate(iso, 'fr', 'UTC')).toBe('12 mars 2025');
    expect(formatZonedDateTime(iso, 'ar')).toBe('12 مارس 2025، 2:05 م UTC');
    expect(formatZonedDateTime(iso, 'fr')).toBe('12 mars 2025, 14:05 UTC');
    expect(formatZonedDateTime(iso, 'de')).toBe('12. März 2025, 14:05 UTC');
  });
});

describe('formatCountdown: the time left as a clock shows it', () => {
  it('rule: mm:ss below an hour, h:mm:ss from an hour up, never below zero', () => {
    for (const locale of ['ar', 'pl', 'fr', 'de']) {
      expect(formatCountdown(545_000, locale)).toBe('09:05');
      expect(formatCountdown(3_909_000, locale)).toBe('1:05:09');
      expect(formatCountdown(-1, locale)).toBe('00:00');
    }
  });

  it('rule: the separator is the locale’s own (Danish and Finnish clocks read 14.05)', () => {
    expect(formatCountdown(545_000, 'da')).toBe('09.05');
    expect(formatCountdown(3_909_000, 'fi')).toBe('1.05.09');
    expect(formatCountdown(545_000, 'en')).toBe('09:05');
  });
});

describe('country names: Intl.DisplayNames, sorted by the locale’s collation', () => {
  const codes = ['DE', 'AT', 'EG', 'LV', 'LT', 'PL', 'ES', 'EE', 'FR', 'DK'];
  const sortedNames = (locale: string) => codes.map((code) => countryName(code, locale)).sort(compareNames(locale));

  it('rule: names come from Intl in the locale', () => {
    expect(countryName('DE', 'ar')).toBe('ألمانيا');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DK', 'de')).toBe('Dänemark');
  });

  it('rule: Polish puts Ł right after L, not after Z as code points would', () => {
    const names = sortedNames('pl');
    expect(names.indexOf('Łotwa')).toBe(names.indexOf('Litwa') + 1);
    expect(names.at(-1)).not.toBe('Łotwa');
  });

  it('rule: French sorts É with E, German Ä with A and Ö with O', () => {
    expect(sortedNames('fr')).toEqual([
      'Allemagne',
      'Autriche',
      'Danemark',
      'Égypte',
      'Espagne',
      'Estonie',
      'France',
      'Lettonie',
      'Lituanie',
      'Pologne',
    ]);
    expect(sortedNames('de').slice(0, 2)).toEqual(['Ägypten', 'Dänemark']);
    expect(sortedNames('de').indexOf('Österreich')).toBe(sortedNames('de').indexOf('Litauen') + 1);
  });

  it('rule: Arabic names follow the Arabic alphabet, hamza forms of alif with alif', () => {
    const names = sortedNames('ar');
    expect(names.slice(0, 3)).toEqual(['إسبانيا', 'إستونيا', 'الدانمرك']);
    expect(names.at(-1)).toBe('مصر');
  });
});
