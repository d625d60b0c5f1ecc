import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TradeView } from '../../api/contract/bff/trade';
import { partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { traderMethodOf } from '../../mocks/mock-trades';
import { MAINNET_ADDRESS, selectionFixture, TESTNET_ADDRESS } from '../../mocks/trade-fixtures';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { OrderSummaryView } from './order-summary';
import type { TradeSelection } from './trade-model';

const trader = traderAt('individual', 'done');
const cardBuy = selectionFixture();

const bodiesOf = (requests: { route: string; body: unknown }[], route: string) =>
  requests.filter((r) => r.route === route).map((r) => r.body);

/** The BFF's refusal of a card buy's return page (the widget opened on its own, before the BFF allowed its origin). */
const refusedReturnUrl = {
  status: 400,
  body: { error: 'return_url_not_allowed', message: 'no', field: 'returnUrl' },
};

describe('OrderSummaryView', () => {
  it('prices a card buy of 100 EUR: the request sends -100 EUR, and the summary shows rate, fees, total and what is received', async () => {
    const { state, container } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, {
      trader,
    });
    const figures = await screen.findByLabelText('Your order');
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([
      {
        baseCurrency: 'EUR',
        quoteCurrency: 'BTC',
        baseAmount: -100,
        transferInMedium: 'card',
        transferOutMedium: 'blockchain',
      },
    ]);
    const text = (figures.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('1 BTC = EUR 50,000.00');
    expect(text).toContain('Payment fee (added on top)EUR 2.50');
    expect(text).toContain('Total to payEUR 102.50');
    expect(text).toContain('You receiveBTC 0.00198000');
    expect(within(figures).getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    await expectNoAxeViolations(container);
  });

  it('rule: price, total, what is received and the time the price holds come first; the amount and the fees fold under "Fees and details"', async () => {
    const { user } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, { trader });
    const figures = await screen.findByRole('group', { name: 'Your order' });
    const terms = (folded: boolean) =>
      within(figures)
        .getAllByRole('term', { hidden: true })
        .filter((term) => (term.closest('details') !== null) === folded)
        .map((term) => term.textContent);
    const [first, folded] = [terms(false), terms(true)];
    expect(first).toEqual(['Price', 'Total to pay', 'You receive', 'Price held for']);
    expect(folded).toEqual(['Amount', 'Payment fee (added on top)', 'Payout fee (already included)']);
    const details = within(figures).getByText('Fees and details').closest('details')!;
    expect(details.open).toBe(false);
    await user.click(within(figures).getByText('Fees and details'));
    expect(details.open).toBe(true);
  });

  it('a buy with the amount in BTC asks to receive it (positive base amount) and still pays by the chosen medium', async () => {
    const { state } = renderWithKit(
      <OrderSummaryView
        selection={{ ...cardBuy, amountIn: 'crypto', amount: '0.0025', medium: 'bank' }}
        onTradeCreated={() => {}}
      />,
      { trader },
    );
    await screen.findByLabelText('Your order');
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([
      {
        baseCurrency: 'BTC',
        quoteCurrency: 'EUR',
        baseAmount: 0.0025,
        transferInMedium: 'bank',
        transferOutMedium: 'blockchain',
      },
    ]);
    expect(screen.getByLabelText('Your order')).toHaveTextContent('You receiveBTC 0.00250000');
  });

  it('rule: a sell speaks sell, and an amount typed to receive is what it receives, to the cent', async () => {
    const { state } = renderWithKit(
      <OrderSummaryView
        selection={{ side: 'sell', fiat: 'EUR', crypto: 'BTC', amount: '250', amountIn: 'fiat', medium: 'blockchain' }}
        onTradeCreated={() => {}}
      />,
      { trader },
    );
    const figures = await screen.findByLabelText('Your order');
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([
      expect.objectContaining({ baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: 250 }),
    ]);
    const terms = new Map(
      [...figures.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(terms.get('You receive')).toMatch(/^EUR\s250\.00$/);
    expect(terms.get('You sell')).toMatch(/^BTC\s0\.\d{8}$/);
    expect(terms.get('Deposit fee (added on top)')).toMatch(/^BTC\s0\.00000000$/);
    expect(terms.get('Total to send')).toBe(terms.get('You sell'));
    expect([...terms.keys()]).not.toContain('Payment fee (added on top)');
    expect([...terms.keys()]).not.toContain('Total to pay');
  });

  it('a sell sends the BTC from a wallet to a bank account, and asks for the bank account before trading', async () => {
    const onTradeCreated = vi.fn();
    const sell: TradeSelection = {
      side: 'sell',
      fiat: 'EUR',
      crypto: 'BTC',
      amount: '0.01',
      amountIn: 'crypto',
      medium: 'blockchain',
    };
    // The chooser the lead wires in sets the account; here a button stands for it.
    function SellSummary() {
      const [account, setAccount] = useState<number>();
      return (
        <OrderSummaryView
          selection={sell}
          bankAccountId={account}
          payoutChooser={
            <button type="button" onClick={() => setAccount(7)}>
              Choose account 7
            </button>
          }
          onTradeCreated={onTradeCreated}
        />
      );
    }
    const { state, user, container } = renderWithKit(<SellSummary />, { trader });
    await screen.findByLabelText('Your order');
    // The chooser (which adds an account with a form of its own) sits outside the order's form: forms do not nest.
    expect(screen.getByRole('button', { name: 'Choose account 7' }).closest('form')).toBeNull();
    expect(container.querySelectorAll('form form')).toHaveLength(0);
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([
      {
        baseCurrency: 'BTC',
        quoteCurrency: 'EUR',
        baseAmount: -0.01,
        transferInMedium: 'blockchain',
        transferOutMedium: 'bank',
      },
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    expect(await screen.findByText('Choose the bank account the money should go to.')).toBeInTheDocument();
    expect(bodiesOf(state.requests, 'createTrade')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Choose account 7' }));
    expect(screen.queryByText('Choose the bank account the money should go to.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await waitFor(() => expect(onTradeCreated).toHaveBeenCalledTimes(1));
    expect(bodiesOf(state.requests, 'createTrade')).toEqual([
      {
        priceQuoteId: state.quotes[0]!.id,
        transferIn: { medium: 'blockchain' },
        transferOut: { medium: 'bank', bankAccountId: 7 },
      },
    ]);
    expect((onTradeCreated.mock.calls[0]![0] as TradeView).transferIn.medium).toBe('blockchain');
  });

  it('a sell with the amount in fiat asks to receive that fiat', async () => {
    const { state } = renderWithKit(
      <OrderSummaryView
        selection={{ side: 'sell', fiat: 'DKK', crypto: 'BTC', amount: '750', amountIn: 'fiat', medium: 'blockchain' }}
        onTradeCreated={() => {}}
      />,
      { trader },
    );
    await screen.findByLabelText('Your order');
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([
      {
        baseCurrency: 'DKK',
        quoteCurrency: 'BTC',
        baseAmount: 750,
        transferInMedium: 'blockchain',
        transferOutMedium: 'bank',
      },
    ]);
  });

  it('checks the typed payout address for the network, checksum included, before any trade is tried', async () => {
    const onTradeCreated = vi.fn();
    const { state, user } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={onTradeCreated} />, {
      trader,
    });
    await screen.findByLabelText('Your order');
    const input = screen.getByRole('textbox', { name: 'Your BTC address' });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect(await screen.findByText('Enter the address the BTC should go to.')).toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.type(input, MAINNET_ADDRESS);
    await user.tab();
    expect(
      await screen.findByText('This is a bitcoin mainnet address, but a testnet address is needed here.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, `${TESTNET_ADDRESS.slice(0, -1)}q`);
    expect(await screen.findByText(/not a valid bitcoin address/)).toBeInTheDocument();
    expect(bodiesOf(state.requests, 'createTrade')).toEqual([]);

    await user.clear(input);
    await user.type(input, TESTNET_ADDRESS);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(onTradeCreated).toHaveBeenCalledTimes(1));
    expect(bodiesOf(state.requests, 'createTrade')).toEqual([
      {
        priceQuoteId: state.quotes[0]!.id,
        transferIn: { medium: 'card' },
        transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
      },
    ]);
  });

  it('in the sandbox, offers a testnet address to pay out to, filled in with one click', async () => {
    const onTradeCreated = vi.fn();
    const { state, user } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={onTradeCreated} />, {
      trader,
    });
    await screen.findByLabelText('Your order');
    await user.click(screen.getByRole('button', { name: 'Use a sandbox test address' }));
    expect(screen.getByRole('textbox', { name: 'Your BTC address' })).toHaveValue(TESTNET_ADDRESS);
    expect(screen.queryByRole('button', { name: 'Use a sandbox test address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(onTradeCreated).toHaveBeenCalledTimes(1));
    expect(bodiesOf(state.requests, 'createTrade')[0]).toMatchObject({
      transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
    });
  });

  it('rule: the sandbox test address stays offered while the typed address is refused, and one click replaces it', async () => {
    const onTradeCreated = vi.fn();
    const { state, user } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={onTradeCreated} />, {
      trader,
    });
    await screen.findByLabelText('Your order');
    const input = screen.getByRole('textbox', { name: 'Your BTC address' });
    await user.type(input, MAINNET_ADDRESS);
    await user.tab();
    expect(
      await screen.findByText('This is a bitcoin mainnet address, but a testnet address is needed here.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a sandbox test address' }));
    expect(input).toHaveValue(TESTNET_ADDRESS);
    expect(input).not.toHaveAttribute('aria-invalid');
    // The button goes once the address is good; focus goes back to the field, not to the page's body.
    expect(screen.queryByRole('button', { name: 'Use a sandbox test address' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(onTradeCreated).toHaveBeenCalledTimes(1));
    expect(bodiesOf(state.requests, 'createTrade')[0]).toMatchObject({
      transferOut: { medium: 'blockchain', walletAddress: TESTNET_ADDRESS },
    });
  });

  it('offers no test address outside the sandbox', async () => {
    renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, {
      trader,
      config: { ...partnerConfigFixture, mode: 'production', btcNetwork: 'mainnet' },
    });
    await screen.findByLabelText('Your order');
    expect(screen.queryByRole('button', { name: 'Use a sandbox test address' })).not.toBeInTheDocument();
  });

  it("shows the partner's address, not editable, and trades to it; a return URL goes with a card buy", async () => {
    const onTradeCreated = vi.fn();
    const { state, user } = renderWithKit(
      <OrderSummaryView
        selection={cardBuy}
        walletAddress={TESTNET_ADDRESS}
        returnUrl="https://partner.example/back"
        onTradeCreated={onTradeCreated}
      />,
      { trader },
    );
    await screen.findByLabelText('Your order');
    expect(screen.getByText(TESTNET_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(onTradeCreated).toHaveBeenCalled());
    expect(bodiesOf(state.requests, 'createTrade')[0]).toMatchObject({
      transferOut: { walletAddress: TESTNET_ADDRESS },
      returnUrl: 'https://partner.example/back',
    });
  });

  it('repeats a card buy when asked: the frequency goes with the trade as `recurring`', async () => {
    const { state, user } = renderWithKit(
      <OrderSummaryView selection={cardBuy} walletAddress={TESTNET_ADDRESS} onTradeCreated={() => {}} />,
      { trader },
    );
    await screen.findByLabelText('Your order');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this buy' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(bodiesOf(state.requests, 'createTrade')).toHaveLength(1));
    expect(bodiesOf(state.requests, 'createTrade')[0]).toMatchObject({ recurring: { frequency: 'weekly' } });
  });

  it('offers no repeat for a bank buy', async () => {
    renderWithKit(<OrderSummaryView selection={{ ...cardBuy, medium: 'bank' }} onTradeCreated={() => {}} />, {
      trader,
    });
    await screen.findByLabelText('Your order');
    expect(screen.queryByRole('checkbox', { name: 'Repeat this buy' })).not.toBeInTheDocument();
  });

  it('asks for a fresh price when the one shown runs out, by itself', async () => {
    const { state } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, {
      trader,
      quoteLifetimeMs: 1200,
    });
    await screen.findByLabelText('Your order');
    await waitFor(() => expect(bodiesOf(state.requests, 'createTradeQuote')).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText(/ran out, so this is a fresh one/)).toBeInTheDocument();
    expect(state.quotes).toHaveLength(2);
  });

  it('a price refused as expired when confirming is renewed, and the customer is told to check it', async () => {
    const { state, user } = renderWithKit(
      <OrderSummaryView selection={cardBuy} walletAddress={TESTNET_ADDRESS} onTradeCreated={() => {}} />,
      { trader, failures: { createTrade: { status: 400, body: { error: 'quote_expired', message: 'expired' } } } },
    );
    await screen.findByLabelText('Your order');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect(await screen.findByText(/had run out before you confirmed/)).toBeInTheDocument();
    expect(bodiesOf(state.requests, 'createTradeQuote')).toHaveLength(2);
  });

  it('tells which limit an amount broke: below the minimum of the method', async () => {
    renderWithKit(<OrderSummaryView selection={{ ...cardBuy, amount: '5' }} onTradeCreated={() => {}} />, {
      trader,
    });
    expect(await screen.findByText('The smallest amount for this payment method is EUR 10.00.')).toBeInTheDocument();
    expect(screen.queryByText(/The most you can trade/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
  });

  it('tells which limit an amount broke: above what is left of the limit', async () => {
    renderWithKit(<OrderSummaryView selection={{ ...cardBuy, amount: '2000000' }} onTradeCreated={() => {}} />, {
      trader,
    });
    expect(
      await screen.findByText('The most you can trade with this payment method right now is EUR 5,000.00.'),
    ).toBeInTheDocument();
  });

  it('says plainly why the customer cannot trade now, and offers no confirm', async () => {
    const card = traderMethodOf(partnerConfigFixture.paymentMethods[0]!);
    renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, {
      trader,
      paymentMethods: [
        {
          ...card,
          canTrade: false,
          cannotTradeReasons: [{ reasonCode: 'forced_delay', delayEnd: '2030-01-02T10:00:00Z' }],
        },
      ],
    });
    expect(await screen.findByText('You cannot trade right now')).toBeInTheDocument();
    expect(screen.getByText(/You can trade again from January 2, 2030/)).toBeInTheDocument();
    await screen.findByLabelText('Your order');
    expect(screen.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
  });

  it("puts the server's refusal of the address next to the address, in the error's own sentence", async () => {
    const { user } = renderWithKit(<OrderSummaryView selection={cardBuy} onTradeCreated={() => {}} />, {
      trader,
      failures: {
        createTrade: {
          status: 400,
          body: { error: 'invalid_blockchain_account', message: 'no', field: 'transferOut.walletAddress' },
        },
      },
    });
    await screen.findByLabelText('Your order');
    const input = screen.getByRole('textbox', { name: 'Your BTC address' });
    await user.type(input, TESTNET_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect(
      await screen.findByText('This bitcoin address is not valid for this network. Check it and try again.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('a trade in progress is told in words', async () => {
    const { user } = renderWithKit(
      <OrderSummaryView selection={cardBuy} walletAddress={TESTNET_ADDRESS} onTradeCreated={() => {}} />,
      { trader, failures: { createTrade: { status: 409, body: { error: 'trade_in_progress', message: 'busy' } } } },
    );
    await screen.findByLabelText('Your order');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have a trade waiting for payment.');
  });

  it.each([
    [
      'en',
      'a return page the BFF does not allow (the widget opened on its own)',
      refusedReturnUrl,
      'After the payment or the identity check, you cannot be sent back to this page. Please contact support.',
    ],
    [
      'da',
      'a return page the BFF does not allow, in Danish',
      refusedReturnUrl,
      'Efter betalingen eller identitetsbekræftelsen kan du ikke sendes tilbage til denne side. Kontakt support.',
    ],
    [
      'de',
      'a return page the BFF does not allow, in German',
      refusedReturnUrl,
      'Nach der Zahlung oder der Identitätsprüfung kann nicht zu dieser Seite zurückgekehrt werden. Bitte wenden Sie sich an den Support.',
    ],
    [
      'en',
      'a refused field this view does not show',
      { status: 400, body: { error: 'invalid_request', message: 'no', field: 'transferOut.medium' } },
      'Some of the information is not valid. Please check it and try again.',
    ],
    [
      'en',
      'an amount above the limit, naming the limit',
      { status: 400, body: { error: 'limits_exceeded', message: 'too much' } },
      'The most you can trade with this payment method right now is EUR 5,000.00.',
    ],
    [
      'en',
      'the trading service being away (5xx)',
      { status: 503, body: { error: 'upstream_unavailable', message: 'away' } },
      'The trading service is not reachable right now. Please try again in a moment.',
    ],
  ])('rule: a refused confirmation always says why, as an alert (%s): %s', async (locale, _case, failure, sentence) => {
    const onTradeCreated = vi.fn();
    const { user } = renderWithKit(
      <OrderSummaryView
        selection={cardBuy}
        walletAddress={TESTNET_ADDRESS}
        returnUrl="http://localhost:4000/widget/"
        onTradeCreated={onTradeCreated}
      />,
      { trader, locale, failures: { createTrade: failure } },
    );
    const confirm = await screen.findByRole('button', {
      name: /^(Confirm and buy|Bekræft og køb|Bestätigen und kaufen)$/,
    });
    await waitFor(() => expect(confirm).toBeEnabled()); // once priced
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(onTradeCreated).not.toHaveBeenCalled();
  });

  it('without an amount to price, asks for none and says to go back', async () => {
    const onBack = vi.fn();
    const { state, user } = renderWithKit(
      <OrderSummaryView selection={{ ...cardBuy, amount: '' }} onTradeCreated={() => {}} onBack={onBack} />,
      { trader },
    );
    expect(await screen.findByText(/There is no amount to price/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(bodiesOf(state.requests, 'createTradeQuote')).toEqual([]);
  });
});
