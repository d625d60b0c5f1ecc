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
    expect(within(quote).getByText('Payout fee (already included)').nextSibling).toHaveTextContent('BTC 0.00002000');
    expect(within(quote).getByText('You receive about').nextSibling).toHaveTextContent('BTC 0.00198000');
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
      await screen.findByText('The smallest amount you can trade with this method is EUR 10.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says when the amount is above the payment method limit', async () => {
    const { user } = renderWithKit(<QuoteView debounceMs={10} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '6000');
    expect(
      await screen.findByText('The largest amount you can trade with this method is EUR 5,000.00.'),
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

  it('tells the method limits before anything is typed, with the amount', async () => {
    renderWithKit(<QuoteView debounceMs={10} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount in EUR' });
    expect(amount).toHaveAccessibleDescription(/^Limits: EUR\s10\.00 to EUR\s5,000\.00$/);
  });

  it('asks nothing for an amount outside the limits, so the service never answers a bare "not valid"', async () => {
    const { user, state } = renderWithKit(<QuoteView debounceMs={10} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '2000000');
    expect(
      await screen.findByText(/largest amount you can trade with this method is EUR 5,000.00/),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.requests.filter((r) => r.route === 'getQuote')).toHaveLength(0);
    expect(screen.queryByText(/Some of the information is not valid/)).toBeNull();
  });

  it('names the limit the service refuses an amount for, when it is narrower than the listed one', async () => {
    const { user } = renderWithKit(<QuoteView debounceMs={10} />, {
      failures: {
        getQuote: {
          status: 400,
          body: {
            error: 'invalid_request',
            message: 'Invalid query: baseAmount: must be from 10 to 1000 EUR for Card to Bitcoin.',
            field: 'baseAmount',
          },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount in EUR' }), '2000');
    expect(
      await screen.findByText(/largest amount you can trade with this method is EUR 1,000.00/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Some of the information is not valid/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('buys an amount of bitcoin: prices the payment that buys it from what the largest payment buys', async () => {
    const asked: string[] = [];
    const { user } = renderWithKit(<QuoteView debounceMs={10} />, {
      latency: {
        getQuote: (url) => {
          asked.push(`${url.searchParams.get('baseAmount')} ${url.searchParams.get('baseCurrency')}`);
          return 0;
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'BTC' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to receive in BTC' }), '0.01');
    const quote = await screen.findByLabelText('Approximate quote');
    // 0.01 BTC after the 0.00002 BTC network fee at 50000 EUR: 501.01 EUR, and the card fee (1 EUR + 1.5 %) on top.
    await waitFor(() =>
      expect(within(quote).getByText('Total to pay').nextSibling).toHaveTextContent(/^about EUR\s509\.53$/),
    );
    // rule: what is received is the amount typed, which the order's price fixes, not the 0.0100002 BTC the
    // payment priced for it happens to buy.
    expect(within(quote).getByText('You receive').nextSibling).toHaveTextContent(/^BTC\s0\.01000000$/);
    // The service is asked only for amounts paid, in euro: the card's largest payment, then what buys 0.01 BTC.
    expect(asked).toEqual(['5000 EUR', '501.01 EUR']);
  });

  it('rule: a sell speaks sell, in the unit typed: its limits in euro, a deposit fee, a total to send, and what is received as typed', async () => {
    const onContinue = vi.fn();
    const onQuoteChange = vi.fn();
    const { user, container } = renderWithKit(
      <QuoteView debounceMs={10} onContinue={onContinue} onQuoteChange={onQuoteChange} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Sell' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to receive in EUR' });
    // The method takes 0.0005 to 2 BTC; at 50000 EUR less its 1 EUR + 0.5 % payout fee that is about 23.88 to
    // 99,498.98 EUR (each a cent inward, so an amount between them is one it takes).
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/^Limits: about EUR\s23\.88 to about EUR\s99,498\.98$/),
    );
    await user.type(amount, '250');
    const quote = await screen.findByLabelText('Approximate quote');
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'current'));
    const value = (term: string) => within(quote).getByText(term).nextSibling;
    // 250 EUR and the 2.26 EUR payout fee (and a cent for rounding) take 0.00504563 BTC, which would bring 250.02.
    expect(value('You receive')).toHaveTextContent(/^EUR\s250\.00$/);
    expect(value('Total to send')).toHaveTextContent(/^about BTC\s0\.00504563$/);
    expect(value('Deposit fee (added on top)')).toHaveTextContent(/^BTC\s0\.00000000$/);
    expect(within(quote).queryByText(/Payment fee|Total to pay|about$/)).toBeNull();
    // The host hears the same one figure received (quoteChanged), not the 250.02 the payment priced would bring.
    expect(onQuoteChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ baseAmount: 0.00504563, baseCurrency: 'BTC', quoteAmount: 250, quoteCurrency: 'EUR' }),
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ side: 'sell', amount: '250', amountIn: 'fiat' }));
  });

  it('rule: an amount to receive outside the limits is told in its own currency, as the limits are', async () => {
    const { user } = renderWithKit(<QuoteView debounceMs={10} />);
    await user.click(await screen.findByRole('radio', { name: 'Sell' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to receive in EUR' }), '20');
    expect(
      await screen.findByText('The smallest amount you can trade with this method is about EUR 23.88.'),
    ).toBeInTheDocument();
    // Typed in bitcoin, the same method's limits are its own, in bitcoin.
    await user.click(screen.getByRole('radio', { name: 'BTC' }));
    expect(screen.getByRole('textbox', { name: 'Amount in BTC' })).toHaveAccessibleDescription(
      /^Limits: BTC\s0\.00050000 to BTC\s2\.00000000$/,
    );
  });

  it('tells the host once of each starting choice it could not keep', async () => {
    const onChoiceRefused = vi.fn();
    renderWithKit(<QuoteView defaultSelection={{ fiat: 'SEK', amount: 'lots' }} onChoiceRefused={onChoiceRefused} />);
    await screen.findByRole('textbox', { name: 'Amount in EUR' });
    await waitFor(() => expect(onChoiceRefused).toHaveBeenCalledTimes(2));
    expect(onChoiceRefused).toHaveBeenCalledWith({
      option: 'fiat',
      value: 'SEK',
      reason: 'not offered by this partner',
    });
    expect(onChoiceRefused).toHaveBeenCalledWith({
      option: 'amount',
      value: 'lots',
      reason: 'not a number greater than 0',
    });
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

  it('rule: a BFF that refuses this page\'s origin is named with the origin to add to ALLOWED_ORIGINS, not "offline"', async () => {
    renderWithKit(<QuoteView />, { refusedOrigin: 'https://wallet.example' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This page (https://wallet.example) may not use this Tradekit server yet. Add https://wallet.example to ALLOWED_ORIGINS of the BFF and restart it.',
    );
    expect(alert).not.toHaveTextContent(/could not reach|offline/);
  });
});
