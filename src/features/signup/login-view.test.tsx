import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_CODE, MOCK_PASSWORD } from '../../mocks/mock-bff';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { LoginView } from './login-view';
import { PasswordResetView } from './password-reset-view';

describe('LoginView', () => {
  it('signs in with the right password', async () => {
    const onSignedIn = vi.fn();
    const { user, container } = renderWithKit(<LoginView onSignedIn={onSignedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await expectNoAxeViolations(container);
  });

  it('says a wrong email or password on the password field, focused', async () => {
    const { user } = renderWithKit(<LoginView />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The email or password is wrong.'));
    expect(password).toHaveFocus();
  });

  it('validates before sending', async () => {
    const { user, state } = renderWithKit(<LoginView />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(state.requests).toEqual([]);
  });
});

describe('PasswordResetView', () => {
  it('goes from email to code to new password, and signs in', async () => {
    const onDone = vi.fn();
    const { user, state } = renderWithKit(<PasswordResetView onDone={onDone} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // The code sends itself at its last digit.
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '999999');
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    await user.clear(code);
    await user.type(code, MOCK_CODE);
    await user.type(await screen.findByLabelText('New password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.requests.map((r) => r.route)).toEqual([
      'startPasswordReset',
      'checkPasswordResetCode',
      'checkPasswordResetCode',
      'completePasswordReset',
    ]);
  });

  it('validates each step before sending: the email, then the code', async () => {
    const { user, state } = renderWithKit(<PasswordResetView />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(state.requests).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(state.requests.map((r) => r.route)).toEqual(['startPasswordReset']);
  });
});
