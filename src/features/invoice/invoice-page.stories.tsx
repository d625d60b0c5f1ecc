import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type {
  ChooseInputCurrencyRequest,
  InputCurrencyOption,
  PaymentView,
  SandboxPaymentRequest,
} from '../../api/contract/bff/payment';
import { btcToSatoshi, satoshiToBtc } from '../../api/contract/money';
import { kitStory, type StoryFrame } from '../../mocks/story-kit';
import { InvoicePaymentPage } from './invoice-page';
import { paymentFixture, paymentViewFixture, xrpInputFixture } from './payment-fixtures';

// The page as the package exports it. The mock BFF has no event stream, so the stories follow the invoice by
// re-reading it (`live: false`), every 200 ms.
const meta = {
  title: 'Merchant/Payment page',
  component: InvoicePaymentPage,
  tags: ['autodocs'],
  args: { token: 'demo', live: false, pollMs: 200 },
} satisfies Meta<typeof InvoicePaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const currencies: InputCurrencyOption[] = [
  { currency: 'LTC', name: 'Litecoin', rate: 0.16, baseCurrency: 'EUR', limits: { minimum: 1, maximum: 5000 } },
  { currency: 'XRP', name: 'Ripple', rate: 2.01, baseCurrency: 'EUR', limits: { minimum: 1, maximum: 5000 } },
  { currency: 'DASH', name: 'Dash', baseCurrency: 'EUR', limits: { minimum: 1, maximum: 5000 } },
];

/** The invoice with `sats` more paid (and the state the Merchant API would give it). */
function withPayment(view: PaymentView, sats: number): PaymentView {
  const paid = btcToSatoshi(view.bitcoin.amount_paid) + sats;
  const due = Math.max(0, btcToSatoshi(view.bitcoin.amount) - paid);
  return {
    ...view,
    state: due === 0 ? 'paid' : view.state,
    bitcoin: { ...view.bitcoin, amount_paid: satoshiToBtc(paid), amount_due: satoshiToBtc(due) },
    payments: [...view.payments, paymentFixture(satoshiToBtc(sats), { txid: String(paid).padStart(64, '0') })],
  };
}

/**
 * A story of the payment page over the msw mock: the invoice `view` (changed by choosing a currency and by the
 * sandbox's simulated payments, as the BFF would), its other currencies, and whether the BFF runs in sandbox mode
 * (`sandbox` shows the panel).
 */
function paymentStory(
  view: PaymentView,
  { sandbox = false, frame = {} }: { sandbox?: boolean; frame?: StoryFrame } = {},
) {
  const kit = kitStory({}, frame);
  let current = view;
  const handlers = [
    // The BFF's first answer says whether it runs in sandbox mode; events and other answers do not.
    http.get('/api/pay/:token', () => HttpResponse.json({ ...current, sandbox })),
    http.get('/api/pay/:token/input-currencies', () => HttpResponse.json({ currencies })),
    http.post('/api/pay/:token/input-currency', async ({ request }) => {
      const body = (await request.json()) as ChooseInputCurrencyRequest;
      current = {
        ...current,
        inputs: [...current.inputs, { ...xrpInputFixture(), return_address: body.return_address }],
      };
      return HttpResponse.json(current);
    }),
    // The BFF's sandbox route: it pays the invoice's own address and answers the new view.
    http.post('/api/pay/:token/sandbox/payments', async ({ request }) => {
      const body = (await request.json()) as SandboxPaymentRequest;
      const due = btcToSatoshi(current.bitcoin.amount_due);
      const sats = body.amount === 'full' ? due : body.amount === 'partial' ? Math.floor(due / 2) : due + due / 10;
      current = withPayment(current, Math.max(1, Math.ceil(sats)));
      return HttpResponse.json(current);
    }),
  ];
  return { ...kit, parameters: { msw: { handlers: [...handlers, ...kit.parameters.msw.handlers] } } };
}

const paid = (overrides: Partial<PaymentView> = {}) =>
  paymentViewFixture(
    { state: 'paid', payments: [paymentFixture(0.00025)], ...overrides },
    { amount_paid: 0.00025, amount_due: 0 },
  );

export const AwaitingPayment: Story = {
  ...paymentStory(paymentViewFixture()),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Awaiting payment')).toBeVisible();
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-state', 'new');
    await expect(canvas.getByRole('img', { name: /QR code to pay BTC\s0\.00025000/ })).toBeVisible();
  },
};

export const PartlyPaid: Story = {
  ...paymentStory(
    paymentViewFixture({ payments: [paymentFixture(0.0001)] }, { amount_paid: 0.0001, amount_due: 0.00015 }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Partly paid: please send the rest')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?amount=0\.00015$/),
    );
  },
};

