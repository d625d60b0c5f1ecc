import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { expectNoSidewaysScroll, kitStory } from '../../mocks/story-kit';
import { validIbans } from '../../mocks/trade-list-fixtures';
import { BankAccountForm } from './bank-account-form';

const trader = traderAt('individual', 'done');
/** A trader whose name and address the form fills in. */
const known = {
  ...trader,
  personalInformation: { name: 'Ada Lovelace' },
  profile: {
    ...trader.profile,
    address: { street: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', state: null, country: 'DE' },
  },
};

const meta = {
  title: 'Trade/Bank account form',
  component: BankAccountForm,
  tags: ['autodocs'],
  args: { currency: 'EUR', onCreated: fn(), onCancel: fn() },
} satisfies Meta<typeof BankAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { ...kitStory({ trader }) };

export const FilledInFromTheProfile: Story = { ...kitStory({ trader: known }) };

export const ChooseCurrency: Story = { ...kitStory({ trader: known }), args: { currency: undefined } };

/** The customer swapped two digits: the check digits no longer match. */
export const ChecksumRefused: Story = {
  ...kitStory({ trader: known }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByText(/check digits of this IBAN do not match/)).toBeVisible();
  },
};

/** A character is missing: the length is wrong for the country. */
export const LengthRefused: Story = {
  ...kitStory({ trader: known }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'DK50 0040 0440 1162 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByText(/An IBAN from Denmark has 18 characters; this one has 17/)).toBeVisible();
  },
};

/** An IBAN from outside SEPA does not name its bank on its own: the BIC is asked, and required. */
export const BicOutsideSepa: Story = {
  ...kitStory({ trader: known }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'TR33 0006 1005 1978 6457 8413 26');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    const bic = canvas.getByRole('textbox', { name: 'BIC (SWIFT code)' });
    await expect(bic).toHaveFocus();
    await expect(bic).toHaveAccessibleDescription(/outside the SEPA area \((Türkiye|Turkey)\)/);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Every field left empty: each says so. */
export const Required: Story = {
  ...kitStory({ trader }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save bank account' }));
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
  },
};

export const UsHolderNeedsState: Story = {
  ...kitStory({ trader: known }),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }), 'US');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), validIbans.DE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveFocus();
  },
};

/** The service refuses a field the view let through: the error shows on that field. */
export const ServerFieldError: Story = {
  ...kitStory({
    trader: known,
    failures: {
      createBankAccount: {
        status: 400,
        body: { error: 'invalid_request', message: 'holder.address.city: bad', field: 'holder.address.city' },
      },
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), validIbans.DE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByText(/Some of the information is not valid/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus();
  },
};

export const ServiceDown: Story = {
  ...kitStory({
    trader: known,
    failures: { createBankAccount: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), validIbans.DE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = { ...kitStory({ trader, hang: ['getConfig'] }) };

export const ConfigUnavailable: Story = {
  ...kitStory({
    trader,
    failures: { getConfig: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The narrowest phone with every error shown: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({ trader }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'FR14 2004 1010 0505 0001 3M02 607');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByText(/check digits/)).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = {
  ...kitStory({ trader: known }, { theme: { mode: 'dark' } }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    await expect(await canvas.findByText(/check digits/)).toBeVisible();
  },
};

export const Danish: Story = {
  ...kitStory({ trader: known }),
  args: { currency: 'DKK' },
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'DK50 0040 0440 1162 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Gem bankkonto' }));
    await expect(await canvas.findByText(/Et IBAN fra Danmark har 18 tegn/)).toBeVisible();
  },
};

export const German: Story = {
  ...kitStory({ trader: known }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013001');
    await userEvent.click(canvas.getByRole('button', { name: 'Bankkonto speichern' }));
    await expect(await canvas.findByText(/Prüfziffern dieser IBAN stimmen nicht/)).toBeVisible();
  },
};
