// Limits and "cannot trade" told plainly: which bound an amount broke (the method's minimum, or what is left of
// the customer's limit) and why the customer cannot trade now, from the payment method as this customer may use it.
import { fiatToMinor } from '../../api/contract/money';
import type { CannotTradeReason, TraderPaymentMethod } from '../../api/contract/trade/trades';
import { formatAmount, formatLongDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';

/** Why this customer cannot trade with `method` now, one sentence per reason the service gave. */
export function CannotTradeNotice({ reasons }: { reasons: readonly CannotTradeReason[] }) {
  const { t, i18n } = useTranslation();
  const sentence = (reason: CannotTradeReason) => {
    switch (reason.reasonCode) {
      case 'forced_delay':
        return t('orderSummary.cannotTrade.forced_delay', {
          date: formatLongDateTime(reason.delayEnd, i18n.language),
        });
      case 'trade_in_progress':
        return t('orderSummary.cannotTrade.trade_in_progress');
      case 'limits_exceeded':
        return t('orderSummary.cannotTrade.limits_exceeded');
      case 'country_not_supported':
        return t('orderSummary.cannotTrade.country_not_supported');
    }
  };
  return (
    <Alert tone="warning" title={t('orderSummary.cannotTradeTitle')}>
      {reasons.length > 0 ? (
        reasons.map((reason) => <p key={reason.reasonCode}>{sentence(reason)}</p>)
      ) : (
        <p>{t('errors.trader_cannot_trade')}</p>
      )}
    </Alert>
  );
}

/**
 * An amount outside the limits: the bound it broke when the amount paid in is known, else both bounds. `amount`
 * is what the customer pays in, in `currency`, when known; `refused`: the trade was refused for it (an alert, not
 * a warning while pricing).
 */
export function LimitsNotice({
  method,
  currency,
  amount,
  refused = false,
}: {
  method: TraderPaymentMethod | undefined;
  currency: string;
  amount: number | string | undefined;
  refused?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const minimum = method?.minimumInAmounts[currency];
  const limit = method?.limitInAmounts[currency];
  const money = (value: number) => formatAmount(value, currency, i18n.language);
  let broken: 'below' | 'above' | undefined;
  try {
    if (amount !== undefined && minimum !== undefined && fiatToMinor(amount, currency) < fiatToMinor(minimum, currency))
      broken = 'below';
    else if (
      amount !== undefined &&
      limit !== undefined &&
      fiatToMinor(amount, currency) > fiatToMinor(limit, currency)
    )
      broken = 'above';
  } catch {
    // An amount money.ts cannot read exactly: say both bounds.
  }
  return (
    <Alert tone={refused ? 'error' : 'warning'} title={t('orderSummary.limitsTitle')}>
      {broken !== 'above' && minimum !== undefined ? (
        <p>{t('orderSummary.belowMinimum', { amount: money(minimum) })}</p>
      ) : null}
      {broken !== 'below' && limit !== undefined ? (
        <p>{t('orderSummary.aboveLimit', { amount: money(limit) })}</p>
      ) : null}
      {minimum === undefined && limit === undefined ? <p>{t('errors.limits_exceeded')}</p> : null}
    </Alert>
  );
}
