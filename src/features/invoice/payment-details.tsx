// Where and how much to pay: amount, address, QR code of the wallet URI, an "open in wallet" link and copy buttons.
import { useTranslation } from '../../i18n/react';
import { CopyButton } from '../../ui/copy-button';
import { QrCode } from '../../ui/qr-code';

export interface PaymentDetailsProps {
  /** The amount as the wallet needs it, plain (`0.0012`), and as shown, with its currency. */
  amount: string;
  amountText: string;
  address: string;
  uri: string;
  /** The currency's name for the QR code's label ("Bitcoin"). */
  currencyName: string;
  destinationTag?: string | undefined;
}

/** The block a payer's wallet needs; the same for bitcoin and for another currency. */
export function PaymentDetails({
  amount,
  amountText,
  address,
  uri,
  currencyName,
  destinationTag,
}: PaymentDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="tk-invoice__pay">
      <QrCode value={uri} label={t('invoice.qrLabel', { currency: currencyName, amount: amountText })} />
      <dl className="tk-summary">
        <dt>{t('invoice.sendExactly')}</dt>
        <dd>
          <bdi className="tk-invoice__value">{amountText}</bdi>
          <CopyButton value={amount} label={t('invoice.copyAmount')} />
        </dd>
        <dt>{t('invoice.toAddress')}</dt>
        <dd>
          <code className="tk-invoice__value tk-invoice__address" dir="ltr">
            {address}
          </code>
          <CopyButton value={address} label={t('invoice.copyAddress')} />
        </dd>
        {destinationTag ? (
          <>
            <dt>{t('invoice.destinationTag')}</dt>
            <dd>
              <code className="tk-invoice__value" dir="ltr">
                {destinationTag}
              </code>
              <CopyButton value={destinationTag} label={t('invoice.copyDestinationTag')} />
            </dd>
          </>
        ) : null}
      </dl>
      {destinationTag ? <p className="tk-invoice__warning">{t('invoice.destinationTagHint')}</p> : null}
      <div className="tk-actions">
        <a className="tk-button" data-variant="primary" href={uri}>
          {t('invoice.openWallet')}
        </a>
        <CopyButton value={uri} label={t('invoice.copyUri')} />
      </div>
    </div>
  );
}
