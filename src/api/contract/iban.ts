// IBAN checks (ISO 13616) as plain functions, so the emulator, the BFF and the browser refuse the same numbers:
// the separators people type (spaces, hyphens, dots, invisible characters) are allowed and normalised away, the
// country must use IBANs, the length must be that country's, and the mod-97 checksum must hold. No network, no
// registry: the table below is the SWIFT IBAN registry's lengths.

/** IBAN length per country (SWIFT IBAN registry). Territories that use another country's IBAN are left out. */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27,
  MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28,
  PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27,
  SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
}; // prettier-ignore

/**
 * Countries of the SEPA schemes' long-standing scope: the EU, the rest of the EEA (IS, LI, NO), CH, GB, MC, SM,
 * VA and AD. Later joiners (AL, MD, ME, MK, RS) are left out until the service is known to pay out there.
 */
export const sepaCountries: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'VA', 'AD',
]); // prettier-ignore

/**
 * What people put between an IBAN's groups or paste along with it without seeing it: white space (no-break space
 * included), dashes and hyphens, dots, and invisible format characters (zero-width space and joiners U+200B–U+200D,
 * word joiner U+2060, byte order mark U+FEFF, soft hyphen U+00AD).
 */
const IBAN_SEPARATORS = /[\s\p{Pd}.\p{Cf}]+/gu;

/** Separators removed, letters upper-cased: the IBAN's electronic format, how it is checked, stored and compared. */
export function normalizeIban(input: string): string {
  return input.replace(IBAN_SEPARATORS, '').toUpperCase();
}

/**
 * An account number as it is stored and sent on: a number shaped like an IBAN once its separators are removed in
 * the IBAN's electronic format ({@link normalizeIban}), any other number (a US or Danish domestic one) as typed,
 * without invisible format characters and surrounding white space.
 */
export function normalizeAccountNumber(input: string): string {
  return looksLikeIban(input) ? normalizeIban(input) : input.replace(/\p{Cf}/gu, '').trim();
}

export type IbanCheck =
  | { valid: true; iban: string; country: string }
  | { valid: false; reason: 'format' | 'country' | 'length' | 'checksum' };

/** The remainder of the IBAN's digits (letters as 10..35, the first four characters moved to the end) by 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // '0'..'9' are one digit, 'A'..'Z' are two (10..35): fold each into the running remainder.
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + (code - 48)) % 97;
    else remainder = (remainder * 100 + (code - 55)) % 97;
  }
  return remainder;
}

/** Checks `input` as an IBAN: format, a country that uses IBANs, that country's length, the mod-97 checksum. */
export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return { valid: false, reason: 'format' };
  const country = iban.slice(0, 2);
  const length = ibanLengths[country];
  if (length === undefined) return { valid: false, reason: 'country' };
  if (iban.length !== length) return { valid: false, reason: 'length' };
  if (mod97(iban) !== 1) return { valid: false, reason: 'checksum' };
  return { valid: true, iban, country };
}

/** Whether `input` is shaped like an IBAN of a country that uses them (whatever its length and checksum). */
export function looksLikeIban(input: string): boolean {
  const iban = normalizeIban(input);
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban) && ibanLengths[iban.slice(0, 2)] !== undefined;
}

/**
 * Whether a payout to account `number` needs the bank's BIC beside it. An IBAN of a SEPA country names its bank
 * (its bank code is part of it, and SEPA payments have gone by IBAN alone since 2016), so it does not; any other
 * number does, an IBAN of a country outside SEPA included.
 */
export function bicRequired(number: string): boolean {
  const iban = checkIban(number);
  return !(iban.valid && sepaCountries.has(iban.country));
}

/** Why an IBAN was refused, in words a person can act on. */
export function ibanProblem(check: Exclude<IbanCheck, { valid: true }>, input: string): string {
  const iban = normalizeIban(input);
  switch (check.reason) {
    case 'format':
      return 'An IBAN is a country code, two check digits and up to 30 letters or digits.';
    case 'country':
      return `${iban.slice(0, 2)} is not a country that uses IBANs.`;
    case 'length':
      return `An IBAN of ${iban.slice(0, 2)} has ${ibanLengths[iban.slice(0, 2)]} characters, not ${iban.length}.`;
    case 'checksum':
      return 'The IBAN’s check digits do not match: a character is probably mistyped.';
  }
}
