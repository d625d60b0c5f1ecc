// The widget's and the payment page's message loaders: each locale, and each first-screen part of it, is a chunk
// of its own that is downloaded when asked for. `?messages=<part>` imports only that part's sections (picked by
// scripts/message-parts-plugin.ts, which every build and Vitest use).
import widgetUrls from 'virtual:tradekit/message-urls/widget';
import { baseLocale, type ConsoleLocale, isLocale, locales, type Locale } from './i18n-core';
import { chunkLoader as loader, type LocaleChunks as Chunks } from './locale-chunks';

// Literal specifiers, so the bundler sees every chunk; one table per page, so neither carries the other's.
const widget: Chunks = {
  en: () => import('./en.json?messages=widget'),
  da: () => import('./da.json?messages=widget'),
  de: () => import('./de.json?messages=widget'),
  sv: () => import('./sv.json?messages=widget'),
  nb: () => import('./nb.json?messages=widget'),
  fi: () => import('./fi.json?messages=widget'),
  nl: () => import('./nl.json?messages=widget'),
  fr: () => import('./fr.json?messages=widget'),
  es: () => import('./es.json?messages=widget'),
  it: () => import('./it.json?messages=widget'),
  pl: () => import('./pl.json?messages=widget'),
  ar: () => import('./ar.json?messages=widget'),
};
const pay: Chunks = {
  en: () => import('./en.json?messages=pay'),
  da: () => import('./da.json?messages=pay'),
  de: () => import('./de.json?messages=pay'),
  sv: () => import('./sv.json?messages=pay'),
  nb: () => import('./nb.json?messages=pay'),
  fi: () => import('./fi.json?messages=pay'),
  nl: () => import('./nl.json?messages=pay'),
  fr: () => import('./fr.json?messages=pay'),
  es: () => import('./es.json?messages=pay'),
  it: () => import('./it.json?messages=pay'),
  pl: () => import('./pl.json?messages=pay'),
  ar: () => import('./ar.json?messages=pay'),
};

const consolePart: Pick<Chunks, ConsoleLocale> = {
  en: () => import('./en.json?messages=console'),
  da: () => import('./da.json?messages=console'),
  de: () => import('./de.json?messages=console'),
};

/** The widget's messages: the opening screen's and the quote's first (`widget`), every one later. */
export const loadWidgetMessages = loader(widget);

/**
 * Starts downloading `locale`'s widget messages now. The loader's `import()` of them starts only after the whole
 * entry has been evaluated (the build's preload wrapper defers it to a microtask), which on a slow machine is a
 * hundred milliseconds or more the first screen waits for its words; a modulepreload inserted from the app's first
 * module fetches the same chunk meanwhile, and the `import()` then finds it loaded.
 */
export function preloadWidgetMessages(locale: Locale): void {
  const href = widgetUrls[locale];
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** The payment page's messages (`pay`). */
export const loadPaymentPageMessages = loader(pay);

/** The sandbox console's messages (`console`), in the locales that have them ({@link pageLocale} picks one). */
export const loadConsoleMessages = loader(consolePart as Chunks);

/**
 * The language of a page a person opens by link (the payment page, the sandbox console): `?lang=da` first, then
 * the first of the browser's languages that is offered, then `fallback`.
 */
export function pageLocale(): Locale;
export function pageLocale<L extends Locale>(offered: readonly L[], fallback?: L): L;
export function pageLocale(offered: readonly Locale[] = locales, fallback?: Locale): Locale {
  const offers = (value: string | null): value is Locale => isLocale(value) && offered.includes(value);
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (offers(asked)) return asked;
  for (const language of navigator.languages) {
    const offer = baseLocale(language);
    if (offers(offer)) return offer;
  }
  return fallback ?? offered[0]!;
}
