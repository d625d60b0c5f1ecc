import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { recurringBuyFixture, recurringBuysFixture, tradesFixture } from '../../mocks/trade-list-fixtures';
import { formatDateTime } from '../../i18n/format';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { RecurringBuysView, recurringBuyState } from './recurring-buys';

const trader = traderAt('individual', 'done');

function terms(item: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of item.querySelectorAll('dt')) {
    out[term.textContent!] = term.nextElementSibling!.textContent!.replace(/\s/g, ' ');
  }
  return out;
}

/** A name as the view writes it: Intl puts a no-break space between a currency and its amount. */
const named = (text: string) => new RegExp(`^${text.replace(/[.?()]/g, '\\$&').replace(/ /g, '\\s')}$`);

const weekly = () => screen.getByRole('heading', { name: named('EUR 50.00 every week') }).closest('li')!;

describe('RecurringBuysView', () => {
  it('lists each recurring buy with its amount, frequency, next and last buy, and state', async () => {
    const { container } = renderWithKit(<RecurringBuysView />, {
      trader,
      recurringBuys: recurringBuysFixture,
      trades: tradesFixture,
    });
    await screen.findByRole('heading', { name: named('EUR 50.00 every week') });
    expect(within(weekly()).getByText('Active')).toBeVisible();
    await waitFor(() =>
      expect(terms(weekly())).toMatchObject({
        'Next buy': formatDateTime('2026-01-20T16:45:00Z', 'en'),
        // The newest trade the recurring buy made.
        'Last buy': formatDateTime('2026-01-13T16:45:00Z', 'en'),
      }),
    );
    const monthly = screen.getByRole('heading', { name: named('DKK 750.00 every month') }).closest('li')!;
    expect(within(monthly).getByText('Stopped')).toBeVisible();
    expect(terms(monthly)).toMatchObject({ 'Next buy': 'None', 'Last buy': 'Not yet' });
    expect(within(monthly).queryByRole('button', { name: /^Stop/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('stops a recurring buy only once confirmed', async () => {
    const { user, state } = renderWithKit(<RecurringBuysView />, {
      trader,
      recurringBuys: recurringBuysFixture,
    });
    await screen.findByRole('heading', { name: named('EUR 50.00 every week') });
    const stop = within(weekly()).getByRole('button', { name: named('Stop EUR 50.00 every week') });
    await user.click(stop);
    const question = screen.getByRole('group', { name: /Stop buying EUR\s50\.00 every week\?/ });
    expect(within(question).getByRole('button', { name: 'Yes, stop it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: named('Stop EUR 50.00 every week') })).toHaveFocus();
    expect(state.requests.some((r) => r.route === 'stopRecurringBuy')).toBe(false);

    await user.click(screen.getByRole('button', { name: named('Stop EUR 50.00 every week') }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop it' }));
    await waitFor(() => expect(within(weekly()).getByText('Stopped')).toBeVisible());
    expect(state.requests.filter((r) => r.route === 'stopRecurringBuy')).toHaveLength(1);
    expect(state.recurringBuys[0]).toMatchObject({ isActive: false, nextTime: null });
    expect(terms(weekly())['Next buy']).toBe('None');
    expect(screen.queryByRole('button', { name: /^Stop/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/The recurring buy of EUR\s50\.00 every week was stopped\./);
    expect(screen.getByRole('heading', { name: named('EUR 50.00 every week') })).toHaveFocus();
  });

  it('keeps the confirmation open with the reason when stopping fails', async () => {
    const { user } = renderWithKit(<RecurringBuysView />, {
      trader,
      recurringBuys: recurringBuysFixture,
      failures: { stopRecurringBuy: { status: 404, body: { error: 'subscription_not_found', message: 'gone' } } },
    });
    await user.click(await screen.findByRole('button', { name: named('Stop EUR 50.00 every week') }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this recurring buy.');
    expect(screen.getByRole('button', { name: 'Yes, stop it' })).toBeVisible();
  });

  it('says when there are none', async () => {
    renderWithKit(<RecurringBuysView />, { trader });
    expect(await screen.findByText(/You have no recurring buys/)).toBeVisible();
  });

  it('says when they cannot be read', async () => {
    renderWithKit(<RecurringBuysView />, {
      trader,
      failures: { listRecurringBuys: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/trading service is not reachable/);
  });

  it('speaks German', async () => {
    renderWithKit(<RecurringBuysView />, { trader, recurringBuys: [recurringBuyFixture()], locale: 'de' });
    expect(await screen.findByRole('heading', { name: named('50,00 EUR wöchentlich') })).toBeVisible();
    expect(screen.getByRole('button', { name: named('Beenden 50,00 EUR wöchentlich') })).toBeVisible();
  });
});

describe('recurringBuyState', () => {
  it('tells a stopped buy from one past its end date', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(recurringBuyState(recurringBuyFixture(), now)).toBe('active');
    expect(recurringBuyState(recurringBuyFixture({ isActive: false, nextTime: null }), now)).toBe('stopped');
    expect(
      recurringBuyState(recurringBuyFixture({ isActive: false, nextTime: null, endTime: '2026-01-31T00:00:00Z' }), now),
    ).toBe('ended');
  });
});
