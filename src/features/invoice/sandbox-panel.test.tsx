// The payment page's sandbox panel talks to the BFF alone: its simulations go to the BFF's sandbox route with the
// page's token (never to `/sandbox` on its own), and the answer shows at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { renderWithKit, TEST_API_URL } from '../../test/render-with-kit';
import { InvoicePage } from './invoice-page';
import { paymentFixture, paymentViewFixture } from './payment-fixtures';

const url = (path: string) => `${TEST_API_URL}/pay/tok${path}`;
const halfPaid = paymentViewFixture(
  { payments: [paymentFixture(0.000125)] },
  { amount_paid: 0.000125, amount_due: 0.000125 },
);

/** Every request msw sees, so a test can show nothing went to the sandbox tools directly. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${request.url}`));
  return seen;
}

describe('SandboxPanel', () => {
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('pays through the BFF sandbox route with the page token, and shows the answer without waiting for a poll', async () => {
    const seen = recordRequests();
    const bodies: unknown[] = [];
    server.use(
      http.get(url(''), () => HttpResponse.json({ ...paymentViewFixture(), sandbox: true })),
      http.post(url('/sandbox/payments'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(halfPaid);
      }),
    );
    renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay half' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-phase', 'partlyPaid'));
    expect(bodies).toEqual([{ amount: 'partial' }]);
    expect(seen.filter((line) => line.includes('/sandbox/'))).toEqual([`POST ${url('/sandbox/payments')}`]);
  });

  it('confirms payments through the BFF sandbox confirmations route', async () => {
    let confirmed = 0;
    server.use(
      http.get(url(''), () => HttpResponse.json({ ...halfPaid, sandbox: true })),
      http.post(url('/sandbox/confirmations'), () => {
        confirmed++;
        return HttpResponse.json({ ...halfPaid, payments: [paymentFixture(0.000125, { confirmations: 6 })] });
      }),
    );
    renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm payments' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirmed).toBe(1));
    // Nothing is left unconfirmed in the answer: the button turns off at once.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm payments' })).toBeDisabled());
  });

  it.each(['complete', 'expired'] as const)(
    'rule: a settled (%s) invoice’s panel offers nothing to press, and says why',
    async (state) => {
      server.use(http.get(url(''), () => HttpResponse.json({ ...paymentViewFixture({ state }), sandbox: true })));
      renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
      const panel = await screen.findByRole('complementary', { name: 'Sandbox: simulate a payment' });
      expect(await within(panel).findByText(/Nothing is left to simulate/)).toBeInTheDocument();
      expect(within(panel).queryAllByRole('button')).toEqual([]);
    },
  );

  it('says a refused simulation failed, in the BFF error shape, and stays usable', async () => {
    server.use(
      http.get(url(''), () => HttpResponse.json({ ...paymentViewFixture(), sandbox: true })),
      http.post(url('/sandbox/payments'), () =>
        HttpResponse.json({ error: 'upstream_error', message: 'The sandbox refused the simulation.' }, { status: 502 }),
      ),
    );
    renderWithKit(<InvoicePage token="tok" pollMs={60_000} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay in full' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The simulation failed; try again.');
    expect(screen.getByRole('button', { name: 'Pay in full' })).toBeEnabled();
  });
});
