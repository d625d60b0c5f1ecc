// TradekitProvider's root carries the direction of its language beside `lang`, so the views (laid out with logical
// CSS properties) mirror for a language written right to left, on the server's markup too.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/create-i18n';
import { useTranslation } from '../../i18n/react';
import { TradekitProvider } from './tradekit-provider';

function QuoteHeading() {
  const { t } = useTranslation();
  return <h1>{t('quote.heading')}</h1>;
}

describe('the direction of TradekitProvider’s root', () => {
  it('rule: Arabic sets dir="rtl" on the kit’s root, beside lang="ar"', async () => {
    const { container } = render(
      <TradekitProvider locale="ar">
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(await screen.findByRole('heading', { name: resources.ar.translation.quote.heading })).toBeInTheDocument();
    expect(container.querySelector('.tk-root')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('.tk-root')).toHaveAttribute('lang', 'ar');
  });

  it('rule: a language written left to right sets dir="ltr", whatever the host page’s own direction', () => {
    const { container } = render(
      <div dir="rtl">
        <TradekitProvider locale="da">
          <QuoteHeading />
        </TradekitProvider>
      </div>,
    );
    expect(container.querySelector('.tk-root')).toHaveAttribute('dir', 'ltr');
  });

  it('choice: a host’s `dir` wins over the locale’s (a reviewer checks a mirrored layout in English)', () => {
    const { container } = render(
      <TradekitProvider locale="en" dir="rtl">
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(container.querySelector('.tk-root')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('.tk-root')).toHaveAttribute('lang', 'en');
  });

  it('rule: the server’s markup carries the direction too, before any script runs', () => {
    const html = renderToString(
      <TradekitProvider locale="ar">
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(html).toMatch(/^<div class="tk-root"[^>]* lang="ar" dir="rtl"/);
  });
});
