// The one provider every Tradekit view needs: the browser API client, the query cache, the locale and the theme.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { directionOf, type Locale } from '../../i18n/i18n-core';
import type { HostMessages } from '../../i18n/kit-i18n';
import { loadKitMessages } from '../../i18n/kit-message-chunks';
import { SuspendUntilTranslated, useKitTranslations } from '../../i18n/kit-translations';
import { I18nProvider, useTranslation } from '../../i18n/react';
import { createBffClient } from './bff-client';
import type { BffError } from './bff-error';
import { bffEndpoints, checkBffUrl } from './bff-url';
import { createBffFetcher, type BffFetcherOptions } from './fetcher';
import { askOriginCheck } from './origin-check';
import { createServiceClock } from './service-clock';
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

/** Props of {@link TradekitProvider}; `L` names the locales of `messages`. */
export interface TradekitProviderProps<L extends string = Locale> {
  /**
   * Your BFF: its origin, with the path it is mounted under if any (`https://bff.your-wallet.example`), the same
   * value `TradekitWidget` and the script tag take; the kit calls its browser API at `<bffUrl>/api`. Default: this
   * page's own origin (the BFF serves the page, or your server proxies `/api` to it). A value the kit cannot use
   * (not http(s), with a query or fragment, or the browser API's own URL such as `/api`) throws, saying what to pass.
   * Your page's origin must be in the BFF's `ALLOWED_ORIGINS` unless it is the BFF's own.
   */
  bffUrl?: string;
  /**
   * Called when the kit cannot use the BFF from this page for a reason the host must fix: the BFF refuses this
   * page's origin (`error.code === 'origin_not_allowed'`, `error.values.origin` the origin to add to the BFF's
   * `ALLOWED_ORIGINS`, `error.message` the BFF's sentence saying so). Once per provider, however many calls were
   * refused; the views show the same sentence.
   */
  onError?: (error: BffError) => void;
  /**
   * Language of the views: a shipped locale (`en`, `da`, `de`, `sv`, `nb`, `fi`, `nl`, `fr`, `es`, `it`, `pl`, `ar`) or
   * one of `messages`; any other shows English (and says so once on the console). Only this language's messages are
   * downloaded, and of them first those of the views shown. The root carries its `lang` and its `dir` (`rtl` for
   * `ar`). The kit has no language switcher of its own: your app owns the language, as it does the page around.
   */
  locale?: string;
  /**
   * Messages by locale, typed by the English catalogue's keys: any of a shipped locale's to override
   * (`{ da: { quote: { heading: 'Køb bitcoin' } } }`), or every message of a locale to add (`{ fr: { … } }`),
   * which then renders with no download.
   */
  messages?: HostMessages<L>;
  theme?: TradekitTheme;
  /** Writing direction of the views; default the locale's (`rtl` for Arabic), which is what a host wants. */
  dir?: 'ltr' | 'rtl';
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
      // A 4xx will not get better by asking again, nor a refused origin; a network hiccup may.
      queries: {
        retry: (count, error) => count < 2 && (error as Partial<BffError>).isNetworkError === true,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Wraps Tradekit views; renders a `div.tk-root` that carries the theme, the language and its direction. The views
 * suspend until their messages are in (under a Suspense boundary of the provider's own), so a streaming server render
 * holds them.
 */
export function TradekitProvider<L extends string = never>({
  locale = 'en',
  messages,
  bffUrl,
  onError,
  ...props
}: TradekitProviderProps<L>) {
  const bff = useHostBff(bffUrl, onError);
  const { i18n, language } = useKitTranslations(locale, messages, loadKitMessages);
  return <TradekitProviderCore {...props} {...bff} locale={language} i18n={i18n} gate={SuspendUntilTranslated} />;
}

/**
 * The host's `bffUrl` checked (thrown at render, on the server too: a developer sees it at once, not as "offline" at
 * the first call) and its `onError` called once: every call fails alike until the BFF's ALLOWED_ORIGINS changes,
 * and a new handler each render must not make a new client.
 */
export function useHostBff(bffUrl: string | undefined, onError: ((error: BffError) => void) | undefined) {
  const checked = bffUrl === undefined ? undefined : checkBffUrl(bffUrl);
  const onErrorNow = useRef(onError);
  useEffect(() => {
    onErrorNow.current = onError;
  });
  const [reportOnce] = useState(() => {
    let reported = false;
    return (error: BffError) => {
      if (reported) return;
      reported = true;
      onErrorNow.current?.(error);
    };
  });
  const [whyUnreachable] = useState(() => askOriginCheck(reportOnce));
  return { bffUrl: checked, whyUnreachable };
}

/** Props of {@link TradekitProviderCore}. */
export interface TradekitProviderCoreProps extends Omit<TradekitProviderProps, 'messages' | 'onError'> {
  /** The i18next instance the views translate with; the provider switches it to `locale` (one it has messages of). */
  i18n: I18n;
  /** Why a call got no answer, beyond "the network" (TradekitProvider's origin check); a new one makes a new client. */
  whyUnreachable?: BffFetcherOptions['whyUnreachable'];
  /** What holds the views back until their first messages are in: by default, nothing is rendered until then. */
  gate?: ComponentType<{ children: ReactNode }>;
}

/**
 * {@link TradekitProvider} with the translations left to the caller, in a `locale` it has messages of: the widget
 * and the payment page pass an instance that loads only the language shown (src/i18n/lazy-i18n.ts). Until that
 * language is in, the root is rendered empty (the default `gate`): a view without its words would show message keys.
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
  bffUrl,
  locale = 'en',
  dir,
  theme = {},
  pollIntervalMs = 3000,
  fetch,
  whyUnreachable,
  i18n,
  gate: Gate = WhenTranslated,
  children,
}: Omit<TradekitProviderCoreProps, 'queryClient'>) {
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  const [serviceClock] = useState(createServiceClock);
  const value = useMemo<TradekitContextValue>(() => {
    const endpoints = bffEndpoints(bffUrl);
    const fetcher = createBffFetcher({ bffUrl: endpoints.bffUrl, fetch, whyUnreachable, serviceClock });
    return { client: createBffClient(fetcher), ...endpoints, pollIntervalMs, serviceClock };
  }, [bffUrl, fetch, whyUnreachable, pollIntervalMs, serviceClock]);
  const style = {
    '--tk-primary': theme.primaryColor,
    '--tk-radius': theme.radius,
    '--tk-font': theme.font,
  } as CSSProperties;
  return (
    <I18nProvider i18n={i18n}>
      <TradekitContext.Provider value={value}>
        <div
          className="tk-root"
          data-tk-theme={theme.mode ?? 'light'}
          lang={locale}
          dir={dir ?? directionOf(locale)}
          style={style}
        >
          <Gate>{children}</Gate>
        </div>
      </TradekitContext.Provider>
    </I18nProvider>
  );
}

function WhenTranslated({ children }: { children: ReactNode }) {
  const { ready } = useTranslation();
  return ready ? children : null;
}
