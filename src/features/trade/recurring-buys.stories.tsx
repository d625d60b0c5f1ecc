import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { recurringBuyFixture, recurringBuysFixture, tradesFixture } from '../../mocks/trade-list-fixtures';
import { RecurringBuysView } from './recurring-buys';

const trader = traderAt('individual', 'done');
const ended = recurringBuyFixture({
  id: 3,
  amount: 20,
  frequency: 'daily',
  isActive: false,
  nextTime: null,
  endTime: '2026-01-05T00:00:00Z',
});

const meta = {
  title: 'Trade/Recurring buys',
  component: RecurringBuysView,
  tags: ['autodocs'],
} satisfies Meta<typeof RecurringBuysView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active, stopped and ended, with the last buy read from the trades. */
export const EveryState: Story = {
  ...kitStory({ trader, recurringBuys: [...recurringBuysFixture, ended], trades: tradesFixture }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ended')).toBeVisible();
  },
};

export const ConfirmStop: Story = {
  ...kitStory({ trader, recurringBuys: recurringBuysFixture, trades: tradesFixture }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await expect(canvas.getByRole('button', { name: 'Yes, stop it' })).toHaveFocus();
  },
};

export const Stopped: Story = {
  ...kitStory({ trader, recurringBuys: recurringBuysFixture, trades: tradesFixture }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, stop it' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/was stopped/));
    await expect(canvas.queryByRole('button', { name: /^Stop/ })).toBeNull();
  },
};

export const StopFailed: Story = {
  ...kitStory({
    trader,
    recurringBuys: recurringBuysFixture,
    failures: { stopRecurringBuy: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, stop it' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  ...kitStory({ trader }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no recurring buys/)).toBeVisible();
  },
};

export const Loading: Story = { ...kitStory({ trader, hang: ['listRecurringBuys'] }) };

export const CannotRead: Story = {
  ...kitStory({
    trader,
    failures: { listRecurringBuys: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The narrowest phone, with a confirmation open and a long wallet address: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({ trader, recurringBuys: recurringBuysFixture, trades: tradesFixture }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = {
  ...kitStory(
    { trader, recurringBuys: [...recurringBuysFixture, ended], trades: tradesFixture },
    { theme: { mode: 'dark' } },
  ),
};

export const Danish: Story = {
  ...kitStory({ trader, recurringBuys: recurringBuysFixture, trades: tradesFixture }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /750,00\sDKK hver måned/ })).toBeVisible();
  },
};

export const German: Story = {
  ...kitStory({ trader, recurringBuys: recurringBuysFixture, trades: tradesFixture }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /50,00\sEUR wöchentlich/ })).toBeVisible();
  },
};
