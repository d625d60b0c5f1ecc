// Entry of the sandbox console (`/sandbox/`, sandbox mode only): the console inside the kit's shell, in the
// developer's language. Its words are a message part of their own (src/i18n/message-parts.ts, message-chunks.ts), so
// neither the widget nor the payment page carries their chunks.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TradekitShell } from '../src/api/client/tradekit-provider';
import { ConsolePage } from '../src/features/console/console-page';
import { createLazyI18n } from '../src/i18n/lazy-i18n';
import { consoleLocales } from '../src/i18n/i18n-core';
import { loadConsoleMessages, pageLocale } from '../src/i18n/message-chunks';
import '../src/ui/theme.css';

const locale = pageLocale(consoleLocales);
document.documentElement.lang = locale;
const i18n = createLazyI18n(locale, { part: 'console', load: loadConsoleMessages });

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in console/index.html; the console mounts there.');

createRoot(container).render(
  <StrictMode>
    <TradekitShell bffUrl="/api" locale={locale} i18n={i18n} theme={{ mode: 'auto' }}>
      <ConsolePage baseUrl="/sandbox" />
    </TradekitShell>
  </StrictMode>,
);
