import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteView } from '../features/quote/quote-view';
import { renderWithKit } from '../test/render-with-kit';
import { TradekitProvider } from '../api/client/tradekit-provider';

describe('TradekitProvider', () => {
  it('carries the theme as custom properties and the language as lang', () => {
    const { container } = render(
      <TradekitProvider locale="da" theme={{ mode: 'dark', primaryColor: '#0f766e', radius: '0' }}>
        <p>x</p>
      </TradekitProvider>,
    );
    const root = container.querySelector('.tk-root') as HTMLElement;
    expect(root).toHaveAttribute('data-tk-theme', 'dark');
    expect(root).toHaveAttribute('lang', 'da');
    expect(root.style.getPropertyValue('--tk-primary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--tk-radius')).toBe('0');
  });

  it('falls back to English for a locale it does not ship', async () => {
    renderWithKit(<QuoteView />, { locale: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Get a quote' })).toBeInTheDocument();
  });

  it('says how to fix a view rendered without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<QuoteView />)).toThrow(/wrap your Tradekit views in <TradekitProvider/);
    vi.restoreAllMocks();
  });
});
