// The console's trades and invoices against an msw sandbox: both lists newest first with their state histories and
// the customer's pages; each button calls the scripts' route with exact amounts; results and refusals are told in a
// live region; pushed `changed` events re-read the lists.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/render-with-kit';
import { renderConsole } from './render-console';
import { invoicePayments } from './trade-entries';
import { TradesPanel } from './trades-panel';

function renderPanel(options: Parameters<typeof renderConsole>[1] = {}) {
  return renderConsole(<TradesPanel />, options);
}

const entry = async (name: string) => within(await screen.findByRole('article', { name }));

describe('TradesPanel', () => {
  it('lists trades and invoices newest first, each with its history and the customer’s pages', async () => {
    const { container } = renderPanel();
    const trades = within(await screen.findByRole('region', { name: 'Trades' }));
    expect(await trades.findAllByRole('article')).toHaveLength(4);
    expect(trades.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Trade #14',
      'Trade #13',
      'Trade #12',
      'Trade #11',
    ]);
    const card = await entry('Trade #14');
    expect(card.getByText('ada@example.com (trader #3)')).toBeInTheDocument();
    expect(card.getByText('103.00 EUR by card')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Card payment page: trade #14' })).toHaveAttribute(
      'href',
      'http://sandbox.test/sandbox/card-payments/7f1c2d3e-0000-4000-8000-000000000014',
    );
    const done = await entry('Trade #11');
    expect(done.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^awaiting_transfer_in · created · /),
      expect.stringMatching(/^payment_authorized · card_authorized · /),
      expect.stringMatching(/^processing · card_captured · /),
      expect.stringMatching(/^completed_test · completed · /),
    ]);
    expect(done.getByRole('link', { name: 'Receipt: trade #11' })).toHaveAttribute(
      'href',
      'http://sandbox.test/sandbox/receipts/Qm9vS2VlcGluZ1JlY2VpcHQx',
    );
    expect(done.queryByRole('button')).toBeNull();
    expect((await entry('Trade #13')).getByText('TK-7Q2M')).toBeInTheDocument();
    expect(
      (await entry('Trade #12')).getByText('0.00123456 BTC to tb1qdeposit0000000000000000000000000012'),
    ).toBeInTheDocument();

    const invoices = within(screen.getByRole('region', { name: 'Invoices' }));
    expect(
      invoices.getAllByRole('article').map((invoice) => within(invoice).getByRole('heading', { level: 4 }).textContent),
    ).toEqual(['Invoice #21', 'Invoice #20', 'Invoice #19']);
    const fresh = await entry('Invoice #21');
    expect(fresh.getByText('0.00023 BTC (10.00 EUR)')).toBeInTheDocument();
    expect(fresh.getByRole('link', { name: 'Payment page: invoice #21' })).toHaveAttribute(
      'href',
      'http://sandbox.test/pay/MjEuc2lnbmVk',
    );
    expect((await entry('Invoice #20')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^new · /),
      expect.stringMatching(/^paid · /),
      expect.stringMatching(/0\.00046 BTC, 0 confirmations\s*Add a confirmation$/),
    ]);
    const expired = await entry('Invoice #19');
    expect(expired.getByText(/time not recorded/)).toBeInTheDocument();
    // Only an invoice still accepting payment can be paid from here.
    expect(expired.queryByRole('button')).toBeNull();
    expect((await entry('Invoice #20')).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(fresh.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Pay in full',
      'Pay in part (half)',
      'Pay too much (+10%)',
    ]);
    expect(screen.getByText('4 trades')).toBeInTheDocument();
    expect(screen.getByText('3 invoices')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers approve, decline and cancel on a card trade awaiting payment; approving calls the scripts’ route and shows the new state', async () => {
    const { user, sandbox } = renderPanel();
    const card = await entry('Trade #14');
    expect(card.getByRole('button', { name: 'Decline: trade #14' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel: trade #14' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve: trade #14' }));
    expect(sandbox.trades.state.calls).toEqual([{ path: '/trades/14/card-payment', body: { result: 'approved' } }]);
    expect(await screen.findByText('Trade #14: card payment approved. It is now processing.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Trade #14' })).toHaveAttribute('data-state', 'processing'),
    );
    expect(card.queryByRole('button', { name: /trade #14/ })).toBeNull();
  });

  it('lets a bank transfer arrive, and pays a sell’s deposit with its exact amount', async () => {
    const { user, sandbox } = renderPanel();
    await user.click((await entry('Trade #13')).getByRole('button', { name: 'Bank transfer arrives: trade #13' }));
    expect(await screen.findByText('Trade #13: the bank transfer arrived. It is now processing.')).toBeInTheDocument();
    await user.click((await entry('Trade #12')).getByRole('button', { name: 'Pay the deposit: trade #12' }));
    expect(sandbox.trades.state.calls).toEqual([
      { path: '/trades/13/bank-transfer', body: {} },
      {
        path: '/blockchain/payments',
        body: { address: 'tb1qdeposit0000000000000000000000000012', amount: 0.00123456 },
      },
    ]);
    expect(await screen.findByText(/^Trade #12: 0\.00123456 BTC sent to its deposit address/)).toBeInTheDocument();
  });

  it('pays an invoice in full, in part (half) or too much (+10%), in exact amounts', async () => {
    const { user, sandbox } = renderPanel();
    const invoice = await entry('Invoice #21');
    await user.click(invoice.getByRole('button', { name: 'Pay in part (half): invoice #21' }));
    expect(await screen.findByText(/^Invoice #21: 0\.000115 BTC sent to its address/)).toBeInTheDocument();
    // Re-read: half is paid, half still due.
    expect(await invoice.findAllByText('0.000115 BTC')).toHaveLength(2);
    await user.click(invoice.getByRole('button', { name: 'Pay too much (+10%): invoice #21' }));
    expect(await screen.findByText(/^Invoice #21: 0\.0001265 BTC sent/)).toBeInTheDocument();
    expect(sandbox.trades.state.calls.map((call) => call.body)).toEqual([
      { address: 'tb1qinvoice000000000000000000000000000021', amount: 0.000115 },
      // What was still due after the half (11,500 satoshi), plus a tenth of it.
      { address: 'tb1qinvoice000000000000000000000000000021', amount: 0.0001265 },
    ]);
  });

  it('adds a confirmation to a payment, and the invoice completes', async () => {
    const { user, sandbox } = renderPanel();
    const invoice = await entry('Invoice #20');
    await user.click(invoice.getByRole('button', { name: /^Add a confirmation: invoice #20, transaction a{8}/ }));
    expect(sandbox.trades.state.calls).toEqual([
      { path: '/blockchain/confirmations', body: { txid: `${'a'.repeat(62)}14`, confirmations: 1 } },
    ]);
    expect(await screen.findByText(/now has 1 confirmation\.$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Invoice #20' })).toHaveAttribute('data-state', 'complete'),
    );
  });

  it('creates a test invoice of the sandbox merchant through the scripts’ route, with its payment page', async () => {
    const { user, sandbox, container } = renderPanel();
    await entry('Invoice #21');
    const form = within(screen.getByRole('form', { name: 'Create a test invoice' }));
    await user.clear(form.getByRole('textbox', { name: 'Price' }));
    await user.type(form.getByRole('textbox', { name: 'Price' }), '12,50');
    await user.click(form.getByRole('button', { name: 'Create invoice' }));
    expect(sandbox.trades.state.calls).toEqual([{ path: '/invoices', body: { amount: 12.5, currency: 'EUR' } }]);
    expect(await screen.findByText('Invoice #22 created: 12.50 EUR, 0.0002875 BTC to pay.')).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Open the payment page of invoice #22' })).toHaveAttribute(
      'href',
      'http://sandbox.test/pay/MjIuc2lnbmVk',
    );
    // The list shows it first, read again on the pushed change.
    expect((await entry('Invoice #22')).getByRole('link', { name: 'Payment page: invoice #22' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('rule: a test invoice’s price and currency are checked before anything is sent', async () => {
    const { user, sandbox } = renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Create a test invoice' }));
    const price = form.getByRole('textbox', { name: 'Price' });
    const currency = form.getByRole('textbox', { name: 'Currency' });
    await user.clear(price);
    await user.type(price, 'ten');
    await user.clear(currency);
    await user.type(currency, 'E1');
    await user.click(form.getByRole('button', { name: 'Create invoice' }));
    expect(price).toHaveAccessibleDescription('Type the price as a number greater than 0, such as 12.50.');
    expect(currency).toHaveAccessibleDescription('Type a three-letter currency code, such as EUR.');
    expect(sandbox.trades.state.calls).toEqual([]);
  });

  it('says why the sandbox refused a test invoice', async () => {
    const { user } = renderPanel({ refuseTradeActions: true });
    const form = within(await screen.findByRole('form', { name: 'Create a test invoice' }));
    await user.clear(form.getByRole('textbox', { name: 'Currency' }));
    await user.type(form.getByRole('textbox', { name: 'Currency' }), 'xyz');
    await user.click(form.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Create a test invoice” did not go through: XYZ is not a currency the service prices in.',
    );
    expect(form.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says why the sandbox refused an action', async () => {
    const { user } = renderPanel({ refuseTradeActions: true });
    await user.click((await entry('Trade #14')).getByRole('button', { name: 'Decline: trade #14' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Decline: trade #14” did not go through: This trade no longer waits for its card payment: it is awaiting_transfer_in.',
    );
  });

  it('re-reads on a pushed change, and announces it', async () => {
    const { sandbox } = renderPanel();
    await entry('Trade #14');
    act(() => {
      sandbox.trades.state.trades[0]!.state = 'expired';
      sandbox.trades.state.trades[0]!.history.push({
        state: 'expired',
        move: 'payment_deadline_passed',
        time: '2026-03-12T14:23:00.000Z',
      });
      sandbox.hub.emit('changed', { resource: 'trade', id: 14, state: 'expired' });
    });
    const trade = await entry('Trade #14');
    await waitFor(() =>
      expect(trade.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^awaiting_transfer_in · created · /),
        expect.stringMatching(/^expired · payment_deadline_passed · /),
      ]),
    );
    expect(screen.getByText('Trade #14 is now expired.')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderPanel({ trades: [], invoices: [] });
    expect(await screen.findByText(/No trades yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });

  it('says when the sandbox cannot be read, with a way to try again', async () => {
    renderPanel({ failTradeLists: true });
    expect(await screen.findAllByRole('button', { name: /try again/i })).toHaveLength(2);
  });
});

describe('invoicePayments', () => {
  it('works in whole satoshi: half rounds down (at least 1), the tenth more rounds up (at least 1)', () => {
    expect(invoicePayments('0.00023')).toEqual({ full: 23_000, part: 11_500, tooMuch: 25_300 });
    expect(invoicePayments('0.00000015')).toEqual({ full: 15, part: 7, tooMuch: 17 });
    expect(invoicePayments('0.00000001')).toEqual({ full: 1, part: 1, tooMuch: 2 });
    expect(invoicePayments('0.1')).toEqual({ full: 10_000_000, part: 5_000_000, tooMuch: 11_000_000 });
  });
});
