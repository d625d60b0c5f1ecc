import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newTrader } from '../../mocks/fixtures';
import { MOCK_CODE } from '../../mocks/mock-bff';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { VerifyEmailView } from './verify-email-view';

const trader = newTrader('individual');

describe('VerifyEmailView', () => {
  it('takes a pasted code with spaces, keeps its digits and submits it', async () => {
    const onVerified = vi.fn();
    const { user, container } = renderWithKit(<VerifyEmailView email="ada@example.com" onVerified={onVerified} />, {
      trader,
    });
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue(MOCK_CODE);
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    await expectNoAxeViolations(container);
  });

  it('puts a wrong code on the code field', async () => {
    const { user } = renderWithKit(<VerifyEmailView />, { trader });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(code).toHaveFocus();
  });

  it('rule: one code, one request: the code that sent itself at its last digit is not sent again by Enter or Confirm', async () => {
    const { user, state } = renderWithKit(<VerifyEmailView />, { trader });
    const code = screen.getByRole('textbox', { name: 'Code' });
    const sent = () => state.requests.filter((r) => r.route === 'verifyEmailCode').map((r) => r.body);
    // Enter right after the last digit, while the code is on its way.
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.type(code, '{Enter}');
    expect(sent()).toEqual([{ code: '000000' }]);
    expect(state.invalidCodeAttempts).toBe(1);
    expect(code).toHaveAccessibleDescription(/That code is not right/);
    // Another code is another try.
    await user.clear(code);
    await user.type(code, '000001');
    await waitFor(() => expect(sent()).toEqual([{ code: '000000' }, { code: '000001' }]));
  });

  it('requires 6 digits before asking the server', async () => {
    const { user, state } = renderWithKit(<VerifyEmailView />, { trader });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      /Enter the 6 digits from the email/,
    );
    expect(state.requests.some((r) => r.route === 'verifyEmailCode')).toBe(false);
  });

  it('after too many wrong codes, locks the field until a new code is requested', async () => {
    const { user, state } = renderWithKit(<VerifyEmailView resendCooldownSeconds={0} />, { trader });
    state.invalidCodeAttempts = 5;
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a new code/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeEnabled();
  });

  it('lets a new code be requested only after the cooldown', async () => {
    renderWithKit(<VerifyEmailView resendCooldownSeconds={60} />, { trader });
    expect(screen.getByRole('button', { name: 'Send a new code in 60 seconds' })).toBeDisabled();
  });
});
