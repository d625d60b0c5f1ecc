// The translations of the kit's provider: its i18n instance for the locale and the host's messages, one warning
// for a locale it cannot show, and the boundary under which views wait for their words.
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { defaultLocale } from './i18n-core';
import { type Catalogues, createKitI18n, supportedLocales } from './kit-i18n';
import type { MessageLoader } from './lazy-i18n';
import { useFirstMessages } from './use-all-messages';

export interface KitTranslations {
  i18n: I18n;
  /** The locale shown: the one asked for, or English for one there are no messages of. */
  language: string;
}

/**
 * The provider's i18n instance, made again only when the host's messages change (compared by content, so a literal
 * object written in the host's render does not count as a change). A locale with no messages, shipped or the
 * host's, shows English and says so once on the console, naming the locales there are.
 */
export function useKitTranslations(
  locale: string,
  messages: Catalogues | undefined,
  load: MessageLoader,
): KitTranslations {
  const key = JSON.stringify(messages ?? {});
  const supported = supportedLocales(messages);
  const language = supported.includes(locale) ? locale : defaultLocale;
  const [made, setMade] = useState(() => ({ key, i18n: createKitI18n(language, { messages, load }) }));
  let current = made;
  if (made.key !== key) {
    current = { key, i18n: createKitI18n(language, { messages, load }) };
    setMade(current);
  }
  const warned = useRef<string>(undefined);
  const unknown = language === locale ? undefined : locale;
  const names = supported.join(', ');
  useEffect(() => {
    if (unknown === undefined || warned.current === unknown) return;
    warned.current = unknown;
    console.warn(
      `Tradekit has no messages for locale "${unknown}", so it shows English. Supported locales: ${names}. ` +
        `To add "${unknown}", give TradekitProvider every message of it: messages={{ "${unknown}": { … } }}.`,
    );
  }, [unknown, names]);
  return { i18n: current.i18n, language };
}

function Translated({ children }: { children: ReactNode }) {
  useFirstMessages();
  return children;
}

/**
 * Shows `children` once the first messages are in. The views below suspend here while they wait (for these, or
 * for the whole language: use-all-messages.ts), so the provider's own state outlives the wait and a streaming
 * server render holds the views' markup.
 */
export function SuspendUntilTranslated({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Translated>{children}</Translated>
    </Suspense>
  );
}
