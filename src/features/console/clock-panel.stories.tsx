import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ClockPanel } from './clock-panel';
import { consoleStory } from './console-story';

const realTime = new Date('2026-03-12T14:10:00.000Z');

const meta = {
  title: 'Sandbox console/Clock',
  component: ClockPanel,
  args: { realTime },
} satisfies Meta<typeof ClockPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStep: Story = {
  ...consoleStory({ now: realTime.toISOString() }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('In step with real time')).toBeVisible();
  },
};

export const AheadByADay: Story = {
  ...consoleStory({ now: '2026-03-13T16:40:00.000Z' }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ahead of real time by 1 d 2 h 30 min')).toBeVisible();
  },
};

export const MovedAnHour: Story = {
  ...consoleStory({ now: realTime.toISOString() }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+1 hour' }));
    await expect(await canvas.findByText(/^The sandbox clock is now/)).toBeVisible();
    await expect(canvas.getByText('Ahead of real time by 0 d 1 h 0 min')).toBeVisible();
  },
};

export const MovedAndThingsCameDue: Story = {
  ...consoleStory({
    now: realTime.toISOString(),
    cameDue: [
      { resource: 'trade', id: 12, state: 'expired' },
      { resource: 'invoice', id: 3180, state: 'expired' },
    ],
  }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+1 day' }));
    await expect(await canvas.findByText('Trade 12 → expired')).toBeVisible();
    await expect(canvas.getByText('Invoice 3180 → expired')).toBeVisible();
  },
};

export const MovedAndNothingCameDue: Story = {
  ...consoleStory({ now: realTime.toISOString() }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+1 minute' }));
    await expect(await canvas.findByText('Nothing came due.')).toBeVisible();
  },
};

export const MoveFailed: Story = {
  ...consoleStory({ now: realTime.toISOString(), failAdvance: true }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+7 days' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const MovedByATypedAmount: Story = {
  ...consoleStory({ now: realTime.toISOString() }).story,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Or move it by' }), '1h 30m{Enter}');
    await expect(await canvas.findByText('Ahead of real time by 0 d 1 h 30 min')).toBeVisible();
  },
};

export const TypedAmountNotRead: Story = {
  ...consoleStory({ now: realTime.toISOString() }).story,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Or move it by' }), '90{Enter}');
    await expect(await canvas.findByText(/^90 what\? Add a unit/)).toBeVisible();
  },
};
