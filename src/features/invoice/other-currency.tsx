// Paying in another currency: choose one of the invoice's alternatives, give an address for returns, then pay the
// amount shown to that currency's address. While one is chosen the page shows only its block; a button goes back
// to bitcoin (the input request stays on the invoice, so coming back to it needs no second request).
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
  /** Whether the payer pays in the chosen currency now (its block shows, the bitcoin one does not). */
  active: boolean;
  /** A currency was chosen (or chosen again): show its block instead of bitcoin's. */
  onChosen: () => void;
  /** Back to paying in bitcoin. */
  onBitcoin: () => void;
}

export function OtherCurrency({ token, view, active, onChosen, onBitcoin }: OtherCurrencyProps) {
  const { t, i18n } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [currency, setCurrency] = useState('');
  const [returnAddress, setReturnAddress] = useState('');
  const [errors, setErrors] = useState<{ currency?: string; returnAddress?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const input = active ? view.inputs.at(-1) : undefined;
  const options = useInputCurrencies(token, formOpen || input !== undefined);
  const choose = useChooseInputCurrency(token);
  const names = new Map(options.data?.currencies.map((c) => [c.currency, c.name]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currency: currency ? undefined : t('validation.choose'),
      returnAddress: returnAddress.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.currency || found.returnAddress) return;
    choose.mutate(
      { currency, return_address: returnAddress.trim() },
      {
        onSuccess: () => {
          // The form (and the button that sent it) goes away: keep the keyboard where the new details are.
          flushSync(() => {
            setFormOpen(false);
            onChosen();
          });
          heading.current?.focus();
        },
      },
    );
  };

  return (
    <section className="tk-invoice__other" aria-labelledby="tk-invoice-other">
      <h2 id="tk-invoice-other" ref={heading} tabIndex={-1}>
        {t('invoice.other.title')}
      </h2>
      {input ? (
        <>
          <PaymentDetails
            amount={String(input.amount)}
            amountText={formatAmount(input.amount, input.currency, i18n.language)}
            address={input.address}
            uri={input.payment_uri}
            currencyName={names.get(input.currency) ?? input.currency}
            destinationTag={input.destination_tag}
          />
          <div className="tk-actions">
            <Button variant="secondary" onClick={onBitcoin}>
              {t('invoice.other.payBitcoin')}
            </Button>
            {!formOpen ? (
              <Button variant="secondary" onClick={() => setFormOpen(true)} aria-expanded={false}>
                {t('invoice.other.change')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {!formOpen && !input ? (
        <Button variant="secondary" onClick={() => setFormOpen(true)} aria-expanded={false}>
          {t('invoice.other.open')}
        </Button>
      ) : null}
      {formOpen ? (
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
      ) : null}
    </section>
  );
}
