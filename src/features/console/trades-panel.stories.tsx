import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { consoleStory } from './console-story';
import { TradesPanel } from './trades-panel';

const meta = {
  title: 'Sandbox console/Trades and invoices',
  component: TradesPanel,
} satisfies Meta<typeof TradesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TradesAndInvoices: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Trade #14' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Invoice #21' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Receipt: trade #11' })).toBeVisible();
  },
};

const approved = consoleStory();
export const CardPaymentApproved: Story = {
  ...approved.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve: trade #14' }));
    await expect(await canvas.findByText('Trade #14: card payment approved. It is now processing.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Trade #14' })).toHaveAttribute('data-state', 'processing'),
    );
  },
};

const paid = consoleStory();
export const InvoicePaidInFull: Story = {
  ...paid.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay in full: invoice #21' }));
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Invoice #21' })).toHaveAttribute('data-state', 'paid'),
    );
    await expect(paid.sandbox.trades.state.calls.at(-1)?.body).toEqual({
      address: 'tb1qinvoice000000000000000000000000000021',
      amount: 0.00023,
    });
  },
};

export const Refused: Story = {
  ...consoleStory({ refuseTradeActions: true }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bank transfer arrives: trade #13' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  ...consoleStory({ trades: [], invoices: [] }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No trades yet/)).toBeVisible();
    await expect(await canvas.findByText(/No invoices yet/)).toBeVisible();
  },
};

export const WideLight: Story = {
  ...consoleStory({}, {}).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 trades')).toBeVisible();
  },
};

export const TestInvoiceCreated: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create invoice' }));
    await expect(await canvas.findByRole('link', { name: 'Open the payment page of invoice #22' })).toBeVisible();
  },
};
