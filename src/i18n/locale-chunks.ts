// The loader of a page's messages over chunks of one locale each (message-chunks.ts for the widget's pages,
// kit-message-chunks.ts for the kit's provider): its first part, then the complete messages (all-message-chunks.ts).
// The `import()`s are literal, so the bundler sees every chunk; a page downloads only the one of the language it shows.
import type { Locale } from './i18n-core';
import type { MessageLoader } from './lazy-i18n';

/** One chunk per locale. */
export type LocaleChunks = Record<Locale, () => Promise<{ default: Readonly<Record<string, unknown>> }>>;

/**
 * A loader of `first` for a page's first part, and of the complete messages for `all`: their table comes with the
 * first call for them, as the first screen never needs them.
 */
export const chunkLoader =
  (first: LocaleChunks): MessageLoader =>
  async (locale, part) =>
    (await (part === 'all' ? (await import('./all-message-chunks')).allMessageChunks : first)[locale]()).default;