export const PaidAwaitingConfirmation: Story = {
  ...paymentStory(paid()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment received')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();
  },
};

export const Complete: Story = {
  ...paymentStory(paid({ state: 'complete', payments: [paymentFixture(0.00025, { confirmations: 6 })] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Return to the shop' })).toBeVisible();
  },
};

export const Expired: Story = {
  ...paymentStory(paymentViewFixture({ state: 'expired', expire_time: new Date().toISOString() })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This invoice has expired')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  },
};

export const Underpaid: Story = {
  ...paymentStory(
    paymentViewFixture(
      { state: 'paid', type: 'underpaid', payments: [paymentFixture(0.0001)], native: { amount: 5, currency: 'EUR' } },
      { amount: 0.0001, amount_paid: 0.0001, amount_due: 0 },
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Too little arrived before the time ran out/)).toBeVisible();
  },
};

/** More than the amount arrived: the surplus became an extra sub-invoice, which the payer is told of. */
export const PaidTooMuch: Story = {
  ...paymentStory(paid({ payments: [paymentFixture(0.0003)] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/recorded separately as an extra invoice/)).toBeVisible();
  },
};

/** The extra sub-invoice itself, opened by its own link. */
export const ExtraInvoice: Story = {
  ...paymentStory(paid({ type: 'extra', payments: [paymentFixture(0.00005)] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This is an extra invoice/)).toBeVisible();
  },
};

/** Another currency chosen (here before a reload): only its block shows, with a way back to bitcoin. */
export const OtherCurrencyChosen: Story = {
  ...paymentStory(paymentViewFixture({ inputs: [xrpInputFixture()] })),
  play: async ({ canvas }) => {
    const other = within(await canvas.findByRole('region', { name: 'Pay in another currency' }));
    await expect(await other.findByText('1234')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Open in wallet' })).toHaveLength(1);
    await expect(other.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^ripple:/),
    );
    await expect(other.getByRole('button', { name: 'Pay in bitcoin instead' })).toBeVisible();
  },
};

/** The payer chooses XRP, gives a return address, pays in it, then goes back to bitcoin. */
export const ChoosingAnotherCurrency: Story = {
  ...paymentStory(paymentViewFixture()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a currency' }));
    await canvas.findByRole('option', { name: 'Ripple (XRP)' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Currency' }), 'XRP');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your address for returns/ }), 'rMine');
    await userEvent.click(canvas.getByRole('button', { name: 'Show payment details' }));
    await expect(await canvas.findByText('rDemoAddress')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Open in wallet' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay in bitcoin instead' }));
    await expect(canvas.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^bitcoin:/),
    );
  },
};

/** The sandbox's panel: a simulated half payment shows as partly paid. */
export const SandboxPanel: Story = {
  ...paymentStory(paymentViewFixture(), { sandbox: true }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay half' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Partly paid: please send the rest')).toBeVisible();
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-phase', 'partlyPaid');
  },
};

/** The narrowest phone, awaiting payment with the sandbox panel: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...paymentStory(paymentViewFixture({ description: 'Green tea, 100 g, loose leaf, from a small farm' }), {
    sandbox: true,
    frame: { width: 320 },
  }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: /QR code to pay/ });
    await canvas.findByRole('button', { name: 'Pay half' }, { timeout: 5000 });
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const At320PixelsOtherCurrency: Story = {
  ...paymentStory(paymentViewFixture({ inputs: [xrpInputFixture()] }), { frame: { width: 320 } }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('rDemoAddress');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = {
  ...paymentStory(
    paymentViewFixture({ payments: [paymentFixture(0.0001)] }, { amount_paid: 0.0001, amount_due: 0.00015 }),
    { sandbox: true, frame: { theme: { mode: 'dark' } } },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Partly paid: please send the rest')).toBeVisible();
  },
};

export const DarkThemeComplete: Story = {
  ...paymentStory(paid({ state: 'complete', payments: [paymentFixture(0.00025, { confirmations: 6 })] }), {
    frame: { theme: { mode: 'dark' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Return to the shop' })).toBeVisible();
  },
};

export const LinkNotValid: Story = {
  ...paymentStory(paymentViewFixture()),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pay/:token', () =>
          HttpResponse.json({ error: 'payment_link_invalid', message: 'not valid' }, { status: 404 }),
        ),
        ...paymentStory(paymentViewFixture()).parameters.msw.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment link not valid')).toBeVisible();
  },
};

export const Loading: Story = {
  ...paymentStory(paymentViewFixture()),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pay/:token', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...paymentStory(paymentViewFixture()).parameters.msw.handlers,
      ],
    },
  },
};
