import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { attemptFixture, partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { TraderStatus } from './trader-status';

const atKyc = traderAt('individual', 'identification');
const rejected = { trader: atKyc, attempts: [attemptFixture('rejected', 'DENIED_YOUNGER_THAN_18_YEARS')] };

const meta = {
  title: 'Trade/Trader status',
  component: TraderStatus,
  tags: ['autodocs'],
  args: { trader: atKyc },
} satisfies Meta<typeof TraderStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Identity verification rejected for good: the reason and the partner's support, under the checklist. */
export const IdentityRejected: Story = {
  ...kitStory(rejected),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You must be at least 18 years old to trade.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Contact support/ })).toBeVisible();
  },
};

export const IdentityRejectedNoSupportLink: Story = {
  ...kitStory({ ...rejected, config: { ...partnerConfigFixture, supportUrl: null } }),
};

export const IdentityRejectedAt320PixelsDark: Story = {
  ...kitStory(rejected, { width: 320, theme: { mode: 'dark' } }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: /Contact support/ });
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const IdentityRejectedDanish: Story = {
  ...kitStory(rejected, { width: 320 }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Identitetsbekræftelsen lykkedes ikke')).toBeVisible();
  },
};

export const IdentityRejectedGerman: Story = {
  ...kitStory(rejected, { theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Die Identitätsprüfung war nicht erfolgreich')).toBeVisible();
  },
};

/** A rejection another try can fix is not final: the checklist alone, with identification next. */
export const IdentityRejectedFixable: Story = {
  ...kitStory({ trader: atKyc, attempts: [attemptFixture('rejected', 'NO_ID_UPLOADED')] }),
};
