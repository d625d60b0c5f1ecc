// Trade status: one trade followed live (the BFF's event stream, polling without it) from waiting for payment to
// its end, with what the customer does now for each way of paying in and what happens next.
import { useEffect, useId, useRef, useState } from 'react';
import { TradeReturnMessage, type TradeView } from '../../api/contract/bff/trade';
import { isCancellable, isFailedTradeState, isFinalTradeState } from '../../api/contract/trade/trade-states';
import { usePartnerConfig } from '../../api/client/partner';
import { useCancelTrade, useTrade } from '../../api/client/trades';
import { useBffMessage } from '../../api/client/use-bff-message';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert, type AlertTone } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { BankTransferPanel } from './bank-transfer-panel';
import { CancelTrade } from './cancel-trade';
import { CardPaymentPanel } from './card-payment-panel';
import { DepositPanel } from './deposit-panel';
import { useDepositRequest } from './deposit-request';
import { TradeDetails } from './trade-details';
import type { TradeOutcomeEvent } from './trade-events';
import type { CardReturn } from './card-return';
import { tradeSideOf } from './trade-model';
import './trade.css';

/** Props of {@link TradeStatusView}. */
export interface TradeStatusViewProps {
  /** The trade to show and follow: the `id` of the trade `OrderSummaryView`'s `onTradeCreated` passes. */
  tradeId: number;
  /**
   * Called when the customer wants another trade once this one has ended; without it no button is shown. With it, a
   * card window closed unpaid also offers to cancel this trade for a new one paid another way, then calls it.
   */
  onNewTrade?: () => void;
  /**
   * Called once when the trade completes or fails, if this view saw it unfinished (or the customer is back from
   * the card payment page): an old trade opened when it had long ended tells nothing new. And once when a sell
   * waits for the customer's bitcoin (`depositRequested`).
   */
  onEvent?: (event: TradeOutcomeEvent) => void;
  /** `result` the card payment page added to a partner's return URL (`cardReturnFromLocation`), after a redirect. */
  returnResult?: CardReturn['result'];
}

