// Entry of the payment page (`/pay/<token>`): the invoice view inside the kit's provider, in the payer's language.
// The page keeps its own data (src/features/invoice/payment-api.ts), so it goes without the query cache.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TradekitShell } from '../src/api/client/tradekit-provider';
import { InvoicePage } from '../src/features/invoice/invoice-page';
import { directionOf, isLocale, locales } from '../src/i18n/i18n-core';
import { createLazyI18n } from '../src/i18n/lazy-i18n';
import { loadPaymentPageMessages, pageLocale } from '../src/i18n/message-chunks';
import '../src/ui/theme.css';

const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean).at(-1) ?? '');
// The payer's browser first; else the merchant's language, which the BFF writes into `<html lang>`
// (PAYMENT_PAGE_LOCALE).
const merchantLocale = document.documentElement.lang;
const locale = pageLocale(locales, isLocale(merchantLocale) ? merchantLocale : undefined);
// Only the payer's language is downloaded, and of it only the payment page's words.
const i18n = createLazyI18n(locale, { part: 'pay', load: loadPaymentPageMessages });

/** The page's language and direction are the messages': Arabic reads right to left, and the layout mirrors. */
function setDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
setDocumentLanguage(locale);
i18n.on('languageChanged', setDocumentLanguage);

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in pay/index.html; the payment page mounts there.');

createRoot(container).render(
  <StrictMode>
    <TradekitShell locale={locale} i18n={i18n} theme={{ mode: 'auto' }}>
      <InvoicePage token={token} eventsUrl={`/api/pay/${encodeURIComponent(token)}/events`} />
    </TradekitShell>
  </StrictMode>,
);
