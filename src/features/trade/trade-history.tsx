// The customer's trades, newest first: what each was, where it stands, what went in (the amount, the fee, the total
// paid) and out, when, the receipt once completed, and a way back into a trade that is not finished.
import type { TradeView } from '../../api/contract/bff/trade';
import { isFailedTradeState, isFinalTradeState } from '../../api/contract/trade/trade-states';
import type { TradeState } from '../../api/contract/trade/trades';
import { useTrades } from '../../api/client/trades';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { ViewFrame } from '../../ui/view-frame';
import { PayInRows } from './trade-details';
import './trade.css';

/** Props of {@link TradeHistoryView}. */
export interface TradeHistoryViewProps {
  /** Shows an "Open" button on each unfinished trade that calls this with its id (to follow or pay it). */
  onOpenTrade?: (tradeId: number) => void;
}

/** How a state reads at a glance: done, failed, ended without harm, or still going. */
export type TradeStateTone = 'success' | 'error' | 'ended' | 'pending';

export function tradeStateTone(state: TradeState): TradeStateTone {
  if (state === 'completed' || state === 'completed_test') return 'success';
  if (state === 'rejected') return 'error';
  if (isFailedTradeState(state)) return 'ended';
  return 'pending';
}

/** A trade's state as a small outlined label; `data-tone` carries the tone for styling. */
export function TradeStateBadge({ state }: { state: TradeState }) {
  const { t } = useTranslation();
  const tone = tradeStateTone(state);
  return (
    <span className="tk-badge" data-tone={tone} data-state={state}>
      {t(`history.state.${state}`)}
    </span>
  );
}

/** Trade history view: every trade with its state, side, amounts, date and receipt; loading, error, empty. */
export function TradeHistoryView({ onOpenTrade }: TradeHistoryViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const trades = useTrades();
  return (
    <ViewFrame heading={t('history.heading')} alert={undefined}>
      {trades.isPending ? (
        <LoadingState />
      ) : trades.isError ? (
        <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />
      ) : trades.data.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="tk-records">
          {trades.data.map((trade) => (
            <TradeRow key={trade.id} trade={trade} onOpenTrade={onOpenTrade} />
          ))}
        </ol>
      )}
    </ViewFrame>
  );
}

function TradeRow({ trade, onOpenTrade }: { trade: TradeView; onOpenTrade: ((id: number) => void) | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = t('history.tradeNumber', { id: trade.id });
  const received = trade.outAmount !== undefined;
  return (
    <li className="tk-record" data-state={trade.state}>
      <div className="tk-record__head">
        <h3>
          {t(`history.kind.${trade.transferIn.medium}`)}
          <span className="tk-visually-hidden">, {number}</span>
        </h3>
        <TradeStateBadge state={trade.state} />
      </div>
      <dl className="tk-summary">
        <PayInRows trade={trade} />
        <dt>{received ? t('history.youReceive') : t('history.youReceiveAbout')}</dt>
        <dd>
          <bdi>{formatAmount(trade.outAmount ?? trade.outAmountExpected, trade.outCurrency, locale)}</bdi>
        </dd>
        <dt>{t('history.date')}</dt>
        <dd>
          <time dateTime={trade.createTime}>
            <bdi>{formatDateTime(trade.createTime, locale)}</bdi>
          </time>
        </dd>
        <dt>{t('history.number')}</dt>
        <dd>
          <span dir="ltr">{trade.id}</span>
        </dd>
      </dl>
      {trade.receiptUrl !== undefined || (onOpenTrade && !isFinalTradeState(trade.state)) ? (
        <div className="tk-actions" style={{ alignItems: 'center' }}>
          {trade.receiptUrl !== undefined ? (
            <a className="tk-link" href={trade.receiptUrl} target="_blank" rel="noopener noreferrer">
              {t('history.receipt')}{' '}
              <span className="tk-visually-hidden">
                {number} {t('history.newTab')}
              </span>
            </a>
          ) : null}
          {onOpenTrade && !isFinalTradeState(trade.state) ? (
            <Button variant="secondary" onClick={() => onOpenTrade(trade.id)}>
              {t('history.open')} <span className="tk-visually-hidden">{number}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
