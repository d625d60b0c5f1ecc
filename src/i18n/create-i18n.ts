// One i18next instance per provider, with every locale's translations bundled: importing this module touches no
// global and no `window`, and `t` works at once (server rendering, tests, Storybook, the library's provider). The
// widget and the payment page load one locale on demand instead (lazy-i18n.ts).
import { createInstance, type i18n } from 'i18next';
import ar from './ar.json';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import it from './it.json';
import nb from './nb.json';
import nl from './nl.json';
import pl from './pl.json';
import sv from './sv.json';
import { learnErrorCodes } from './error-message';
import { commonOptions, defaultLocale, isLocale, type Locale, type LocaleMessages } from './i18n-core';

export { defaultLocale, isLocale, locales, type Locale, type Messages } from './i18n-core';

/** The translation resources of every shipped locale, keyed by locale. */
export const resources = {
  en: { translation: en },
  da: { translation: da },
  de: { translation: de },
  sv: { translation: sv },
  nb: { translation: nb },
  fi: { translation: fi },
  nl: { translation: nl },
  fr: { translation: fr },
  es: { translation: es },
  it: { translation: it },
  pl: { translation: pl },
  ar: { translation: ar },
} satisfies Record<Locale, { translation: LocaleMessages }>;

/**
 * Creates a ready-to-use i18next instance for one provider. Resources are bundled, so initialisation is
 * synchronous and `t` works as soon as this returns. An unknown locale falls back to English.
 */
export function createI18n(locale: string = defaultLocale): i18n {
  learnErrorCodes(en);
  const instance = createInstance();
  void instance.init({
    ...commonOptions,
    resources,
    lng: isLocale(locale) ? locale : defaultLocale,
    fallbackLng: defaultLocale,
    initAsync: false,
  });
  return instance;
}
