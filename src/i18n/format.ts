// The one formatter of money, bitcoin, dates and states, through Intl in the reader's locale: the widget, the kit,
// the payment page and the sandbox's receipt and emails all show numbers through it, so a figure reads the same
// wherever it appears. Its rules (each has a test in format.test.ts):
// - Every amount takes the locale's currency form with the ISO code ("EUR 103.00" in English, "103,00 EUR" in
//   Danish and German), crypto with its ticker in the same place ("BTC 0.00110790" / "0,00110790 BTC").
// - An amount shows exactly the places of its currency's smallest unit (EUR 2, JPY 0, BTC 8: satoshi), so two
//   amounts of a currency line up; another crypto shows the places it came with, at most 8.
// - No float arithmetic: Intl gets the decimal text of the amount (a wire number's shortest round-trip text, or
//   minor units written out by money.ts) and formats decimal strings exactly.
// - Digits are Latin (0-9) in every locale, Arabic included: amounts, IBANs and references are copied into a bank's
//   or a wallet's form and compared with the service's documents, which write 0-9, while Intl's default for some
//   Arabic locales (`ar-EG`, and `ar` in older runtimes) is Arabic-Indic digits (docs/right-to-left.md).
// No browser API and no i18next here: the server side renders the sandbox's pages with it too.
import { formatFiat } from '../api/contract/money';

// Making an Intl formatter costs far more than using one, and a view formats the same few currencies in one locale
// over and over: each formatter is made once.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `EUR 1,234.50` / `1.234,50 EUR`, `BTC 0.00123000`: an amount given as a decimal string (`"0.00123"`) or as the
 * wire's number, in the locale's currency form.
 */
export function formatAmount(value: number | string, currency: string, locale: string): string {
  const key = locale + currency;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Intl formats ANY three letters as a currency with two decimals, so XRP, LTC or ETH would be cut to cents:
    // only the ISO 4217 codes the runtime lists are fiat. Crypto borrows the form of XXX (ISO's "no currency"),
    // whose code is then swapped for the ticker.
    const fiat = Intl.supportedValuesOf('currency').includes(currency);
    formatter = new Intl.NumberFormat(locale, {
      numberingSystem: 'latn',
      style: 'currency',
      currency: fiat ? currency : 'XXX',
      currencyDisplay: 'code',
      ...(fiat ? {} : { minimumFractionDigits: currency === 'BTC' ? 8 : 0, maximumFractionDigits: 8 }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(String(value) as Intl.StringNumericLiteral).replace('XXX', currency);
}

/** An amount in minor units (cents, satoshi) of `currency`, as {@link formatAmount} shows it. */
export const formatMinor = (minor: number, currency: string, locale: string): string =>
  formatAmount(formatFiat(minor, currency), currency, locale);

/**
 * Makes the runtime load its number-formatting data now. The first `Intl.NumberFormat` of a page costs 20-60 ms
 * on a small machine (Chromium loads its ICU data then), whatever the locale or currency; later ones are quick.
 * The widget calls this while it waits for the network, so the quote's first price is not what pays for it.
 */
export function preloadNumberFormats(locale: string): void {
  formatAmount(0, 'EUR', locale);
}

// Dates and country names live in files of their own only so that the widget's first view, which shows neither, does
// not carry them (a bundle takes a module whole); they are imported from here like the rest.
export { compareNames, countryName } from './format-country';
export { formatCountdown, formatDate, formatDateTime, formatLongDateTime, formatZonedDateTime } from './format-date';

/**
 * A state as a person reads it: its word in `words` (a section of the locale's messages, e.g. `history.state`,
 * "Completed (test)"), and a state newer than the words the code itself in plain letters ("On hold"), never the
 * raw `on_hold`.
 */
export function formatState(state: string, words: Readonly<Record<string, unknown>>): string {
  const word = words[state];
  if (typeof word === 'string') return word;
  const plain = state.replaceAll('_', ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}
