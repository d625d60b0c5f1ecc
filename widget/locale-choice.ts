// Which language the widget speaks: the first of these that the partner offers, else the partner's first locale.
//   1. the customer's own choice this session (the language switcher),
//   2. the partner's `locale` option,
//   3. the browser's languages, the most preferred first (`navigator.languages`).
// What the partner offers is its configuration's `locales` (WIDGET_LOCALES); before it is read, every shipped locale.
import { baseLocale, defaultLocale, type Locale } from '../src/i18n/i18n-core';

/**
 * Where the customer's choice is kept for the session: sessionStorage, and a session cookie beside it, as a browser
 * may deny the frame on a partner's page one or the other. Chromium denies a cross-site frame its storage but keeps
 * its partitioned cookies (`Partitioned`: one jar per partner site, as the BFF's session cookie); Safari keeps its
 * storage. Neither outlives the browser's session.
 */
export const CHOSEN_LOCALE_KEY = 'tradekit:locale';

/**
 * The first offered locale of `wanted` (language tags in order of precedence, matched on their base language:
 * `fr-CA` is `fr`, and readers of either written Norwegian, `no` or `nn`, read Bokmål, `nb`), else the first offered.
 */
export function chooseLocale(wanted: readonly (string | null | undefined)[], offered: readonly Locale[]): Locale {
  for (const tag of wanted) {
    const locale = tag ? (baseLocale(tag) as Locale) : undefined;
    if (locale && offered.includes(locale)) return locale;
  }
  return offered[0] ?? defaultLocale;
}

/** The customer's choice this session, if any. */
export function chosenLocale(): string | null {
  try {
    const stored = window.sessionStorage.getItem(CHOSEN_LOCALE_KEY);
    if (stored) return stored;
  } catch {
    // Storage denied: the cookie may hold it.
  }
  return /(?:^|; )__Host-tradekit_locale=(\w+)/.exec(document.cookie)?.[1] ?? null;
}

/** Keeps the customer's choice for the session, wherever the browser lets the frame keep something. */
export function rememberLocale(locale: Locale): void {
  try {
    window.sessionStorage.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage denied: the cookie holds it.
  }
  document.cookie = `__Host-tradekit_locale=${locale}; Path=/; Secure; SameSite=None; Partitioned`;
}
