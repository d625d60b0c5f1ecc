import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { partnerConfigFixture } from '../../mocks/fixtures';
import { TAKEN_EMAIL } from '../../mocks/mock-bff';
import { expectNoSidewaysScroll, kitStory, LONG_EMAIL } from '../../mocks/story-kit';
import { SignupView } from './signup-view';

const meta = { title: 'Trade/Sign-up', component: SignupView, tags: ['autodocs'] } satisfies Meta<typeof SignupView>;
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
