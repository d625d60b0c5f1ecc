// What every i18next instance of the kit shares, without any translations: the locales, the message type and the
// options. The translations come in separately, all at once (create-i18n.ts) or one locale at a time
// (lazy-i18n.ts), so the widget and the payment page download only the language they show.
import type { InitOptions } from 'i18next';
import type en from './en.json';

/** The locales the kit ships translations for. */
export const locales = ['en', 'da', 'de'] as const;

/** A locale the kit ships translations for. */
export type Locale = (typeof locales)[number];

/** The locale used when none is given or the one given is not shipped. */
export const defaultLocale: Locale = 'en';

/** Every message of one locale (each locale has English's keys: locales.node.test.ts checks it). */
export type Messages = typeof en;

/**
 * The namespace holding a locale's complete messages where the default one (`translation`) holds only a part of
 * them: lookups fall back to it, so a view outside the part reads its messages there once they are loaded.
 */
export const ALL_MESSAGES_NS = 'all';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** Whether `value` names a shipped locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** i18next options every instance of the kit uses. */
export const commonOptions = {
  supportedLngs: locales,
  // React escapes what it renders; escaping here too would show `&amp;` to the user.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
