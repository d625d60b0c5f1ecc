import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { traderMethodOf } from '../../mocks/mock-trades';
import { kitStory } from '../../mocks/story-kit';
import { MAINNET_ADDRESS, selectionFixture, TESTNET_ADDRESS } from '../../mocks/trade-fixtures';
import { OrderSummaryView } from './order-summary';
import type { TradeSelection } from './trade-model';

const trader = traderAt('individual', 'done');
const cardBuy = selectionFixture();
const sell: TradeSelection = {
  side: 'sell',
  fiat: 'EUR',
  crypto: 'BTC',
  amount: '0.01',
  amountIn: 'crypto',
  medium: 'blockchain',
};

/** Stands in for the bank account chooser the flow wires in. */
function AccountChooser() {
  return (
    <p>
      Ada Lovelace · <code>DK57 5051 0001 3226 17</code>
    </p>
  );
}

const meta = {
  title: 'Trade/Order summary',
  component: OrderSummaryView,
  tags: ['autodocs'],
  args: { selection: cardBuy, onTradeCreated: () => {} },
} satisfies Meta<typeof OrderSummaryView>;
export default meta;
type Story = StoryObj<typeof meta>;

const priced = async ({ canvas }: { canvas: { findByLabelText: (text: string) => Promise<HTMLElement> } }) => {
  await expect(await canvas.findByLabelText('Your order')).toBeVisible();
};

export const CardBuy: Story = { ...kitStory({ trader }), play: priced };

export const PartnerGivenAddress: Story = {
  ...kitStory({ trader }),
  args: { walletAddress: TESTNET_ADDRESS },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TESTNET_ADDRESS)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const RepeatCardBuy: Story = {
  ...kitStory({ trader }),
  args: { walletAddress: TESTNET_ADDRESS },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Repeat this buy' }));
    await expect(canvas.getByRole('combobox', { name: 'How often' })).toBeVisible();
  },
};

export const BankBuyAmountInBitcoin: Story = {
  ...kitStory({ trader }),
  args: { selection: { ...cardBuy, medium: 'bank', amountIn: 'crypto', amount: '0.0025' } },
  play: priced,
};

export const Sell: Story = {
  ...kitStory({ trader }),
  args: { selection: sell, bankAccountId: 7, payoutChooser: <AccountChooser /> },
  play: priced,
};

export const SellWithoutBankAccount: Story = {
  ...kitStory({ trader }),
  args: { selection: sell, payoutChooser: <AccountChooser /> },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Your order');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sell' }));
    await expect(await canvas.findByText('Choose the bank account the money should go to.')).toBeVisible();
  },
};

export const AddressOfTheWrongNetwork: Story = {
  ...kitStory({ trader }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your BTC address' }), MAINNET_ADDRESS);
    await userEvent.tab();
    await expect(await canvas.findByText(/a testnet address is needed here/)).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  ...kitStory({ trader }),
  args: { selection: { ...cardBuy, amount: '5' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The smallest amount for this payment method/)).toBeVisible();
  },
};

export const CannotTrade: Story = {
  ...kitStory({
    trader,
    paymentMethods: [
      {
        ...traderMethodOf(partnerConfigFixture.paymentMethods[0]!),
        canTrade: false,
        cannotTradeReasons: [{ reasonCode: 'trade_in_progress', tradeId: 41 }, { reasonCode: 'limits_exceeded' }],
      },
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You cannot trade right now')).toBeVisible();
  },
};

export const PriceRenewed: Story = {
  ...kitStory({ trader, quoteLifetimeMs: 1500 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/ran out, so this is a fresh one/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const NoAmount: Story = {
  ...kitStory({ trader }),
  args: { selection: { ...cardBuy, amount: '' }, onBack: () => {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There is no amount to price/)).toBeVisible();
  },
};

export const Pricing: Story = { ...kitStory({ trader, hang: ['createTradeQuote'] }) };

export const ServiceDown: Story = {
  ...kitStory({
    trader,
    failures: { createTradeQuote: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Get a new price' })).toBeVisible();
  },
};

/** The narrowest phone: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({ trader }, { width: 320 }),
  args: { walletAddress: TESTNET_ADDRESS },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Your order');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const At320PixelsSell: Story = {
  ...kitStory({ trader }, { width: 320 }),
  args: { selection: sell, payoutChooser: <AccountChooser />, bankAccountId: 7 },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Your order');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = { ...kitStory({ trader }, { theme: { mode: 'dark' } }), play: priced };

export const Danish: Story = {
  ...kitStory({ trader }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Din ordre')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bekræft og køb' })).toBeVisible();
  },
};

export const German: Story = {
  ...kitStory({ trader }, { theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  args: { selection: sell, payoutChooser: <AccountChooser />, bankAccountId: 7 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ihre Bestellung')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bestätigen und verkaufen' })).toBeVisible();
  },
};
