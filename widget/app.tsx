// Entry of the widget's iframe app: the kit's TradeFlow inside its provider, configured by the partner's options
// (from the URL first, then from the host page through the bridge), with flow events passed on to the host.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TradekitProvider } from '../src/api/client/tradekit-provider';
import { isLocale } from '../src/i18n/create-i18n';
import '../src/ui/theme.css';
import './app.css';
import { createWidgetBridge } from './bridge';
import { defaultQuoteOf, widgetEventOf } from './flow-events';
import { hasStartedFlow, WidgetHome } from './widget-home';

const bridge = createWidgetBridge();

function WidgetApp() {
  const [options, setOptions] = useState(bridge.options);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => bridge.onOptions(setOptions), []);
  useEffect(() => (root.current ? bridge.observeHeight(root.current) : undefined), []);
  useEffect(() => bridge.emit('ready', {}), []);
  const locale = isLocale(options.locale) ? options.locale : 'en';
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <TradekitProvider
      bffUrl="/api"
      locale={locale}
      theme={{ mode: options.theme?.mode ?? 'light', primaryColor: options.theme?.primaryColor }}
    >
      <div ref={root}>
        <WidgetHome
          started={hasStartedFlow() || options.page === 'status'}
          defaultQuote={defaultQuoteOf(options)}
          onEvent={(event) => {
            const message = widgetEventOf(event);
            if (message) bridge.emit(message.name, message.payload as never);
          }}
        />
      </div>
    </TradekitProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in widget/index.html; the widget app mounts there.');

createRoot(container).render(
  <StrictMode>
    <WidgetApp />
  </StrictMode>,
);
