import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { partnerConfigFixture } from '../../mocks/fixtures';
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
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/This field is required\.$/);
    expect(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toHaveAccessibleDescription(
      'Accept the terms to create your account.',
    );
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveAccessibleDescription(
      'Choose one of the options.',
    );
    expect(state.requests.some((r) => r.route === 'signup')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('asks for the state in the US and requires it', async () => {
    const { user } = renderWithKit(<SignupView />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
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
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
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
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Some of the information is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('tells the password policy before anything is typed, ticks its parts off while typing, and refuses "abc"', async () => {
    const { user, state } = renderWithKit(<SignupView />);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit, space or symbol. A few words in a row make a strong password.',
    );
    const rules = () =>
      [...document.querySelectorAll('.tk-password-rules li')].map((li) => [
        li.textContent?.replace(/\s*\(.*\)$/, ''),
        li.getAttribute('data-state'),
      ]);
    expect(rules()).toEqual([
      ['•8 or more characters', 'unmet'],
      ['•A letter', 'unmet'],
      ['•A digit, space or symbol', 'unmet'],
    ]);
    await user.type(password, 'abc');
    expect(rules().map(([, met]) => met)).toEqual(['unmet', 'met', 'unmet']);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveAccessibleDescription(
      /Use at least 8 characters, with a letter and a digit, space or symbol\.$/,
    );
    expect(password).toHaveFocus();
    expect(state.requests.some((r) => r.route === 'signup')).toBe(false);
    await user.type(password, 'defgh 1');
    expect(rules().map(([, met]) => met)).toEqual(['met', 'met', 'met']);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(state.requests.some((r) => r.route === 'signup')).toBe(true));
  });

  it('requires the partner terms, linked from the box, and sends their acceptance', async () => {
    const onSignedUp = vi.fn();
    const { user, state } = renderWithKit(<SignupView onSignedUp={onSignedUp} />);
    const terms = await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ });
    const link = screen.getByRole('link', { name: /^terms and conditions ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/terms');
    expect(link).toHaveAttribute('target', '_blank');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(state.requests.find((r) => r.route === 'signup')?.body).toMatchObject({ termsAccepted: true });
  });

  it('has no terms box when the partner has no terms', async () => {
    renderWithKit(<SignupView />, { config: { ...partnerConfigFixture, termsUrl: null } });
    expect(await screen.findByRole('checkbox', { name: /Send me news/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /terms/ })).not.toBeInTheDocument();
  });

  it('a trusted session prefills its email, read-only, and signs up with it', async () => {
    const onSignedUp = vi.fn();
    const { user } = renderWithKit(<SignupView onSignedUp={onSignedUp} />, { trustedEmail: 'ada@partner.example' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@partner.example');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('This email is already confirmed, so it cannot be changed here.');
    await user.type(email, 'x');
    expect(email).toHaveValue('ada@partner.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DK');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(expect.objectContaining({ emailVerified: true })));
  });

  it('shows an error without a field as an alert', async () => {
    const { user } = renderWithKit(<SignupView />, {
      failures: { signup: { status: 429, body: { error: 'rate_limited', message: 'slow down' } } },
    });

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
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
