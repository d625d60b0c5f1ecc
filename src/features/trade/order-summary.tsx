// Order summary: a real price quote for what the customer chose (held 15 minutes, renewed when it runs out), where
// the payout goes, an optional repeat of a card buy, and the trade made from it.
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import type { CreateTradeBody, TradeView } from '../../api/contract/bff/trade';
import { subscriptionFrequencies, type SubscriptionFrequency } from '../../api/contract/trade/trades';
import { isBffError } from '../../api/client/bff-error';
import { usePartnerConfig } from '../../api/client/partner';
import { useTrader } from '../../api/client/trader';
import { useCreateTrade, usePaymentMethods } from '../../api/client/trades';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { SelectField } from '../../ui/select-field';
import { SubmitRow } from '../../ui/submit-row';
import { OrderFigures } from './order-figures';
import { addressProblem, PayoutAddress } from './payout-address';
import { CannotTradeNotice, LimitsNotice } from './trade-limits';
import { priceQuoteRequest, quoteFigures, tradeMedia, type TradeSelection } from './trade-model';
import { usePriceQuote } from './use-price-quote';
import './trade.css';

/** Props of {@link OrderSummaryView}. */
export interface OrderSummaryViewProps {
  /** What the customer chose on the quote view (its `QuoteSelection`). */
  selection: TradeSelection;
  /** Buy: the partner's payout address for this customer, shown and not editable; without it the customer types one. */
  walletAddress?: string;
  /** Sell: the bank account the money goes to, chosen in `payoutChooser`. */
  bankAccountId?: number;
  /** Sell: rendered where the payout is shown, e.g. a bank account chooser that sets `bankAccountId`. */
  payoutChooser?: ReactNode;
  /**
   * Card: a page of yours (on an origin the BFF allows) the card payment page returns to, with `?result=&tradeId=`
   * (read them there with `cardReturnFromLocation`); default the BFF's return page, which tells the window that
   * opened the card page (this one) and closes.
   */
  returnUrl?: string;
  /** Called with the new trade once it is made. */
  onTradeCreated: (trade: TradeView) => void;
  /** Back to the quote; without it no back button is shown. */
  onBack?: () => void;
}

