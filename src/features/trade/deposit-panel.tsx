// A sell waiting for the customer's bitcoin: the deposit address and the exact amount, a QR code of the BIP21 URI
// and copy buttons (as the payment page has), and the time left before the price lapses.
import type { TradeView } from '../../api/contract/bff/trade';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { CopyButton } from '../../ui/copy-button';
import { QrCode } from '../../ui/qr-code';
import { TimeLeft } from './time-left';
import type { DepositInView } from './trade-model';

export interface DepositPanelProps {
  trade: TradeView;
  details: DepositInView;
  onExpired: () => void;
}

export function DepositPanel({ trade, details, onExpired }: DepositPanelProps) {
  const { t, i18n } = useTranslation();
  const { currency, sendAmount } = trade.transferIn;
  const amount = formatAmount(sendAmount, currency, i18n.language);
  let plainAmount = String(sendAmount);
  try {
    plainAmount = formatBtc(btcToSatoshi(sendAmount));
  } catch {
    // Not an amount of bitcoin's 8 places: the wire's number as it came.
  }
  return (
    <div className="tk-trade__panel tk-trade__deposit" data-medium="blockchain">
      <p>{t('trade.deposit.text', { amount })}</p>
      <QrCode value={details.paymentUri} label={t('trade.deposit.qrLabel', { amount })} />
      <dl className="tk-summary tk-trade__details">
        <dt>{t('trade.deposit.sendExactly')}</dt>
        <dd>
          <bdi className="tk-trade__value" data-testid="deposit-amount">
            {amount}
          </bdi>
          <CopyButton value={plainAmount} label={t('trade.deposit.copyAmount')} />
        </dd>
        <dt>{t('trade.deposit.toAddress')}</dt>
        <dd>
          <code className="tk-trade__value tk-trade__code" data-testid="deposit-address" dir="ltr">
            {details.account}
          </code>
          <CopyButton value={details.account} label={t('trade.deposit.copyAddress')} />
        </dd>
      </dl>
      <div className="tk-actions">
        <a className="tk-button" data-variant="primary" href={details.paymentUri}>
          {t('trade.deposit.openWallet')}
        </a>
        <CopyButton value={details.paymentUri} label={t('trade.deposit.copyUri')} />
      </div>
      {trade.quoteExpireTime ? <TimeLeft deadline={trade.quoteExpireTime} onExpired={onExpired} /> : null}
    </div>
  );
}
