// Each locale's complete messages as a chunk of its own, and the loader of a page's messages over such chunks
// (message-chunks.ts for the widget's pages, kit-message-chunks.ts for the kit's provider). The `import()`s are
// literal, so the bundler sees every chunk; a page downloads only the one of the language it shows.
import type { Locale } from './i18n-core';
import type { MessageLoader } from './lazy-i18n';

/** One chunk per locale. */
export type LocaleChunks = Record<Locale, () => Promise<{ default: Readonly<Record<string, unknown>> }>>;

const all: LocaleChunks = {
  en: () => import('./en.json'),
  da: () => import('./da.json'),
  de: () => import('./de.json'),
  sv: () => import('./sv.json'),
  nb: () => import('./nb.json'),
  fi: () => import('./fi.json'),
  nl: () => import('./nl.json'),
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
  it: () => import('./it.json'),
  pl: () => import('./pl.json'),
  ar: () => import('./ar.json'),
};

/** A loader of `first` for a page's first part, and of the complete messages for `all`. */
export const chunkLoader =
  (first: LocaleChunks): MessageLoader =>
  async (locale, part) =>
    (await (part === 'all' ? all : first)[locale]()).default;
