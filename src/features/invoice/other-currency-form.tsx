// The form of paying in another currency (which one, and the payer's address for returns): a chunk of its own,
// since the page's first paint shows only the button that opens it.
import { type FormEvent, useState } from 'react';
import type { InputCurrencyOptions, PaymentView } from '../../api/contract/bff/payment';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { SubmitRow } from '../../ui/submit-row';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { useChooseInputCurrency } from './payment-api';

export interface OtherCurrencyFormProps {
  token: string;
  /** The currencies on offer, once read. */
  options: { data?: InputCurrencyOptions | undefined; isError: boolean; error: unknown };
  /** A currency was chosen before: the form says it replaces that one. */
  again: boolean;
  /** The BFF accepted the choice (the page already shows the new view). */
  onChosen: (view: PaymentView) => void;
}

export function OtherCurrencyForm({ token, options, again, onChosen }: OtherCurrencyFormProps) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState('');
  const [returnAddress, setReturnAddress] = useState('');
  const [errors, setErrors] = useState<{ currency?: string; returnAddress?: string }>({});
  const choose = useChooseInputCurrency(token);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currency: currency ? undefined : t('validation.choose'),
      returnAddress: returnAddress.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.currency || found.returnAddress) return;
    choose.mutate({ currency, return_address: returnAddress.trim() }, { onSuccess: onChosen });
  };

  return (
    <form className="tk-form" noValidate onSubmit={submit} aria-label={t('invoice.other.formLabel')}>
      {again ? <p>{t('invoice.other.again')}</p> : <p>{t('invoice.other.text')}</p>}
      <Field label={t('invoice.other.currency')} error={errors.currency}>
        {(control) => (
          <Select
            {...control}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            placeholder={t('common.choose')}
            options={(options.data?.currencies ?? [])
              .filter((c) => c.rate !== undefined)
              .map((c) => ({ value: c.currency, label: `${c.name} (${c.currency})` }))}
          />
        )}
      </Field>
      <Field
        label={t('invoice.other.returnAddress')}
        description={t('invoice.other.returnAddressHint')}
        error={errors.returnAddress}
      >
        {(control) => (
          <input
            {...control}
            className="tk-input"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={returnAddress}
            onChange={(event) => setReturnAddress(event.target.value)}
          />
        )}
      </Field>
      {options.isError ? <Alert tone="error">{errorText(t, options.error)}</Alert> : null}
      {choose.isError ? <Alert tone="error">{errorText(t, choose.error)}</Alert> : null}
      <SubmitRow loading={choose.isPending}>{t('invoice.other.submit')}</SubmitRow>
    </form>
  );
}
