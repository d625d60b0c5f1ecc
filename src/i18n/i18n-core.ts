// What every i18next instance of the kit shares, without any translations: the locales, the message type and the
// options. The translations come in separately, all at once (create-i18n.ts) or one locale at a time
// (lazy-i18n.ts), so the widget and the payment page download only the language they show.
import type { InitOptions } from 'i18next';
import type en from './en.json';

/** The locales the kit ships translations for. */
export const locales = ['en', 'da', 'de', 'sv', 'nb', 'fi', 'nl', 'fr', 'es', 'it', 'pl', 'ar'] as const;

/** The locales written right to left: their views carry `dir="rtl"` and mirror (logical CSS properties). */
export const rtlLocales: ReadonlySet<Locale> = new Set(['ar']);

/** The direction `locale` is written in, for a `dir` attribute. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (rtlLocales.has(locale as Locale) ? 'rtl' : 'ltr');

/**
 * The locales the sandbox console speaks. It is a developer tool that may stay English (#29): the other locales
 * leave its section out, and its pages fall back to English in them.
 */
export const consoleLocales = ['en', 'da', 'de'] as const satisfies readonly Locale[];

/** A locale the sandbox console speaks. */
export type ConsoleLocale = (typeof consoleLocales)[number];

/** A locale the kit ships translations for. */
export type Locale = (typeof locales)[number];

/** The locale used when none is given or the one given is not shipped. */
export const defaultLocale: Locale = 'en';

/** Every message of one locale (each locale has English's keys: locales.node.test.ts checks it). */
export type Messages = typeof en;

/** What a locale file holds: every message, the sandbox console's only in {@link consoleLocales}. */
export type LocaleMessages = Omit<Messages, 'console'> & { console?: Messages['console'] };

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

/**
 * The locale a language tag asks for, matched on its base language: `fr-CA` asks for `fr`, and Norwegian readers
 * (`no`, `nn`) read Bokmål, `nb`. Used wherever a browser's languages pick one (the widget, the pages opened by link,
 * the BFF's return pages).
 */
export function baseLocale(tag: string): string {
  const base = tag.split('-')[0]!.toLowerCase();
  return base === 'no' || base === 'nn' ? 'nb' : base;
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
