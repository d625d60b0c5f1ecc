// The kit's binding of i18next to React: a provider with the instance and `useTranslation()`, which re-renders a
// view when the language changes or messages arrive. It replaces react-i18next, of which the kit used only this
// (2.5 KB gzip of the widget's first view, against a few hundred bytes here).
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { isolatingT } from './format-bidi';

/** What {@link useTranslation} returns: one value per state of the instance, so it can be compared. */
export interface Translation {
  /** Translates in the instance's current language, with the messages' typed keys. */
  t: TFunction;
  i18n: I18n;
  /** Whether the instance is initialised and the current language's default messages are in. */
  ready: boolean;
}

interface Store {
  snapshot: Translation;
  listeners: Set<() => void>;
}

const I18nContext = createContext<I18n | null>(null);

const stores = new WeakMap<I18n, Store>();

const snapshotOf = (i18n: I18n): Translation => ({
  // What a view shows: in a right-to-left language each value of a sentence is bidi-isolated (format-bidi.ts). The
  // direction is i18next's (the same as directionOf for every shipped locale, format-bidi.test.ts): importing
  // i18n-core here would split the widget's first view into more chunks (about 1 KB more gzip).
  t: isolatingT(i18n.getFixedT(i18n.language), i18n.dir(i18n.language)),
  i18n,
  // hasLoadedNamespace warns before initialisation, hence the order.
  ready: i18n.isInitialized && i18n.hasLoadedNamespace('translation'),
});

/** The instance's current snapshot, kept up to date by one set of listeners per instance for its lifetime. */
function storeOf(i18n: I18n): Store {
  let store = stores.get(i18n);
  if (!store) {
    const created: Store = { snapshot: snapshotOf(i18n), listeners: new Set() };
    const changed = () => {
      created.snapshot = snapshotOf(i18n);
      created.listeners.forEach((listener) => listener());
    };
    i18n.on('initialized languageChanged loaded', changed);
    i18n.store?.on('added', changed);
    stores.set(i18n, (store = created));
  }
  return store;
}

/** Gives the views below it `i18n` to translate with (TradekitProvider puts one around every Tradekit view). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The nearest provider's translations: `t` in the current language, the instance, and whether the messages are in.
 * The view renders again when the language changes or messages are loaded (a lazily loaded part, say).
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (i18n === null) {
    throw new Error('Could not find TradekitProvider; wrap your Tradekit views in <TradekitProvider>.');
  }
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = storeOf(i18n);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [i18n],
  );
  const snapshot = () => storeOf(i18n).snapshot;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
