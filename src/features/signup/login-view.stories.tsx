import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { kitStory } from '../../mocks/story-kit';
import { LoginView } from './login-view';

const meta = {
  title: 'Trade/Login',
  component: LoginView,
  tags: ['autodocs'],
  args: { onForgotPassword: fn(), onCreateAccount: fn() },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong pair is said on the password field, without saying which of the two was wrong. */
export const Login: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The email or password is wrong.')).toBeVisible();
  },
};
