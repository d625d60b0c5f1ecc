// Entry of the widget's iframe app: picks the locale the partner asked for (`?locale=da`) and renders the screens.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/i18n/create-i18n';
import '../src/ui/theme.css';
import './app.css';
import { WidgetHome } from './widget-home';

const i18n = createI18n(new URLSearchParams(window.location.search).get('locale') ?? undefined);
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('Could not find #root in widget/index.html; the widget app mounts there.');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <WidgetHome />
    </I18nextProvider>
  </StrictMode>,
);
