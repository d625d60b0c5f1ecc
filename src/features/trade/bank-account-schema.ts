// The bank account form's values and rules (the request's own fields, so a server error's `field` names a form
// path), and the holder the form starts from: the trader's own name and address.
import * as z from 'zod/mini';
import { checkIban, ibanLengths, normalizeIban, sepaCountries } from '../../api/contract/iban';
import { checked } from '../../api/contract/schema';
import { subdivisionCode } from '../../api/contract/trade/subdivision';
import type { Trader } from '../../api/contract/trade/traders';
import { CreateBankAccountRequest } from '../../api/contract/trade/trades';

const request = CreateBankAccountRequest.shape;
const BIC_PATTERN = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

/**
 * The country of an IBAN whose payouts need the bank's BIC beside it (one outside SEPA), known from its first two
 * letters, so the field appears before the rest is typed; undefined for an IBAN of a SEPA country, which names its
 * bank, and while the number does not yet say. The service's own rule is `bicRequired` (iban.ts); for the valid
 * IBANs this form sends the two agree.
 */
export function bicCountry(number: string | undefined): string | undefined {
  const country = normalizeIban(number ?? '').slice(0, 2);
  return ibanLengths[country] !== undefined && !sepaCountries.has(country) ? country : undefined;
}

/**
 * The form's values are the request's own fields (so a server error's `field` names a form path), with the rules
 * the service applies: an IBAN with valid check digits (the view asks for an IBAN, the service's `sepa` and
 * IBAN-shaped numbers), a BIC where the IBAN needs one, the holder's address, and a state for a holder in the US.
 */
export const BankAccountFormSchema = checked(
  z.object({
    account: z.object({
      number: checked(
        z.string(),
        z.minLength(1),
        z.superRefine((value, ctx) => {
          const iban = value === '' ? undefined : checkIban(value);
          if (iban && !iban.valid) ctx.addIssue({ code: 'custom', message: iban.reason, input: value });
        }),
      ),
      // Checked below, and only where the IBAN needs it: a value left from another number is not sent.
      bic: z.string(),
      currency: request.account.shape.currency,
    }),
    holder: z.object({ name: request.holder.shape.name, address: request.holder.shape.address }),
  }),
  z.superRefine((values, ctx) => {
    const { bic } = values.account;
    if (bicCountry(values.account.number) !== undefined) {
      if (bic === '')
        ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, path: ['account', 'bic'], input: bic });
      else if (!BIC_PATTERN.test(bic))
        ctx.addIssue({ code: 'invalid_format', format: 'regex', path: ['account', 'bic'], input: bic });
    }
    if (values.holder.address.country === 'US' && !values.holder.address.state)
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        path: ['holder', 'address', 'state'],
        input: '',
      });
  }),
);
export type FormInput = z.input<typeof BankAccountFormSchema>;
export type FormOutput = z.output<typeof BankAccountFormSchema>;

/**
 * The holder the form starts from: the trader (a company by its registered name), with its own address; every field
 * stays the customer's to change, for an account held by someone else.
 */
export function holderOf(trader: Trader | undefined): FormInput['holder'] {
  const address = trader?.profile.address;
  return {
    name: trader?.corporateDetails?.name ?? trader?.personalInformation?.name ?? trader?.profile.name ?? '',
    address: {
      street: address?.street ?? '',
      zipcode: address?.zipcode ?? '',
      city: address?.city ?? '',
      // The state options are bare codes (`CA`); a trader's may be in its ISO 3166-2 form (`US-CA`).
      state: address?.state ? subdivisionCode(address.state) : null,
      country: address?.country ?? '',
    },
  };
}
