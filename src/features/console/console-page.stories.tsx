import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsoleLayout } from './console-page';
import { consoleStory } from './console-story';

const meta = {
  title: 'Sandbox console/Page',
  component: ConsoleLayout,
  args: { live: 'open' },
} satisfies Meta<typeof ConsoleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Copy code 482913' })).toBeVisible();
  },
};

// Following a navigation link changes the address's hash, which the story runner's frame does not survive: the
// panel switch is covered by console-panels.test.tsx and the e2e journey.
export const Reconnecting: Story = {
  ...consoleStory().story,
  args: { live: 'down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live updates paused, reconnecting…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
  },
};