/** Trade status view: what the customer does now and what happens next, live until the trade ends. */
export function TradeStatusView({ tradeId, onNewTrade, onEvent, returnResult }: TradeStatusViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const headingId = useId();
  const trade = useTrade(tradeId);
  const config = usePartnerConfig();
  const { refetch } = trade;
  const [returned, setReturned] = useState(returnResult !== undefined);
  // A card window closed unpaid: the customer may cancel this trade and start one paid another way.
  const cancel = useCancelTrade();
  const payAnotherWay = onNewTrade
    ? {
        run: () => cancel.mutate(tradeId, { onSuccess: () => onNewTrade(), onError: () => void refetch() }),
        pending: cancel.isPending,
        error: cancel.error,
      }
    : undefined;

  // The BFF's return page (in the popup, or the frame) says the customer is back: read the trade now.
  useBffMessage(TradeReturnMessage, () => {
    setReturned(true);
    void refetch();
  });

  useOutcomeEvents(trade.data, onEvent, returnResult !== undefined);
  useDepositRequest(trade.data, onEvent);

  let body;
  if (trade.isPending) body = <LoadingState />;
  else if (trade.isError) body = <ErrorState error={trade.error} onRetry={() => void refetch()} />;
  else {
    const view = trade.data;
    const final = isFinalTradeState(view.state);
    body = (
      <>
        {/* Each new state is read out whole, once: the box inside is no live region of its own. */}
        <div aria-live="polite" aria-atomic="true" className="tk-trade__live">
          <TradeStatusText trade={view} />
        </div>
        {view.state === 'awaiting_transfer_in' ? (
          <AwaitingPanel
            trade={view}
            returned={returned}
            sandbox={config.data?.mode === 'sandbox'}
            onChanged={() => void refetch()}
            payAnotherWay={payAnotherWay}
          />
        ) : null}
        {view.receiptUrl ? (
          <p>
            <a className="tk-link" href={view.receiptUrl} target="_blank" rel="noreferrer">
              {t('trade.receipt')}
            </a>
          </p>
        ) : null}
        <TradeDetails trade={view} />
        {isCancellable(view.state) ? <CancelTrade tradeId={view.id} /> : null}
        {final && onNewTrade ? (
          <div className="tk-actions">
            <Button onClick={onNewTrade}>{t('trade.newTrade')}</Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section
      className="tk-view tk-trade"
      aria-labelledby={headingId}
      data-state={trade.data?.state ?? (trade.isError ? 'error' : 'loading')}
      data-medium={trade.data?.transferIn.medium}
    >
      <h2 id={headingId}>{t('trade.heading')}</h2>
      <OfflineNotice />
      {body}
    </section>
  );
}

/** Reports the end of each trade once, if the view saw it unfinished or `followed` says it was being followed. */
function useOutcomeEvents(
  trade: TradeView | undefined,
  onEvent: ((event: TradeOutcomeEvent) => void) | undefined,
  followed: boolean,
) {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  const seenOpen = useRef(new Set<number>());
  const reported = useRef(new Set<number>());
  const id = trade?.id;
  const state = trade?.state;
  useEffect(() => {
    if (id === undefined || state === undefined) return;
    if (!isFinalTradeState(state)) {
      seenOpen.current.add(id);
      return;
    }
    if ((!followed && !seenOpen.current.has(id)) || reported.current.has(id)) return;
    reported.current.add(id);
    if (state === 'completed' || state === 'completed_test')
      onEventRef.current?.({ type: 'tradeCompleted', tradeId: id });
    else if (state === 'rejected' || state === 'expired' || state === 'cancelled')
      onEventRef.current?.({ type: 'tradeFailed', tradeId: id, state });
  }, [id, state, followed]);
}

interface AwaitingPanelProps {
  trade: TradeView;
  returned: boolean;
  sandbox: boolean;
  onChanged: () => void;
  /** Card: cancel the trade for a new one paid another way (only where the view can start a new trade). */
  payAnotherWay: { run: () => void; pending: boolean; error: unknown } | undefined;
}

function AwaitingPanel({ trade, returned, sandbox, onChanged, payAnotherWay }: AwaitingPanelProps) {
  const details = trade.transferIn.details;
  if ('redirectUrl' in details)
    return (
      <CardPaymentPanel
        trade={trade}
        details={details}
        returned={returned}
        onChanged={onChanged}
        onPayAnotherWay={payAnotherWay?.run}
        payingAnotherWay={payAnotherWay?.pending}
        payAnotherWayError={payAnotherWay?.error}
      />
    );
  if ('referenceText' in details)
    return <BankTransferPanel trade={trade} details={details} sandbox={sandbox} onChanged={onChanged} />;
  return <DepositPanel trade={trade} details={details} onExpired={onChanged} />;
}

function toneOf(trade: TradeView): AlertTone {
  if (trade.state === 'completed' || trade.state === 'completed_test') return 'success';
  if (trade.state === 'rejected') return 'error';
  return isFailedTradeState(trade.state) ? 'warning' : 'info';
}

/** The state in words: a title and what happens next. */
function TradeStatusText({ trade }: { trade: TradeView }) {
  const { t, i18n } = useTranslation();
  const side = tradeSideOf(trade);
  const amount = formatAmount(trade.outAmount ?? trade.outAmountExpected, trade.outCurrency, i18n.language);
  const medium = trade.transferIn.medium;
  let title: string;
  let next: string | undefined;
  switch (trade.state) {
    case 'awaiting_transfer_in':
      title = t(`trade.state.awaiting.${medium}`);
      break;
    case 'payment_authorized':
      title = t('trade.state.payment_authorized');
      next = t('trade.next.payment_authorized');
      break;
    case 'processing':
      title = t('trade.state.processing');
      next = t(`trade.next.processing.${side}`, { amount });
      break;
    case 'reviewing':
      title = t('trade.state.reviewing');
      next = t('trade.next.reviewing');
      break;
    case 'completed':
    case 'completed_test':
      title = t('trade.state.completed');
      next = t(`trade.next.completed.${side}`, { amount });
      break;
    case 'rejected':
      title = medium === 'card' ? t('trade.state.declined') : t('trade.state.rejected');
      next = medium === 'card' ? t('trade.next.declined') : t('trade.next.rejected');
      break;
    case 'expired':
      title = t('trade.state.expired');
      next = t('trade.next.expired');
      break;
    case 'cancelled':
      title = t('trade.state.cancelled');
      next = t('trade.next.cancelled');
      break;
  }
  return (
    <Alert tone={toneOf(trade)} title={title} data-state={trade.state} role={undefined}>
      {next ? <p>{next}</p> : null}
      {trade.state === 'completed_test' ? <p>{t('trade.next.sandbox')}</p> : null}
      {isFinalTradeState(trade.state) ? null : <p className="tk-field__description">{t('trade.live')}</p>}
    </Alert>
  );
}
