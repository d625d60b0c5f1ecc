// The console's "Create a test invoice": an invoice of the sandbox's own merchant through `POST /sandbox/invoices`
// (the route scripts use; the rules of `POST /v3/invoices`, without signing a request), shown once made with the
// link to its payment page. The invoices list reads it again when the sandbox pushes its `changed` event.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { TextField } from '../../ui/text-field';
import { ActionButton, type ConsoleAction } from './console-parts';
import { createTestInvoice, useSandboxConsole, type SandboxInvoiceEntry } from './sandbox-console-api';

/** The price typed ("12.50", "12,50") as a number, or undefined when it is none greater than 0. */
export function typedPrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return undefined;
  const price = Number(trimmed.replace(',', '.'));
  return price > 0 ? price : undefined;
}

const actionKey = 'test-invoice';

export function TestInvoiceForm({ busy, run }: { busy: string | undefined; run: ConsoleAction }) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const [amount, setAmount] = useState('10.00');
  const [currency, setCurrency] = useState('EUR');
  const [errors, setErrors] = useState<{ amount?: string; currency?: string }>({});
  const [created, setCreated] = useState<SandboxInvoiceEntry>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = typedPrice(amount);
    const code = currency.trim().toUpperCase();
    const found = {
      ...(price === undefined ? { amount: t('console.trades.testInvoice.badAmount') } : {}),
      ...(/^[A-Z]{3}$/.test(code) ? {} : { currency: t('console.trades.testInvoice.badCurrency') }),
    };
    setErrors(found);
    if (price === undefined || Object.keys(found).length > 0) return;
    const label = t('console.trades.testInvoice.title');
    void run(actionKey, label, async () => {
      setCreated(undefined);
      const invoice = await createTestInvoice(baseUrl, price, code);
      setCreated(invoice);
      return t('console.trades.testInvoice.done', {
        id: invoice.id,
        native: invoice.nativeAmount,
        currency: invoice.nativeCurrency,
        btc: invoice.btcAmount,
      });
    });
  };

  return (
    <form className="tk-console__test-invoice" onSubmit={submit} noValidate aria-labelledby="tk-console-test-invoice">
      <h4 id="tk-console-test-invoice">{t('console.trades.testInvoice.title')}</h4>
      <p className="tk-console__note">{t('console.trades.testInvoice.hint')}</p>
      <div className="tk-console__test-invoice-fields">
        <TextField
          label={t('console.trades.testInvoice.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t('console.trades.testInvoice.currency')}
          autoComplete="off"
          spellCheck={false}
          maxLength={3}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          error={errors.currency}
        />
      </div>
      <ActionButton type="submit" actionKey={actionKey} busy={busy}>
        {t('console.trades.testInvoice.create')}
      </ActionButton>
      {created ? (
        <p>
          <a className="tk-link" href={created.paymentUrl} target="_blank" rel="noreferrer">
            {t('console.trades.testInvoice.openPage', { id: created.id })}
          </a>
        </p>
      ) : null}
    </form>
  );
}
