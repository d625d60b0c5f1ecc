import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { PepDeclarationForm } from './pep-form';

const meta = {
  title: 'Trade/Profile/PEP declaration',
  component: PepDeclarationForm,
  tags: ['autodocs'],
} satisfies Meta<typeof PepDeclarationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PepRelative: Story = {
  ...kitStory({ trader: traderAt('individual', 'address') }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /family member or close associate/ }));
    await expect(canvas.getByRole('combobox', { name: 'Your relationship' })).toBeVisible();
  },
};
