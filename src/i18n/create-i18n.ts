// One i18next instance per provider, created on demand: importing this module touches no global and no `window`.
import { createInstance, type i18n } from 'i18next';
import da from './da.json';
import de from './de.json';
import en from './en.json';

/** The locales the kit ships translations for; English is the fallback for any missing key. */
export const locales = ['en', 'da', 'de'] as const;

/** A locale the kit ships translations for. */
export type Locale = (typeof locales)[number];

/** The locale used when none is given or the one given is not shipped. */
export const defaultLocale: Locale = 'en';

/** The translation resources of every shipped locale, keyed by locale. */
export const resources = {
  en: { translation: en },
  da: { translation: da },
  de: { translation: de },
} satisfies Record<Locale, { translation: typeof en }>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Whether `value` names a shipped locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Creates a ready-to-use i18next instance for one provider. Resources are bundled, so initialisation is
 * synchronous and `t` works as soon as this returns. An unknown locale falls back to English.
 */
export function createI18n(locale: string = defaultLocale): i18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: isLocale(locale) ? locale : defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: locales,
    initAsync: false,
    // React escapes what it renders; escaping here too would show `&amp;` to the user.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
