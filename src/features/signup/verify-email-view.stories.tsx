import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { newTrader } from '../../mocks/fixtures';
import { expectNoSidewaysScroll, kitStory, LONG_EMAIL } from '../../mocks/story-kit';
import { VerifyEmailView } from './verify-email-view';

const signedUp = newTrader('individual');

const meta = {
  title: 'Trade/Verify email',
  component: VerifyEmailView,
  tags: ['autodocs'],
  args: { email: 'ada@example.com' },
} satisfies Meta<typeof VerifyEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifyEmail: Story = {
  ...kitStory({ trader: signedUp }),
};

/** A very long address on the narrowest phone: it wraps inside the frame instead of widening it. */
export const LongEmailAt320Pixels: Story = {
  ...kitStory({ trader: signedUp }, { width: 320 }),
  args: { email: LONG_EMAIL },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(new RegExp(LONG_EMAIL.slice(0, 20)))).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LongEmailDarkGerman: Story = {
  ...kitStory({ trader: signedUp }, { width: 320, theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  args: { email: LONG_EMAIL },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const TooManyAttempts: Story = {
  ...kitStory({ trader: signedUp, invalidCodeAttempts: 5 }),
  args: { resendCooldownSeconds: 0 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '000000');
    await expect(await canvas.findByText('Too many attempts')).toBeVisible();
  },
};
