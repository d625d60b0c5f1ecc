// The priced order as a list of figures: amount, rate, fees, total, what the customer receives, and how long the
// price holds.
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { formatCountdown } from '../../ui/use-countdown';
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
  const money = (value: number, currency: string) => formatAmount(value, currency, i18n.language);
  const { sendCurrency, receiveCurrency } = figures;
  return (
    <dl
      className="tk-summary tk-order"
      aria-label={t('orderSummary.figures')}
      data-state={updating ? 'updating' : 'current'}
    >
      <dt>{side === 'buy' ? t('orderSummary.amountBuy') : t('orderSummary.amountSell')}</dt>
      <dd>{money(figures.send, sendCurrency)}</dd>
      <dt>{t('orderSummary.rate')}</dt>
      <dd>{t('orderSummary.rateValue', { crypto: figures.crypto, price: money(figures.rate, figures.fiat) })}</dd>
      <dt>{side === 'buy' ? t('orderSummary.inFee') : t('orderSummary.inFeeSell')}</dt>
      <dd>{money(figures.inFee, sendCurrency)}</dd>
      <dt>{side === 'buy' ? t('orderSummary.totalBuy') : t('orderSummary.totalSell')}</dt>
      <dd>
        <strong>{money(figures.total, sendCurrency)}</strong>
      </dd>
      <dt>{t('orderSummary.outFee')}</dt>
      <dd>{money(figures.outFee, receiveCurrency)}</dd>
      <dt>{t('orderSummary.receive')}</dt>
      <dd>
        <strong data-testid="order-receive">{money(figures.receive, receiveCurrency)}</strong>
      </dd>
      <dt>{t('orderSummary.timeLeft')}</dt>
      <dd>{updating ? t('orderSummary.renewing') : <span role="timer">{formatCountdown(left)}</span>}</dd>
    </dl>
  );
}
