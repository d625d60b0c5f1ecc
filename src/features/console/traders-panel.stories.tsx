import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleStory } from './console-story';
import { TradersPanel } from './traders-panel';

const meta = {
  title: 'Sandbox console/Traders',
  component: TradersPanel,
} satisfies Meta<typeof TradersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTraders: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'ada@example.com' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve attempt 3f2a9c1e' })).toBeVisible();
    await expect(canvas.getByText('3 traders')).toBeVisible();
  },
};

export const ApprovedAttempt: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve attempt 3f2a9c1e' }));
    await expect(await canvas.findByText('Attempt 3f2a9c1e approved.')).toBeVisible();
  },
};

export const RejectedWithReason: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Reason for rejecting attempt 3f2a9c1e' }),
      'DENIED_YOUNGER_THAN_18_YEARS',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reject attempt 3f2a9c1e' }));
    await expect(await canvas.findByText('Attempt 3f2a9c1e rejected (DENIED_YOUNGER_THAN_18_YEARS).')).toBeVisible();
  },
};

export const CompanyDocumentsApproved: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    const acme = within(
      (await canvas.findByRole('heading', { level: 3, name: 'finance@acme.example' })).closest('article')!,
    );
    await userEvent.click(acme.getByRole('button', { name: 'Approve company documents of finance@acme.example' }));
    await expect(await canvas.findByText(/kybState is now approved/)).toBeVisible();
  },
};

export const Searched: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'ada@example.com' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by email' }), 'bob');
    await expect(await canvas.findByText('1 trader')).toBeVisible();
  },
};

export const Refused: Story = {
  ...consoleStory({ refuseTraderWrites: 'This decision is not possible: the attempt is expired, not pending.' }).story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve attempt 3f2a9c1e' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/the attempt is expired, not pending/);
  },
};

export const Empty: Story = {
  ...consoleStory({ traders: [] }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No traders yet/)).toBeVisible();
  },
};

export const WideLight: Story = {
  ...consoleStory({}, {}).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 traders')).toBeVisible();
  },
};

export const WhatStandsInTheWay: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    const ada = within((await canvas.findByRole('heading', { level: 3, name: 'ada@example.com' })).closest('article')!);
    await expect(ada.getByText('Can trade').nextElementSibling).toHaveTextContent(/^No: identification not approved/);
  },
};
