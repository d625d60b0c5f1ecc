// Views beyond a page's first screen read messages outside the part loaded up front (lazy-i18n.ts): this hook
// suspends them until the complete messages of the current language are in. With bundled translations
// (create-i18n.ts) everything is there and it returns at once.
import type { i18n } from 'i18next';
import { ALL_MESSAGES_NS } from './i18n-core';
import { useTranslation } from './react';

const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Loads a namespace of `language` once per instance: a suspended view is handed the same promise each time. */
function loadOnce(instance: i18n, namespace: string, language: string): Promise<void> {
  let byKey = loading.get(instance);
  if (!byKey) loading.set(instance, (byKey = new Map()));
  const key = `${language}|${namespace}`;
  let promise = byKey.get(key);
  if (!promise) {
    // i18next keeps the namespace in its list, so a later change of language loads it too.
    promise = instance.loadNamespaces(namespace);
    byKey.set(key, promise);
  }
  return promise;
}

/** Starts loading every message of the instance's current language (cached: one download per language). */
export function preloadAllMessages(instance: i18n, language: string = instance.language): Promise<void> {
  return loadOnce(instance, ALL_MESSAGES_NS, language);
}

/** Suspends (to the nearest Suspense boundary) until every message of the current language can be read. */
export function useAllMessages(): void {
  const { i18n } = useTranslation();
  // Thrown, not `use()`d: React 18 has no `use`, and both versions suspend on a thrown promise (cached above).
  if (!i18n.hasLoadedNamespace(ALL_MESSAGES_NS)) throw preloadAllMessages(i18n);
}

/**
 * Suspends until the messages of the first part (the default namespace) are in: a server render that streams
 * (React's renderToPipeableStream, Next.js) waits for them, where rendering nothing would send no markup.
 */
export function useFirstMessages(): void {
  const { i18n, ready } = useTranslation();
  if (!ready) throw loadOnce(i18n, 'translation', i18n.language);
}
