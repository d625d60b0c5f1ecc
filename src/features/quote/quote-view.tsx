// Quote: buy or sell, currencies and amount, and the approximate quote refreshed as the user types.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import type { ApproximateQuote, ApproximateQuoteQuery } from '../../api/contract/trade/partners';
import { useApproximateQuote, usePartnerConfig } from '../../api/client/partner';
import { errorText } from '../../i18n/error-message';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { SubmitRow } from '../../ui/submit-row';
import { Field } from '../../ui/field';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { useQuoteExtras } from './load-quote-extras';
import type { RefusedChoice } from './quote-extras';
import {
  amountIsPaid,
  checkLimits,
  chosenMethod,
  currenciesForSide,
  initialSelection,
  methodsForPair,
  parseAmount,
  payAndReceive,
  quoteQuery,
  totalToPay,
  type QuoteSelection,
  type TradeSide,
} from './quote-model';
import { QUOTE_SHOWN_MARK } from './quote-shown-mark';
import { useDebouncedValue } from './use-debounced-value';

/** Props of {@link QuoteView}. */
export interface QuoteViewProps {
  /** Where the customer starts, e.g. the selection saved before a reload. */
  defaultSelection?: Partial<QuoteSelection>;
  /** Called with the selection when the customer continues to sign-up. */
  onContinue?: (selection: QuoteSelection) => void;
  /** Pause after the last keystroke before a quote is asked for, in ms. Default 400. */
  debounceMs?: number;
  /**
   * Called with each approximate quote once it is the one shown for what the customer typed; when the amount typed is
   * the one received, `quoteAmount` is that amount, as shown.
   */
  onQuoteChange?: (quote: ApproximateQuote) => void;
  /** Called, once per `defaultSelection`, for each choice in it the partner's payment methods cannot honour. */
  onChoiceRefused?: (refused: RefusedChoice) => void;
}