/** Order summary view: loads the partner configuration, then prices the order and makes the trade. */
export function OrderSummaryView(props: OrderSummaryViewProps) {
  useAllMessages();
  const config = usePartnerConfig();
  if (config.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <OrderSummary config={config.data} {...props} />;
}

const fieldOf = (error: unknown) => (isBffError(error) ? error.field : undefined);
const codeOf = (error: unknown) => (isBffError(error) ? error.code : undefined);

function OrderSummary({
  config,
  selection,
  walletAddress,
  bankAccountId,
  payoutChooser,
  returnUrl,
  onTradeCreated,
  onBack,
}: OrderSummaryViewProps & { config: PartnerConfig }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { side, fiat, crypto, amount, amountIn, medium } = selection;
  const request = useMemo(
    () => priceQuoteRequest({ side, fiat, crypto, amount, amountIn, medium }),
    [side, fiat, crypto, amount, amountIn, medium],
  );
  const media = tradeMedia(selection);
  const [pay, receive] = side === 'buy' ? [fiat, crypto] : [crypto, fiat];
  const price = usePriceQuote(request);
  const methods = usePaymentMethods({ inCurrency: pay, outCurrency: receive });
  const method = methods.data?.find((m) => m.inMedium === media.in && m.outMedium === media.out);
  const cannotTrade = method?.canTrade === false;
  const cardBuy = side === 'buy' && media.in === 'card';
  const trader = useTrader({ enabled: cardBuy });
  const create = useCreateTrade();
  const network = config.btcNetwork ?? (config.mode === 'sandbox' ? 'testnet' : 'mainnet');

  const [address, setAddress] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [repeat, setRepeat] = useState(false);
  const [frequency, setFrequency] = useState<SubscriptionFrequency>('monthly');
  const [priceRenewedByTrade, setPriceRenewedByTrade] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);

  const figures = price.quote ? quoteFigures(price.quote, crypto) : undefined;
  const updating = price.quote !== undefined && (price.left === 0 || price.pending);
  const payAmount = figures?.send ?? (pay === (amountIn === 'fiat' ? fiat : crypto) ? amount : undefined);

  // The payout: what the customer typed is checked as it is left; the BFF's refusal names its field.
  const payoutAddress = walletAddress ?? address;
  const problem = side === 'buy' ? addressProblem(payoutAddress, network) : undefined;
  const tradeError = create.error;
  const refusedField = fieldOf(tradeError);
  let addressError: string | undefined;
  if (problem && (walletAddress !== undefined || addressTouched || submitted))
    addressError = t(`orderSummary.${problem.key}`, {
      crypto,
      network: problem.network ? t(`orderSummary.network.${problem.network}`) : undefined,
      expected: t(`orderSummary.network.${network}`),
    });
  else if (refusedField === 'transferOut.walletAddress') addressError = errorText(t, tradeError);
  const bankError =
    side === 'sell' && submitted && bankAccountId === undefined
      ? t('orderSummary.bankAccountRequired')
      : refusedField === 'transferOut.bankAccountId'
        ? errorText(t, tradeError)
        : undefined;
  const repeatShown = cardBuy && trader.data?.tradeSubscriptionsAllowed !== false;
  const recurringError = refusedField === 'recurring' ? errorText(t, tradeError) : undefined;
  const tradeErrorCode = codeOf(tradeError);
  // A refusal is told next to the field it names when this view shows that field; every other one (a `returnUrl`
  // the BFF does not allow, a 5xx, no network) in the alert above the confirm button: none goes unsaid.
  const refusalAtField =
    (side === 'buy' && refusedField === 'transferOut.walletAddress') ||
    (side === 'sell' && refusedField === 'transferOut.bankAccountId') ||
    (repeatShown && repeat && refusedField === 'recurring');
  const generalTradeError =
    tradeError !== null &&
    !refusalAtField &&
    tradeErrorCode !== 'quote_expired' &&
    tradeErrorCode !== 'quote_not_found' &&
    tradeErrorCode !== 'limits_exceeded';

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const quote = price.quote;
    if (!quote?.id || updating || cannotTrade) return;
    if (problem) {
      if (walletAddress === undefined) addressRef.current?.focus();
      return;
    }
    if (side === 'sell' && bankAccountId === undefined) return;
    const body: CreateTradeBody = {
      priceQuoteId: quote.id,
      transferIn: { medium: media.in },
      transferOut:
        side === 'buy'
          ? { medium: media.out, walletAddress: payoutAddress.trim() }
          : { medium: media.out, bankAccountId: bankAccountId! },
      ...(media.in === 'card' && returnUrl !== undefined ? { returnUrl } : {}),
      ...(cardBuy && repeat ? { recurring: { frequency } } : {}),
    };
    setPriceRenewedByTrade(false);
    create.mutate(body, {
      onSuccess: onTradeCreated,
      onError: (error) => {
        // The price ran out (or was used) between the last tick and the click: a fresh one, checked again.
        const code = codeOf(error);
        if (code === 'quote_expired' || code === 'quote_not_found') {
          setPriceRenewedByTrade(true);
          price.renew();
        }
      },
    });
  }

  const limitsBroken = codeOf(price.error) === 'limits_exceeded' || tradeErrorCode === 'limits_exceeded';

  return (
    <section className="tk-view" aria-labelledby={headingId} data-state={price.quote ? 'priced' : 'pricing'}>
      <h2 id={headingId}>{t('orderSummary.heading')}</h2>
      <OfflineNotice />
      {cannotTrade ? <CannotTradeNotice reasons={method.cannotTradeReasons ?? []} /> : null}
      <div aria-live="polite" aria-busy={price.pending} className="tk-trade__live">
        {request === undefined ? (
          <Alert tone="warning">
            <p>{t('orderSummary.noAmount')}</p>
          </Alert>
        ) : null}
        {limitsBroken ? (
          <LimitsNotice
            method={method}
            currency={pay}
            amount={payAmount}
            refused={tradeErrorCode === 'limits_exceeded'}
          />
        ) : null}
        {price.error !== undefined && !limitsBroken ? (
          <Alert tone="error">
            <p>{errorText(t, price.error)}</p>
            <div className="tk-actions">
              <Button variant="secondary" onClick={price.renew} loading={price.pending}>
                {t('orderSummary.newPrice')}
              </Button>
            </div>
          </Alert>
        ) : null}
        {priceRenewedByTrade && !price.pending ? (
          <Alert tone="info">
            <p>{t('orderSummary.priceRenewedByTrade')}</p>
          </Alert>
        ) : price.renewals > 0 && !price.pending && price.error === undefined ? (
          <p className="tk-field__description">{t('orderSummary.priceRenewed', { count: heldMinutes(price.quote) })}</p>
        ) : null}
      </div>
      {figures ? (
        <OrderFigures figures={figures} side={side} left={price.left} updating={updating} />
      ) : price.pending ? (
        <LoadingState />
      ) : null}
      {side === 'sell' ? (
        // Outside the form: adding a bank account is a form of its own, and forms do not nest.
        <div className="tk-field" data-state={bankError ? 'invalid' : 'valid'}>
          <p className="tk-field__label">{t('orderSummary.payoutBank')}</p>
          {payoutChooser}
          {bankError ? (
            <p className="tk-field__error" role="alert">
              {bankError}
            </p>
          ) : null}
        </div>
      ) : null}
      <form className="tk-form" noValidate onSubmit={onSubmit} aria-label={t('orderSummary.formLabel')}>
        {side === 'buy' ? (
          <PayoutAddress
            crypto={crypto}
            network={network}
            sandbox={config.mode === 'sandbox'}
            given={walletAddress}
            value={address}
            onValueChange={setAddress}
            onBlur={() => setAddressTouched(true)}
            error={addressError}
            inputRef={addressRef}
          />
        ) : null}
        {repeatShown ? (
          <div className="tk-field">
            <Checkbox
              label={t('orderSummary.repeat')}
              checked={repeat}
              onChange={(event) => setRepeat(event.target.checked)}
            />
            {repeat ? (
              <SelectField
                label={t('orderSummary.frequency')}
                description={t('orderSummary.repeatHint')}
                error={recurringError}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as SubscriptionFrequency)}
                options={subscriptionFrequencies.map((value) => ({
                  value,
                  label: t(`orderSummary.frequencies.${value}`),
                }))}
              />
            ) : null}
          </div>
        ) : null}
        {generalTradeError ? (
          <Alert tone="error">
            <p>{errorText(t, tradeError)}</p>
          </Alert>
        ) : null}
        <SubmitRow
          disabled={!price.quote || updating || cannotTrade}
          loading={create.isPending}
          extra={
            onBack ? (
              <Button variant="secondary" onClick={onBack}>
                {t('orderSummary.back')}
              </Button>
            ) : null
          }
        >
          {side === 'buy' ? t('orderSummary.confirmBuy') : t('orderSummary.confirmSell')}
        </SubmitRow>
      </form>
    </section>
  );
}

/** How long the service held the price before it ran out, in whole minutes (15 on the service today). */
function heldMinutes(quote: { issueTime: string; expiryTime: string } | undefined): number {
  if (!quote) return 15;
  return Math.round((Date.parse(quote.expiryTime) - Date.parse(quote.issueTime)) / 60_000);
}
