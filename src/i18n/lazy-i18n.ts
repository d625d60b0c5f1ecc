// An i18next instance that loads one locale at a time, and of it first only the part a page's first screen needs
// (message-parts.ts); the complete messages come when a view asks for them (use-all-messages.ts). The widget and
// the payment page use it, so they download neither the other locales nor the words of screens not shown yet.
import { createInstance, type BackendModule, type i18n } from 'i18next';
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

/**
 * Creates an i18next instance that starts loading `locale` (English for a locale not shipped) at once; it is ready
 * (`useTranslation().ready`) when that part is in. Changing the language loads the new one before switching.
 */
export function createLazyI18n(locale: string, { part, load }: LazyI18nOptions): i18n {
  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
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
  const instance = createInstance();
  void instance.use(backend).init({
    ...commonOptions,
    lng: isLocale(locale) ? locale : defaultLocale,
    // Every locale has every message (locales.node.test.ts), so no second locale is downloaded as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: ALL_MESSAGES_NS,
  });
  return instance;
}