/** Quote view: loads the partner configuration, then lets the customer price a trade. */
export function QuoteView(props: QuoteViewProps) {
  const config = usePartnerConfig();
  if (config.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <QuoteForm config={config.data} {...props} />;
}

/** The query's text, so an equal query made anew each render is the same dependency. */
const keyOf = (query: ApproximateQuoteQuery | undefined) => (query ? JSON.stringify(query) : '');

function QuoteForm({
  config,
  defaultSelection,
  onContinue,
  onQuoteChange,
  onChoiceRefused,
  debounceMs = 400,
}: QuoteViewProps & { config: PartnerConfig }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [selection, setSelection] = useState(() => initialSelection(config, defaultSelection));
  const [touched, setTouched] = useState(false);
  const { fiats, cryptos } = currenciesForSide(config, selection.side);
  const methods = methodsForPair(config, selection);
  const method = chosenMethod(config, selection);
  const { pay, receive } = payAndReceive(selection);
  const paid = amountIsPaid(selection);
  const amount = parseAmount(selection.amount);
  const extras = useQuoteExtras();
  // An amount to receive is priced from what the method's largest payment buys (the service prices payments only).
  const probeAsked = extras?.probeQuery(selection, method);
  const probe = useApproximateQuote(probeAsked);
  const priced = probeAsked && !probe.isPlaceholderData ? probe.data : undefined;
  const paying = paid ? amount : extras?.payToReceive(selection, method, priced);
  const limit = method && paying !== undefined ? checkLimits(method, pay, paying) : { kind: 'ok' as const };
  const query = quoteQuery(selection, method, paying);
  // Debounce the query's text, not the object: a new object each render would restart the timer forever.
  const debouncedKey = useDebouncedValue(keyOf(query), debounceMs);
  const debounced = useMemo(
    () => (debouncedKey ? (JSON.parse(debouncedKey) as ApproximateQuoteQuery) : undefined),
    [debouncedKey],
  );
  const quote = useApproximateQuote(debounced);
  const locale = i18n.language;
  const amountError = touched && selection.amount !== '' && amount === undefined ? t('quote.amountInvalid') : undefined;
  const failed = (query && quote.isError) || (probeAsked && probe.isError);
  // A limit the service names in its refusal (it may be narrower than the listed one) is told like a listed one.
  const broken =
    (limit.kind === 'ok' && query && quote.isError && extras?.refusedLimit(quote.error, debounced)) || limit;

  const update = (change: Partial<QuoteSelection>) =>
    setSelection((current) => initialSelection(config, { ...current, ...change }));

  const shown: ApproximateQuote | undefined = query ? quote.data : undefined;
  // The quote shown belongs to what is typed now only once the debounce has caught up and the answer is in.
  const updating = debouncedKey !== keyOf(query) || quote.isPlaceholderData;
  const ready = shown !== undefined && !updating && !quote.isError;
  const settled = shown !== undefined && !updating ? shown : undefined;
  const reported = useRef<ApproximateQuote | undefined>(undefined);
  const onQuoteChangeRef = useRef(onQuoteChange);
  useEffect(() => {
    onQuoteChangeRef.current = onQuoteChange;
  });
  useEffect(() => {
    if (settled && settled !== reported.current) {
      reported.current = settled;
      // An amount typed to receive is what is received, as the view shows it: the payment priced to buy it may
      // bring a cent more, which the service does not pay out.
      onQuoteChangeRef.current?.(paid || amount === undefined ? settled : { ...settled, quoteAmount: Number(amount) });
    }
  }, [settled, paid, amount]);
  // The starting choices the partner gave that could not be kept: told once (this form mounts once per start).
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !extras) return;
    told.current = true;
    extras.refusedChoices(config, defaultSelection).forEach((refusal) => onChoiceRefused?.(refusal));
  }, [extras, config, defaultSelection, onChoiceRefused]);

  const money = (value: number, currency: string) => formatAmount(value, currency, locale);
  const minimum = method?.minimumInAmounts[pay];
  const maximum = method?.limitInAmounts[pay];
  // The limits in the currency the amount is typed in: an amount to receive has them at the method's price.
  const shownLimits = paid
    ? minimum !== undefined && maximum !== undefined && { minimum: money(minimum, pay), maximum: money(maximum, pay) }
    : extras?.receiveLimits(selection, method, priced, t, locale);

  return (
    <section className="tk-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('quote.heading')}</h2>
      {/* No method: nothing the partner offers can be traded (no payment methods, or none with both currencies). */}
      {method ? <OfflineNotice /> : null}
      {method ? (
        <form
          className="tk-form tk-quote"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (ready) onContinue?.(selection);
          }}
        >
          <div className="tk-segmented">
            <RadioGroup<TradeSide>
              legend={t('quote.side')}
              name="side"
              value={selection.side}
              onValueChange={(side) => update({ side })}
              options={[
                { value: 'buy', label: t('quote.buy') },
                { value: 'sell', label: t('quote.sell') },
              ]}
            />
          </div>
          <div className="tk-quote__row">
            <Field label={t('quote.fiat')}>
              {(control) => (
                <Select
                  {...control}
                  value={selection.fiat}
                  onChange={(event) => update({ fiat: event.target.value })}
                  options={fiats.map((code) => ({ value: code, label: code }))}
                />
              )}
            </Field>
            {cryptos.length > 1 ? (
              <Field label={t('quote.crypto')}>
                {(control) => (
                  <Select
                    {...control}
                    value={selection.crypto}
                    onChange={(event) => update({ crypto: event.target.value })}
                    options={cryptos.map((code) => ({ value: code, label: code }))}
                  />
                )}
              </Field>
            ) : null}
            {/* A sell is paid in from a crypto wallet whichever way it pays out: only a buy chooses how to pay. */}
            {selection.side === 'buy' && methods.length > 1 ? (
              <Field label={t('quote.payWith')}>
                {(control) => (
                  <Select
                    {...control}
                    value={method?.inMedium}
                    onChange={(event) => update({ medium: event.target.value as QuoteSelection['medium'] })}
                    options={methods.map((m) => ({ value: m.inMedium, label: t(`quote.medium.${m.inMedium}`) }))}
                  />
                )}
              </Field>
            ) : null}
          </div>
          {/* The limits span the row above input and unit, so they take one line on a phone, not two. */}
          <Field
            label={t(paid ? 'quote.amount' : 'quote.amountReceive', { currency: paid ? pay : receive })}
            description={shownLimits ? t('quote.limits', shownLimits) : undefined}
            error={amountError}
          >
            {(control) => (
              <div className="tk-quote__amount">
                {/* Digits and a decimal point run left to right in every language, as on a bank's form. */}
                <input
                  {...control}
                  className="tk-input"
                  dir="ltr"
                  inputMode="decimal"
                  autoComplete="off"
                  value={selection.amount}
                  onChange={(event) => update({ amount: event.target.value })}
                  onBlur={() => setTouched(true)}
                />
                <div className="tk-segmented">
                  <RadioGroup<'fiat' | 'crypto'>
                    legend={t('quote.amountIn')}
                    name="amountIn"
                    value={selection.amountIn}
                    onValueChange={(amountIn) => update({ amountIn })}
                    options={[
                      { value: 'fiat', label: selection.fiat },
                      { value: 'crypto', label: selection.crypto },
                    ]}
                  />
                </div>
              </div>
            )}
          </Field>
          <div aria-live="polite" aria-busy={quote.isFetching || probe.isFetching}>
            {broken.kind !== 'ok' ? (
              <Alert tone="warning">
                <p>
                  {t(broken.kind === 'below' ? 'quote.belowMinimum' : 'quote.aboveLimit', {
                    // A listed limit crossed by an amount to receive is told in its currency, like the limits.
                    amount:
                      !paid && shownLimits && limit.kind !== 'ok'
                        ? shownLimits[broken.kind === 'below' ? 'minimum' : 'maximum']
                        : money(broken.kind === 'below' ? broken.minimum : broken.limit, broken.currency),
                  })}
                </p>
              </Alert>
            ) : failed ? (
              <Alert tone="error">
                <p>{errorText(t, quote.error ?? probe.error)}</p>
              </Alert>
            ) : null}
            {shown ? (
              <QuoteSummary
                quote={shown}
                locale={locale}
                updating={updating}
                side={selection.side}
                exact={paid ? undefined : amount}
              />
            ) : null}
            {amount === undefined ? <p className="tk-field__description">{t('quote.hint')}</p> : null}
          </div>
          <SubmitRow disabled={!ready}>{t('common.continue')}</SubmitRow>
        </form>
      ) : (
        <Alert tone="info">
          <p>{t('quote.empty')}</p>
        </Alert>
      )}
    </section>
  );
}

