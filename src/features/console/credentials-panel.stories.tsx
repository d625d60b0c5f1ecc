import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { credentialsFixture } from './console-fixtures';
import { consoleStory } from './console-story';
import { CredentialsPanel } from './credentials-panel';

const meta = {
  title: 'Sandbox console/Credentials',
  component: CredentialsPanel,
  args: { sessionSecret: '3c9e1a7f5b2d8e4a6c0f9b1d3e5a7c2f4b6d8e0a1c3f5b7d9e2a4c6f8b0d1e3a' },
} satisfies Meta<typeof CredentialsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecretsHidden: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(credentialsFixture.partner.id)).toBeVisible();
    await expect(canvas.getAllByText('Hidden')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Copy curl command' })).toBeVisible();
  },
};

export const SecretsShown: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show secrets' }));
    await expect(await canvas.findByText(credentialsFixture.merchant.apiSecret!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show secrets' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RevealFailed: Story = {
  ...consoleStory({ failReveal: true }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show secrets' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
