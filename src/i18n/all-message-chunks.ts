// Each locale's complete messages as a chunk of its own. This table is a chunk of its own too (locale-chunks.ts
// imports it when a page first asks for every message), so no page's first view carries the twelve entries.
import type { Locale } from './i18n-core';

/** The complete messages of each locale. */
export const allMessageChunks: Record<Locale, () => Promise<{ default: Readonly<Record<string, unknown>> }>> = {
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
