// A card buy waiting for payment: the card payment page opens in a popup from inside the click. When no popup can
// open, the whole page goes there if it comes back to a host page (outside a frame); else the customer gets a link.
import { useState } from 'react';
import type { TradeView } from '../../api/contract/bff/trade';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { openWindow, type OpenedBy } from '../../ui/open-window';
import { returnsToHostPage } from './card-return';
import { TimeLeft } from './time-left';
import type { CardInDetails } from './trade-model';

export interface CardPaymentPanelProps {
  trade: TradeView;
  details: CardInDetails;
  /** The customer is back from the payment page (its return message, or the return URL's `result`). */
  returned: boolean;
  onExpired: () => void;
}

export function CardPaymentPanel({ trade, details, returned, onExpired }: CardPaymentPanelProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState<OpenedBy>();
  const amount = formatAmount(trade.transferIn.sendAmount, trade.transferIn.currency, i18n.language);
  return (
    <div className="tk-trade__panel" data-medium="card">
      <p>{t('trade.card.text', { amount })}</p>
      {returned ? <p>{t('trade.card.returned')}</p> : opened === 'popup' ? <p>{t('trade.card.opened')}</p> : null}
      {opened === 'blocked' ? (
        <p>
          {t('trade.card.blocked')}{' '}
          <a href={details.redirectUrl} target="_blank" rel="noreferrer" className="tk-link">
            {t('trade.card.openPage')}
          </a>
        </p>
      ) : null}
      <div className="tk-actions">
        <Button
          variant={opened === 'popup' ? 'secondary' : 'primary'}
          onClick={() => setOpened(openWindow(details.redirectUrl, returnsToHostPage(details.returnUrl)))}
        >
          {opened === 'popup' || returned ? t('trade.card.payAgain') : t('trade.card.pay')}
        </Button>
      </div>
      {trade.quoteExpireTime ? <TimeLeft deadline={trade.quoteExpireTime} onExpired={onExpired} /> : null}
    </div>
  );
}
