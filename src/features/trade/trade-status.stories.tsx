import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { TradeState } from '../../api/contract/trade/trades';
import { partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { serviceBankFixture, tradeFixture, type TradeKind } from '../../mocks/trade-fixtures';
import { TradeStatusView } from './trade-status';

const trader = traderAt('individual', 'done');

const meta = {
  title: 'Trade/Trade status',
  component: TradeStatusView,
  tags: ['autodocs'],
  args: { tradeId: 41, onNewTrade: () => {} },
} satisfies Meta<typeof TradeStatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story of one trade of `kind` in `state`. */
function tradeStory(kind: TradeKind, state: TradeState, frame?: Parameters<typeof kitStory>[1]) {
  const trade = tradeFixture(kind, state);
  return { ...kitStory({ trader, trades: [trade] }, frame), args: { tradeId: trade.id } };
}

const shows =
  (text: string | RegExp) =>
  async ({ canvas }: { canvas: { findByText: (text: string | RegExp) => Promise<HTMLElement> } }) => {
    await expect(await canvas.findByText(text)).toBeVisible();
  };

export const CardAwaitingPayment: Story = {
  ...tradeStory('card', 'awaiting_transfer_in'),
  play: shows('Waiting for your card payment'),
};

export const CardBackFromPaymentPage: Story = {
  ...tradeStory('card', 'awaiting_transfer_in'),
  args: { tradeId: 41, returnResult: 'approved' },
  play: shows(/We are checking your payment/),
};

export const BankAwaitingTransfer: Story = {
  ...tradeStory('bank', 'awaiting_transfer_in'),
  play: shows(serviceBankFixture.referenceText),
};

export const BankTransferSimulated: Story = {
  ...kitStory({ trader, trades: [tradeFixture('bank')], tradesProgress: true }),
  args: { tradeId: 42 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Simulate the bank transfer' }));
    await expect(await canvas.findByText('Trade complete', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const BankAwaitingOutsideSandbox: Story = {
  ...kitStory({ trader, trades: [tradeFixture('bank')], config: { ...partnerConfigFixture, mode: 'production' } }),
  args: { tradeId: 42 },
  play: shows('Waiting for your bank transfer'),
};

export const SellAwaitingBitcoin: Story = {
  ...tradeStory('sell', 'awaiting_transfer_in'),
  play: shows('Waiting for your bitcoin'),
};

export const CancelQuestion: Story = {
  ...tradeStory('bank', 'awaiting_transfer_in'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel trade' }));
    await expect(canvas.getByRole('group', { name: 'Cancel this trade?' })).toHaveFocus();
  },
};

export const PaymentAuthorized: Story = {
  ...tradeStory('card', 'payment_authorized'),
  play: shows('Card payment approved'),
};

export const ProcessingBuy: Story = { ...tradeStory('card', 'processing'), play: shows('Payment received') };

export const ProcessingSell: Story = { ...tradeStory('sell', 'processing'), play: shows('Payment received') };

export const Reviewing: Story = { ...tradeStory('bank', 'reviewing'), play: shows('Your trade is being reviewed') };

export const Completed: Story = { ...tradeStory('card', 'completed'), play: shows('Trade complete') };

export const CompletedInTheSandbox: Story = { ...tradeStory('sell', 'completed_test'), play: shows(/sandbox trade/) };

export const CardDeclined: Story = { ...tradeStory('card', 'rejected'), play: shows('Card payment declined') };

export const Rejected: Story = { ...tradeStory('bank', 'rejected'), play: shows('Trade rejected') };

export const Expired: Story = { ...tradeStory('sell', 'expired'), play: shows('Trade expired') };

export const Cancelled: Story = { ...tradeStory('bank', 'cancelled'), play: shows('Trade cancelled') };

export const Loading: Story = { ...kitStory({ trader, hang: ['getTrade'] }) };

export const NotFound: Story = {
  ...kitStory({ trader, trades: [] }),
  args: { tradeId: 999 },
  play: shows('We could not find this trade.'),
};

/** The narrowest phone with the longest panel: the bank details and their copy buttons must fit. */
export const At320PixelsBank: Story = {
  ...tradeStory('bank', 'awaiting_transfer_in', { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(serviceBankFixture.referenceText);
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const At320PixelsSell: Story = {
  ...tradeStory('sell', 'awaiting_transfer_in', { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Waiting for your bitcoin');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkThemeBank: Story = {
  ...tradeStory('bank', 'awaiting_transfer_in', { theme: { mode: 'dark' } }),
  play: shows(serviceBankFixture.referenceText),
};

export const DarkThemeDeclined: Story = {
  ...tradeStory('card', 'rejected', { theme: { mode: 'dark' } }),
  play: shows('Card payment declined'),
};

export const DanishBank: Story = {
  ...tradeStory('bank', 'awaiting_transfer_in'),
  globals: { locale: 'da' },
  play: shows('Venter på din bankoverførsel'),
};

export const GermanSell: Story = {
  ...tradeStory('sell', 'awaiting_transfer_in', { width: 320 }),
  globals: { locale: 'de' },
  play: shows('Wartet auf Ihre Bitcoin'),
};

export const GermanCompleted: Story = {
  ...tradeStory('card', 'completed_test', { theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  play: shows('Handel abgeschlossen'),
};
