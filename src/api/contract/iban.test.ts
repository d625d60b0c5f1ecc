import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bicRequired,
  checkIban,
  ibanLengths,
  ibanProblem,
  looksLikeIban,
  normalizeAccountNumber,
  normalizeIban,
  sepaCountries,
} from './iban';
import { exampleIban, typedIbans } from './trade/examples';

// Published example IBANs of their banks and registries, written as people write them (groups of four).
const examples = [
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'NL91 ABNA 0417 1643 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'DK50 0040 0440 1162 43',
  'NO93 8601 1117 947',
  'BE68 5390 0754 7034',
  'CH93 0076 2011 6238 5295 7',
  'AT61 1904 3002 3457 3201',
  'TR33 0006 1005 1978 6457 8413 26',
];

/** Check digits for `country` + `bban`, computed the long way with BigInt (independent of the module's fold). */
function withCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`]
    .map((char) => (/[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${check.toString().padStart(2, '0')}${bban}`;
}

const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const anIban = fc.constantFrom(...Object.keys(ibanLengths)).chain((country) =>
  fc
    .array(fc.constantFrom(...alphanumeric), {
      minLength: ibanLengths[country]! - 4,
      maxLength: ibanLengths[country]! - 4,
    })
    .map((chars) => withCheckDigits(country, chars.join(''))),
);

describe('IBAN check', () => {
  it('rule: published example IBANs are valid, with their spaces normalised away', () => {
    for (const example of examples) {
      const check = checkIban(example);
      expect(check, example).toEqual({
        valid: true,
        iban: example.replaceAll(' ', ''),
        country: example.slice(0, 2),
      });
    }
  });

  it('rule: lower case and any white space are accepted and normalised', () => {
    expect(checkIban(' de89 3704\t0044 0532 0130 00 ')).toEqual({
      valid: true,
      iban: 'DE89370400440532013000',
      country: 'DE',
    });
    expect(normalizeIban('gb82 west 1234')).toBe('GB82WEST1234');
  });

  it('rule: a wrong check digit is refused as a checksum error', () => {
    expect(checkIban('DE88 3704 0044 0532 0130 00')).toEqual({ valid: false, reason: 'checksum' });
    expect(checkIban('GB82 WEST 1234 5698 7654 33')).toEqual({ valid: false, reason: 'checksum' });
  });

  it('rule: the length must be the country’s', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 0')).toEqual({ valid: false, reason: 'length' });
    expect(checkIban('DE89 3704 0044 0532 0130 000')).toEqual({ valid: false, reason: 'length' });
    // A valid checksum does not rescue a wrong length: DE with NL's length.
    expect(checkIban(withCheckDigits('DE', '0417164300ABNA'))).toEqual({ valid: false, reason: 'length' });
  });

  it('rule: a country without IBANs, or no IBAN shape at all, is refused', () => {
    expect(checkIban('US12 3456 7890 1234')).toEqual({ valid: false, reason: 'country' });
    expect(checkIban('12345678')).toEqual({ valid: false, reason: 'format' });
    expect(checkIban('')).toEqual({ valid: false, reason: 'format' });
    expect(checkIban('DE89/3704/0044/0532/0130/00')).toEqual({ valid: false, reason: 'format' });
  });

  it.each(typedIbans)('rule: an IBAN typed with %s is normalised to its electronic format', (_kind, typed) => {
    expect(normalizeIban(typed)).toBe(exampleIban);
    expect(looksLikeIban(typed)).toBe(true);
    expect(checkIban(typed)).toEqual({ valid: true, iban: exampleIban, country: 'DK' });
    expect(normalizeAccountNumber(typed)).toBe(exampleIban);
  });

  it('rule: separators do not hide a wrong checksum: DK51 with hyphens is a checksum error', () => {
    expect(checkIban('DK51-0040-0440-1162-43')).toEqual({ valid: false, reason: 'checksum' });
    expect(looksLikeIban('DK51-0040-0440-1162-43')).toBe(true);
  });

  it('normalizeAccountNumber keeps a domestic number as typed, without invisible characters around or inside', () => {
    expect(normalizeAccountNumber(' 021000021-123456789 ')).toBe('021000021-123456789');
    expect(normalizeAccountNumber('3409 1234567890\u200b')).toBe('3409 1234567890');
    expect(normalizeAccountNumber('\u200b\ufeff')).toBe('');
  });

  it('rule: every IBAN with computed check digits passes, for every country of the table', () => {
    fc.assert(
      fc.property(anIban, (iban) => {
        expect(checkIban(iban)).toEqual({ valid: true, iban, country: iban.slice(0, 2) });
      }),
    );
  });

  // A digit for another digit, or a letter for another letter (a letter for a digit changes the number's length,
  // which mod 97 does not always see).
  it('rule: any single mistyped digit, or letter for letter, after the country is caught', () => {
    const isDigit = (char: string) => /[0-9]/.test(char);
    fc.assert(
      fc.property(anIban, fc.nat(), fc.constantFrom(...alphanumeric), (iban, at, char) => {
        const index = 2 + (at % (iban.length - 2));
        fc.pre(iban[index] !== char && isDigit(iban[index]!) === isDigit(char));
        const typo = iban.slice(0, index) + char + iban.slice(index + 1);
        expect(checkIban(typo).valid).toBe(false);
      }),
    );
  });

  it('looksLikeIban tells an IBAN-shaped number from a domestic one, whatever its checksum', () => {
    expect(looksLikeIban('DE88 3704 0044 0532 0130 00')).toBe(true);
    expect(looksLikeIban('1234 5678901234')).toBe(false);
    expect(looksLikeIban('US12 3456')).toBe(false);
  });

  it('rule: a BIC is needed beside any number but a valid IBAN of a SEPA country, however it is typed', () => {
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'dk50-0040-0440-1162-43', 'GB82WEST12345698765432'])
      expect(bicRequired(iban), iban).toBe(false);
    // An IBAN outside SEPA, a mistyped SEPA IBAN, a domestic number, nothing.
    for (const number of ['TR330006100519786457841326', 'DE88370400440532013000', '3409 1234567890', ''])
      expect(bicRequired(number), number).toBe(true);
  });

  it('every SEPA country has an IBAN length', () => {
    for (const country of sepaCountries) expect(ibanLengths[country], country).toBeGreaterThan(0);
  });

  it('the problem is said in words, naming the expected length', () => {
    const check = checkIban('DE89 3704');
    if (check.valid) throw new Error('expected a refusal');
    expect(ibanProblem(check, 'DE89 3704')).toBe('An IBAN of DE has 22 characters, not 8.');
  });
});
