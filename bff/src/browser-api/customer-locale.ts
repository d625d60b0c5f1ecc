// The customer's language on a page the BFF renders itself (the identity and card return pages): the first of the
// languages the browser asks for (`Accept-Language`, by quality) that Tradekit ships, else English, with that
// locale's messages and direction.
import { baseLocale, defaultLocale, directionOf, isLocale, type Locale } from '#i18n/core';
import ar from '#i18n/messages/ar';
import da from '#i18n/messages/da';
import de from '#i18n/messages/de';
import en from '#i18n/messages/en';
import es from '#i18n/messages/es';
import fi from '#i18n/messages/fi';
import fr from '#i18n/messages/fr';
import it from '#i18n/messages/it';
import nb from '#i18n/messages/nb';
import nl from '#i18n/messages/nl';
import pl from '#i18n/messages/pl';
import sv from '#i18n/messages/sv';

/** The return pages' words of each shipped locale. */
const returnPageWords: Record<Locale, typeof en.returnPage> = {
  ar: ar.returnPage,
  da: da.returnPage,
  de: de.returnPage,
  en: en.returnPage,
  es: es.returnPage,
  fi: fi.returnPage,
  fr: fr.returnPage,
  it: it.returnPage,
  nb: nb.returnPage,
  nl: nl.returnPage,
  pl: pl.returnPage,
  sv: sv.returnPage,
};

/**
 * The shipped locale an `Accept-Language` header asks for first: its ranges by quality (then by order), each matched
 * on its base language (`fr-CA` → `fr`; Norwegian `no` and `nn` → `nb`). A `*`, an empty header or none: English.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    const locale = baseLocale(tag);
    if (isLocale(locale)) return locale;
  }
  return defaultLocale;
}

/** What a return page says, in `locale`, with the locale and its direction for the page's `<html>`. */
export function returnPageText(locale: Locale) {
  return { locale, dir: directionOf(locale), words: returnPageWords[locale] };
}
