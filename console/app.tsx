// Entry of the sandbox console (`/sandbox/`, sandbox mode only): the console inside the kit's shell, in the
// developer's language. Its words are a message part of their own (src/i18n/message-parts.ts), loaded here so
// neither the widget nor the payment page carries their chunks.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TradekitShell } from '../src/api/client/tradekit-provider';
import { ConsolePage } from '../src/features/console/console-page';
import { isLocale, locales, type Locale } from '../src/i18n/i18n-core';
import { createLazyI18n, type MessageLoader } from '../src/i18n/lazy-i18n';
import '../src/ui/theme.css';

type Chunks = Record<Locale, () => Promise<{ default: Readonly<Record<string, unknown>> }>>;
const all: Chunks = {
  en: () => import('../src/i18n/en.json'),
  da: () => import('../src/i18n/da.json'),
  de: () => import('../src/i18n/de.json'),
};
const first: Chunks = {
  en: () => import('../src/i18n/en.json?messages=console'),
  da: () => import('../src/i18n/da.json?messages=console'),
  de: () => import('../src/i18n/de.json?messages=console'),
};
const load: MessageLoader = async (locale, part) => (await (part === 'all' ? all : first)[locale]()).default;

/** `?lang=da` first, then the browser's languages, then English. */
function developerLocale(): string {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  for (const language of navigator.languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return locales[0];
}

const locale = developerLocale();
document.documentElement.lang = locale;
const i18n = createLazyI18n(locale, { part: 'console', load });

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in console/index.html; the console mounts there.');

createRoot(container).render(
  <StrictMode>
    <TradekitShell bffUrl="/api" locale={locale} i18n={i18n} theme={{ mode: 'auto' }}>
      <ConsolePage baseUrl="/sandbox" />
    </TradekitShell>
  </StrictMode>,
);
