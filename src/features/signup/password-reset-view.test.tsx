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
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), MOCK_CODE);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
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
});
