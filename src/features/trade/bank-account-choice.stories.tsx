import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { bankAccountFixture, bankAccountsFixture } from '../../mocks/trade-list-fixtures';
import { BankAccountChoice } from './bank-account-choice';

const trader = traderAt('individual', 'done');

/** The choice as a sell's order summary holds it: the chosen id in state. */
function InSummary({ currency }: { currency: string }) {
  const [value, setValue] = useState<number>();
  return <BankAccountChoice currency={currency} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Trade/Bank account choice',
  component: BankAccountChoice,
  tags: ['autodocs'],
  args: { currency: 'EUR', value: undefined, onChange: fn() },
  render: ({ currency }) => <InSummary currency={currency} />,
} satisfies Meta<typeof BankAccountChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestChosen: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }),
  play: async ({ canvas }) => {
    const newest = await canvas.findByRole('radio', { name: 'Account ending in 3000' });
    await waitFor(() => expect(newest).toBeChecked());
  },
};

/** No account in the sell's currency yet: the registration form is open. */
export const NoAccountYet: Story = {
  ...kitStory({ trader, bankAccounts: [bankAccountFixture({ id: 1, currency: 'EUR' })] }),
  args: { currency: 'DKK' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'IBAN' })).toBeVisible();
  },
};

export const AddingAnother: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a bank account' }));
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const ConfirmRemove: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the account ending in 3000' }));
    await expect(canvas.getByRole('button', { name: 'Yes, remove it' })).toHaveFocus();
  },
};

export const RemoveFailed: Story = {
  ...kitStory({
    trader,
    bankAccounts: bankAccountsFixture,
    failures: { deleteBankAccount: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the account ending in 3000' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove it' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = { ...kitStory({ trader, hang: ['listBankAccounts'] }) };

export const CannotRead: Story = {
  ...kitStory({
    trader,
    failures: { listBankAccounts: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The narrowest phone, with a confirmation open: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the account ending in 3000' }));
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const At320PixelsNoAccount: Story = {
  ...kitStory({ trader }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'IBAN' });
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }, { theme: { mode: 'dark' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the account ending in 3000' }));
  },
};

export const Danish: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }),
  args: { currency: 'DKK' },
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Bankkonto til udbetaling i DKK' })).toBeVisible();
  },
};

export const German: Story = {
  ...kitStory({ trader, bankAccounts: bankAccountsFixture }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entfernen (Konto mit den Endziffern 3000)' }));
    await expect(canvas.getByRole('button', { name: 'Ja, entfernen' })).toHaveFocus();
  },
};
