// Paying in another currency: choose one of the invoice's alternatives, give an address for returns, then pay the
// amount shown to that currency's address.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../api/bff/payment';
import { errorKey } from '../../i18n/error-message';
import { formatAmount } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { useChooseInputCurrency, useInputCurrencies } from './payment-api';
import { PaymentDetails } from './payment-details';

export interface OtherCurrencyProps {
  token: string;
  view: PaymentView;
}

export function OtherCurrency({ token, view }: OtherCurrencyProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(view.inputs.length > 0);
  const [currency, setCurrency] = useState('');
  const [returnAddress, setReturnAddress] = useState('');
  const [errors, setErrors] = useState<{ currency?: string; returnAddress?: string }>({});
  const options = useInputCurrencies(token, open);
  const choose = useChooseInputCurrency(token);
  const input = view.inputs.at(-1);
  const names = new Map(options.data?.currencies.map((c) => [c.currency, c.name]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currency: currency ? undefined : t('validation.choose'),
      returnAddress: returnAddress.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.currency || found.returnAddress) return;
    choose.mutate({ currency, return_address: returnAddress.trim() });
  };

  return (
    <section className="tk-invoice__other" aria-labelledby="tk-invoice-other">
      <h2 id="tk-invoice-other">{t('invoice.other.title')}</h2>
      {input ? (
        <PaymentDetails
          amount={String(input.amount)}
          amountText={formatAmount(input.amount, input.currency, i18n.language)}
          address={input.address}
          uri={input.payment_uri}
          currencyName={names.get(input.currency) ?? input.currency}
          destinationTag={input.destination_tag}
        />
      ) : null}
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          {t('invoice.other.open')}
        </Button>
      ) : (
        <form className="tk-form" noValidate onSubmit={submit} aria-label={t('invoice.other.formLabel')}>
          {input ? <p>{t('invoice.other.again')}</p> : <p>{t('invoice.other.text')}</p>}
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
                autoComplete="off"
                spellCheck={false}
                value={returnAddress}
                onChange={(event) => setReturnAddress(event.target.value)}
              />
            )}
          </Field>
          {options.isError ? <Alert tone="error">{t(errorKey(options.error))}</Alert> : null}
          {choose.isError ? <Alert tone="error">{t(errorKey(choose.error))}</Alert> : null}
          <div className="tk-actions">
            <Button type="submit" loading={choose.isPending}>
              {t('invoice.other.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
