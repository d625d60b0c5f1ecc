// The trade's payment details in Arabic: every figure and identifier keeps its left-to-right order inside the
// right-to-left view (docs/right-to-left.md), and every copy button copies the bare value.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import { FSI, PDI } from '../../i18n/format-bidi';
import { traderAt } from '../../mocks/fixtures';
import { DEPOSIT_ADDRESS, serviceBankFixture, tradeFixture } from '../../mocks/trade-fixtures';
import { QuietEventSource } from '../../test/fake-windows';
import { renderWithKit } from '../../test/render-with-kit';
import { TradeStatusView } from './trade-status';

const trader = traderAt('individual', 'done');
/** Direction marks, embeddings, overrides and isolates: none may reach the clipboard. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** What a copy button wrote, checked to hold no bidi control. */
async function copied(button: HTMLElement, user: { click: (element: Element) => Promise<void> }) {
  await user.click(button);
  const text = await navigator.clipboard.readText();
  expect(text).not.toMatch(bidiControls);
  return text;
}

/** The element that isolates `element`'s text: a <bdi>, or an element with its own `dir`. */
const isolatingElement = (element: Element) => element.closest('bdi, [dir]');

describe('TradeStatusView in Arabic (right to left)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('rule: the reference, IBAN and BIC are set left to right (dir="ltr"), the amount isolated, and copy buttons copy the bare values', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const trade = tradeFixture('bank');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { locale: 'ar', trader, trades: [trade] });
    const reference = await screen.findByTestId('bank-reference');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference).toHaveTextContent(serviceBankFixture.referenceText);
    expect(screen.getByTestId('bank-iban')).toHaveAttribute('dir', 'ltr');
    const account = screen.getByLabelText(ar.trade.bank.accountLabel);
    expect(within(account).getByText(serviceBankFixture.account.bic)).toHaveAttribute('dir', 'ltr');
    const amount = within(account).getByText(/251\.25/);
    expect(amount.tagName).toBe('BDI');

    expect(await copied(screen.getByRole('button', { name: ar.trade.bank.copyReference }), user)).toBe(
      serviceBankFixture.referenceText,
    );
    expect(await copied(within(account).getByRole('button', { name: ar.trade.bank.copyIban }), user)).toBe(
      serviceBankFixture.account.number,
    );
    expect(await copied(within(account).getByRole('button', { name: ar.trade.bank.copyBic }), user)).toBe(
      serviceBankFixture.account.bic,
    );
    expect(await copied(within(account).getByRole('button', { name: ar.trade.bank.copyAmount }), user)).toBe('251.25');
  });

  it('rule: a value inside a sentence is wrapped in FSI … PDI (the email the details went to)', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const trade = tradeFixture('bank');
    renderWithKit(<TradeStatusView tradeId={trade.id} />, { locale: 'ar', trader, trades: [trade] });
    const sentence = ar.trade.bank.emailed.replace('{{email}}', `${FSI}ada@example.com${PDI}`);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('rule: the deposit address is set left to right, the amount isolated, and both copy bare', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const trade = tradeFixture('sell');
    const { user } = renderWithKit(<TradeStatusView tradeId={trade.id} />, { locale: 'ar', trader, trades: [trade] });
    expect(await screen.findByTestId('deposit-address')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('deposit-amount').tagName).toBe('BDI');
    expect(screen.getByRole('timer')).toHaveAttribute('dir', 'ltr');
    expect(await copied(screen.getByRole('button', { name: ar.trade.deposit.copyAddress }), user)).toBe(
      DEPOSIT_ADDRESS,
    );
    expect(await copied(screen.getByRole('button', { name: ar.trade.deposit.copyAmount }), user)).toBe('0.01');
  });

  it('rule: the trade’s number, figures and addresses in its details are each isolated', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const trade = tradeFixture('sell');
    renderWithKit(<TradeStatusView tradeId={trade.id} />, { locale: 'ar', trader, trades: [trade] });
    const details = await screen.findByLabelText(ar.trade.details);
    const values = [...details.querySelectorAll('dd')];
    expect(values.length).toBeGreaterThan(3);
    for (const value of values) {
      const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const isolation = isolatingElement(text.parentElement!);
        expect(isolation !== null && value.contains(isolation), value.outerHTML).toBe(true);
      }
    }
    expect(within(details).getByText(String(trade.id))).toHaveAttribute('dir', 'ltr');
  });
});
