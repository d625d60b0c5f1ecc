// What a screen reader hears while a trade is followed: each new state, read out whole, once, from the one polite
// live region the view had before the change.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { movedTrade } from '../../mocks/mock-trades';
import { tradeFixture } from '../../mocks/trade-fixtures';
import { renderWithKit } from '../../test/render-with-kit';
import { TradeStatusView } from './trade-status';

describe('TradeStatusView announces', () => {
  it('rule: a change of the trade’s state is announced by the live region that was there before it (aria-live polite, atomic, no region nested in it)', async () => {
    const trade = tradeFixture('bank');
    const { state, container } = renderWithKit(<TradeStatusView tradeId={trade.id} />, {
      trader: traderAt('individual', 'done'),
      trades: [trade],
    });
    await screen.findByText('Waiting for your bank transfer');
    const live = container.querySelector('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toHaveTextContent('Waiting for your bank transfer');

    // The transfer arrives; the view reads it on its own (the stream, or its poll).
    state.trades[0] = movedTrade(state.trades[0]!, 'processing');
    await waitFor(() => expect(live).toHaveTextContent(/Payment received\s*We are sending BTC [\d.]+ to your address/));
    expect(container.querySelector('[aria-live]')).toBe(live);
    expect(live.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();

    state.trades[0] = movedTrade(state.trades[0]!, 'rejected');
    await waitFor(() => expect(live).toHaveTextContent('Trade rejected'));
    expect(live).not.toHaveTextContent('Payment received');
    expect(live.querySelector('[role="alert"]')).toBeNull();
  });
});
