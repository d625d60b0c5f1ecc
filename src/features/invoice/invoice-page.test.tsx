import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '../../api/contract/bff/payment';
import { expectNoAxeViolations, renderWithKit, TEST_API_URL } from '../../test/render-with-kit';
import { server } from '../../test/msw-server';
import { InvoicePage, InvoiceView } from './invoice-page';
import { fixtureAddress, paymentFixture, paymentViewFixture, xrpInputFixture } from './payment-fixtures';

const address = fixtureAddress;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const invoice = paymentViewFixture;
const payment = paymentFixture;

function renderView(view: PaymentView) {
  return renderWithKit(<InvoiceView token="tok" view={view} />);
}

afterEach(() => vi.restoreAllMocks());

describe('InvoiceView', () => {
  it('renders a description holding HTML as text, never as markup', () => {
    const { container } = renderView(invoice({ description: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('rule: amounts read as everywhere else (one formatter): BTC with its 8 places, fiat in the locale’s form', () => {
    renderWithKit(<InvoiceView token="tok" view={invoice()} />, { locale: 'da' });
    const amount = screen.getByRole('main').querySelector('.tk-invoice__amount');
    expect(amount?.textContent?.replace(/\s/g, ' ')).toBe('0,00025000 BTC12,50 EUR');
  });

  it('rule: the button under "Pay in another currency" says what it does, not the heading again', () => {
    renderView(invoice());
    const other = within(screen.getByRole('region', { name: 'Pay in another currency' }));
    expect(other.getByRole('button', { name: 'Choose a currency' })).toBeInTheDocument();
    expect(other.queryByRole('button', { name: 'Pay in another currency' })).toBeNull();
  });

  it('awaiting payment: amount in BTC and fiat, address, a QR code and wallet link of the BIP21 URI', async () => {
    const { container } = renderView(invoice());
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-state', 'new');
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(main).getAllByText('BTC 0.00025000').length).toBeGreaterThan(0);
    expect(screen.getByText('EUR 12.50')).toBeInTheDocument();
    expect(screen.getByText(address)).toBeInTheDocument();
    const uri = `bitcoin:${address}?amount=0.00025`;
    expect(screen.getByRole('img', { name: /QR code to pay BTC\s0\.00025000 in Bitcoin/ })).toHaveAttribute(
      'data-value',
      uri,
    );
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', uri);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    await expectNoAxeViolations(container);
  });

  it("keeps the merchant's label and message from the API's payment URI in the QR code", () => {
    renderView(invoice({}, { payment_uri: `bitcoin:${address}?amount=0.00025&label=Tea%20Shop&message=Order%207` }));
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      `bitcoin:${address}?amount=0.00025&label=Tea%20Shop&message=Order%207`,
    );
  });

  it('partly paid: shows what was paid so far and what is still due, and the QR code asks for the rest', () => {
    renderView(invoice({ payments: [payment(0.0001)] }, { amount_paid: 0.0001, amount_due: 0.00015 }));
    expect(screen.getByRole('main')).toHaveAttribute('data-phase', 'partlyPaid');
    expect(screen.getByText('Paid so far').nextSibling).toHaveTextContent('BTC 0.00010000');
    expect(screen.getByText('Still to pay').nextSibling).toHaveTextContent('BTC 0.00015000');
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      `bitcoin:${address}?amount=0.00015`,
    );
  });

  it('paid: says the payment awaits confirmation and no longer shows a QR code', () => {
    renderView(invoice({ state: 'paid', payments: [payment(0.00025)] }, { amount_paid: 0.00025, amount_due: 0 }));
    expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid');
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('complete: offers a button back to the shop at return_url', () => {
    renderView(invoice({ state: 'complete', payments: [payment(0.00025, { confirmations: 6 })] }, { amount_due: 0 }));
    expect(screen.getByRole('main')).toHaveAttribute('data-state', 'complete');
    expect(screen.getByRole('link', { name: 'Return to the shop' })).toHaveAttribute(
      'href',
      'https://shop.example/?paid=1',
    );
  });

  it('expired: says so, shows no QR code and links to cancel_url', () => {
    renderView(invoice({ state: 'expired' }));
    expect(screen.getByRole('main')).toHaveAttribute('data-state', 'expired');
    expect(screen.getByText('This invoice has expired')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      'https://shop.example/?cancelled=1',
    );
  });

  it('underpaid and extra payments are explained in plain words', () => {
    const { unmount } = renderView(
      invoice({ state: 'paid', type: 'underpaid', payments: [payment(0.0001)] }, { amount: 0.0001, amount_due: 0 }),
    );
    expect(screen.getByText(/Too little arrived before the time ran out/)).toHaveTextContent('BTC 0.00010000');
    unmount();
    const { unmount: unmount2 } = renderView(
      invoice({ state: 'paid', payments: [payment(0.0003)] }, { amount_paid: 0.00025, amount_due: 0 }),
    );
    expect(screen.getByText(/The extra amount is recorded separately as an extra invoice/)).toBeInTheDocument();
    unmount2();
    renderView(invoice({ state: 'paid', type: 'extra' }));
    expect(screen.getByText(/This is an extra invoice/)).toBeInTheDocument();
  });

  it('speaks Danish and German', () => {
    renderWithKit(<InvoiceView token="tok" view={invoice()} />, { locale: 'da' });
    expect(screen.getByRole('heading', { name: 'Betal med bitcoin' })).toBeInTheDocument();
    expect(screen.getByText('Afventer betaling')).toBeInTheDocument();
  });

  it('copy buttons copy and say so visibly', async () => {
    // user-event puts a clipboard stub in place; reading it back shows what the button wrote.
    const { user } = renderView(invoice());
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(await screen.findByText('Copied')).toBeVisible();
  });

  it('the countdown is right again as soon as a sleeping tab becomes visible (it reads the clock)', () => {
    renderView(invoice({ expire_time: minutes(10) }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    const later = Date.now() + 7 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]:\d\d$/);
  });
});

describe('InvoicePage', () => {
  const url = (path: string) => `${TEST_API_URL}/pay/tok${path}`;

  it.each([
    ['behind a sandbox clock moved 1 h 16 min on', 76],
    ['a quarter of an hour ahead', -15],
  ])('rule: the time left counts by the service’s clock the answers tell, on a device %s', async (_, aheadMinutes) => {
    const serviceNow = () => Date.now() + aheadMinutes * 60_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const view = invoice({ create_time: at(serviceNow()), expire_time: at(serviceNow() + 15 * 60_000) });
    server.use(
      http.get(url(''), () =>
        HttpResponse.json(view, { headers: { 'X-Service-Time': at(serviceNow()), 'X-Service-Clock': 'sandbox' } }),
      ),
    );
    renderWithKit(<InvoicePage token="tok" />);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it('loads the invoice by its token and polls it when there is no event stream', async () => {
    let view = invoice();
    server.use(http.get(url(''), () => HttpResponse.json(view)));
    renderWithKit(<InvoicePage token="tok" pollMs={20} />);
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    view = invoice({ state: 'paid', payments: [payment(0.00025)] }, { amount_paid: 0.00025, amount_due: 0 });
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid'));
  });

  it('says a bad payment link is not valid', async () => {
    server.use(
      http.get(url(''), () =>
        HttpResponse.json({ error: 'payment_link_invalid', message: 'not valid' }, { status: 404 }),
      ),
    );
    renderWithKit(<InvoicePage token="tok" />);
    expect(await screen.findByText('This payment link is not valid. Please ask the shop for a new one.')).toBeVisible();
  });

  it('pays in another currency: choose it, give a return address, then see its amount, address, QR and tag', async () => {
    let view = invoice();
    const bodies: unknown[] = [];
    server.use(
      http.get(url(''), () => HttpResponse.json(view)),
      http.get(url('/input-currencies'), () =>
        HttpResponse.json({
          currencies: [
            { currency: 'XRP', name: 'Ripple', rate: 2, baseCurrency: 'EUR', limits: { minimum: 1, maximum: 1000 } },
          ],
        }),
      ),
      http.post(url('/input-currency'), async ({ request }) => {
        bodies.push(await request.json());
        view = invoice({ inputs: [xrpInputFixture()] });
        return HttpResponse.json(view);
      }),
    );
    const { user } = renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
    await user.click(await screen.findByRole('button', { name: 'Choose a currency' }));
    await user.click(screen.getByRole('button', { name: 'Show payment details' }));
    expect(screen.getByText('Choose one of the options.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'XRP');
    await user.type(screen.getByRole('textbox', { name: /Your address for returns/ }), 'rMine');
    await user.click(screen.getByRole('button', { name: 'Show payment details' }));
    expect(await screen.findByText('rDemoAddress')).toBeInTheDocument();
    expect(bodies).toEqual([{ currency: 'XRP', return_address: 'rMine' }]);
    const other = within(screen.getByRole('region', { name: 'Pay in another currency' }));
    expect(other.getByText('Destination tag').nextSibling).toHaveTextContent('1234');
    // Every place of the amount, not rounded to cents as if XRP were a fiat currency.
    expect(other.getByText('Send exactly').nextSibling).toHaveTextContent('XRP 25.123456');
    expect(other.getByRole('img', { name: /in Ripple/ })).toHaveAttribute(
      'data-value',
      'ripple:rDemoAddress?amount=25.123456&dt=1234',
    );

    // Rule: one way to pay at a time. The chosen currency's block replaces bitcoin's, and a button goes back.
    expect(screen.getAllByRole('link', { name: 'Open in wallet' }).map((a) => a.getAttribute('href'))).toEqual([
      'ripple:rDemoAddress?amount=25.123456&dt=1234',
    ]);
    expect(screen.queryByRole('region', { name: 'Pay in bitcoin' })).toBeNull();
    expect(other.getByRole('heading', { name: 'Pay in another currency' })).toHaveFocus();
    await user.click(other.getByRole('button', { name: 'Pay in bitcoin instead' }));
    expect(screen.getAllByRole('link', { name: 'Open in wallet' }).map((a) => a.getAttribute('href'))).toEqual([
      `bitcoin:${address}?amount=0.00025`,
    ]);
    expect(screen.getByRole('heading', { name: 'Pay in bitcoin' })).toHaveFocus();
    expect(screen.queryByText('rDemoAddress')).toBeNull();
    // The choice stays on the invoice: back to it without a second request.
    await user.click(screen.getByRole('button', { name: 'Choose a currency' }));
    expect(screen.getByRole('form', { name: 'Choose another currency' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('an invoice with a currency already chosen (a reload) shows that currency only, with a way back to bitcoin', async () => {
    const view = invoice({
      inputs: [
        {
          currency: 'LTC',
          amount: 0.5,
          address: 'ltc1qdemoaddress',
          return_address: 'ltc1qmine',
          payment_uri: 'litecoin:ltc1qdemoaddress?amount=0.5',
          verified: false,
          timestamp: new Date().toISOString(),
        },
      ],
    });
    server.use(
      http.get(url(''), () => HttpResponse.json(view)),
      http.get(url('/input-currencies'), () => HttpResponse.json({ currencies: [] })),
    );
    const { user } = renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
    expect(await screen.findByText('ltc1qdemoaddress')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open in wallet' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay in bitcoin instead' }));
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      `bitcoin:${address}?amount=0.00025`,
    );
  });

  describe('live updates', () => {
    class FakeEventSource {
      static readonly CLOSED = 2;
      static instances: FakeEventSource[] = [];
      readyState = 0;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private listeners: ((event: MessageEvent<string>) => void)[] = [];
      constructor(readonly url: string) {
        FakeEventSource.instances.push(this);
      }
      addEventListener(_name: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.push(listener);
      }
      close() {
        this.readyState = FakeEventSource.CLOSED;
      }
      open() {
        this.readyState = 1;
        this.onopen?.();
      }
      push(view: PaymentView) {
        for (const listener of this.listeners) listener(new MessageEvent('invoice', { data: JSON.stringify(view) }));
      }
      refuse() {
        this.readyState = FakeEventSource.CLOSED;
        this.onerror?.();
      }
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      FakeEventSource.instances = [];
    });

    it('shows each invoice the event stream pushes, and does not poll while the stream is open', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      let reads = 0;
      server.use(http.get(url(''), () => (reads++, HttpResponse.json(invoice()))));
      renderWithKit(<InvoicePage token="tok" eventsUrl="/api/pay/tok/events" pollMs={20} />);
      await screen.findByText('Awaiting payment');
      const source = FakeEventSource.instances.at(-1)!;
      expect(source.url).toBe('/api/pay/tok/events');
      act(() => source.open());
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-live', 'stream'));
      const readsWhileOpen = reads;
      act(() => source.push(invoice({ state: 'paid', payments: [payment(0.00025)] }, { amount_due: 0 })));
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reads).toBe(readsWhileOpen);
    });

    it('shows the sandbox panel when the first read says the BFF runs in sandbox mode, and keeps it through events', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      server.use(http.get(url(''), () => HttpResponse.json({ ...invoice(), sandbox: true })));
      renderWithKit(<InvoicePage token="tok" eventsUrl="/api/pay/tok/events" pollMs={60_000} />);
      expect(await screen.findByRole('heading', { name: 'Sandbox: simulate a payment' })).toBeInTheDocument();
      const source = FakeEventSource.instances.at(-1)!;
      act(() => source.open());
      // Events carry the invoice only: the page still knows it is the sandbox.
      act(() => source.push(invoice({ state: 'paid', payments: [payment(0.00025)] }, { amount_due: 0 })));
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid'));
      expect(screen.getByRole('heading', { name: 'Sandbox: simulate a payment' })).toBeInTheDocument();
    });

    it('a real payer (no sandbox flag) gets no sandbox panel', async () => {
      server.use(http.get(url(''), () => HttpResponse.json({ ...invoice(), sandbox: false })));
      renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
      await screen.findByText('Awaiting payment');
      expect(screen.queryByRole('heading', { name: 'Sandbox: simulate a payment' })).toBeNull();
    });

    it('a re-read that answers after the stream brought a newer view does not take the page back', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      let reads = 0;
      server.use(
        http.get(url(''), async () => {
          reads += 1;
          if (reads > 1) await new Promise((resolve) => setTimeout(resolve, 150)); // read before, answered after
          return HttpResponse.json(invoice());
        }),
      );
      renderWithKit(<InvoicePage token="tok" eventsUrl="/api/pay/tok/events" pollMs={20} />);
      await screen.findByText('Awaiting payment');
      await waitFor(() => expect(reads).toBeGreaterThan(1)); // a poll is on its way (the stream is not open yet)
      act(() =>
        FakeEventSource.instances
          .at(-1)!
          .push(invoice({ state: 'paid', payments: [payment(0.00025)] }, { amount_due: 0 })),
      );
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid'));
      const answered = reads;
      await waitFor(() => expect(reads).toBeGreaterThan(answered + 1), { timeout: 2000 });
      expect(screen.getByRole('main')).toHaveAttribute('data-state', 'paid');
    });

    it('falls back to polling while the stream is refused, so changes still show', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      let view = invoice();
      server.use(http.get(url(''), () => HttpResponse.json(view)));
      renderWithKit(<InvoicePage token="tok" eventsUrl="/api/pay/tok/events" pollMs={20} reopenMs={60_000} />);
      await screen.findByText('Awaiting payment');
      act(() => FakeEventSource.instances.at(-1)!.refuse());
      expect(screen.getByRole('main')).toHaveAttribute('data-live', 'polling');
      view = invoice({ state: 'expired' });
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'expired'));
    });

    it('opens a new stream after the last one was refused', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      server.use(http.get(url(''), () => HttpResponse.json(invoice())));
      renderWithKit(<InvoicePage token="tok" eventsUrl="/api/pay/tok/events" pollMs={60_000} reopenMs={30} />);
      await screen.findByText('Awaiting payment');
      act(() => FakeEventSource.instances.at(-1)!.refuse());
      await waitFor(() => expect(FakeEventSource.instances.at(-1)!.readyState).toBe(0));
      act(() => FakeEventSource.instances.at(-1)!.open());
      await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-live', 'stream'));
    });
  });
});