let quoteShownMarked = false;

interface QuoteSummaryProps {
  quote: ApproximateQuote;
  locale: string;
  updating: boolean;
  side: TradeSide;
  /**
   * The amount typed, when it is the one received. It is then the one figure of what is received, from here to the
   * receipt: the order's price quote fixes it to the minor unit, whereas this quote, of a payment priced to get at
   * least that much, adds its rounding (250.01 for 250). The total is then the approximate figure.
   */
  exact: string | undefined;
}

function QuoteSummary({ quote, locale, updating, side, exact }: QuoteSummaryProps) {
  const { t } = useTranslation();
  const total = formatAmount(totalToPay(quote), quote.baseCurrency, locale);
  // When the first price is on the page, for performance tools (DevTools, the benchmark): once per page, right
  // after React has put it in the document.
  useLayoutEffect(() => {
    if (quoteShownMarked || updating) return;
    quoteShownMarked = true;
    performance.mark(QUOTE_SHOWN_MARK);
  }, [updating]);
  return (
    <dl className="tk-summary" data-state={updating ? 'updating' : 'current'} aria-label={t('quote.summary')}>
      <dt>{t(side === 'buy' ? 'quote.transferInFee' : 'quote.transferInFeeSell')}</dt>
      <dd>
        <bdi>{formatAmount(quote.transferIn.feeAmount, quote.transferIn.currency, locale)}</bdi>
      </dd>
      <dt>{t(side === 'buy' ? 'quote.total' : 'quote.totalSell')}</dt>
      <dd>{exact ? t('quote.about', { amount: total }) : <bdi>{total}</bdi>}</dd>
      <dt>{t('quote.transferOutFee')}</dt>
      <dd>
        <bdi>{formatAmount(quote.transferOut.feeAmount, quote.transferOut.currency, locale)}</bdi>
      </dd>
      <dt>{t(exact ? 'quote.receive' : 'quote.approximately')}</dt>
      <dd>
        <strong>
          <bdi>{formatAmount(exact ?? quote.quoteAmount, quote.quoteCurrency, locale)}</bdi>
        </strong>
      </dd>
      {updating ? (
        <dd className="tk-field__description" style={{ gridColumn: '1 / -1' }}>
          {t('quote.updating')}
        </dd>
      ) : null}
    </dl>
  );
}
