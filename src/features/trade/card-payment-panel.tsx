// A card buy waiting for payment: the card payment page opens in a popup from inside the click. When no popup can
// open, the whole page goes there if it comes back to a host page (outside a frame); else the customer gets a link.
// A popup closed without paying is noticed within a second: the panel offers to open it again or to pay another way.
import { useEffect, useRef, useState } from 'react';
import type { TradeView } from '../../api/contract/bff/trade';
import { errorText } from '../../i18n/error-message';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { openPendingWindow, watchClosed, type OpenedBy, type PendingWindow } from '../../ui/open-window';
import { returnsToHostPage } from './card-return';
import { TimeLeft } from './time-left';
import type { CardInDetails } from './trade-model';

export interface CardPaymentPanelProps {
  trade: TradeView;
  details: CardInDetails;
  /** The customer is back from the payment page (its return message, or the return URL's `result`). */
  returned: boolean;
  /** The trade may have moved: read it again (its time ran out, or the card window was closed). */
  onChanged: () => void;
  /** Cancels this trade for a new one paid another way; without it the panel offers only to open the page again. */
  onPayAnotherWay?: (() => void) | undefined;
  /** Cancelling for another way of paying is under way. */
  payingAnotherWay?: boolean | undefined;
  /** Why cancelling for another way of paying failed (null or undefined: it did not). */
  payAnotherWayError?: unknown;
}

export function CardPaymentPanel({
  trade,
  details,
  returned,
  onChanged,
  onPayAnotherWay,
  payingAnotherWay = false,
  payAnotherWayError,
}: CardPaymentPanelProps) {
  const { t, i18n } = useTranslation();
  // Each opening is its own: the window opened last is the one watched.
  const [launch, setLaunch] = useState<{ by: OpenedBy; window: PendingWindow }>();
  const [closed, setClosed] = useState<PendingWindow>();
  const onChangedNow = useRef(onChanged);
  useEffect(() => {
    onChangedNow.current = onChanged;
  });
  useEffect(() => {
    if (launch?.by !== 'popup') return undefined;
    return watchClosed(launch.window, () => {
      setClosed(launch.window);
      // Closed after paying (the return page closes itself) or not: the trade says which.
      onChangedNow.current();
    });
  }, [launch]);

  function open() {
    const window = openPendingWindow(returnsToHostPage(details.returnUrl));
    setLaunch({ by: window.go(details.redirectUrl), window });
  }

  const opened = launch?.by;
  const closedUnpaid = closed !== undefined && closed === launch?.window && !returned;
  const amount = formatAmount(trade.transferIn.sendAmount, trade.transferIn.currency, i18n.language);
  return (
    <div className="tk-trade__panel" data-medium="card" data-window={closedUnpaid ? 'closed' : opened}>
      <p>{t('trade.card.text', { amount })}</p>
      {returned ? (
        <p>{t('trade.card.returned')}</p>
      ) : closedUnpaid ? null : opened === 'popup' ? (
        <p>{t('trade.card.opened')}</p>
      ) : null}
      {opened === 'blocked' ? (
        <p>
          {t('trade.card.blocked')}{' '}
          <a href={details.redirectUrl} target="_blank" rel="noreferrer" className="tk-link">
            {t('trade.card.openPage')}
          </a>
        </p>
      ) : null}
      {closedUnpaid ? (
        <Alert tone="warning">
          <p>{t('trade.card.closed')}</p>
          {payAnotherWayError ? <p>{errorText(t, payAnotherWayError)}</p> : null}
        </Alert>
      ) : null}
      <div className="tk-actions">
        <Button variant={opened === 'popup' && !closedUnpaid ? 'secondary' : 'primary'} onClick={open}>
          {opened === 'popup' || returned ? t('trade.card.payAgain') : t('trade.card.pay')}
        </Button>
        {closedUnpaid && onPayAnotherWay ? (
          <Button variant="secondary" onClick={onPayAnotherWay} loading={payingAnotherWay}>
            {t('trade.card.payAnotherWay')}
          </Button>
        ) : null}
      </div>
      {trade.quoteExpireTime ? <TimeLeft deadline={trade.quoteExpireTime} onExpired={onChanged} /> : null}
    </div>
  );
}
