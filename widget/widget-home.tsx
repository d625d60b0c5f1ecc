// The first screen of the widget app. A placeholder until the quote view lands; it already speaks every locale.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../src/ui/button';

/**
 * The widget's opening screen: what it is for and the way in. A named region rather than <main>: the widget lives
 * inside the partner's page, whose own <main> is the page's main content.
 */
export function WidgetHome() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="tk-widget" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('widget.heading')}</h1>
      <p>{t('widget.intro')}</p>
      <Button>{t('widget.getQuote')}</Button>
    </section>
  );
}
