// What a trade is, whatever its state: what the customer pays and receives, where the payout goes, the
// transaction once there is one, and the receipt once it is completed.
import type { TradeView } from '../../api/contract/bff/trade';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { groupedAccountNumber, tradeSideOf } from './trade-model';

export function TradeDetails({ trade }: { trade: TradeView }) {
  const { t, i18n } = useTranslation();
  const money = (value: number, currency: string) => formatAmount(value, currency, i18n.language);
  const out = trade.transferOut.details;
  const buy = tradeSideOf(trade) === 'buy';
  const received = trade.outAmount !== undefined;
  return (
    <dl className="tk-summary tk-trade__summary" aria-label={t('trade.details')}>
      <dt>{t('trade.number')}</dt>
      <dd>{trade.id}</dd>
      <dt>{buy ? t('trade.youPay') : t('trade.youSend')}</dt>
      <dd>{money(trade.transferIn.sendAmount, trade.transferIn.currency)}</dd>
      <dt>{received ? t('trade.youReceived') : t('trade.youReceive')}</dt>
      <dd>
        <strong>{money(trade.outAmount ?? trade.outAmountExpected, trade.outCurrency)}</strong>
      </dd>
      {!('holder' in out) ? (
        <>
          <dt>{t('trade.toAddress')}</dt>
          <dd className="tk-trade__wide">
            <code className="tk-trade__code">{out.account}</code>
          </dd>
          {out.transaction ? (
            <>
              <dt>{t('trade.transaction')}</dt>
              <dd className="tk-trade__wide">
                <code className="tk-trade__code">{out.transaction}</code>
              </dd>
            </>
          ) : null}
        </>
      ) : (
        <>
          <dt>{t('trade.toBank')}</dt>
          <dd className="tk-trade__wide">
            {out.holder.name}
            <br />
            <code className="tk-trade__code">{groupedAccountNumber(out.account.number)}</code>
          </dd>
        </>
      )}
    </dl>
  );
}
