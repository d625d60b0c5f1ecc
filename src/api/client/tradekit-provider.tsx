// The one provider every Tradekit view needs: the browser API client, the query cache, the locale and the theme.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { createI18n } from '../../i18n/create-i18n';
import { defaultLocale, isLocale } from '../../i18n/i18n-core';
import { I18nProvider, useTranslation } from '../../i18n/react';
import { createBffClient } from './bff-client';
import { createBffFetcher } from './fetcher';
import { TradekitContext, type TradekitContextValue } from './tradekit-context';

/** The look of the views; each value sets one of theme.css's custom properties. */
export interface TradekitTheme {
  /** `light`, `dark`, or `auto` to follow the system setting. Default `light`. */
  mode?: 'light' | 'dark' | 'auto';
  /** Main colour of buttons, links and the stepper (any CSS colour). */
  primaryColor?: string;
  /** Corner radius of controls (any CSS length). */
  radius?: string;
  /** Font family stack. */
  font?: string;
}

/** Props of {@link TradekitProvider}. */
export interface TradekitProviderProps {
  /** Base URL of the partner's BFF browser API. Default `/api` (same origin). */
  bffUrl?: string;
  /** Language of the views: `en`, `da` or `de`; anything else falls back to English. */
  locale?: string;
  theme?: TradekitTheme;
  /** Share a query cache with the host app; by default the provider makes its own. */
  queryClient?: QueryClient;
  /** How often to re-read a pending identification attempt, in ms. Default 3000. */
  pollIntervalMs?: number;
  /** A fetch to use instead of the global one (tests, instrumentation). */
  fetch?: typeof fetch;
  children: ReactNode;
}

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A 4xx will not get better by asking again; a network hiccup may.
      queries: {
        retry: (count, error) => count < 2 && (error as { status?: number }).status === 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Wraps Tradekit views; renders a `div.tk-root` that carries the theme and the language. */
export function TradekitProvider({ locale = 'en', ...props }: TradekitProviderProps) {
  const language = isLocale(locale) ? locale : defaultLocale;
  // Every locale is bundled, so the first render is already translated (server rendering relies on it).
  const [i18n] = useState(() => createI18n(language));
  return <TradekitProviderCore {...props} locale={language} i18n={i18n} />;
}

/** Props of {@link TradekitProviderCore}. */
export interface TradekitProviderCoreProps extends TradekitProviderProps {
  /** The i18next instance the views translate with; the provider switches it to `locale`. */
  i18n: I18n;
}

/**
 * {@link TradekitProvider} with the translations left to the caller: the widget and the payment page pass an
 * instance that loads only the language shown (src/i18n/lazy-i18n.ts). Until that language is in, the root is
 * rendered empty: a view without its words would show message keys.
 */
export function TradekitProviderCore({ queryClient, ...props }: TradekitProviderCoreProps) {
  const [ownQueryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <TradekitShell {...props} />
    </QueryClientProvider>
  );
}

/**
 * {@link TradekitProviderCore} without the query cache, for a page whose views keep their own data (the payment
 * page: TanStack Query would be a tenth of its download).
 */
export function TradekitShell({
  bffUrl = '/api',
  locale = 'en',
  theme = {},
  pollIntervalMs = 3000,
  fetch,
  i18n,
  children,
}: Omit<TradekitProviderCoreProps, 'queryClient'>) {
  const language = isLocale(locale) ? locale : defaultLocale;
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  const value = useMemo<TradekitContextValue>(
    () => ({ client: createBffClient(createBffFetcher({ baseUrl: bffUrl, fetch })), bffUrl, pollIntervalMs }),
    [bffUrl, fetch, pollIntervalMs],
  );
  const style = {
    '--tk-primary': theme.primaryColor,
    '--tk-radius': theme.radius,
    '--tk-font': theme.font,
  } as CSSProperties;
  return (
    <I18nProvider i18n={i18n}>
      <TradekitContext.Provider value={value}>
        <div className="tk-root" data-tk-theme={theme.mode ?? 'light'} lang={language} style={style}>
          <WhenTranslated>{children}</WhenTranslated>
        </div>
      </TradekitContext.Provider>
    </I18nProvider>
  );
}

function WhenTranslated({ children }: { children: ReactNode }) {
  const { ready } = useTranslation();
  return ready ? children : null;
}
