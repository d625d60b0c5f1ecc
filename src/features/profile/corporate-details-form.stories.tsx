import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { CorporateDetailsForm } from './corporate-details-form';

const meta = {
  title: 'Trade/Profile/Corporate details',
  component: CorporateDetailsForm,
  tags: ['autodocs'],
} satisfies Meta<typeof CorporateDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CorporateDetailsOther: Story = {
  ...kitStory({ trader: traderAt('corporate', 'corporateDetails') }),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Industry' }), 'other');
    await expect(canvas.getByRole('textbox', { name: 'Which industry?' })).toBeVisible();
  },
};
