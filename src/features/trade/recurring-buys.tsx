// The customer's recurring card buys: how much, how often, when the next and the last buy are, whether each is
// still going; an active one can be stopped after a confirmation.
import { useEffect, useId, useRef, useState } from 'react';
import type { RecurringBuyView } from '../../api/contract/bff/trade';
import { useRecurringBuys, useStopRecurringBuy, useTrades } from '../../api/client/trades';
import { errorText } from '../../i18n/error-message';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { ViewFrame } from '../../ui/view-frame';
import './trade.css';

/** Where a recurring buy stands: buying, stopped by the customer, or past its end date. */
export type RecurringBuyState = 'active' | 'stopped' | 'ended';

export function recurringBuyState(buy: RecurringBuyView, now: Date = new Date()): RecurringBuyState {
  if (buy.isActive) return 'active';
  return buy.endTime !== null && Date.parse(buy.endTime) <= now.getTime() ? 'ended' : 'stopped';
}

/** How each state reads (the badge's colour in trade.css). */
const badgeTone: Record<RecurringBuyState, 'success' | 'ended'> = {
  active: 'success',
  stopped: 'ended',
  ended: 'ended',
};

/** Recurring buys view: every recurring buy with its amount, frequency, next and last buy and state; stop one. */
export function RecurringBuysView() {
  useAllMessages();
  const { t } = useTranslation();
  const buys = useRecurringBuys();
  const trades = useTrades();
  const [announcement, setAnnouncement] = useState('');

  /** When each recurring buy last bought: its newest trade (the list is newest first). */
  const lastBuy = new Map<number, string>();
  for (const trade of trades.data ?? []) {
    if (trade.recurringBuyId !== null && !lastBuy.has(trade.recurringBuyId))
      lastBuy.set(trade.recurringBuyId, trade.createTime);
  }

  return (
    <ViewFrame heading={t('recurring.heading')} alert={undefined}>
      {buys.isPending ? (
        <LoadingState />
      ) : buys.isError ? (
        <ErrorState error={buys.error} onRetry={() => void buys.refetch()} />
      ) : buys.data.length === 0 ? (
        <p>{t('recurring.empty')}</p>
      ) : (
        <ul className="tk-records">
          {buys.data.map((buy) => (
            <RecurringBuyRow
              key={buy.id}
              buy={buy}
              last={trades.isSuccess ? (lastBuy.get(buy.id) ?? null) : undefined}
              onStopped={setAnnouncement}
            />
          ))}
        </ul>
      )}
      <p role="status" className="tk-visually-hidden">
        {announcement}
      </p>
    </ViewFrame>
  );
}

function RecurringBuyRow({
  buy,
  last,
  onStopped,
}: {
  buy: RecurringBuyView;
  /** When it last bought; null when it never has, undefined while that is not known. */
  last: string | null | undefined;
  onStopped: (announcement: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const id = useId();
  const stop = useStopRecurringBuy();
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: string }>();
  const focusLater = (target: string) => setFocusRequest({ target });
  const rowRef = useRef<HTMLLIElement>(null);
  const state = recurringBuyState(buy);
  const what = t('recurring.title', {
    amount: formatAmount(buy.amount, buy.currency, locale),
    frequency: t(`recurring.frequency.${buy.frequency}`),
  });

  useEffect(() => {
    if (focusRequest) rowRef.current?.ownerDocument.getElementById(focusRequest.target)?.focus();
  }, [focusRequest]);

  async function confirmStop() {
    try {
      await stop.mutateAsync(buy.id);
      setConfirming(false);
      onStopped(t('recurring.stopped', { what }));
      focusLater(`${id}-heading`);
    } catch {
      // The error stays shown in the confirmation, which stays open to try again.
    }
  }

  return (
    <li className="tk-record" ref={rowRef} data-state={state}>
      <div className="tk-record__head">
        <h3 id={`${id}-heading`} tabIndex={-1}>
          {what}
        </h3>
        <span className="tk-badge" data-tone={badgeTone[state]} data-state={state}>
          {t(`recurring.state.${state}`)}
        </span>
      </div>
      <dl className="tk-summary">
        <dt>{t('recurring.next')}</dt>
        <dd>{buy.nextTime !== null ? <bdi>{formatDateTime(buy.nextTime, locale)}</bdi> : t('recurring.none')}</dd>
        {last !== undefined ? (
          <>
            <dt>{t('recurring.last')}</dt>
            <dd>{last !== null ? <bdi>{formatDateTime(last, locale)}</bdi> : t('recurring.notYet')}</dd>
          </>
        ) : null}
        {buy.endTime !== null ? (
          <>
            <dt>{t('recurring.ends')}</dt>
            <dd>
              <bdi>{formatDateTime(buy.endTime, locale)}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('recurring.wallet')}</dt>
        <dd style={{ fontFamily: 'monospace' }}>
          <span dir="ltr">{buy.receivingAccount}</span>
        </dd>
      </dl>
      {state === 'active' && !confirming ? (
        <div className="tk-actions">
          <Button
            variant="secondary"
            id={`${id}-stop`}
            onClick={() => {
              stop.reset();
              setConfirming(true);
              focusLater(`${id}-confirm`);
            }}
          >
            {t('recurring.stop')} <span className="tk-visually-hidden">{what}</span>
          </Button>
        </div>
      ) : null}
      {state === 'active' && confirming ? (
        <Alert tone="warning" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>{t('recurring.confirmStop', { what })}</p>
          {stop.isError ? (
            <p role="alert" style={{ color: 'var(--tk-error)', fontWeight: 600 }}>
              {errorText(t, stop.error)}
            </p>
          ) : null}
          <div className="tk-actions" style={{ marginTop: '0.5rem' }}>
            <Button id={`${id}-confirm`} loading={stop.isPending} onClick={() => void confirmStop()}>
              {t('recurring.confirmStopYes')}
            </Button>
            <Button
              variant="secondary"
              disabled={stop.isPending}
              onClick={() => {
                setConfirming(false);
                focusLater(`${id}-stop`);
              }}
            >
              {t('recurring.keep')}
            </Button>
          </div>
        </Alert>
      ) : null}
    </li>
  );
}
