import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { newTrader, partnerConfigFixture } from '../../mocks/fixtures';
import { MOCK_CODE, TAKEN_EMAIL } from '../../mocks/mock-bff';
import { kitStory } from '../../mocks/story-kit';
import { LoginView } from './login-view';
import { PasswordResetView } from './password-reset-view';
import { SignupView } from './signup-view';
import { VerifyEmailView } from './verify-email-view';

/** An address as long as people really have: it must wrap, never widen the frame. */
const LONG_EMAIL =
  'maximilian.alexander.vonhohenzollernsigmaringen.privateaccount@extremelylongcompanydomainname.example';

async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}

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
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of residence' }), 'US');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'CA');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/already exists/)).toBeVisible();
  },
};

/** The policy is told before typing; "abc" ticks off only "a letter", and submitting says what is missing. */
export const WeakPassword: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Password');
    await expect(password).toHaveAccessibleDescription(/^At least 8 characters/);
    await userEvent.type(password, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
  },
};

/** Every part of the policy met: the checklist is all ticks. */
export const StrongPassword: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Password'), 'correct horse battery');
    await expect(await canvas.findAllByText(/\(done\)/)).toHaveLength(3);
  },
};

/** The terms box left empty: the error sits on it, focused. */
export const TermsNotAccepted: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of residence' }), 'DK');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const terms = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAccessibleDescription('Accept the terms to create your account.');
  },
};

/** A partner with no terms configured: no box. */
export const NoPartnerTerms: Story = {
  ...kitStory({ config: { ...partnerConfigFixture, termsUrl: null } }),
};

/** A trusted widget session: the email the partner vouched for, shown and not editable. */
export const TrustedSignUp: Story = {
  ...kitStory({ trustedEmail: 'ada.lovelace@partner.example' }),
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada.lovelace@partner.example');
    await expect(email).toHaveAttribute('readonly');
  },
};

/** The narrowest phone in the dark theme, a long trusted email in the field: nothing sticks out sideways. */
export const SignUpAt320PixelsDark: Story = {
  ...kitStory({ trustedEmail: LONG_EMAIL }, { width: 320, theme: { mode: 'dark' } }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Password'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const SignUpDanish: Story = {
  ...kitStory({}, { width: 320 }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Opret din konto' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Adgangskode'), 'abc');
    await expect(canvas.getByText('Et bogstav')).toBeVisible();
  },
};

export const SignUpGerman: Story = {
  ...kitStory({}, { theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Konto erstellen' }));
    await expect(canvas.getByText('Akzeptieren Sie die Bedingungen, um Ihr Konto zu erstellen.')).toBeVisible();
  },
};

export const VerifyEmail: Story = {
  ...kitStory({ trader: newTrader('individual') }),
  render: () => <VerifyEmailView email="ada@example.com" />,
};

/** A very long address on the narrowest phone: it wraps inside the frame instead of widening it. */
export const VerifyEmailLongEmailAt320Pixels: Story = {
  ...kitStory({ trader: newTrader('individual') }, { width: 320 }),
  render: () => <VerifyEmailView email={LONG_EMAIL} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(new RegExp(LONG_EMAIL.slice(0, 20)))).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const VerifyEmailLongEmailDarkGerman: Story = {
  ...kitStory({ trader: newTrader('individual') }, { width: 320, theme: { mode: 'dark' } }),
  globals: { locale: 'de' },
  render: () => <VerifyEmailView email={LONG_EMAIL} />,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
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

/** The new-password step: the same policy and checklist as sign-up. */
export const PasswordResetNewPassword: Story = {
  ...kitStory({}, { width: 320 }),
  render: () => <PasswordResetView defaultEmail={LONG_EMAIL} onCancel={() => {}} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    // The code step names the (long) address the code went to: it wraps.
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.type(code, MOCK_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    const password = await canvas.findByLabelText('New password');
    await userEvent.type(password, 'short1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
    await expectNoSidewaysScroll(canvasElement);
  },
};
