import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MOCK_CODE } from '../../mocks/mock-bff';
import { expectNoSidewaysScroll, kitStory, LONG_EMAIL } from '../../mocks/story-kit';
import { PasswordResetView } from './password-reset-view';

const meta = {
  title: 'Trade/Password reset',
  component: PasswordResetView,
  tags: ['autodocs'],
  args: { defaultEmail: 'ada@example.com', onCancel: fn() },
} satisfies Meta<typeof PasswordResetView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReset: Story = {
  ...kitStory(),
};

/** The new-password step: the same policy and checklist as sign-up. */
export const NewPassword: Story = {
  ...kitStory({}, { width: 320 }),
  args: { defaultEmail: LONG_EMAIL },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    // The code step names the (long) address the code went to: it wraps.
    await expectNoSidewaysScroll(canvasElement);
    // The code sends itself at its last digit.
    await userEvent.type(code, MOCK_CODE);
    const password = await canvas.findByLabelText('New password');
    await userEvent.type(password, 'short1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
    await expectNoSidewaysScroll(canvasElement);
  },
};
