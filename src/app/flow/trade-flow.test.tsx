import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { tradeFixture } from '../../mocks/trade-fixtures';
import { renderWithLazyMessages } from '../../test/lazy-messages';
import { addressSourceOfFundsPep, quoteAndContinue, signUp } from '../../test/flow-walk';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { TradeFlow } from './trade-flow';
import type { TradeFlowEvent } from './trade-flow-events';

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

// Whole journeys: many screens each, so more time than one view's test on a busy 2-core machine.
describe('TradeFlow', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('walks an individual from the quote to an approved identity, emitting events on the way', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const events: TradeFlowEvent[] = [];
    const { user, state } = renderWithKit(<TradeFlow onEvent={(event) => events.push(event)} />);

    await quoteAndContinue(user);
    await signUp(user, 'Personal');
    await addressSourceOfFundsPep(user, 'individual');

    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/identity\.example\/identify\//));
    // Approved: the order summary of the quote accepted before sign-up is next, priced for real.
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trading' })).toBeInTheDocument();

    expect(state.requests.find((r) => r.route === 'signup')?.body).toMatchObject({
      email: 'ada@example.com',
      accountType: 'individual',
      profile: { address: { country: 'DK', state: null } },
      consentAdditionalMails: false,
    });
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'quoteChanged',
        'quoteAccepted',
        'signedUp',
        'emailVerified',
        'profileCompleted',
        'kycStarted',
        'kycFinished',
        'completed',
      ]),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'kycFinished', state: 'approved', rejectReason: null }),
    );
    // rule: quoteChanged names what the customer pays, fee included ("Total to pay EUR 102.50"), beside the amount priced.
    expect(events).toContainEqual({
      type: 'quoteChanged',
      baseAmount: 100,
      baseCurrency: 'EUR',
      totalAmount: 102.5,
      quoteAmount: expect.any(Number),
      quoteCurrency: 'BTC',
    });
    expect(events.filter((e) => e.type === 'step').map((e) => (e as { step: string }).step)).toEqual([
      'quote',
      'signup',
      'verifyEmail',
      'address',
      'sourceOfFunds',
      'pep',
      'identification',
      'summary',
    ]);
    open.mockRestore();
  });

  it('walks a corporate trader through company details and shareholders to the KYB request, then approved', async () => {
    const { user, state, unmount } = renderWithKit(<TradeFlow />);
    await quoteAndContinue(user);
    await signUp(user, 'Business');

    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme ApS');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'education');
    await user.type(screen.getByRole('textbox', { name: 'What does the company do?' }), 'Teaching');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await addressSourceOfFundsPep(user, 'corporate');

    expect(await screen.findByText(/list of company documents/)).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Company documents').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(state.requests.some((r) => r.route === 'startIdentification')).toBe(false);

    // The service approves the documents; the next visit goes on to the order summary of the quote chosen.
    state.trader!.kybState = 'approved';
    unmount();
    renderWithKit(<TradeFlow />, { trader: state.trader });
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
  });

  it('opens a returning trader who may trade at the quote, with the trading screens one click away', async () => {
    const { user } = renderWithKit(<TradeFlow />, { trader: traderAt('individual', 'done') });
    expect(await screen.findByRole('heading', { name: 'Get a quote' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Trading' });
    expect(within(nav).getByRole('button', { name: 'Buy or sell' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Your trades' }));
    expect(await screen.findByRole('heading', { name: 'Your trades' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Recurring buys' }));
    expect(await screen.findByRole('heading', { name: 'Recurring buys' })).toBeInTheDocument();
  });

  it('lands a trader who comes back with an unfinished trade on it, and reports its outcome to the host', async () => {
    const events: TradeFlowEvent[] = [];
    const { user } = renderWithKit(<TradeFlow onEvent={(event) => events.push(event)} />, {
      trader: traderAt('individual', 'done'),
      trades: [tradeFixture('bank', 'awaiting_transfer_in'), tradeFixture('card', 'completed_test', { id: 7 })],
    });
    expect(await screen.findByText('Waiting for your bank transfer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel trade' }));
    await user.click(await screen.findByRole('button', { name: /Yes, cancel/ }));
    expect(await screen.findByText('Trade cancelled')).toBeInTheDocument();
    await waitFor(() => expect(events).toContainEqual({ type: 'tradeFailed', tradeId: 42, state: 'cancelled' }));
  });

  it('opens the trade a full-page return from the card payment page names, with its result', async () => {
    window.history.pushState({}, '', '/?result=approved&tradeId=41');
    try {
      renderWithKit(<TradeFlow />, {
        trader: traderAt('individual', 'done'),
        trades: [tradeFixture('card', 'processing')],
      });
      expect(await screen.findByText('Payment received')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Get a quote' })).not.toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('makes a trade from the order summary, tells the host and follows it', async () => {
    const events: TradeFlowEvent[] = [];
    const { user } = renderWithKit(<TradeFlow onEvent={(event) => events.push(event)} />, {
      trader: traderAt('individual', 'done'),
    });
    await quoteAndContinue(user);
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Your BTC address' }), TESTNET_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect(await screen.findByText('Waiting for your card payment')).toBeInTheDocument();
    expect(events).toContainEqual(expect.objectContaining({ type: 'tradeCreated', medium: 'card' }));
  });

  it('resumes on the step the trader left after a reload', async () => {
    const first = renderWithKit(<TradeFlow />);
    await quoteAndContinue(first.user);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    first.unmount();

    renderWithKit(<TradeFlow />);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('lets a returning user sign in instead, and finds no accessibility violations on the way', async () => {
    const { user, container } = renderWithKit(<TradeFlow />);
    await quoteAndContinue(user);
    await screen.findByRole('heading', { name: 'Create your account' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('signs out and goes back to the quote', async () => {
    const onEvent = vi.fn();
    const { user, state } = renderWithKit(<TradeFlow onEvent={onEvent} />, {
      trader: traderAt('individual', 'address'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Get a quote' })).toBeInTheDocument();
    expect(state.trader).toBeUndefined();
    expect(onEvent).toHaveBeenCalledWith({ type: 'signedOut' });
  });

  it('downloads the next steps once a price is on screen, so the sign-up shows in the same language at once', async () => {
    // As in the widget: only the quote's words up front, the rest of the language fetched before Continue.
    const { user, calls } = renderWithLazyMessages(<TradeFlow />, { part: 'widget', locale: 'da' });
    await user.type(await screen.findByRole('textbox', { name: 'Beløb i EUR' }), '100');
    expect(await screen.findByText('Du modtager ca.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['da:widget', 'da:all']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fortsæt' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByRole('heading', { name: 'Opret din konto' })).toBeInTheDocument();
  });

  it('rule: a BFF that refuses this page’s origin gives the host a typed origin_not_allowed event, and the view says so', async () => {
    const events: TradeFlowEvent[] = [];
    const onError = vi.fn();
    renderWithKit(<TradeFlow onEvent={(event) => events.push(event)} />, {
      refusedOrigin: 'https://wallet.example',
      onError,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page (https://wallet.example) may not use this Tradekit server yet. Add https://wallet.example to ALLOWED_ORIGINS',
    );
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'error',
        code: 'origin_not_allowed',
        origin: 'https://wallet.example',
        message: expect.stringContaining('Add https://wallet.example to ALLOWED_ORIGINS'),
      }),
    );
    expect(events.filter((event) => event.type === 'error')).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'origin_not_allowed' }));
  });

  it('rule: without the host’s returnUrl, a card trade returns to the BFF’s page (none is sent); with it, to the host’s page', async () => {
    for (const returnUrl of [undefined, 'http://localhost:3000/wallet/buy']) {
      const { user, state, unmount } = renderWithKit(<TradeFlow returnUrl={returnUrl} />, {
        trader: traderAt('individual', 'done'),
      });
      await quoteAndContinue(user);
      await user.type(await screen.findByRole('textbox', { name: 'Your BTC address' }), TESTNET_ADDRESS);
      await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
      expect(await screen.findByText('Waiting for your card payment')).toBeInTheDocument();
      const created = state.requests.find((r) => r.route === 'createTrade')?.body as { returnUrl?: string };
      expect(created.returnUrl).toBe(returnUrl);
      unmount();
      window.sessionStorage.clear();
    }
  });

  it('shows the error state with a retry when the session cannot be read', async () => {
    renderWithKit(<TradeFlow />, {
      failures: { getSession: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The trading service is not reachable right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
