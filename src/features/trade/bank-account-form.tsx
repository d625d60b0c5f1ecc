// Registers a payout bank account: IBAN (country, length and check digits checked here as the service checks them),
// a BIC only where the IBAN does not name its bank (a country outside SEPA), the holder's name and address (the
// trader's own, editable), the account currency. A refusal of the server lands on the field it is about.
import { useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import type { BankAccountView } from '../../api/contract/bff/trade';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import { checkIban, ibanLengths, normalizeIban } from '../../api/contract/iban';
import type { Trader } from '../../api/contract/trade/traders';
import { usePartnerConfig } from '../../api/client/partner';
import { useTrader } from '../../api/client/trader';
import { useCreateBankAccount } from '../../api/client/trades';
import { countryName } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Button } from '../../ui/button';
import { fieldMessage, formResolver, placeServerError } from '../../ui/form-errors';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { SelectField } from '../../ui/select-field';
import { SubmitRow } from '../../ui/submit-row';
import { supportedCountryOptions, supportedStateOptions } from '../../ui/supported-countries';
import { TextField } from '../../ui/text-field';
import { ViewFrame } from '../../ui/view-frame';
import { BankAccountFormSchema, bicCountry, type FormInput, type FormOutput, holderOf } from './bank-account-schema';

/** Props of {@link BankAccountForm}. */
export interface BankAccountFormProps {
  /** The account's currency (a sell's payout currency), shown and fixed; without it the customer chooses one. */
  currency?: string;
  /** Called with the account once the service has registered it. */
  onCreated: (account: BankAccountView) => void;
  /** Shows a "Cancel" button that calls this. */
  onCancel?: () => void;
}

