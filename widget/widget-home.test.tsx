import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import { createI18n } from '../src/i18n/create-i18n';
import { I18nProvider } from '../src/i18n/react';
import { renderWithKit } from '../src/test/render-with-kit';
import { WidgetHome } from './widget-home';

describe('WidgetHome', () => {
  it('greets the customer in the locale the partner chose', () => {
    render(
      <I18nProvider i18n={createI18n('da')}>
        <WidgetHome />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Køb og sælg krypto' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Køb og sælg krypto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Få et tilbud' })).toBeEnabled();
  });

  it('without a starting amount shows the opening screen, and the quote once the customer asks for it', async () => {
    const { user } = renderWithKit(<WidgetHome defaultQuote={{ side: 'buy', fiat: 'EUR' }} />);
    const start = screen.getByRole('button', { name: 'Get a quote' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Get a quote' })).not.toBeInTheDocument();
    await user.click(start);
    expect(await screen.findByRole('heading', { level: 2, name: 'Get a quote' })).toBeInTheDocument();
  });

  it('rule: the click that opens the quote (and takes its button away) hands the focus to the quote’s heading', async () => {
    const { user } = renderWithKit(<WidgetHome defaultQuote={{ side: 'buy', fiat: 'EUR' }} />);
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Get a quote' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('rule: a quote opened by the partner’s starting amount takes no focus from the partner’s page', async () => {
    renderWithKit(<WidgetHome defaultQuote={{ side: 'buy', amount: '100', amountIn: 'fiat' }} />);
    await screen.findByRole('heading', { level: 2, name: 'Get a quote' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
  });

  it('opens straight at the priced quote when the partner passes a starting amount (no opening screen)', async () => {
    renderWithKit(<WidgetHome defaultQuote={{ side: 'buy', amount: '100', amountIn: 'fiat' }} />);
    expect(screen.queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Amount in EUR' })).toHaveValue('100');
    expect(await screen.findByText('You receive about')).toBeInTheDocument();
  });

  it('opens the quote when a starting amount arrives later, and keeps it open if a later update drops it', async () => {
    // The partner's options as the app passes them on: the host page may send them after the first render.
    let setQuote: (quote: Partial<QuoteSelection>) => void = () => undefined;
    function Host() {
      const [quote, set] = useState<Partial<QuoteSelection>>({ side: 'buy' });
      setQuote = set;
      return <WidgetHome defaultQuote={quote} />;
    }
    renderWithKit(<Host />);
    expect(screen.getByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
    act(() => setQuote({ side: 'buy', amount: '250', amountIn: 'fiat' }));
    expect(await screen.findByRole('textbox', { name: 'Amount in EUR' })).toHaveValue('250');
    act(() => setQuote({ side: 'buy' }));
    expect(screen.getByRole('textbox', { name: 'Amount in EUR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
  });
});
