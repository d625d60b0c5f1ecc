import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { newTrader } from '../../mocks/fixtures';
import { TAKEN_EMAIL } from '../../mocks/mock-bff';
import { kitStory } from '../../mocks/story-kit';
import { LoginView } from './login-view';
import { PasswordResetView } from './password-reset-view';
import { SignupView } from './signup-view';
import { VerifyEmailView } from './verify-email-view';

const meta = { title: 'Trade/Sign-up', component: SignupView } satisfies Meta<typeof SignupView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const EmailAlreadyInUse: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), TAKEN_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of residence' }), 'US');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'CA');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/already exists/)).toBeVisible();
  },
};

export const VerifyEmail: Story = {
  ...kitStory({ trader: newTrader('individual') }),
  render: () => <VerifyEmailView email="ada@example.com" />,
};

export const VerifyEmailTooManyAttempts: Story = {
  ...kitStory({ trader: newTrader('individual'), invalidCodeAttempts: 5 }),
  render: () => <VerifyEmailView email="ada@example.com" resendCooldownSeconds={0} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '000000');
    await expect(await canvas.findByText('Too many attempts')).toBeVisible();
  },
};

export const Login: Story = {
  ...kitStory(),
  render: () => <LoginView onForgotPassword={() => {}} onCreateAccount={() => {}} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The email or password is wrong.')).toBeVisible();
  },
};

export const PasswordReset: Story = {
  ...kitStory(),
  render: () => <PasswordResetView defaultEmail="ada@example.com" onCancel={() => {}} />,
};