/** Bank account form: loads the partner's countries and currencies and the trader (to fill in the holder). */
export function BankAccountForm(props: BankAccountFormProps) {
  useAllMessages();
  const config = usePartnerConfig();
  const trader = useTrader();
  if (config.isPending || trader.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <BankAccountFields config={config.data} trader={trader.data} {...props} />;
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
/** IBAN and BIC as typed, in their electronic format: no spaces, hyphens, dots or invisible characters, upper case. */
const compact = (value: string | null | undefined) => normalizeIban(value ?? '');

/** The currencies a sell can pay out to a bank account in. */
function payoutCurrencies(config: PartnerConfig): string[] {
  const out = config.paymentMethods.filter((m) => m.outMedium === 'bank').flatMap((m) => m.outCurrencies);
  return [...new Set(out)].sort();
}

function BankAccountFields({
  config,
  trader,
  currency,
  onCreated,
  onCancel,
}: BankAccountFormProps & { config: PartnerConfig; trader: Trader | undefined }) {
  const { t, i18n } = useTranslation();
  const create = useCreateBankAccount();
  const [alert, setAlert] = useState<unknown>();
  const currencies = payoutCurrencies(config);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(BankAccountFormSchema),
    defaultValues: {
      account: { number: '', bic: '', currency: currency ?? (currencies.length === 1 ? currencies[0] : '') },
      holder: holderOf(trader),
    },
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;
  const [number, country] = useWatch({ control, name: ['account.number', 'holder.address.country'] });
  const inUs = country === 'US';
  const bicAskedFor = bicCountry(number);

  // Where the holder lives: the service's supported countries, the list sign-up offers.
  const countries = supportedCountryOptions(config.countries, i18n.language);
  const states = supportedStateOptions(config.countries, 'US');

  const fields = [
    'account.number',
    ...(bicAskedFor !== undefined ? (['account.bic'] as const) : []),
    ...(currency === undefined ? (['account.currency'] as const) : []),
    'holder.name',
    'holder.address.street',
    'holder.address.zipcode',
    'holder.address.city',
    'holder.address.country',
    ...(inUs ? (['holder.address.state'] as const) : []),
  ] as const;

  /** Why the IBAN is refused, in the customer's words: the check digits, or the length or country. */
  function ibanMessage(error: FieldError | undefined): string | undefined {
    if (error?.type !== 'custom') return fieldMessage(t, error);
    const iban = normalizeIban(number ?? '');
    const code = iban.slice(0, 2);
    switch (error.message) {
      case 'checksum':
        return t('bankAccount.ibanChecksum');
      case 'length':
        return t('bankAccount.ibanLength', {
          country: countryName(code, i18n.language),
          expected: ibanLengths[code],
          actual: iban.length,
        });
      case 'country':
        return t('bankAccount.ibanCountry', { country: code });
      default:
        return t('bankAccount.ibanFormat');
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setAlert(undefined);
    const iban = checkIban(values.account.number);
    const { street, zipcode, city, state } = values.holder.address;
    try {
      const account = await create.mutateAsync({
        account: {
          number: values.account.number,
          ...(bicCountry(values.account.number) !== undefined ? { bic: values.account.bic } : {}),
          currency: values.account.currency,
        },
        // The bank is in the IBAN's country; the holder may live elsewhere.
        bank: { address: { country: iban.valid ? iban.country : values.holder.address.country } },
        holder: {
          name: values.holder.name,
          address: {
            street,
            zipcode,
            city,
            country: values.holder.address.country,
            ...(inUs && state ? { state } : {}),
          },
        },
      });
      onCreated(account);
    } catch (error) {
      if (!placeServerError(t, error, setError, fields, { invalid_iban: 'account.number' })) setAlert(error);
    }
  });

  const group = { border: 0, margin: 0, padding: 0, minWidth: 0 };
  return (
    <ViewFrame heading={t('bankAccount.heading')} intro={t('bankAccount.intro')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={onSubmit}>
        <fieldset className="tk-form" style={group}>
          <legend className="tk-field__label">{t('bankAccount.accountGroup')}</legend>
          <TextField
            label={t('bankAccount.iban')}
            description={t('bankAccount.ibanHint')}
            error={ibanMessage(errors.account?.number)}
            {...register('account.number', { setValueAs: compact })}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          {bicAskedFor !== undefined ? (
            <TextField
              label={t('bankAccount.bic')}
              description={t('bankAccount.bicHint', { country: countryName(bicAskedFor, i18n.language) })}
              error={
                errors.account?.bic?.type === 'invalid_format'
                  ? t('bankAccount.bicInvalid')
                  : fieldMessage(t, errors.account?.bic)
              }
              {...register('account.bic', { setValueAs: compact })}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          ) : null}
          {currency === undefined ? (
            <SelectField
              label={t('bankAccount.currency')}
              error={fieldMessage(t, errors.account?.currency, 'validation.choose')}
              {...register('account.currency')}
              placeholder={t('common.choose')}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
          ) : (
            <p>{t('bankAccount.currencyFixed', { currency })}</p>
          )}
        </fieldset>
        <fieldset className="tk-form" style={group}>
          <legend className="tk-field__label">{t('bankAccount.holderGroup')}</legend>
          <TextField
            label={t('bankAccount.holderName')}
            error={fieldMessage(t, errors.holder?.name)}
            {...register('holder.name', { setValueAs: trimmed })}
            autoComplete="name"
          />
          <TextField
            label={t('bankAccount.street')}
            error={fieldMessage(t, errors.holder?.address?.street)}
            {...register('holder.address.street', { setValueAs: trimmed })}
            autoComplete="street-address"
          />
          <TextField
            label={t('bankAccount.zipcode')}
            error={fieldMessage(t, errors.holder?.address?.zipcode)}
            {...register('holder.address.zipcode', { setValueAs: trimmed })}
            autoComplete="postal-code"
          />
          <TextField
            label={t('bankAccount.city')}
            error={fieldMessage(t, errors.holder?.address?.city)}
            {...register('holder.address.city', { setValueAs: trimmed })}
            autoComplete="address-level2"
          />
          <SelectField
            label={t('bankAccount.country')}
            error={fieldMessage(t, errors.holder?.address?.country, 'validation.choose')}
            {...register('holder.address.country')}
            autoComplete="country"
            placeholder={t('common.choose')}
            options={countries}
          />
          {inUs && states.length > 0 ? (
            <SelectField
              label={t('bankAccount.state')}
              error={fieldMessage(t, errors.holder?.address?.state, 'validation.choose')}
              {...register('holder.address.state', { setValueAs: (value: string | null) => value || null })}
              placeholder={t('common.choose')}
              options={states}
            />
          ) : inUs ? (
            <TextField
              label={t('bankAccount.state')}
              error={fieldMessage(t, errors.holder?.address?.state)}
              {...register('holder.address.state', { setValueAs: (value: string | null) => value?.trim() || null })}
              autoComplete="address-level1"
            />
          ) : null}
        </fieldset>
        <SubmitRow
          loading={create.isPending}
          extra={
            onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t('bankAccount.cancel')}
              </Button>
            ) : null
          }
        >
          {t('bankAccount.submit')}
        </SubmitRow>
      </form>
    </ViewFrame>
  );
}
