// What a trade is, whatever its state: what the customer pays (the amount the trade covers, the fee on top, the
// total) and receives, where the payout goes, the transaction once there is one, and the receipt once completed.
import type { TradeView } from '../../api/contract/bff/trade';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { groupedAccountNumber, payInFigures, tradeSideOf } from './trade-model';

export function TradeDetails({ trade }: { trade: TradeView }) {
  const { t, i18n } = useTranslation();
  const money = (value: number, currency: string) => <bdi>{formatAmount(value, currency, i18n.language)}</bdi>;
  const out = trade.transferOut.details;
  const received = trade.outAmount !== undefined;
  return (
    <dl className="tk-summary tk-trade__summary" aria-label={t('trade.details')}>
      <dt>{t('trade.number')}</dt>
      <dd>
        <span dir="ltr">{trade.id}</span>
      </dd>
      <PayInRows trade={trade} />
      <dt>{received ? t('trade.youReceived') : t('trade.youReceive')}</dt>
      <dd>
        <strong>{money(trade.outAmount ?? trade.outAmountExpected, trade.outCurrency)}</strong>
      </dd>
      {!('holder' in out) ? (
        <>
          <dt>{t('trade.toAddress')}</dt>
          <dd className="tk-trade__wide">
            <code className="tk-trade__code" dir="ltr">
              {out.account}
            </code>
          </dd>
          {out.transaction ? (
            <>
              <dt>{t('trade.transaction')}</dt>
              <dd className="tk-trade__wide">
                <code className="tk-trade__code" dir="ltr">
                  {out.transaction}
                </code>
              </dd>
            </>
          ) : null}
        </>
      ) : (
        <>
          <dt>{t('trade.toBank')}</dt>
          <dd className="tk-trade__wide">
            <bdi>{out.holder.name}</bdi>
            <br />
            <code className="tk-trade__code" dir="ltr">
              {groupedAccountNumber(out.account.number)}
            </code>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * What the customer pays in, as rows of a summary list: the amount the trade covers and the payment fee on top when
 * there is one, then the total paid (a sell's BTC sent), which is what leaves the customer.
 */
export function PayInRows({ trade }: { trade: TradeView }) {
  const { t, i18n } = useTranslation();
  const { currency, amount, fee, total } = payInFigures(trade);
  const money = (value: number) => <bdi>{formatAmount(value, currency, i18n.language)}</bdi>;
  return (
    <>
      {fee > 0 ? (
        <>
          <dt>{t('trade.amount')}</dt>
          <dd>{money(amount)}</dd>
          <dt>{t('trade.inFee')}</dt>
          <dd>{money(fee)}</dd>
        </>
      ) : null}
      <dt>{tradeSideOf(trade) === 'buy' ? t('trade.youPay') : t('trade.youSend')}</dt>
      <dd>{money(total)}</dd>
    </>
  );
}
