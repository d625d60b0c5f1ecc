// A bank buy waiting for payment: the service's account with copy buttons, the reference text set apart so it
// cannot be missed, the time left, a note that the same details were emailed, and (sandbox) a simulated transfer.
import { Fragment } from 'react';
import type { TradeView } from '../../api/contract/bff/trade';
import { formatFiat, fiatToMinor } from '../../api/contract/money';
import { useTestBankTransfer } from '../../api/client/trades';
import { errorText } from '../../i18n/error-message';
import { countryName, formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { TimeLeft } from './time-left';
import { groupedAccountNumber, tradeDeadline, type BankInView } from './trade-model';

export interface BankTransferPanelProps {
  trade: TradeView;
  details: BankInView;
  sandbox: boolean;
  /** Reads the trade again (after the simulated transfer, or when the time runs out). */
  onChanged: () => void;
}

export function BankTransferPanel({ trade, details, sandbox, onChanged }: BankTransferPanelProps) {
  const { t, i18n } = useTranslation();
  const simulate = useTestBankTransfer();
  const { currency, sendAmount } = trade.transferIn;
  const amount = formatAmount(sendAmount, currency, i18n.language);
  let plainAmount = String(sendAmount);
  try {
    plainAmount = formatFiat(fiatToMinor(sendAmount, currency), currency);
  } catch {
    // A currency money.ts does not know: the wire's number as it came.
  }
  const deadline = tradeDeadline(trade);
  const address = details.bank.address;
  // Name, city and country, each isolated: in a right-to-left view they follow one another from the right, as the
  // reader reads, and a Latin name does not carry the country's Arabic name into its own run.
  const bank = [
    details.bank.name,
    address.city,
    address.country ? countryName(address.country, i18n.language) : undefined,
  ].filter((part): part is string => Boolean(part));
  const iban = details.account.type === 'sepa';
  return (
    <div className="tk-trade__panel" data-medium="bank">
      <p>{t('trade.bank.text', { amount })}</p>
      <div className="tk-trade__reference">
        <p className="tk-alert__title">{t('trade.bank.referenceTitle')}</p>
        <p>
          <code className="tk-trade__reference-text" data-testid="bank-reference" dir="ltr">
            {details.referenceText}
          </code>
        </p>
        <p>{t('trade.bank.referenceWhy')}</p>
        <CopyButton value={details.referenceText} label={t('trade.bank.copyReference')} />
      </div>
      <dl className="tk-summary tk-trade__details" aria-label={t('trade.bank.accountLabel')}>
        <dt>{t('trade.bank.amount')}</dt>
        <dd>
          <bdi className="tk-trade__value">{amount}</bdi>
          <CopyButton value={plainAmount} label={t('trade.bank.copyAmount')} />
        </dd>
        <dt>{t('trade.bank.holder')}</dt>
        <dd>
          <bdi className="tk-trade__value">{details.holder.name}</bdi>
          <CopyButton value={details.holder.name} label={t('trade.bank.copyHolder')} />
        </dd>
        <dt>{iban ? t('trade.bank.iban') : t('trade.bank.accountNumber')}</dt>
        <dd>
          <code className="tk-trade__value" data-testid="bank-iban" dir="ltr">
            {groupedAccountNumber(details.account.number)}
          </code>
          <CopyButton
            value={details.account.number}
            label={iban ? t('trade.bank.copyIban') : t('trade.bank.copyNumber')}
          />
        </dd>
        <dt>{t('trade.bank.bic')}</dt>
        <dd>
          <code className="tk-trade__value" dir="ltr">
            {details.account.bic}
          </code>
          <CopyButton value={details.account.bic} label={t('trade.bank.copyBic')} />
        </dd>
        <dt>{t('trade.bank.bank')}</dt>
        <dd>
          <span className="tk-trade__value">
            {bank.map((part, at) => (
              <Fragment key={at}>
                {at > 0 ? ', ' : null}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </span>
        </dd>
      </dl>
      {deadline ? <TimeLeft deadline={deadline} onExpired={onChanged} /> : null}
      <p className="tk-field__description">{t('trade.bank.emailed', { email: trade.traderEmail })}</p>
      {sandbox ? (
        <div className="tk-trade__sandbox">
          <p className="tk-alert__title">{t('trade.bank.sandboxTitle')}</p>
          <p>{t('trade.bank.sandboxText')}</p>
          {simulate.isError ? (
            <Alert tone="error">
              <p>{errorText(t, simulate.error)}</p>
            </Alert>
          ) : null}
          <div className="tk-actions">
            <Button
              variant="secondary"
              loading={simulate.isPending}
              disabled={simulate.isSuccess}
              onClick={() => simulate.mutate(trade.id, { onSuccess: onChanged })}
            >
              {t('trade.bank.simulate')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
