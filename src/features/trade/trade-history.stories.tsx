import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { tradeFixture, tradesFixture } from '../../mocks/trade-list-fixtures';
import { TradeHistoryView } from './trade-history';

const trader = traderAt('individual', 'done');

const meta = {
  title: 'Trade/History',
  component: TradeHistoryView,
  tags: ['autodocs'],
  args: { onOpenTrade: fn() },
} satisfies Meta<typeof TradeHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One trade in each kind of state: waiting, completed (test and real), processing, declined, expired. */
export const EveryState: Story = {
  ...kitStory({ trader, trades: tradesFixture }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(tradesFixture.length);
    await expect(canvas.getAllByRole('link', { name: /^Receipt/ })).toHaveLength(2);
  },
};

export const WithoutOpen: Story = {
  ...kitStory({ trader, trades: tradesFixture }),
  args: { onOpenTrade: undefined },
};

export const Empty: Story = {
  ...kitStory({ trader }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no trades yet/)).toBeVisible();
  },
};

export const Loading: Story = { ...kitStory({ trader, hang: ['listTrades'] }) };

export const CannotRead: Story = {
  ...kitStory({ trader, failures: { listTrades: { status: 502, body: { error: 'upstream_error', message: 'bad' } } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const longSell = tradeFixture('sell', 'awaiting_transfer_in', {
  id: 123456,
  inAmount: 1.23456789,
  outAmountExpected: 61234.56,
});

/** The narrowest phone, with the longest amounts: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory(
    {
      trader,
      trades: [
        { ...longSell, transferIn: { ...longSell.transferIn, sendAmount: 1.23456789, receiveAmount: 1.23456789 } },
        ...tradesFixture,
      ],
    },
    { width: 320 },
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('listitem');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = { ...kitStory({ trader, trades: tradesFixture }, { theme: { mode: 'dark' } }) };

/** Danish conventions: `1.234,50 EUR`, `12. mar. 2026`. */
export const Danish: Story = {
  ...kitStory({ trader, trades: tradesFixture }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dine handler' })).toBeVisible();
  },
};

/** German conventions: `100,00 EUR`, `13.01.2026, 16:45`. */
export const German: Story = {
  ...kitStory({ trader, trades: tradesFixture }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Abgeschlossen (Test)')).toHaveLength(1);
  },
};
