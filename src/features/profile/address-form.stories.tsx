import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { AddressForm } from './address-form';

const individual = traderAt('individual', 'address');

const meta = {
  title: 'Trade/Profile/Address',
  component: AddressForm,
  tags: ['autodocs'],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {
  ...kitStory({ trader: individual }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'Street and number' })).toHaveFocus();
  },
};

export const AddressServerError: Story = {
  ...kitStory({
    trader: individual,
    failures: { submitAddress: { status: 400, body: { error: 'invalid_request', message: 'bad', field: 'city' } } },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street and number' }), 'Vesterbrogade 1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/not valid/)).toBeVisible();
  },
};
