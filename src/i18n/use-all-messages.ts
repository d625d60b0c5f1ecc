// Views beyond a page's first screen read messages outside the part loaded up front (lazy-i18n.ts): this hook
// suspends them until the complete messages of the current language are in. With bundled translations
// (create-i18n.ts) everything is there and it returns at once.
import type { i18n } from 'i18next';
import { ALL_MESSAGES_NS } from './i18n-core';
import { useTranslation } from './react';

const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Starts loading every message of the instance's current language (cached: one download per language). */
export function preloadAllMessages(instance: i18n, language: string = instance.language): Promise<void> {
  let byLanguage = loading.get(instance);
  if (!byLanguage) loading.set(instance, (byLanguage = new Map()));
  let promise = byLanguage.get(language);
  if (!promise) {
    // i18next keeps the namespace in its list, so a later change of language loads it too.
    promise = instance.loadNamespaces(ALL_MESSAGES_NS);
    byLanguage.set(language, promise);
  }
  return promise;
}

/** Suspends (to the nearest Suspense boundary) until every message of the current language can be read. */
export function useAllMessages(): void {
  const { i18n } = useTranslation();
  // Thrown, not `use()`d: React 18 has no `use`, and both versions suspend on a thrown promise (cached above).
  if (!i18n.hasLoadedNamespace(ALL_MESSAGES_NS)) throw preloadAllMessages(i18n);
}
