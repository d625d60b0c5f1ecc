import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { traderAt } from '../../mocks/fixtures';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { AddressForm } from './address-form';
import { CorporateDetailsForm } from './corporate-details-form';
import { PepDeclarationForm } from './pep-form';
import { ShareholderRelationForm } from './shareholder-relation-form';
import { SourceOfFundsForm } from './source-of-funds-form';

const individual = traderAt('individual', 'address');
const corporate = traderAt('corporate', 'corporateDetails');

describe('AddressForm', () => {
  it('requires street and city, focusing the first, and sends a blank postal code as null', async () => {
    const onDone = vi.fn();
    const { user, state, container } = renderWithKit(<AddressForm onDone={onDone} />, { trader: individual });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const street = screen.getByRole('textbox', { name: 'Street and number' });
    expect(street).toHaveFocus();
    expect(street).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('This field is required.');
    await expectNoAxeViolations(container);
    await user.type(street, 'Hauptstraße 5');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.requests.at(-1)?.body).toEqual({ street: 'Hauptstraße 5', city: 'Berlin', postalCode: null });
  });

  it('puts a server error on the field it names', async () => {
    const { user } = renderWithKit(<AddressForm />, {
      trader: individual,
      failures: {
        submitAddress: { status: 400, body: { error: 'invalid_request', message: 'city: bad', field: 'city' } },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Hauptstraße 5');
    await user.type(screen.getByRole('textbox', { name: 'City' }), '???');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Some of the information is not valid/));
    expect(city).toHaveFocus();
  });

  it('treats "already provided" as done', async () => {
    const onDone = vi.fn();
    const { user } = renderWithKit(<AddressForm onDone={onDone} />, {
      trader: individual,
      failures: { submitAddress: { status: 400, body: { error: 'already_provided', message: 'done' } } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Hauptstraße 5');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('SourceOfFundsForm', () => {
  it('offers the origins of the account type and the volume buckets from the API', async () => {
    renderWithKit(<SourceOfFundsForm accountType="corporate" />, { trader: corporate });
    const origin = await screen.findByRole('combobox', { name: 'Where does the money come from?' });
    expect([...origin.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '',
      'investment-proceeds',
      'crypto-mining',
      'business-income',
    ]);
    const volume = screen.getByRole('combobox', { name: 'How much do you expect to trade per year?' });
    expect([...volume.querySelectorAll('option')].map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Choose…',
      'Less than EUR 10,000.00',
      'EUR 10,000.00 to EUR 50,000.00',
      'EUR 50,000.00 to EUR 250,000.00',
      'EUR 250,000.00 or more',
    ]);
  });

  it('requires every answer, including the legal-activities confirmation', async () => {
    const { user, state } = renderWithKit(<SourceOfFundsForm accountType="individual" />, { trader: individual });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Where does the money come from?' })).toHaveFocus(),
    );
    expect(screen.getByText('You can only continue if your funds come from legal activities.')).toBeInTheDocument();
    expect(state.requests.some((r) => r.route === 'submitSourceOfFunds')).toBe(false);
  });
});

describe('SourceOfFundsForm states', () => {
  it('says so when the API offers no volume buckets, instead of an unanswerable form', async () => {
    renderWithKit(<SourceOfFundsForm accountType="individual" />, { trader: individual, buckets: [] });
    expect(await screen.findByText(/cannot ask about your trading volume/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows a failed bucket list with a retry', async () => {
    renderWithKit(<SourceOfFundsForm accountType="individual" />, {
      trader: individual,
      failures: { getTradeVolumeBuckets: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('not reachable right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('CorporateDetailsForm', () => {
  it('reveals and requires the "other" industry field', async () => {
    const { user } = renderWithKit(<CorporateDetailsForm />, { trader: corporate });
    expect(screen.queryByRole('textbox', { name: 'Which industry?' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'other');
    await user.type(screen.getByRole('textbox', { name: 'What does the company do?' }), 'Widgets');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const other = screen.getByRole('textbox', { name: 'Which industry?' });
    expect(other).toHaveAccessibleDescription('This field is required.');
    expect(other).toHaveFocus();
  });
});

describe('ShareholderRelationForm', () => {
  it('requires an answer and sends the chosen relation', async () => {
    const onDone = vi.fn();
    const { user, state } = renderWithKit(<ShareholderRelationForm onDone={onDone} />, { trader: corporate });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: /related to a shareholder/ })).toHaveAccessibleDescription(
      'Choose one of the options.',
    );
    await user.click(screen.getByRole('radio', { name: 'Yes, I am related to a shareholder' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.requests.at(-1)?.body).toEqual({ shareholderRelationState: 'related' });
  });
});

// The PEP form lists every country of the world; with axe on top it is slow on a busy 2-core machine.
describe('PepDeclarationForm', { timeout: 20_000 }, () => {
  it('asks a PEP for the function and its country, and a relative also for the name and relationship', async () => {
    const onDone = vi.fn();
    const { user, state, container } = renderWithKit(<PepDeclarationForm onDone={onDone} />, { trader: individual });
    await user.click(screen.getByRole('radio', { name: /I am a family member or close associate/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Full name of that person' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Public function' })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await expectNoAxeViolations(container);
    await user.type(screen.getByRole('textbox', { name: 'Full name of that person' }), 'Jane Doe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your relationship' }), 'parent');
    await user.type(screen.getByRole('textbox', { name: 'Public function' }), 'Member of parliament');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of the function' }), 'DK');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.requests.at(-1)?.body).toEqual({
      pepState: 'pep_relative',
      pepName: 'Jane Doe',
      relationship: 'parent',
      publicFunction: 'Member of parliament',
      country: 'DK',
      isFormer: false,
    });
  });

  it('requires a choice', async () => {
    const { user, state } = renderWithKit(<PepDeclarationForm />, { trader: individual });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radio', { name: 'None of these' })).toHaveFocus();
    expect(state.requests).toEqual([]);
  });
});
