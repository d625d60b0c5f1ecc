// The invoice's state in plain words: what happened, what is still due, and where to go next.
import type { PaymentView } from '../../api/contract/bff/payment';
import { btcToSatoshi } from '../../api/contract/money';
import { formatAmount, formatCountdown } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';

/** What the page shows, finer than the invoice's `state`: `new` splits into awaiting and partly paid. */
export type PaymentPhase = 'awaiting' | 'partlyPaid' | 'paid' | 'complete' | 'expired';

export function phaseOf(view: PaymentView): PaymentPhase {
  if (view.state === 'new') return btcToSatoshi(view.bitcoin.amount_paid) > 0 ? 'partlyPaid' : 'awaiting';
  return view.state === 'paid' ? 'paid' : view.state;
}

/** More arrived than the invoice asks, or after it expired: the surplus became an extra sub-invoice. */
function receivedExtra(view: PaymentView): boolean {
  const received = view.payments.reduce((sum, p) => sum + btcToSatoshi(p.amount), 0);
  return view.payments.some((p) => p.expired) || received > btcToSatoshi(view.bitcoin.amount);
}

export interface InvoiceStatusProps {
  view: PaymentView;
  /** Milliseconds left until `expire_time`. */
  timeLeftMs: number;
}

export function InvoiceStatus({ view, timeLeftMs }: InvoiceStatusProps) {
  const { t, i18n } = useTranslation();
  const btc = (value: number) => formatAmount(value, 'BTC', i18n.language);
  const phase = phaseOf(view);
  return (
    <section className="tk-invoice__status" aria-labelledby="tk-invoice-status">
      {phase === 'awaiting' || phase === 'partlyPaid' ? (
        <Alert tone={phase === 'partlyPaid' ? 'warning' : 'info'} aria-live="polite">
          <p className="tk-alert__title" id="tk-invoice-status">
            {t(phase === 'awaiting' ? 'invoice.state.awaiting' : 'invoice.state.partlyPaid')}
          </p>
          {phase === 'partlyPaid' ? (
            <dl className="tk-summary">
              <dt>{t('invoice.paidSoFar')}</dt>
              <dd>
                <bdi>{btc(view.bitcoin.amount_paid)}</bdi>
              </dd>
              <dt>{t('invoice.stillDue')}</dt>
              <dd>
                <bdi>{btc(view.bitcoin.amount_due)}</bdi>
              </dd>
            </dl>
          ) : null}
          <p>
            {t('invoice.expiresIn')}{' '}
            <time className="tk-invoice__countdown" dateTime={view.expire_time} role="timer" aria-live="off" dir="ltr">
              {formatCountdown(timeLeftMs, i18n.language)}
            </time>
          </p>
        </Alert>
      ) : null}
      {phase === 'paid' ? (
        <Alert tone="success" aria-live="polite">
          <p className="tk-alert__title" id="tk-invoice-status">
            {t('invoice.state.paid')}
          </p>
          <p>{t('invoice.paidText')}</p>
        </Alert>
      ) : null}
      {phase === 'complete' ? (
        <Alert tone="success" aria-live="polite">
          <p className="tk-alert__title" id="tk-invoice-status">
            {t('invoice.state.complete')}
          </p>
          <p>{t('invoice.completeText')}</p>
          {view.return_url ? (
            <div className="tk-actions">
              <a className="tk-button" data-variant="primary" href={view.return_url}>
                {t('invoice.returnToShop')}
              </a>
            </div>
          ) : null}
        </Alert>
      ) : null}
      {phase === 'expired' ? (
        <Alert tone="error" aria-live="polite">
          <p className="tk-alert__title" id="tk-invoice-status">
            {t('invoice.state.expired')}
          </p>
          <p>{t('invoice.expiredText')}</p>
          {view.cancel_url ? (
            <a className="tk-link" href={view.cancel_url}>
              {t('invoice.backToShop')}
            </a>
          ) : null}
        </Alert>
      ) : null}
      {view.type === 'underpaid' ? (
        <p className="tk-invoice__note">{t('invoice.underpaidText', { amount: btc(view.bitcoin.amount) })}</p>
      ) : null}
      {view.type === 'extra' ? <p className="tk-invoice__note">{t('invoice.extraInvoiceText')}</p> : null}
      {view.type !== 'extra' && receivedExtra(view) ? (
        <p className="tk-invoice__note">{t('invoice.extraPaymentText')}</p>
      ) : null}
    </section>
  );
}
