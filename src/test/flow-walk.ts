// The flow's first steps as a customer takes them in the component tests (msw's mock BFF, English): the quote, the
// sign-up with its emailed code, and an individual's or a company's profile.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MOCK_CODE } from '../mocks/mock-bff';
import type { renderWithKit } from './render-with-kit';

export type User = ReturnType<typeof renderWithKit>['user'];

/** The quote: 100 EUR, priced, then Continue. */
export async function quoteAndContinue(user: User) {
  const amount = await screen.findByRole('textbox', { name: 'Amount in EUR' });
  await user.type(amount, '100');
  expect(await screen.findByText('You receive about')).toBeInTheDocument();
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
}

/** The sign-up form, filled in and sent. */
export async function createAccount(user: User, accountType: 'Personal' | 'Business') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('radio', { name: accountType }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'DK');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The emailed code (the mock's), typed: the field sends it at 6 digits. */
export async function enterCode(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Code' }), MOCK_CODE);
}

/** The sign-up and its emailed code. */
export async function signUp(user: User, accountType: 'Personal' | 'Business') {
  await createAccount(user, accountType);
  await enterCode(user);
}

/** An individual's or a company's profile: address, source of funds, (shareholders,) political exposure. */
export async function addressSourceOfFundsPep(user: User, accountType: 'individual' | 'corporate') {
  await user.type(await screen.findByRole('textbox', { name: 'Street and number' }), 'Vesterbrogade 1');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'København');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const origin = await screen.findByRole('combobox', { name: 'Where does the money come from?' });
  await user.selectOptions(origin, accountType === 'corporate' ? 'business-income' : 'savings');
  await user.selectOptions(screen.getByRole('combobox', { name: /expect to trade per year/ }), '2');
  await user.click(screen.getByRole('checkbox', { name: /legal activities/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  if (accountType === 'corporate') {
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }
  await user.click(await screen.findByRole('radio', { name: 'None of these' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
