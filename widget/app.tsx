// Entry of the widget's iframe app: the kit's TradeFlow inside its provider, configured by the partner's options
// (from the URL first, then from the host page through the bridge), with flow events passed on to the host.
// First, so that its work (the reads and the words of the first screen) starts before the rest is evaluated.
import { bridge, client, firstScreenReady, i18n, queryClient } from './start';
import { useQuery } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BffError } from '../src/api/client/bff-error';
import { configQueryOptions } from '../src/api/client/partner';
import { useSession } from '../src/api/client/session';
import { TradekitProviderCore } from '../src/api/client/tradekit-provider';
import '../src/ui/theme.css';
import './app.css';
import { defaultQuoteOf, tellHost } from './flow-events';
import { IFRAME_PARAMS } from './protocol';
import { hasStartedFlow, WidgetHome } from './widget-home';
import { useWidgetLanguage } from './widget-language';

/** Shown by the loader as a modal: Escape anywhere in the frame asks the host to close it (keyboard users are here). */
const overlay = new URLSearchParams(window.location.search).get(IFRAME_PARAMS.mode) === 'overlay';

/** The protocol's `error` event for a failure the user cannot fix inside the widget. */
function reportError(error: unknown) {
  const code = error instanceof BffError ? error.code : 'unexpected_error';
  const message = error instanceof Error ? error.message : String(error);
  bridge.emit('error', { code, message });
}

/**
 * Opens the partner's trusted session: code only a partner that sends `widgetSession` downloads (out of the first
 * view's budget). Should it fail to download, the customer signs up with the emailed code instead, and the partner
 * hears why.
 */
const WidgetSession = lazy(() =>
  import('./widget-session').catch((error: unknown) => {
    reportError(error);
    return { default: () => null };
  }),
);

const subscribeToOptions = (onChange: () => void) => bridge.onOptions(onChange);

function WidgetApp() {
  // An external store, not state copied in an effect: the host's init can arrive between the first render and a
  // subscription made in an effect, and was lost that way (the widget session never reached the app).
  const options = useSyncExternalStore(subscribeToOptions, bridge.options);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? bridge.observeHeight(root.current) : undefined), []);
  // The bridge holds every other event until this one: a child's effect (the quote's first price) runs first.
  useEffect(() => bridge.emit('ready', {}), []);
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) bridge.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // The partner's configuration says which languages it offers (the quote reads it too: one request).
  const listed = useQuery(configQueryOptions(client), queryClient).data?.locales;
  const { locale, offered, choose } = useWidgetLanguage(options.locale, listed);
  return (
    <TradekitProviderCore
      queryClient={queryClient}
      locale={locale}
      i18n={i18n}
      theme={{ mode: options.theme?.mode ?? 'light', primaryColor: options.theme?.primaryColor }}
    >
      <div ref={root}>
        {options.widgetSession ? (
          <Suspense fallback={null}>
            <WidgetSession token={options.widgetSession} onError={reportError} />
          </Suspense>
        ) : null}
        <ResumingWidgetHome
          started={hasStartedFlow() || options.page === 'status'}
          defaultQuote={defaultQuoteOf(options)}
          walletAddress={options.walletAddress}
          onEvent={(event) => tellHost(bridge, event)}
          language={locale}
          languages={offered}
          onLanguageChange={choose}
        />
      </div>
    </TradekitProviderCore>
  );
}

/**
 * A signed-in visitor (the session cookie, partitioned under the partner's site, survives a reload even where the
 * browser denies the iframe storage) goes straight back into the flow, which resumes from the trader's states.
 */
function ResumingWidgetHome({ started, ...props }: Parameters<typeof WidgetHome>[0]) {
  const session = useSession();
  const failed = session.isError ? session.error : undefined;
  useEffect(() => {
    if (failed) reportError(failed);
  }, [failed]);
  return <WidgetHome {...props} started={started || session.data?.signedIn === true} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in widget/index.html; the widget app mounts there.');

// Not a top-level await: that would make the bundler split the modules the lazy steps share out of the entry chunk.
void firstScreenReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <WidgetApp />
    </StrictMode>,
  ),
);
