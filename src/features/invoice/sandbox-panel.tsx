// Sandbox only: simulate payments and confirmations on the sandbox blockchain, so a person can watch every state.
// The BFF passes them on to the sandbox tools (`/api/pay/<token>/sandbox/…`): the page talks to the BFF alone.
import { useState } from 'react';
import type { PaymentView, SandboxPaymentRequest } from '../../api/contract/bff/payment';
import { confirmSandboxPayments, simulateSandboxPayment } from '../../api/contract/bff/routes-payment';
import { isSettledInvoiceState } from '../../api/contract/merchant/invoice-states';
import { btcToSatoshi } from '../../api/contract/money';
import { useTradekit } from '../../api/client/tradekit-context';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { useAcceptPaymentView } from './payment-api';

export interface SandboxPanelProps {
  /** The payment link's token: the BFF checks it as on every call of the page. */
  token: string;
  view: PaymentView;
  /** Called after each simulation so the page re-reads the invoice at once. */
  onSimulated: () => void;
}

type Simulation = SandboxPaymentRequest['amount'] | 'confirm';

export function SandboxPanel({ token, view, onSimulated }: SandboxPanelProps) {
  const { t } = useTranslation();
  const { client } = useTradekit();
  const accept = useAcceptPaymentView();
  const [busy, setBusy] = useState<Simulation | null>(null);
  const [failed, setFailed] = useState(false);
  const due = btcToSatoshi(view.bitcoin.amount_due);
  const unconfirmed = view.payments.filter((p) => p.confirmations === 0);

  const simulate = async (what: Simulation) => {
    setBusy(what);
    setFailed(false);
    try {
      const params = { token };
      accept(
        what === 'confirm'
          ? await client.call(confirmSandboxPayments, { params })
          : await client.call(simulateSandboxPayment, { params, body: { amount: what } }),
      );
      onSimulated();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const canPay = view.state === 'new' && due > 0;
  return (
    <aside className="tk-invoice__sandbox" aria-labelledby="tk-invoice-sandbox">
      <h2 id="tk-invoice-sandbox">{t('invoice.sandbox.title')}</h2>
      <p>{t('invoice.sandbox.text')}</p>
      {/* A settled invoice never changes again: buttons that could only ever be off would read as on. */}
      {isSettledInvoiceState(view.state) ? (
        <p>{t('invoice.sandbox.settled')}</p>
      ) : (
        <div className="tk-actions">
          {(
            [
              ['full', 'invoice.sandbox.payFull'],
              ['partial', 'invoice.sandbox.payPartial'],
              ['over', 'invoice.sandbox.payOver'],
            ] as const
          ).map(([payment, label]) => (
            <Button
              key={payment}
              variant="secondary"
              disabled={!canPay}
              loading={busy === payment}
              onClick={() => void simulate(payment)}
            >
              {t(label)}
            </Button>
          ))}
          <Button
            variant="secondary"
            disabled={unconfirmed.length === 0}
            loading={busy === 'confirm'}
            onClick={() => void simulate('confirm')}
          >
            {t('invoice.sandbox.confirm')}
          </Button>
        </div>
      )}
      {failed ? <p role="alert">{t('invoice.sandbox.failed')}</p> : null}
    </aside>
  );
}
