// The payment page in Arabic: amounts isolated, the address and the countdown left to right inside the
// right-to-left page (docs/right-to-left.md), and copy buttons that copy the bare value.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/ar.json';
import { renderWithKit } from '../../test/render-with-kit';
import { InvoiceView } from './invoice-page';
import { fixtureAddress, paymentViewFixture } from './payment-fixtures';

/** Direction marks, embeddings, overrides and isolates: none may reach the clipboard. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('InvoiceView in Arabic (right to left)', () => {
  it('rule: the amounts are isolated (<bdi>), the address and the countdown set left to right', () => {
    renderWithKit(<InvoiceView token="tok" view={paymentViewFixture()} />, { locale: 'ar' });
    const main = screen.getByRole('main');
    for (const amount of main.querySelectorAll('.tk-invoice__btc, .tk-invoice__fiat, .tk-invoice__pay dd > bdi'))
      expect(amount.tagName).toBe('BDI');
    expect(main.querySelectorAll('.tk-invoice__pay dd > bdi')).toHaveLength(1);
    expect(screen.getByText(fixtureAddress)).toHaveAttribute('dir', 'ltr');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('dir', 'ltr');
    expect(timer).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it('rule: copy buttons copy the bare address, amount and payment link', async () => {
    const { user } = renderWithKit(<InvoiceView token="tok" view={paymentViewFixture()} />, { locale: 'ar' });
    const copies: [string, string][] = [
      [ar.invoice.copyAddress, fixtureAddress],
      [ar.invoice.copyAmount, '0.00025'],
      [ar.invoice.copyUri, `bitcoin:${fixtureAddress}?amount=0.00025`],
    ];
    for (const [name, value] of copies) {
      await user.click(screen.getByRole('button', { name }));
      const text = await navigator.clipboard.readText();
      expect(text).toBe(value);
      expect(text).not.toMatch(bidiControls);
    }
  });
});
