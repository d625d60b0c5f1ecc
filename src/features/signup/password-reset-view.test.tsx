import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_CODE } from '../../mocks/mock-bff';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { PasswordResetView } from './password-reset-view';

describe('PasswordResetView', () => {
  it('the new password follows the sign-up policy: told first, "abc" refused on the field, a good one signs in', async () => {
    const onDone = vi.fn();
    const { user, state, container } = renderWithKit(
      <PasswordResetView defaultEmail="ada@example.com" onDone={onDone} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // The code sends itself at its last digit.
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), MOCK_CODE);
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAccessibleDescription(
      /^At least 8 characters, with a letter and a digit, space or symbol\./,
    );
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(password).toHaveAccessibleDescription(
      /Use at least 8 characters, with a letter and a digit, space or symbol\.$/,
    );
    expect(password).toHaveFocus();
    expect(state.requests.some((r) => r.route === 'completePasswordReset')).toBe(false);
    await expectNoAxeViolations(container);
    await user.type(password, 'defgh 1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('rule: one code, one request: the code sends itself at its last digit, and a refused one is not sent again', async () => {
    const onDone = vi.fn();
    const { user, state } = renderWithKit(<PasswordResetView defaultEmail="ada@example.com" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    const sent = () => state.requests.filter((r) => r.route === 'checkPasswordResetCode').map((r) => r.body);
    await user.type(code, '000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/not right/));
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await user.type(code, '{Enter}');
    expect(sent()).toEqual([{ email: 'ada@example.com', code: '000000' }]);
    expect(code).toHaveAccessibleDescription(/not right/);
    await user.clear(code);
    await user.type(code, MOCK_CODE);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(sent()).toHaveLength(2);
  });
});
