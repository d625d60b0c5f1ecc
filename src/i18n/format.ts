// Numbers, money and country names through Intl, in the locale of the views.
import { currencyExponent } from '../api/money';

function isIsoFiat(currency: string): boolean {
  if (currency === 'BTC' || !/^[A-Z]{3}$/.test(currency)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

/** `1,234.50 EUR` / `1.234,50 EUR`; crypto with up to 8 places (`0.00123 BTC`). */
export function formatAmount(value: number | string, currency: string, locale: string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (isIsoFiat(currency)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
  }
  let places = 8;
  try {
    places = currencyExponent(currency);
  } catch {
    // A ticker longer than three letters: show what the wire gave, up to 8 places.
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: places }).format(amount)} ${currency}`;
}

/** The country's name in `locale` (`DE` → "Germany" / "Tyskland"), or the code when Intl does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
