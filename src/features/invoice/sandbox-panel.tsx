// Sandbox only: simulate payments and confirmations on the sandbox blockchain, so a person can watch every state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../api/contract/bff/payment';
import { btcToSatoshi, satoshiToBtc } from '../../api/contract/money';
import { Button } from '../../ui/button';

export interface SandboxPanelProps {
  view: PaymentView;
  /** Called after each simulation so the page re-reads the invoice at once. */
  onSimulated: () => void;
  /** Base URL of the sandbox tools (same origin: `/sandbox`). */
  sandboxUrl?: string;
}

type Simulation = 'full' | 'partial' | 'over' | 'confirm';

export function SandboxPanel({ view, onSimulated, sandboxUrl = '/sandbox' }: SandboxPanelProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Simulation | null>(null);
  const [failed, setFailed] = useState(false);
  const due = btcToSatoshi(view.bitcoin.amount_due);
  const unconfirmed = view.payments.filter((p) => p.confirmations === 0);

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };

  const simulate = async (what: Simulation) => {
    setBusy(what);
    setFailed(false);
    try {
      if (what === 'confirm') {
        for (const payment of unconfirmed)
          await post('/blockchain/confirmations', { txid: payment.txid, confirmations: 6 });
      } else {
        const sats =
          what === 'full' ? due : what === 'partial' ? Math.max(1, Math.floor(due / 2)) : due + Math.ceil(due / 10);
        await post('/blockchain/payments', { address: view.bitcoin.address, amount: satoshiToBtc(sats) });
      }
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
      <div className="tk-actions">
        <Button variant="secondary" disabled={!canPay} loading={busy === 'full'} onClick={() => void simulate('full')}>
          {t('invoice.sandbox.payFull')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canPay}
          loading={busy === 'partial'}
          onClick={() => void simulate('partial')}
        >
          {t('invoice.sandbox.payPartial')}
        </Button>
        <Button variant="secondary" disabled={!canPay} loading={busy === 'over'} onClick={() => void simulate('over')}>
          {t('invoice.sandbox.payOver')}
        </Button>
        <Button
          variant="secondary"
          disabled={unconfirmed.length === 0}
          loading={busy === 'confirm'}
          onClick={() => void simulate('confirm')}
        >
          {t('invoice.sandbox.confirm')}
        </Button>
      </div>
      {failed ? <p role="alert">{t('invoice.sandbox.failed')}</p> : null}
    </aside>
  );
}
