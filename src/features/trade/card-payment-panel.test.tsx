// The card payment page's window as the trade status view follows it: closed without paying, it is noticed within a
// second and the view offers to open it again or to pay another way; closed by itself after handing back, it is not.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { tradeFixture } from '../../mocks/trade-fixtures';
import { fakePopup, QuietEventSource } from '../../test/fake-windows';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { TradeStatusView } from './trade-status';
import type { CardInDetails } from './trade-model';

const trader = traderAt('individual', 'done');
const reads = (requests: { route: string }[]) => requests.filter((r) => r.route === 'getTrade').length;

describe('CardPaymentPanel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('rule: a card window closed unpaid is noticed within a second: the trade is read again and the view offers to reopen it or to pay another way', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const popups = [fakePopup(), fakePopup()];
    vi.spyOn(window, 'open')
      .mockReturnValueOnce(popups[0] as unknown as Window)
      .mockReturnValueOnce(popups[1] as unknown as Window);
    const onNewTrade = vi.fn();
    const trade = tradeFixture('card');
    const { user, state, container } = renderWithKit(<TradeStatusView tradeId={trade.id} onNewTrade={onNewTrade} />, {
      trader,
      trades: [trade],
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(screen.getByText(/open in another window/)).toBeInTheDocument();
    const before = reads(state.requests);

    popups[0]!.closed = true;
    const closedAt = Date.now();
    expect(await screen.findByText(/was closed before your payment was finished/, {}, { timeout: 1000 })).toBeVisible();
    expect(Date.now() - closedAt).toBeLessThan(1000);
    expect(screen.queryByText(/open in another window/)).toBeNull();
    expect(reads(state.requests)).toBe(before + 1);
    await expectNoAxeViolations(container);

    // Opened again: that window is the one watched, and the offer goes until it too is closed.
    await user.click(screen.getByRole('button', { name: 'Open the card payment page again' }));
    expect(popups[1]!.location.href).toBe((trade.transferIn.details as CardInDetails).redirectUrl);
    expect(screen.queryByText(/was closed before/)).toBeNull();
    expect(screen.getByText(/open in another window/)).toBeInTheDocument();
    popups[1]!.closed = true;
    await user.click(await screen.findByRole('button', { name: 'Cancel and pay another way' }, { timeout: 1000 }));
    await waitFor(() => expect(onNewTrade).toHaveBeenCalledTimes(1));
    expect(state.trades[0]!.state).toBe('cancelled');
  });

  it('rule: a card window that closes itself after handing back says the customer is back, not that it was closed', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const trade = tradeFixture('card');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} onNewTrade={() => {}} />, {
      trader,
      trades: [trade],
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'tradekit:trade-return' }, origin: window.location.origin }),
      );
    });
    popup.closed = true;
    expect(await screen.findByText(/You are back from the card payment page/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(/was closed before/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel and pay another way' })).toBeNull();
  });

  it('without onNewTrade, a closed card window offers to open it again only (the trade can still be cancelled)', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const trade = tradeFixture('card');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    popup.closed = true;
    expect(await screen.findByText(/was closed before your payment was finished/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the card payment page again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel and pay another way' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel trade' })).toBeVisible();
  });
});
