import type { Meta, StoryObj } from '@storybook/react-vite';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { SourceOfFundsForm } from './source-of-funds-form';

const meta = {
  title: 'Trade/Profile/Source of funds',
  component: SourceOfFundsForm,
  tags: ['autodocs'],
  args: { accountType: 'individual' },
} satisfies Meta<typeof SourceOfFundsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  ...kitStory({ trader: traderAt('individual', 'address') }),
};

export const Corporate: Story = {
  ...kitStory({ trader: traderAt('corporate', 'corporateDetails') }),
  args: { accountType: 'corporate' },
};
