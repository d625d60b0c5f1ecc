import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { tradeFixture, tradesFixture } from '../../mocks/trade-list-fixtures';
import { formatDateTime } from '../../i18n/format';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { TradeHistoryView } from './trade-history';

const trader = traderAt('individual', 'done');

function row(name: RegExp) {
  return screen.getByRole('heading', { name }).closest('li')!;
}

/** What one row says, term by term. */
function terms(item: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of item.querySelectorAll('dt')) {
    out[term.textContent!] = term.nextElementSibling!.textContent!.replace(/\s/g, ' ');
  }
  return out;
}

describe('TradeHistoryView', () => {
  it('lists every trade newest first with its kind, state, amounts and date', async () => {
    const { container } = renderWithKit(<TradeHistoryView />, { trader, trades: tradesFixture });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sell to bank account, trade 106',
      'Buy with card, trade 105',
      'Buy with bank transfer, trade 104',
      'Buy with card, trade 103',
      'Sell to bank account, trade 102',
      'Buy with bank transfer, trade 101',
    ]);
    expect(items.map((item) => item.querySelector('[data-tone]')?.textContent)).toEqual([
      'Waiting for payment',
      'Completed (test)',
      'Processing',
      'Declined',
      'Completed',
      'Expired',
    ]);
    // A completed card buy: the 100 EUR it covers (its inAmount), the 3 % card fee on top, the total paid
    // (transferIn.sendAmount), and what was received.
    expect(terms(row(/trade 105/))).toEqual({
      Amount: 'EUR 100.00',
      'Payment fee': 'EUR 3.00',
      'You pay': 'EUR 103.00',
      'You receive': 'BTC 0.00193000',
      Date: formatDateTime('2026-01-13T16:45:00Z', 'en'),
      'Trade number': '105',
    });
    expect(terms(row(/trade 104/))).toMatchObject({
      Amount: 'EUR 100.00',
      'Payment fee': 'EUR 0.25',
      'You pay': 'EUR 100.25',
    });
    // An unfinished sell: what is sent (no fee on it), and what is expected.
    expect(terms(row(/trade 106/))).toEqual({
      'You send': 'BTC 0.01000000',
      'You receive about': 'EUR 495.00',
      Date: formatDateTime('2026-01-14T08:30:00Z', 'en'),
      'Trade number': '106',
    });
    expect(row(/trade 106/).querySelector('time')).toHaveAttribute('datetime', '2026-01-14T08:30:00Z');
    await expectNoAxeViolations(container);
  });

  it('links the receipt of a completed trade only, opening in a new tab', async () => {
    renderWithKit(<TradeHistoryView />, { trader, trades: tradesFixture });
    await screen.findByRole('list');
    const receipts = screen.getAllByRole('link', { name: /^Receipt/ });
    expect(receipts.map((link) => link.getAttribute('href'))).toEqual([
      'https://sandbox.example/receipts/105',
      'https://sandbox.example/receipts/102',
    ]);
    expect(screen.getByRole('link', { name: 'Receipt trade 105 (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(row(/trade 104/)).queryByRole('link')).toBeNull();
  });

  it('opens an unfinished trade, and only those', async () => {
    const onOpenTrade = vi.fn();
    const { user } = renderWithKit(<TradeHistoryView onOpenTrade={onOpenTrade} />, { trader, trades: tradesFixture });
    await screen.findByRole('list');
    expect(screen.getAllByRole('button', { name: /^Open/ }).map((b) => b.textContent)).toEqual([
      'Open trade 106',
      'Open trade 104',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open trade 104' }));
    expect(onOpenTrade).toHaveBeenCalledWith(104);
  });

  it('offers no "Open" without onOpenTrade', async () => {
    renderWithKit(<TradeHistoryView />, { trader, trades: tradesFixture });
    await screen.findByRole('list');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
  });

  it('says when there are no trades yet', async () => {
    renderWithKit(<TradeHistoryView />, { trader });
    expect(await screen.findByText(/You have no trades yet/)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when the trades cannot be read, and reads them again on request', async () => {
    const { user, state } = renderWithKit(<TradeHistoryView />, {
      trader,
      failures: { listTrades: { status: 502, body: { error: 'upstream_error', message: 'bad' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/trading service had a problem/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(state.requests.filter((r) => r.route === 'listTrades')).toHaveLength(2));
  });

  it('writes amounts and dates by the conventions of German', async () => {
    const base = tradeFixture('cardBuy', 'completed', { id: 9, inAmount: 1234.5, createTime: '2026-03-12T14:05:00Z' });
    const trade = { ...base, transferIn: { ...base.transferIn, sendAmount: 1271.54, receiveAmount: 1234.5 } };
    renderWithKit(<TradeHistoryView />, { trader, trades: [trade], locale: 'de' });
    const item = (await screen.findByRole('heading', { name: /Kauf mit Karte/ })).closest('li')!;
    expect(terms(item)).toMatchObject({
      Betrag: '1.234,50 EUR',
      Zahlungsgebühr: '37,04 EUR',
      'Sie zahlen': '1.271,54 EUR',
      Datum: formatDateTime('2026-03-12T14:05:00Z', 'de'),
    });
    expect(within(item).getByText('Abgeschlossen')).toBeVisible();
  });
});
