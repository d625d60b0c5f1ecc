import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleIban, typedIbans } from '../../api/contract/trade/examples';
import { partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { validIbans } from '../../mocks/trade-list-fixtures';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { BankAccountForm } from './bank-account-form';

const trader = {
  ...traderAt('individual', 'done'),
  personalInformation: { name: 'Ada Lovelace' },
  profile: {
    ...traderAt('individual', 'done').profile,
    address: { street: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', state: null, country: 'DE' },
  },
};

const iban = () => screen.getByRole('textbox', { name: 'IBAN' });
const bic = () => screen.getByRole('textbox', { name: 'BIC (SWIFT code)' });
const save = () => screen.getByRole('button', { name: 'Save bank account' });

async function fillAccount(user: UserEvent, number: string) {
  await user.clear(iban());
  await user.type(iban(), number);
}

/** A valid IBAN of a country outside SEPA, whose payouts need the bank's BIC. */
const TURKISH_IBAN = 'TR330006100519786457841326';
/** Countries the service lists as not supported (sanctioned), as its configuration does. */
const sanctioned = ['RU', 'IR', 'KP', 'SY', 'CU', 'BY'];
const optionValues = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.value);

describe('BankAccountForm', () => {
  it('refuses an IBAN with wrong check digits in the view, saying so, and sends nothing', async () => {
    const onCreated = vi.fn();
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={onCreated} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    // DE89… with its last two digits swapped: right country and length, wrong checksum.
    await fillAccount(user, 'DE89 3704 0044 0532 0130 00'.replace(/00$/, '01'));
    await user.click(save());
    await waitFor(() => expect(iban()).toHaveAccessibleDescription(/check digits of this IBAN do not match/));
    expect(iban()).toHaveFocus();
    expect(state.requests.some((r) => r.route === 'createBankAccount')).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('tells a wrong length and an unknown country apart from a wrong checksum', async () => {
    const { user } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    await fillAccount(user, 'DE89 3704 0044 0532 0130 0');
    await user.click(save());
    await waitFor(() =>
      expect(iban()).toHaveAccessibleDescription(/An IBAN from Germany has 22 characters; this one has 21/),
    );
    await user.clear(iban());
    await user.type(iban(), 'XX89370400440532013000');
    await waitFor(() => expect(iban()).toHaveAccessibleDescription(/XX is not a country that uses IBANs/));
    await user.clear(iban());
    await user.type(iban(), validIbans.DE);
    await waitFor(() => expect(iban()).toHaveAccessibleDescription(/^It is on your bank statement/));
  });

  it('registers the account: the IBAN normalised, the bank in the IBAN’s country, the holder filled in', async () => {
    const onCreated = vi.fn();
    const { user, state, container } = renderWithKit(<BankAccountForm currency="EUR" onCreated={onCreated} />, {
      trader,
    });
    await screen.findByRole('textbox', { name: 'IBAN' });
    expect(screen.getByText('Account currency: EUR')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name of the account holder' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await expectNoAxeViolations(container);
    await fillAccount(user, 'nl91 abna 0417 1643 00');
    await user.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(state.requests.find((r) => r.route === 'createBankAccount')?.body).toEqual({
      account: { number: validIbans.NL, currency: 'EUR' },
      bank: { address: { country: 'NL' } },
      holder: {
        name: 'Ada Lovelace',
        address: { street: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE' },
      },
    });
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ id: 1, account: { number: validIbans.NL, type: 'sepa' } });
    expect(state.bankAccounts).toHaveLength(1);
  });

  it('accepts an IBAN pasted with hyphens, dots and invisible characters, and sends it in its electronic format', async () => {
    const onCreated = vi.fn();
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={onCreated} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    // Hyphens, zero-width spaces, and all the separators at once in lower case.
    const pasted = typedIbans.filter(([kind]) => /^(hyphens|zero-width spaces|all of them)/.test(kind));
    for (const [index, [kind, typed]] of pasted.entries()) {
      await user.clear(iban());
      await user.click(iban());
      await user.paste(typed);
      await user.click(save());
      await waitFor(() => expect(onCreated, kind).toHaveBeenCalledTimes(index + 1));
    }
    const sent = state.requests.filter((r) => r.route === 'createBankAccount');
    expect(sent.map((r) => r.body)).toEqual(
      pasted.map(() => expect.objectContaining({ account: { number: exampleIban, currency: 'EUR' } })),
    );
    expect(state.bankAccounts.map((a) => a.account)).toEqual(
      pasted.map(() => ({ type: 'sepa', currency: 'EUR', bic: '', number: exampleIban })),
    );
  });

  it('requires every field', async () => {
    const { user } = renderWithKit(<BankAccountForm onCreated={vi.fn()} />, { trader: traderAt('individual', 'done') });
    await screen.findByRole('textbox', { name: 'IBAN' });
    await user.click(save());
    expect(iban()).toHaveAccessibleDescription(/This field is required/);
    expect(iban()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name of the account holder' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('This field is required.');
  });

  it('rule: an IBAN of a SEPA country names its bank: no BIC is asked, and the account is registered without one', async () => {
    const onCreated = vi.fn();
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={onCreated} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    for (const number of [validIbans.DE, validIbans.FR, validIbans.DK]) {
      await fillAccount(user, number);
      expect(screen.queryByRole('textbox', { name: /BIC/ }), number).toBeNull();
    }
    await user.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(state.requests.find((r) => r.route === 'createBankAccount')?.body).toMatchObject({
      account: { number: validIbans.DK, currency: 'EUR' },
    });
    expect(state.bankAccounts[0]!.account).toEqual({ type: 'sepa', currency: 'EUR', bic: '', number: validIbans.DK });
  });

  it('rule: an IBAN from outside SEPA asks for the bank’s BIC, which is then required and checked', async () => {
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    // Asked as soon as the country is known, before the rest of the number is typed.
    await user.type(iban(), 'TR33');
    expect(bic()).toHaveAccessibleDescription(/outside the SEPA area/);
    await user.clear(iban());
    await user.type(iban(), TURKISH_IBAN);
    await user.click(save());
    await waitFor(() => expect(bic()).toHaveAccessibleDescription(/This field is required/));
    expect(bic()).toHaveFocus();
    await user.type(bic(), 'TGBA TR');
    await waitFor(() => expect(bic()).toHaveAccessibleDescription(/Enter a BIC of 8 or 11 letters and digits/));
    expect(state.requests.some((r) => r.route === 'createBankAccount')).toBe(false);
    await user.type(bic(), 'isxxx');
    await user.click(save());
    await waitFor(() => expect(state.bankAccounts).toHaveLength(1));
    expect(state.requests.find((r) => r.route === 'createBankAccount')?.body).toMatchObject({
      account: { number: TURKISH_IBAN, bic: 'TGBATRISXXX', currency: 'EUR' },
      bank: { address: { country: 'TR' } },
    });
  });

  it('rule: the holder’s countries are the service’s supported countries, the sign-up list: none it leaves out', async () => {
    const unsupported = Object.fromEntries(
      sanctioned.map((code) => [code, { supported: false, supportedTransferInMedia: [] }]),
    );
    const config = { ...partnerConfigFixture, countries: { ...partnerConfigFixture.countries, ...unsupported } };
    const { user } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, { trader, config });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    // Denmark, Germany, United States: GB and the sanctioned countries are listed by the service as not supported.
    expect(optionValues(country)).toEqual(['', 'DK', 'DE', 'US']);
    await user.selectOptions(country, 'US');
    expect(optionValues(screen.getByRole('combobox', { name: 'State' }))).toEqual(['', 'CA', 'TX']);
  });

  it('rule: the holder is the trader: name and address (state included) prefilled from the profile, each editable', async () => {
    const american = {
      ...trader,
      profile: {
        ...trader.profile,
        // A state as a partner's KYC may give it, in its ISO 3166-2 form.
        address: { street: '1 Market St', zipcode: '94105', city: 'San Francisco', state: 'US-CA', country: 'US' },
      },
    };
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, {
      trader: american,
    });
    const name = await screen.findByRole('textbox', { name: 'Name of the account holder' });
    const values = () => ({
      name: (name as HTMLInputElement).value,
      street: (screen.getByRole('textbox', { name: 'Street and number' }) as HTMLInputElement).value,
      zipcode: (screen.getByRole('textbox', { name: 'Postal code' }) as HTMLInputElement).value,
      city: (screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value,
      country: (screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
      state: (screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value,
    });
    expect(values()).toEqual({
      name: 'Ada Lovelace',
      street: '1 Market St',
      zipcode: '94105',
      city: 'San Francisco',
      country: 'US',
      state: 'CA',
    });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await fillAccount(user, validIbans.DE);
    await user.click(save());
    await waitFor(() => expect(state.bankAccounts).toHaveLength(1));
    expect(state.requests.find((r) => r.route === 'createBankAccount')?.body).toMatchObject({
      holder: {
        name: 'Ada King',
        address: { street: '1 Market St', zipcode: '94105', city: 'San Francisco', state: 'TX', country: 'US' },
      },
    });
  });

  it('offers the bank payout currencies when no currency is given', async () => {
    renderWithKit(<BankAccountForm onCreated={vi.fn()} />, { trader });
    const currency = await screen.findByRole('combobox', { name: 'Account currency' });
    expect([...currency.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'DKK', 'EUR']);
  });

  it('asks a holder in the US for the state, as the service does', async () => {
    const { user, state } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, { trader });
    await screen.findByRole('textbox', { name: 'IBAN' });
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await fillAccount(user, validIbans.DE);
    await user.click(save());
    const stateField = screen.getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(stateField).toHaveAccessibleDescription('This field is required.'));
    expect(state.requests.some((r) => r.route === 'createBankAccount')).toBe(false);
    await user.selectOptions(stateField, 'CA');
    await user.click(save());
    await waitFor(() => expect(state.bankAccounts).toHaveLength(1));
    expect(state.bankAccounts[0]!.holder.address).toMatchObject({ country: 'US', state: 'CA' });
  });

  it('puts a server error on the field it names, with focus there', async () => {
    const { user } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, {
      trader,
      failures: {
        createBankAccount: {
          status: 400,
          body: { error: 'invalid_request', message: 'holder.address.city: bad', field: 'holder.address.city' },
        },
      },
    });
    await screen.findByRole('textbox', { name: 'IBAN' });
    await fillAccount(user, validIbans.DE);
    await user.click(save());
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Some of the information is not valid/));
    expect(city).toHaveFocus();
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
  });

  it('puts the service’s invalid_iban, which names no field, on the IBAN', async () => {
    const { user } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} />, {
      trader,
      failures: {
        createBankAccount: {
          status: 400,
          body: { error: 'invalid_iban', message: 'account.number: The IBAN’s check digits do not match.' },
        },
      },
    });
    await screen.findByRole('textbox', { name: 'IBAN' });
    await fillAccount(user, validIbans.DE);
    await user.click(save());
    await waitFor(() => expect(iban()).toHaveAccessibleDescription(/This IBAN is not valid/));
    expect(iban()).toHaveFocus();
  });

  it('shows a failure that belongs to no field as an alert, and offers Cancel', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithKit(<BankAccountForm currency="EUR" onCreated={vi.fn()} onCancel={onCancel} />, {
      trader,
      failures: { createBankAccount: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    await screen.findByRole('textbox', { name: 'IBAN' });
    await fillAccount(user, validIbans.DE);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(/trading service is not reachable/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks Danish', async () => {
    renderWithKit(<BankAccountForm currency="DKK" onCreated={vi.fn()} />, { trader, locale: 'da' });
    expect(await screen.findByRole('heading', { name: 'Tilføj en bankkonto' })).toBeVisible();
    expect(screen.getByText('Kontoens valuta: DKK')).toBeVisible();
  });
});
