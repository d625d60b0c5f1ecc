// The kit's message loader (TradekitProvider): each locale's first part (`quote`: the quote view and TradeFlow's
// frame) and each complete locale is a chunk of its own, so a partner's app downloads the language it shows, and
// of it first only the quote's words. `?messages=quote` is picked by the build (scripts/message-parts-plugin.ts).
import { chunkLoader, type LocaleChunks } from './locale-chunks';

const quote: LocaleChunks = {
  en: () => import('./en.json?messages=quote'),
  da: () => import('./da.json?messages=quote'),
  de: () => import('./de.json?messages=quote'),
  sv: () => import('./sv.json?messages=quote'),
  nb: () => import('./nb.json?messages=quote'),
  fi: () => import('./fi.json?messages=quote'),
  nl: () => import('./nl.json?messages=quote'),
  fr: () => import('./fr.json?messages=quote'),
  es: () => import('./es.json?messages=quote'),
  it: () => import('./it.json?messages=quote'),
  pl: () => import('./pl.json?messages=quote'),
  ar: () => import('./ar.json?messages=quote'),
};

/** The kit's messages: the quote's part first, every one when a view asks for them (use-all-messages.ts). */
export const loadKitMessages = chunkLoader(quote);
