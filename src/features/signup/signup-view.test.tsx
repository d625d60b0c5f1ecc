import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TAKEN_EMAIL } from '../../mocks/mock-bff';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { SignupView } from './signup-view';

describe('SignupView', () => {
  it('says what is missing on each field and moves focus to the first one', async () => {
    const { user, state, container } = renderWithKit(<SignupView />);
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveAccessibleDescription(
      'Choose one of the options.',
    );
    expect(state.requests.some((r) => r.route === 'signup')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('asks for the state in the US and requires it', async () => {
    const { user } = renderWithKit(<SignupView />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'US');
    const state = screen.getByRole('combobox', { name: 'State' });
    // Only the states where trading is supported are offered.
    expect([...state.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'CA', 'TX']);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(state).toHaveAccessibleDescription('Choose one of the options.');
    expect(state).toHaveFocus();
  });

  it('puts "email already in use" from the server on the email field, focused', async () => {
    const onSignedUp = vi.fn();
    const { user } = renderWithKit(<SignupView onSignedUp={onSignedUp} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), TAKEN_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText(/An account with this email already exists/)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('puts a server invalid_request on the field the BFF names', async () => {
    const { user } = renderWithKit(<SignupView />, {
      failures: {
        signup: {
          status: 400,
          body: { error: 'invalid_request', message: 'password: too short', field: 'password' },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Some of the information is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows an error without a field as an alert', async () => {
    const { user } = renderWithKit(<SignupView />, {
      failures: { signup: { status: 429, body: { error: 'rate_limited', message: 'slow down' } } },
    });

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('speaks Danish', async () => {
    renderWithKit(<SignupView />, { locale: 'da' });
    expect(await screen.findByRole('heading', { name: 'Opret din konto' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tyskland' })).toBeInTheDocument();
  });
});
