import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { QUOTE_SHOWN_MARK } from './quote-shown-mark';
import { QuoteView } from './quote-view';

describe('QuoteView', () => {
  it('shows the approximate quote with the transfer-in fee on top and the transfer-out fee inside', async () => {
    const { user, container } = renderWithKit(<QuoteView debounceMs={10} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '100');
    const quote = await screen.findByLabelText('Approximate quote');
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'current'));
    // Card: 1 EUR + 1.5 % of 100 = 2.50 EUR on top; 100 EUR at 50000 = 0.002 BTC minus 0.00002 BTC network fee.
    await waitFor(() => expect(within(quote).getByText('Total to pay').nextSibling).toHaveTextContent('EUR 102.50'));
    expect(within(quote).getByText('Payment fee (added on top)').nextSibling).toHaveTextContent('EUR 2.50');
    expect(within(quote).getByText('Payout fee (already included)').nextSibling).toHaveTextContent('0.00002 BTC');
    expect(within(quote).getByText('You receive about').nextSibling).toHaveTextContent('0.00198 BTC');
    await expectNoAxeViolations(container);
  });

  it('marks the first priced quote the page shows for performance tools, once', async () => {
    const { user } = renderWithKit(<QuoteView debounceMs={10} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount in EUR' });
    await user.type(amount, '100');
    const quote = await screen.findByLabelText('Approximate quote');
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'current'));
    expect(performance.getEntriesByName(QUOTE_SHOWN_MARK, 'mark')).toHaveLength(1);
    await user.type(amount, '0');
    // 1000 EUR and the card fee of 1 EUR + 1.5 %.
    await waitFor(() => expect(within(quote).getByText('Total to pay').nextSibling).toHaveTextContent('EUR 1,016.00'));
    expect(performance.getEntriesByName(QUOTE_SHOWN_MARK, 'mark')).toHaveLength(1);
  });

  it('asks once typing pauses, and never shows an older answer over a newer one', async () => {
    // The answer for "1" is slow and arrives after the answer for "1000": it must not replace it.
    const { user, state } = renderWithKit(<QuoteView debounceMs={10} />, {
      latency: { getQuote: (url) => (url.searchParams.get('baseAmount') === '15' ? 300 : 0) },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount in EUR' });
    await user.type(amount, '15');
    await waitFor(() => expect(state.requests.some((r) => r.route === 'getQuote')).toBe(true));
    await user.type(amount, '00');
    const quote = await screen.findByLabelText('Approximate quote');
    const total = () => within(quote).getByText('Total to pay').nextSibling;
    // 1500 EUR and the card fee of 1 EUR + 1.5 %.
    await waitFor(() => expect(total()).toHaveTextContent('EUR 1,523.50'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(total()).toHaveTextContent('EUR 1,523.50');
  });

  it('says when the amount is below the payment method minimum, and does not continue', async () => {
    const onContinue = vi.fn();
    const { user } = renderWithKit(<QuoteView debounceMs={10} onContinue={onContinue} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '5');
    expect(
      await screen.findByText('The smallest amount you can pay with this method is EUR 10.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says when the amount is above the payment method limit', async () => {
    const { user } = renderWithKit(<QuoteView debounceMs={10} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '6000');
    expect(
      await screen.findByText('The largest amount you can pay with this method is EUR 5,000.00.'),
    ).toBeInTheDocument();
  });

  it('sells bitcoin for euro, the amount in either currency', async () => {
    const onContinue = vi.fn();
    const { user, state } = renderWithKit(<QuoteView debounceMs={10} onContinue={onContinue} />);
    await user.click(await screen.findByRole('radio', { name: 'Sell' }));
    await user.click(screen.getByRole('radio', { name: 'BTC' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in BTC' }), '0,01');
    await screen.findByText('You receive about');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'sell', crypto: 'BTC', fiat: 'EUR', amount: '0,01', amountIn: 'crypto' }),
    );
    expect(state.requests.filter((r) => r.route === 'getQuote').length).toBeGreaterThan(0);
  });

  it('shows the partner configuration error with a retry', async () => {
    renderWithKit(<QuoteView />, {
      failures: { getConfig: { status: 502, body: { error: 'upstream_error', message: 'bad gateway' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The trading service had a problem');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when there is nothing to trade', async () => {
    const { partnerConfigFixture } = await import('../../mocks/fixtures');
    renderWithKit(<QuoteView />, { config: { ...partnerConfigFixture, paymentMethods: [] } });
    expect(await screen.findByText(/Trading is not available right now/)).toBeInTheDocument();
  });

  it('says when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithKit(<QuoteView />);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
