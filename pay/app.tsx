// Entry of the payment page (`/pay/<token>`): the invoice view inside the kit's provider, in the payer's language.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TradekitProvider } from '../src/api/client/tradekit-provider';
import { InvoicePage } from '../src/features/invoice/invoice-page';
import { isLocale, locales } from '../src/i18n/create-i18n';
import '../src/ui/theme.css';

/** `?lang=da` first, then the browser's languages, then English. */
function payerLocale(): string {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  for (const language of navigator.languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return locales[0];
}

const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean).at(-1) ?? '');
const locale = payerLocale();
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in pay/index.html; the payment page mounts there.');

createRoot(container).render(
  <StrictMode>
    <TradekitProvider bffUrl="/api" locale={locale} theme={{ mode: 'auto' }}>
      <InvoicePage token={token} eventsUrl={`/api/pay/${encodeURIComponent(token)}/events`} />
    </TradekitProvider>
  </StrictMode>,
);
