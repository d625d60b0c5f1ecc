import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeState } from '../../api/contract/trade/trades';
import { traderAt } from '../../mocks/fixtures';
import { movedTrade } from '../../mocks/mock-trades';
import { DEPOSIT_ADDRESS, serviceBankFixture, TESTNET_ADDRESS, tradeFixture } from '../../mocks/trade-fixtures';
import { fakePopup, QuietEventSource } from '../../test/fake-windows';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { topNavigation } from '../../ui/open-window';
import { TradeStatusView } from './trade-status';
import type { CardInDetails } from './trade-model';

const trader = traderAt('individual', 'done');

const reads = (requests: { route: string }[]) => requests.filter((r) => r.route === 'getTrade').length;

describe('TradeStatusView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('card: opens the payment page in a popup inside the click, and reads the trade when the return page says so', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const trade = tradeFixture('card');
    const { user, state, container } = renderWithKit(<TradeStatusView tradeId={trade.id} />, {
      trader,
      trades: [trade],
    });
    expect(await screen.findByText('Waiting for your card payment')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe((trade.transferIn.details as { redirectUrl: string }).redirectUrl);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByText(/open in another window/)).toBeInTheDocument();

    // The customer pays; the stream is quiet, so nothing is read until the return page's message.
    state.trades[0] = movedTrade(state.trades[0]!, 'processing');
    const before = reads(state.requests);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'tradekit:trade-return' }, origin: 'https://evil.example' }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads(state.requests)).toBe(before);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'tradekit:trade-return' }, origin: window.location.origin }),
      );
    });
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText(/We are sending BTC 0.00196000 to your address/)).toBeInTheDocument();
    expect(reads(state.requests)).toBe(before + 1);
  });

  it('card: in a frame with the popup blocked, offers a link and never navigates the frame', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const trade = tradeFixture('card');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const link = await screen.findByRole('link', { name: 'Open the card payment page' });
    expect(link).toHaveAttribute('href', (trade.transferIn.details as { redirectUrl: string }).redirectUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(assign).not.toHaveBeenCalled();
  });

  it('card: outside a frame with the popup blocked, the page itself goes to the payment page when it returns to the host’s page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const card = tradeFixture('card');
    const details = { ...(card.transferIn.details as CardInDetails), returnUrl: 'http://localhost:3000/wallet/buy' };
    const trade = { ...card, transferIn: { ...card.transferIn, details } };
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(assign).toHaveBeenCalledWith(details.redirectUrl);
  });

  it('rule: with the popup blocked, the page never goes to a card page that returns to the BFF’s page (nothing would bring it back): a link instead', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const trade = tradeFixture('card'); // returns to http://localhost:4000/api/trades/return
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const link = await screen.findByRole('link', { name: 'Open the card payment page' });
    expect(link).toHaveAttribute('href', (trade.transferIn.details as CardInDetails).redirectUrl);
    expect(assign).not.toHaveBeenCalled();
  });

  it('rule: with the BFF on another origin than the page, the return page’s message is taken from the BFF’s origin only', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const trade = tradeFixture('card');
    const { user, state } = renderWithKit(<TradeStatusView tradeId={trade.id} />, {
      bffUrl: 'https://bff.example',
      trader,
      trades: [trade],
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    state.trades[0] = movedTrade(state.trades[0]!, 'processing');
    const before = reads(state.requests);
    const returnMessage = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'tradekit:trade-return' }, origin }));
      });
    // The page's own origin is not the BFF's: a window on it is not the BFF's return page.
    returnMessage(window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads(state.requests)).toBe(before);
    returnMessage('https://bff.example');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(reads(state.requests)).toBe(before + 1);
  });

  it('rule: a 15-minute card payment shows about 15 minutes left on a device 1 h 16 min behind the service’s clock', async () => {
    const ahead = 76 * 60_000;
    const trade = tradeFixture('card', 'awaiting_transfer_in', {}, Date.now() + ahead);
    renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade], serviceAheadMs: ahead });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1[34]:\d\d$/);
  });

  it('card: back by the return URL, says the payment is being checked and reports the declined card once', async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('card', 'rejected');
    renderWithKit(<TradeStatusView tradeId={trade.id} returnResult="declined" onEvent={onEvent} />, {
      trader,
      trades: [trade],
    });
    expect(await screen.findByText('Card payment declined')).toBeInTheDocument();
    expect(screen.getByText(/try another card/)).toBeInTheDocument();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: 'tradeFailed', tradeId: trade.id, state: 'rejected' }),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('bank: the account details with copy buttons, the reference set apart, time left, the emailed note, and the sandbox transfer', async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('bank');
    const { user, container } = renderWithKit(<TradeStatusView tradeId={trade.id} onEvent={onEvent} />, {
      trader,
      trades: [trade],
      tradesProgress: true,
    });
    expect(await screen.findByText('Waiting for your bank transfer')).toBeInTheDocument();
    expect(screen.getByText(serviceBankFixture.referenceText)).toBeInTheDocument();
    expect(screen.getByText('Reference text: put this on your transfer')).toBeInTheDocument();
    const account = screen.getByLabelText('Account to pay into');
    expect(account).toHaveTextContent('DK50 0040 0440 1162 43');
    expect(account).toHaveTextContent('TKSBDKKKXXX');
    expect(account).toHaveTextContent('Tradekit Sandbox ApS');
    expect(account).toHaveTextContent(/EUR\s251\.25/);
    expect(screen.getByRole('timer')).toHaveTextContent(/^6 d 23 h$/);
    expect(screen.getByText('We have also emailed these details to ada@example.com.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Copy reference text' }));
    expect(await navigator.clipboard.readText()).toBe(serviceBankFixture.referenceText);
    await user.click(within(account).getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe(serviceBankFixture.account.number);
    await user.click(within(account).getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('251.25');

    await user.click(screen.getByRole('button', { name: 'Simulate the bank transfer' }));
    expect(await screen.findByText('Trade complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the receipt' })).toHaveAttribute(
      'href',
      expect.stringContaining('/receipt'),
    );
    expect(screen.getByText(/sandbox trade/)).toBeInTheDocument();
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith({ type: 'tradeCompleted', tradeId: trade.id }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('trade details: the amount the trade covers (inAmount), the payment fee on top and the total paid (sendAmount)', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const trade = tradeFixture('bank'); // 250 EUR covered, 251.25 paid
    renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    const details = await screen.findByLabelText('Trade details');
    const shown = Object.fromEntries(
      [...details.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
      ]),
    );
    expect(shown).toMatchObject({ Amount: 'EUR 250.00', 'Payment fee': 'EUR 1.25', 'You pay': 'EUR 251.25' });
  });

  it('bank: no simulated transfer outside the sandbox', async () => {
    const trade = tradeFixture('bank');
    const { partnerConfigFixture } = await import('../../mocks/fixtures');
    renderWithKit(<TradeStatusView tradeId={trade.id} />, {
      trader,
      trades: [trade],
      config: { ...partnerConfigFixture, mode: 'production' },
    });
    await screen.findByText('Waiting for your bank transfer');
    expect(screen.queryByRole('button', { name: 'Simulate the bank transfer' })).not.toBeInTheDocument();
  });

  it('sell: the deposit address and amount with a QR code of the BIP21 URI, copy buttons and the time left', async () => {
    const trade = tradeFixture('sell');
    const { user, container } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { trader, trades: [trade] });
    expect(await screen.findByText('Waiting for your bitcoin')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: /^QR code to send BTC\s0\.01000000$/ });
    expect(qr).toHaveAttribute('data-value', `bitcoin:${DEPOSIT_ADDRESS}?amount=0.01`);
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      `bitcoin:${DEPOSIT_ADDRESS}?amount=0.01`,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[34]:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(DEPOSIT_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('0.01');
    expect(screen.getByLabelText('Trade details')).toHaveTextContent('Ada Lovelace');
    await expectNoAxeViolations(container);
  });

  it('cancel asks first, keeps the trade on "keep", and cancels it on "yes": reported once as failed', async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('bank');
    const { user, state } = renderWithKit(
      <TradeStatusView tradeId={trade.id} onEvent={onEvent} onNewTrade={() => {}} />,
      {
        trader,
        trades: [trade],
      },
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel trade' });
    await user.click(cancel);
    const question = screen.getByRole('group', { name: 'Cancel this trade?' });
    expect(question).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep the trade' }));
    expect(screen.getByRole('button', { name: 'Cancel trade' })).toHaveFocus();
    expect(state.trades[0]!.state).toBe('awaiting_transfer_in');

    await user.click(screen.getByRole('button', { name: 'Cancel trade' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the trade' }));
    expect(await screen.findByText('Trade cancelled')).toBeInTheDocument();
    expect(state.trades[0]!.state).toBe('cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel trade' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New trade' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: 'tradeFailed', tradeId: trade.id, state: 'cancelled' }),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('a refused cancel says why', async () => {
    const trade = tradeFixture('bank');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, {
      trader,
      trades: [trade],
      failures: { cancelTrade: { status: 400, body: { error: 'trade_not_cancellable', message: 'no' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel trade' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This trade can no longer be cancelled.');
  });

  it('an old trade that ended long ago reports nothing', async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('card', 'completed_test');
    renderWithKit(<TradeStatusView tradeId={trade.id} onEvent={onEvent} />, { trader, trades: [trade] });
    expect(await screen.findByText('Trade complete')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onEvent).not.toHaveBeenCalled();
  });

  const ends: [TradeState, 'card' | 'bank' | 'sell', string, RegExp][] = [
    ['payment_authorized', 'card', 'Card payment approved', /reserved on your card/],
    ['processing', 'sell', 'Payment received', /We are paying EUR\s496\.50 into your bank account/],
    ['reviewing', 'bank', 'Your trade is being reviewed', /We will email you/],
    ['completed', 'card', 'Trade complete', /BTC 0.00196000 was sent to your address/],
    ['completed_test', 'sell', 'Trade complete', /EUR\s496\.50 was paid into your bank account/],
    ['rejected', 'bank', 'Trade rejected', /Anything you paid for it is returned/],
    ['expired', 'sell', 'Trade expired', /The time to pay ran out/],
    ['cancelled', 'card', 'Trade cancelled', /was cancelled/],
  ];
  it.each(ends)('%s (%s): says where it stands and what happens next, live', async (state, kind, title, next) => {
    const onNewTrade = vi.fn();
    const trade = tradeFixture(kind, state);
    const { user, container } = renderWithKit(<TradeStatusView tradeId={trade.id} onNewTrade={onNewTrade} />, {
      trader,
      trades: [trade],
    });
    const heading = await screen.findByText(title);
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText(next)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel trade' })).not.toBeInTheDocument();
    const final = ['completed', 'completed_test', 'rejected', 'expired', 'cancelled'].includes(state);
    if (final) {
      await user.click(screen.getByRole('button', { name: 'New trade' }));
      expect(onNewTrade).toHaveBeenCalled();
    } else expect(screen.queryByRole('button', { name: 'New trade' })).not.toBeInTheDocument();
    const receipt = screen.queryByRole('link', { name: 'View the receipt' });
    expect(receipt !== null).toBe(state === 'completed' || state === 'completed_test');
    if (kind !== 'sell') expect(screen.getByLabelText('Trade details')).toHaveTextContent(TESTNET_ADDRESS);
    await expectNoAxeViolations(container);
  });

  it('a trade that is not the customer’s says so', async () => {
    renderWithKit(<TradeStatusView tradeId={999} />, { trader, trades: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this trade.');
  });
});
