// Paying in another currency: choose one of the invoice's alternatives, give an address for returns, then pay the
// amount shown to that currency's address. While one is chosen the page shows only its block; a button goes back
// to bitcoin (the input request stays on the invoice, so coming back to it needs no second request).
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PaymentView } from '../../api/contract/bff/payment';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { lazyView } from '../../ui/lazy-view';
import type { OtherCurrencyFormProps } from './other-currency-form';
import { useInputCurrencies } from './payment-api';
import { PaymentDetails } from './payment-details';

/** Its form is not on the first paint: a chunk of its own, fetched once the page is up. */
const LazyOtherCurrencyForm = lazyView<OtherCurrencyFormProps>(() =>
  import('./other-currency-form').then((m) => ({ default: m.OtherCurrencyForm })),
);
/** The form itself once its chunk is in: it then opens at once, without a loading state in between. */
let loadedForm: ComponentType<OtherCurrencyFormProps> | undefined;

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
  // Chosen when the form opens, so an open form is never swapped (and its fields emptied) when the chunk arrives.
  const [Form, setForm] = useState<ComponentType<OtherCurrencyFormProps>>(() => LazyOtherCurrencyForm);
  const openForm = () => {
    setForm(() => loadedForm ?? LazyOtherCurrencyForm);
    setFormOpen(true);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const input = active ? view.inputs.at(-1) : undefined;
  const options = useInputCurrencies(token, formOpen || input !== undefined);
  useEffect(() => {
    // Fetched after the first paint, so opening the form seldom waits for it.
    LazyOtherCurrencyForm.preload().then(
      (loaded) => {
        loadedForm = (loaded as { default: ComponentType<OtherCurrencyFormProps> }).default;
      },
      () => {},
    );
  }, []);
  const names = new Map(options.data?.currencies.map((c) => [c.currency, c.name]));

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
              <Button variant="secondary" onClick={openForm} aria-expanded={false}>
                {t('invoice.other.change')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {!formOpen && !input ? (
        <Button variant="secondary" onClick={openForm} aria-expanded={false}>
          {t('invoice.other.open')}
        </Button>
      ) : null}
      {formOpen ? (
        <Form
          token={token}
          options={options}
          again={input !== undefined}
          onChosen={() => {
            // The form (and the button that sent it) goes away: keep the keyboard where the new details are.
            flushSync(() => {
              setFormOpen(false);
              onChosen();
            });
            heading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
