// An i18next instance that loads one locale at a time, and of it first only the part a page's first screen needs
// (message-parts.ts); the complete messages come when a view asks for them (use-all-messages.ts). The widget and
// the payment page use it, so they download neither the other locales nor the words of screens not shown yet; so
// does the kit's provider (kit-i18n.ts), with the host's own messages on top.
import { createInstance, type BackendModule, type i18n, type InitOptions } from 'i18next';
import { learnErrorCodes } from './error-message';
import { ALL_MESSAGES_NS, commonOptions, defaultLocale, isLocale, type Locale } from './i18n-core';
import type { MessagePart } from './message-parts';

/** Loads a part of a locale's messages, or `all` of them. */
export type MessageLoader = (locale: Locale, part: MessagePart | 'all') => Promise<Readonly<Record<string, unknown>>>;

export interface LazyI18nOptions {
  /** The part of the messages the page's first screen needs: what the default namespace holds. */
  part: MessagePart;
  load: MessageLoader;
}

/** Loads `part` into the default namespace and the complete messages into {@link ALL_MESSAGES_NS}. */
export function messageBackend({ part, load }: LazyI18nOptions): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (!isLocale(language)) {
        callback(new Error(`Tradekit ships no "${language}" translations`), false);
        return;
      }
      load(language, namespace === ALL_MESSAGES_NS ? 'all' : part).then(
        (messages) => {
          learnErrorCodes(messages);
          callback(null, messages);
        },
        // `true`: i18next retries a few times (a chunk may fail to load on a flaky network).
        (error: Error) => callback(error, true),
      );
    },
  };
}

/**
 * i18next options of an instance whose messages come from {@link messageBackend}: new ones each time, as i18next
 * adds the namespaces it is asked to load to the `ns` list it is given.
 */
export const lazyOptions = () =>
  ({
    ...commonOptions,
    // Every locale has every message (locales.node.test.ts), so no second locale is downloaded as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: ALL_MESSAGES_NS,
  }) satisfies InitOptions;

/**
 * Creates an i18next instance that starts loading `locale` (English for a locale not shipped) at once; it is ready
 * (`useTranslation().ready`) when that part is in. Changing the language loads the new one before switching.
 */
export function createLazyI18n(locale: string, options: LazyI18nOptions): i18n {
  const instance = createInstance();
  void instance.use(messageBackend(options)).init({ ...lazyOptions(), lng: isLocale(locale) ? locale : defaultLocale });
  return instance;
}
