import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CallbacksPanel } from './callbacks-panel';
import { consoleStory } from './console-story';

const meta = {
  title: 'Sandbox console/Webhooks and callbacks',
  component: CallbacksPanel,
} satisfies Meta<typeof CallbacksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeliveries: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('https://shop.example/ipn')).toBeVisible();
    await expect(canvas.getByText('x-service-callback-signature: 9f86d081884c7d65')).toBeVisible();
  },
};

export const BodyOpen: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    const [, body] = await canvas.findAllByText('Body (JSON)');
    await userEvent.click(body!);
    await expect(await canvas.findByText(/"invoice_state_change"/)).toBeVisible();
  },
};

const again = consoleStory();
export const DeliveredAgain: Story = {
  ...again.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deliver again: #1' }));
    again.sandbox.attempt(1, 200, new Date().toISOString());
    await expect(await canvas.findByRole('heading', { name: '2 attempts' })).toBeVisible();
  },
};

export const Empty: Story = {
  ...consoleStory({ callbacks: [] }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing delivered yet/)).toBeVisible();
  },
};

export const CannotDeliverAgain: Story = {
  ...consoleStory({ failRedeliver: true }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deliver again: #2' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const WideLight: Story = {
  ...consoleStory({}, {}).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 deliveries')).toBeVisible();
  },
};
