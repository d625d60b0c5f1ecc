// The order summary's price holds by the service's clock: a device clock that is wrong neither shows nor renews it
// as expired, and a sandbox clock moved past its expiry renews it at once, before the customer confirms.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { selectionFixture } from '../../mocks/trade-fixtures';
import { renderWithKit } from '../../test/render-with-kit';
import { OrderSummaryView } from './order-summary';

const MINUTE = 60_000;
const trader = traderAt('individual', 'done');
const timerOf = () => within(screen.getByLabelText('Your order')).getByRole('timer');
const quotesAsked = (requests: { route: string }[]) => requests.filter((r) => r.route === 'createTradeQuote').length;

describe('usePriceQuote', () => {
  it('rule: a price runs out when the sandbox clock moves past it, and is renewed at once', async () => {
    let moved = 0;
    const { state } = renderWithKit(<OrderSummaryView selection={selectionFixture()} onTradeCreated={() => {}} />, {
      trader,
      sandboxClock: true,
      serviceAheadMs: () => moved,
    });
    await screen.findByLabelText('Your order');
    expect(timerOf()).toHaveTextContent(/^1[45]:\d\d$/);
    moved = 16 * MINUTE;
    expect(
      await screen.findByText(/held for 15 minutes and ran out, so this is a fresh one/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(quotesAsked(state.requests)).toBe(2);
    expect(timerOf()).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it.each([
    ['an hour behind', 60 * MINUTE],
    ['an hour ahead', -60 * MINUTE],
  ])('rule: on a device whose clock is %s the price holds 15 minutes and is not renewed', async (_, ahead) => {
    const { state } = renderWithKit(<OrderSummaryView selection={selectionFixture()} onTradeCreated={() => {}} />, {
      trader,
      serviceAheadMs: ahead,
    });
    await screen.findByLabelText('Your order');
    await waitFor(() => expect(timerOf()).toHaveTextContent(/^1[45]:\d\d$/));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(timerOf()).toHaveTextContent(/^1[45]:\d\d$/);
    expect(quotesAsked(state.requests)).toBe(1);
  });
});
