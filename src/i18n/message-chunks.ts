// The widget's and the payment page's message loaders: each locale, and each first-screen part of it, is a chunk
// of its own that is downloaded when asked for. `?messages=<part>` imports only that part's sections (picked by
// scripts/message-parts-plugin.ts, which every build and Vitest use).
import widgetUrls from 'virtual:tradekit/message-urls/widget';
import { isLocale, locales, type Locale } from './i18n-core';
import { chunkLoader as loader, type LocaleChunks as Chunks } from './locale-chunks';

// Literal specifiers, so the bundler sees every chunk; one table per page, so neither carries the other's.
const widget: Chunks = {
  en: () => import('./en.json?messages=widget'),
  da: () => import('./da.json?messages=widget'),
  de: () => import('./de.json?messages=widget'),
};
const pay: Chunks = {
  en: () => import('./en.json?messages=pay'),
  da: () => import('./da.json?messages=pay'),
  de: () => import('./de.json?messages=pay'),
};

const consolePart: Chunks = {
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

/** The sandbox console's messages (`console`). */
export const loadConsoleMessages = loader(consolePart);

/**
 * The language of a page a person opens by link (the payment page, the sandbox console): `?lang=da` first, then
 * the browser's languages, then English.
 */
export function pageLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  for (const language of navigator.languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return locales[0];
}
