import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { AddressForm } from './address-form';
import { CorporateDetailsForm } from './corporate-details-form';
import { PepDeclarationForm } from './pep-form';
import { ShareholderRelationForm } from './shareholder-relation-form';
import { SourceOfFundsForm } from './source-of-funds-form';

const individual = traderAt('individual', 'address');
const corporate = traderAt('corporate', 'corporateDetails');

const meta = { title: 'Trade/Profile', component: AddressForm } satisfies Meta<typeof AddressForm>;
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

export const SourceOfFundsIndividual: Story = {
  ...kitStory({ trader: individual }),
  render: () => <SourceOfFundsForm accountType="individual" />,
};

export const SourceOfFundsCorporate: Story = {
  ...kitStory({ trader: corporate }),
  render: () => <SourceOfFundsForm accountType="corporate" />,
};

export const CorporateDetailsOther: Story = {
  ...kitStory({ trader: corporate }),
  render: () => <CorporateDetailsForm />,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Industry' }), 'other');
    await expect(canvas.getByRole('textbox', { name: 'Which industry?' })).toBeVisible();
  },
};

export const ShareholderRelation: Story = {
  ...kitStory({ trader: corporate }),
  render: () => <ShareholderRelationForm />,
};

export const PepRelative: Story = {
  ...kitStory({ trader: individual }),
  render: () => <PepDeclarationForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /family member or close associate/ }));
    await expect(canvas.getByRole('combobox', { name: 'Your relationship' })).toBeVisible();
  },
};
