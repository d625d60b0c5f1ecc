// The priced order as lists of figures: price, total, what the customer receives and how long the price holds, then
// the amount and the fees, folded.
import type { ReactNode } from 'react';
import { formatAmount, formatCountdown } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import type { QuoteFigures } from './trade-model';

export interface OrderFiguresProps {
  figures: QuoteFigures;
  side: 'buy' | 'sell';
  /** Milliseconds the price still holds. */
  left: number;
  /** A fresh price is on its way: the figures shown are the expired one's. */
  updating: boolean;
}

export function OrderFigures({ figures, side, left, updating }: OrderFiguresProps) {
  const { t, i18n } = useTranslation();
  // Each figure is isolated (<bdi>), so its own order holds in a right-to-left list.
  const money = (value: number, currency: string) => <bdi>{formatAmount(value, currency, i18n.language)}</bdi>;
  const { sendCurrency, receiveCurrency } = figures;
  // The figures a customer decides on first (price, total, what arrives, how long the price holds); the amount and
  // the fees that make up the total fold away under them, so the confirm button stays on a phone's first screen.
  return (
    <div
      role="group"
      className="tk-figures tk-order"
      aria-label={t('orderSummary.figures')}
      data-state={updating ? 'updating' : 'current'}
    >
      <dl className="tk-summary tk-rows">
        <Figure label={t('orderSummary.rate')}>
          {t('orderSummary.rateValue', {
            crypto: figures.crypto,
            price: formatAmount(figures.rate, figures.fiat, i18n.language),
          })}
        </Figure>
        <Figure label={side === 'buy' ? t('orderSummary.totalBuy') : t('orderSummary.totalSell')}>
          <strong>{money(figures.total, sendCurrency)}</strong>
        </Figure>
        <Figure label={t('orderSummary.receive')}>
          <strong data-testid="order-receive">{money(figures.receive, receiveCurrency)}</strong>
        </Figure>
        <Figure label={t('orderSummary.timeLeft')}>
          {updating ? (
            t('orderSummary.renewing')
          ) : (
            <span role="timer" dir="ltr">
              {formatCountdown(left, i18n.language)}
            </span>
          )}
        </Figure>
      </dl>
      <details className="tk-details">
        <summary>{t('orderSummary.details')}</summary>
        <dl className="tk-summary tk-rows">
          <Figure label={side === 'buy' ? t('orderSummary.amountBuy') : t('orderSummary.amountSell')}>
            {money(figures.send, sendCurrency)}
          </Figure>
          <Figure label={side === 'buy' ? t('orderSummary.inFee') : t('orderSummary.inFeeSell')}>
            {money(figures.inFee, sendCurrency)}
          </Figure>
          <Figure label={t('orderSummary.outFee')}>{money(figures.outFee, receiveCurrency)}</Figure>
        </dl>
      </details>
    </div>
  );
}

/** One figure, its label and value in a row of their own, so each label takes the room its own value leaves. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
