// One figure of what a sell receives, from the quote to the order summary (and on to the receipt: the emulator's
// tests hold that the trade's receipt shows what its price quote fixed).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { renderWithKit } from '../../test/render-with-kit';
import { TradeFlow } from './trade-flow';

/** The figure a summary list gives `term`, spaces as typed. */
const figure = (list: HTMLElement, term: string) =>
  within(list).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('TradeFlow: a sell for an amount of euro', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('rule: "you receive" is one figure from the quote to the order summary: the amount typed, EUR 250.00', async () => {
    const { user } = renderWithKit(<TradeFlow />, { trader: traderAt('individual', 'done') });
    await user.click(await screen.findByRole('radio', { name: 'Sell' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to receive in EUR' }), '250');
    const quote = await screen.findByLabelText('Approximate quote');
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'current'));
    expect(figure(quote, 'You receive')).toBe('EUR 250.00');
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    const order = await screen.findByLabelText('Your order');
    expect(figure(order, 'You receive')).toBe('EUR 250.00');
    expect(within(order).getByText('Total to send')).toBeInTheDocument();
  });
});
