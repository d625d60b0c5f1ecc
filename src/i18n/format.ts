// Numbers, money and country names through Intl, in the locale of the views.

// Intl formats ANY three letters as a currency with two decimals, so XRP, LTC or ETH would be cut to cents:
// only the ISO 4217 codes the runtime lists are fiat.
let isoCurrencies: ReadonlySet<string> | undefined;

function isIsoFiat(currency: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(currency);
}

// Making an Intl formatter costs far more than using one (a country list made one per country), and a view
// formats the same few currencies in one locale over and over: each formatter is made once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DisplayNames>();

function cached<F extends Intl.NumberFormat | Intl.DisplayNames>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `1,234.50 EUR` / `1.234,50 EUR`; crypto with up to 8 places (`0.00123 BTC`). */
export function formatAmount(value: number | string, currency: string, locale: string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (isIsoFiat(currency)) {
    return cached(
      `currency:${locale}:${currency}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }),
    ).format(amount);
  }
  // Crypto: what the wire gave, up to 8 places (satoshi precision), never rounded to a fiat unit.
  const crypto = cached(`crypto:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }));
  return `${crypto.format(amount)} ${currency}`;
}

/**
 * Makes the runtime load its number-formatting data now. The first `Intl.NumberFormat` of a page costs 20-60 ms
 * on a small machine (Chromium loads its ICU data then), whatever the locale or currency; later ones are quick.
 * The widget calls this while it waits for the network, so the quote's first price is not what pays for it.
 */
export function preloadNumberFormats(locale: string): void {
  formatAmount(0, 'EUR', locale);
}

/** The country's name in `locale` (`DE` → "Germany" / "Tyskland"), or the code when Intl does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return cached(`region:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}
