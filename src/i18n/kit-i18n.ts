// The i18next instance of the kit's provider: the shipped locale shown is downloaded, its quote part first
// (kit-message-chunks.ts), with the host's overrides laid over what arrives; a locale the host adds comes whole with
// the host's code, so it needs no download and translates at once.
import { createInstance, type i18n } from 'i18next';
import { learnErrorCodes } from './error-message';
import { ALL_MESSAGES_NS, defaultLocale, isLocale, type Locale, locales, type Messages } from './i18n-core';
import { lazyOptions, messageBackend, type MessageLoader } from './lazy-i18n';

/** Any of the messages, nested as in the English catalogue: what a host overrides of a shipped locale. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * A host's messages by locale: for a shipped locale (`en`, `da`, `de`) any messages to override, for another one
 * every message of the English catalogue. A key the catalogue does not have is a type error.
 */
export type HostMessages<L extends string = Locale> = {
  [K in L]?: K extends Locale ? DeepPartial<Messages> : Messages;
};

type Tree = Readonly<Record<string, unknown>>;

/** Host messages as the provider handles them, whatever their locales: nested objects of strings. */
export type Catalogues = Readonly<Record<string, Tree | undefined>>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `base` with `over` laid on it, nested objects merged key by key. */
function overlay(base: Tree, over: Tree | undefined): Tree {
  if (!over) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = isTree(value) && isTree(under) ? overlay(under, value) : value;
  }
  return merged;
}

/** The locales the kit can show with `messages`: the shipped ones, then the host's own. */
export function supportedLocales(messages: Catalogues = {}): string[] {
  const added = Object.keys(messages).filter((language) => messages[language] !== undefined);
  return [...new Set([...locales, ...added])];
}

export interface KitI18nOptions {
  messages?: Catalogues | undefined;
  /** Where the shipped messages come from (the chunks of the build by default; tests record what is asked). */
  load: MessageLoader;
}

/**
 * Creates the provider's instance in `locale` (English for a locale neither shipped nor given by the host). It is
 * ready when the quote part of a shipped locale is in, at once for a host's locale; the rest of a shipped locale
 * comes when a view asks for it (use-all-messages.ts).
 */
export function createKitI18n(locale: string, { messages = {}, load }: KitI18nOptions): i18n {
  const supported = supportedLocales(messages);
  const added = Object.entries(messages).filter(
    (entry): entry is [string, Tree] => entry[1] !== undefined && !isLocale(entry[0]),
  );
  for (const [, catalogue] of added) learnErrorCodes(catalogue);
  const instance = createInstance();
  void instance
    .use(
      messageBackend({
        part: 'quote',
        load: async (language, part) => overlay(await load(language, part), messages[language]),
      }),
    )
    .init({
      ...lazyOptions(),
      supportedLngs: supported,
      // A host's locale is complete (its type asks for every message): both namespaces are the catalogue.
      resources: Object.fromEntries(
        added.map(([language, catalogue]) => [language, { translation: catalogue, [ALL_MESSAGES_NS]: catalogue }]),
      ),
      partialBundledLanguages: true,
      lng: supported.includes(locale) ? locale : defaultLocale,
    });
  return instance;
}
