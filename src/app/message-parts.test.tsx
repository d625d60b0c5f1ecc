// The first screens read only the part of the messages downloaded up front (message-parts.ts): the widget's
// opening screen and quote, the kit's quote and flow frame, and the payment page. A message outside it would show its key until the rest of the
// language arrives, so each is rendered here with nothing but its part.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TradeFlow } from './flow/trade-flow';
import { InvoiceView } from '../features/invoice/invoice-page';
import { paymentFixture, paymentViewFixture } from '../features/invoice/payment-fixtures';
import { renderWithLazyMessages } from '../test/lazy-messages';
import { resources } from '../i18n/create-i18n';
import { messageParts } from '../i18n/message-parts';

describe('message parts', () => {
  it.each(Object.entries(messageParts))('%s names sections and messages every locale has', (_, sections) => {
    for (const [section, taken] of Object.entries(sections)) {
      const all = resources.en.translation[section as keyof typeof resources.en.translation];
      expect(all, section).toBeDefined();
      // A plural message is listed by its name (`resendIn` for `resendIn_one`, `resendIn_other`).
      const names = Object.keys(all).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
      if (taken !== true) for (const code of taken) expect(names, code).toContain(code);
    }
  });

  it('the widget part holds every message of the flow frame and the quote, with a price shown', async () => {
    const { missing, user } = renderWithLazyMessages(<TradeFlow />, { part: 'widget', locale: 'da', serveAll: false });
    await user.type(await screen.findByRole('textbox', { name: 'Beløb i EUR' }), '100');
    expect(await screen.findByText('Du modtager ca.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fremskridt' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('the quote part (the kit’s first) holds every message of TradeFlow’s frame and the quote, with a price shown', async () => {
    const { missing, user, calls } = renderWithLazyMessages(<TradeFlow />, {
      part: 'quote',
      locale: 'de',
      serveAll: false,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Betrag in EUR' }), '100');
    expect(await screen.findByText('Sie erhalten etwa')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fortschritt' })).toBeInTheDocument();
    expect(missing).toEqual([]);
    expect(calls[0]).toBe('de:quote');
  });

  it('the quote part holds the sentence of a refused origin, which the first call of a host’s page can meet', async () => {
    const { missing } = renderWithLazyMessages(<TradeFlow />, {
      part: 'quote',
      locale: 'de',
      serveAll: false,
      refusedOrigin: 'https://shop.example',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Seite (https://shop.example) darf diesen Tradekit-Server noch nicht nutzen.',
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['awaiting payment', paymentViewFixture()],
    [
      'partly paid',
      paymentViewFixture({ payments: [paymentFixture(0.0001)] }, { amount_paid: 0.0001, amount_due: 0.00015 }),
    ],
    ['paid', paymentViewFixture({ state: 'complete', payments: [paymentFixture(0.00025, { confirmations: 6 })] })],
    ['expired', paymentViewFixture({ state: 'expired' })],
  ])('the pay part holds every message of the payment page, %s', async (_, view) => {
    const { missing } = renderWithLazyMessages(<InvoiceView token="tok" view={view} />, {
      part: 'pay',
      locale: 'de',
      serveAll: false,
    });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/\p{L}/u);
    expect(missing).toEqual([]);
  });
});
