// The countries a customer may live in, as choices: the service's supported countries (the partner configuration's
// `countries` marked `supported`) in the customer's language and order. One list for every view that asks where a
// customer lives (sign-up, a payout account's holder), so none offers a country the service does not serve (the
// configuration lists sanctioned ones too, as not supported, so views can say "not available" rather than "unknown").
import type { SupportedCountries } from '../api/contract/trade/partners';
import { compareNames, countryName } from '../i18n/format';
import type { SelectOption } from './select';

/** The supported countries, named in `language` and sorted by name. */
export function supportedCountryOptions(countries: SupportedCountries, language: string): SelectOption[] {
  const byName = compareNames(language);
  return Object.entries(countries)
    .filter(([, support]) => support.supported)
    .map(([code]) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => byName(a.label, b.label));
}

/** The supported states (bare codes, `CA`) of `country`, for a country the service serves state by state. */
export function supportedStateOptions(
  countries: SupportedCountries,
  country: string | null | undefined,
): SelectOption[] {
  return Object.entries(countries[country ?? '']?.states ?? {})
    .filter(([, support]) => support.supported)
    .map(([code]) => ({ value: code, label: code }));
}
