import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partnerConfigFixture } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { QuoteView } from './quote-view';

const meta = {
  title: 'Trade/Quote',
  component: QuoteView,
  tags: ['autodocs'],
  args: { debounceMs: 50 },
} satisfies Meta<typeof QuoteView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in EUR' }), '100');
    const quote = await canvas.findByLabelText('Approximate quote');
    await expect(await within(quote).findByText('Total to pay')).toBeVisible();
  },
};

/** Before anything is typed: the chosen method's minimum and maximum are told with the amount. */
export const LimitsShown: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount in EUR' });
    await expect(amount).toHaveAccessibleDescription(/^Limits: EUR\s10\.00 to EUR\s5,000\.00$/);
  },
};

export const BelowMinimum: Story = {
  ...kitStory(),
  args: { defaultSelection: { amount: '5' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/smallest amount you can trade with this method is EUR\s10\.00/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const AboveLimit: Story = {
  ...kitStory(),
  args: { defaultSelection: { amount: '2000000' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/largest amount you can trade with this method is EUR\s5,000\.00/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The service's limit for this customer is narrower than the listed one: its refusal names it, and so does the view. */
export const AboveLimitTheServiceNames: Story = {
  ...kitStory({
    failures: {
      getQuote: {
        status: 400,
        body: {
          error: 'invalid_request',
          message: 'Invalid query: baseAmount: must be from 10 to 1000 EUR for Card to Bitcoin.',
          field: 'baseAmount',
        },
      },
    },
  }),
  args: { defaultSelection: { amount: '2000' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/largest amount you can trade with this method is EUR\s1,000\.00/),
    ).toBeVisible();
    await expect(canvas.queryByText(/Some of the information is not valid/)).toBeNull();
  },
};

export const SellBitcoin: Story = {
  ...kitStory(),
  args: { defaultSelection: { side: 'sell', amountIn: 'crypto', amount: '0.01' } },
  play: async ({ canvas }) => {
    const quote = await canvas.findByLabelText('Approximate quote');
    await expect(await within(quote).findByText('EUR 496.50')).toBeVisible();
  },
};

/** Selling for an amount of euro: what the customer must send is worked out from the method's price. */
export const SellForEuro: Story = {
  ...kitStory(),
  args: { defaultSelection: { side: 'sell', amountIn: 'fiat', amount: '500' } },
  play: async ({ canvas }) => {
    const quote = await canvas.findByLabelText('Approximate quote');
    // What is received is the amount typed; what is sent is the approximate figure.
    await expect(await within(quote).findByText('Total to send')).toBeVisible();
    await expect(within(quote).getByText('You receive').nextSibling).toHaveTextContent(/^EUR\s500\.00$/);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Buying an amount of bitcoin: what it costs is worked out from the method's price. */
export const BuyAmountOfBitcoin: Story = {
  ...kitStory(),
  args: { defaultSelection: { amountIn: 'crypto', amount: '0.01' } },
  play: async ({ canvas }) => {
    const quote = await canvas.findByLabelText('Approximate quote');
    // 0.01 BTC after the 0.00002 BTC network fee at 50000 EUR: 501.01 EUR, and the card fee on top.
    await expect(await within(quote).findByText(/^about EUR\s509\.53$/)).toBeVisible();
  },
};

/** A starting currency the partner does not trade: the view starts in one it does, and says so to the host. */
export const RefusedStartingCurrency: Story = {
  ...kitStory(),
  args: { defaultSelection: { fiat: 'SEK', amount: '100' }, onChoiceRefused: fn() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Amount in EUR' })).toHaveValue('100');
    await expect(args.onChoiceRefused).toHaveBeenCalledWith({
      option: 'fiat',
      value: 'SEK',
      reason: 'not offered by this partner',
    });
  },
};

export const Danish: Story = {
  ...kitStory(),
  globals: { locale: 'da' },
  args: { defaultSelection: { fiat: 'DKK', amount: '5' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Det mindste beløb/)).toBeVisible();
  },
};

export const German: Story = {
  ...kitStory(),
  globals: { locale: 'de' },
  args: { defaultSelection: { amount: '100' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ungefähres Angebot')).toBeVisible();
  },
};

export const Loading: Story = { ...kitStory({ hang: ['getConfig'] }) };

export const ServiceDown: Story = {
  ...kitStory({ failures: { getConfig: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const NothingToTrade: Story = { ...kitStory({ config: { ...partnerConfigFixture, paymentMethods: [] } }) };

/** The narrowest phone, with a quote shown: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({}, { width: 320 }),
  args: { defaultSelection: { amount: '250' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Approximate quote');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkAt320Pixels: Story = {
  ...kitStory({}, { width: 320, theme: { mode: 'dark' } }),
  args: { defaultSelection: { side: 'sell', amountIn: 'fiat', amount: '500' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Approximate quote');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** The BFF refuses the partner page's origin (not in ALLOWED_ORIGINS): the view names the setting and the origin. */
export const OriginNotAllowed: Story = {
  ...kitStory({ refusedOrigin: 'https://wallet.example' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Add https:\/\/wallet\.example to ALLOWED_ORIGINS/)).toBeVisible();
  },
};
