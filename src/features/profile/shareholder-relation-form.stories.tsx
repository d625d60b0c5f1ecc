import type { Meta, StoryObj } from '@storybook/react-vite';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { ShareholderRelationForm } from './shareholder-relation-form';

const meta = {
  title: 'Trade/Profile/Shareholder relation',
  component: ShareholderRelationForm,
  tags: ['autodocs'],
} satisfies Meta<typeof ShareholderRelationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShareholderRelation: Story = {
  ...kitStory({ trader: traderAt('corporate', 'corporateDetails') }),
};
