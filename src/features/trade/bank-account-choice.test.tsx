import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { bankAccountFixture, bankAccountsFixture, validIbans } from '../../mocks/trade-list-fixtures';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { BankAccountChoice } from './bank-account-choice';

const trader = traderAt('individual', 'done');

/** The choice as an order summary holds it: the chosen id in state. */
function Summary({ currency, onChange }: { currency: string; onChange: (id: number | undefined) => void }) {
  const [value, setValue] = useState<number>();
  return (
    <BankAccountChoice
      currency={currency}
      value={value}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    />
  );
}

describe('BankAccountChoice', () => {
  it('offers the accounts in the sell’s currency, masked but for the last four, the newest chosen', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(<Summary currency="EUR" onChange={onChange} />, {
      trader,
      bankAccounts: bankAccountsFixture,
    });
    const group = await screen.findByRole('group', { name: 'Bank account for the payout in EUR' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['2', '1']);
    const newest = within(group).getByRole('radio', { name: 'Account ending in 3000' });
    await waitFor(() => expect(newest).toBeChecked());
    expect(newest).toHaveAccessibleDescription('Ada King');
    expect(onChange).toHaveBeenLastCalledWith(2);
    // The DKK account is not offered, and no full IBAN is on the page.
    expect(screen.queryByRole('radio', { name: /6243/ })).toBeNull();
    expect(container.textContent).not.toContain(validIbans.DE);
    expect(container.textContent).toContain('•••• 3000');
    await expectNoAxeViolations(container);
  });

  it('tells the order summary when the customer picks another account', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Summary currency="EUR" onChange={onChange} />, {
      trader,
      bankAccounts: bankAccountsFixture,
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Account ending in 3000' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Account ending in 4300' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('radio', { name: 'Account ending in 4300' })).toBeChecked();
  });

  it('removes an account only once confirmed, then chooses the newest left', async () => {
    const onChange = vi.fn();
    const { user, state } = renderWithKit(<Summary currency="EUR" onChange={onChange} />, {
      trader,
      bankAccounts: bankAccountsFixture,
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Account ending in 3000' })).toBeChecked());
    const remove = screen.getByRole('button', { name: 'Remove the account ending in 3000' });
    await user.click(remove);
    const question = screen.getByRole('group', { name: /Remove the account ending in 3000\?/ });
    expect(within(question).getByRole('button', { name: 'Yes, remove it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: /Remove the account/ })).toBeNull();
    expect(remove).toHaveFocus();
    expect(state.requests.some((r) => r.route === 'deleteBankAccount')).toBe(false);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Account ending in 3000' })).toBeNull());
    expect(state.bankAccounts.map((a) => a.id)).toEqual([1, 3]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Account ending in 4300' })).toBeChecked());
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status')).toHaveTextContent('The account ending in 3000 was removed.');
    expect(screen.getByRole('button', { name: 'Add a bank account' })).toHaveFocus();
  });

  it('keeps the confirmation open with the reason when removing fails', async () => {
    const { user } = renderWithKit(<Summary currency="EUR" onChange={vi.fn()} />, {
      trader,
      bankAccounts: bankAccountsFixture,
      failures: {
        deleteBankAccount: { status: 404, body: { error: 'bank_account_not_found', message: 'gone' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove the account ending in 3000' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this bank account.');
    expect(screen.getByRole('button', { name: 'Yes, remove it' })).toBeVisible();
  });

  it('with no account in the currency, opens the form; the new account is offered and chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Summary currency="DKK" onChange={onChange} />, {
      trader,
      bankAccounts: [bankAccountFixture({ id: 7, currency: 'EUR' })],
    });
    expect(await screen.findByText('You have no bank account in DKK yet. Add one to receive the money.')).toBeVisible();
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    // A Danish IBAN names its bank: no BIC is asked.
    await user.type(iban, validIbans.DK);
    await user.type(screen.getByRole('textbox', { name: 'Name of the account holder' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Vesterbrogade 1');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '1620');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'København');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DK');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    const added = await screen.findByRole('radio', { name: 'Account ending in 6243' });
    expect(added).toBeChecked();
    expect(added).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The account ending in 6243 was added and chosen.');
  });

  it('opens the form from "Add a bank account" and closes it on Cancel', async () => {
    const { user } = renderWithKit(<Summary currency="EUR" onChange={vi.fn()} />, {
      trader,
      bankAccounts: bankAccountsFixture,
    });
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    expect(await screen.findByText('Account currency: EUR')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a bank account' })).toHaveFocus();
  });

  it('says when the accounts cannot be read, and reads them again on request', async () => {
    const { user, state } = renderWithKit(<Summary currency="EUR" onChange={vi.fn()} />, {
      trader,
      bankAccounts: bankAccountsFixture,
      failures: { listBankAccounts: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/trading service is not reachable/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(state.requests.filter((r) => r.route === 'listBankAccounts')).toHaveLength(2));
  });
});
