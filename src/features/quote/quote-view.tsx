// Quote: buy or sell, currencies and amount, and the approximate quote refreshed as the user types.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import type { ApproximateQuote, ApproximateQuoteQuery } from '../../api/contract/trade/partners';
import { useApproximateQuote, usePartnerConfig } from '../../api/client/partner';
import { errorKey } from '../../i18n/error-message';
import { formatAmount } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { SubmitRow } from '../../ui/submit-row';
import { Field } from '../../ui/field';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import {
  addAmounts,
  checkLimits,
  currenciesForSide,
  initialSelection,
  methodsForPair,
  parseAmount,
  payAndReceive,
  quoteQuery,
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
  /** Called with each approximate quote once it is the one shown for what the customer typed. */
  onQuoteChange?: (quote: ApproximateQuote) => void;
}

/** Quote view: loads the partner configuration, then lets the customer price a trade. */
export function QuoteView(props: QuoteViewProps) {
  const config = usePartnerConfig();
  if (config.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <QuoteForm config={config.data} {...props} />;
}

function QuoteForm({
  config,
  defaultSelection,
  onContinue,
  onQuoteChange,
  debounceMs = 400,
}: QuoteViewProps & { config: PartnerConfig }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [selection, setSelection] = useState(() => initialSelection(config, defaultSelection));
  const [touched, setTouched] = useState(false);
  const { fiats, cryptos } = currenciesForSide(config, selection.side);
  const methods = methodsForPair(config, selection);
  const method = methods.find((m) => m.inMedium === selection.medium) ?? methods[0];
  const query = quoteQuery(selection, method);
  // Debounce the query's text, not the object: a new object each render would restart the timer forever.
  const debouncedKey = useDebouncedValue(query ? JSON.stringify(query) : '', debounceMs);
  const debounced = useMemo(
    () => (debouncedKey ? (JSON.parse(debouncedKey) as ApproximateQuoteQuery) : undefined),
    [debouncedKey],
  );
  const quote = useApproximateQuote(debounced);
  const locale = i18n.language;
  const amount = parseAmount(selection.amount);
  const amountError = touched && selection.amount !== '' && amount === undefined ? t('quote.amountInvalid') : undefined;

  const update = (change: Partial<QuoteSelection>) =>
    setSelection((current) => initialSelection(config, { ...current, ...change }));

  const { pay } = payAndReceive(selection);
  const shown: ApproximateQuote | undefined = query ? quote.data : undefined;
  const payAmount = shown
    ? shown.baseCurrency === pay
      ? shown.baseAmount
      : shown.quoteAmount
    : selection.amountIn === (selection.side === 'buy' ? 'fiat' : 'crypto') && amount
      ? amount
      : undefined;
  const limit = method && payAmount !== undefined ? checkLimits(method, pay, payAmount) : { kind: 'ok' as const };
  // The quote shown belongs to what is typed now only once the debounce has caught up and the answer is in.
  const updating = debouncedKey !== (query ? JSON.stringify(query) : '') || quote.isPlaceholderData;
  const ready = shown !== undefined && !updating && limit.kind === 'ok' && !quote.isError;
  const settled = shown !== undefined && !updating ? shown : undefined;
  const reported = useRef<ApproximateQuote | undefined>(undefined);
  const onQuoteChangeRef = useRef(onQuoteChange);
  useEffect(() => {
    onQuoteChangeRef.current = onQuoteChange;
  });
  useEffect(() => {
    if (settled && settled !== reported.current) {
      reported.current = settled;
      onQuoteChangeRef.current?.(settled);
    }
  }, [settled]);

  if (config.paymentMethods.length === 0 || fiats.length === 0 || cryptos.length === 0) {
    return (
      <section className="tk-view" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('quote.heading')}</h2>
        <Alert tone="info">
          <p>{t('quote.empty')}</p>
        </Alert>
      </section>
    );
  }

  return (
    <section className="tk-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('quote.heading')}</h2>
      <OfflineNotice />
      <form
        className="tk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (ready) onContinue?.(selection);
        }}
      >
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
        {methods.length > 1 ? (
          <Field label={selection.side === 'buy' ? t('quote.payWith') : t('quote.receiveTo')}>
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
        <Field
          label={t('quote.amount', { currency: selection.amountIn === 'fiat' ? selection.fiat : selection.crypto })}
          error={amountError}
        >
          {(control) => (
            <input
              {...control}
              className="tk-input"
              inputMode="decimal"
              autoComplete="off"
              value={selection.amount}
              onChange={(event) => update({ amount: event.target.value })}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
        <div aria-live="polite" aria-busy={quote.isFetching}>
          {limit.kind === 'below' ? (
            <Alert tone="warning">
              <p>{t('quote.belowMinimum', { amount: formatAmount(limit.minimum, limit.currency, locale) })}</p>
            </Alert>
          ) : null}
          {limit.kind === 'above' ? (
            <Alert tone="warning">
              <p>{t('quote.aboveLimit', { amount: formatAmount(limit.limit, limit.currency, locale) })}</p>
            </Alert>
          ) : null}
          {quote.isError && query ? (
            <Alert tone="error">
              <p>{t(errorKey(quote.error))}</p>
            </Alert>
          ) : null}
          {shown ? <QuoteSummary quote={shown} locale={locale} updating={updating} /> : null}
          {!query ? <p className="tk-field__description">{t('quote.hint')}</p> : null}
        </div>
        <SubmitRow disabled={!ready}>{t('quote.continue')}</SubmitRow>
      </form>
    </section>
  );
}

let quoteShownMarked = false;

function QuoteSummary({ quote, locale, updating }: { quote: ApproximateQuote; locale: string; updating: boolean }) {
  const { t } = useTranslation();
  // When the first price is on the page, for performance tools (DevTools, the benchmark): once per page, right
  // after React has put it in the document.
  useLayoutEffect(() => {
    if (quoteShownMarked || updating) return;
    quoteShownMarked = true;
    performance.mark(QUOTE_SHOWN_MARK);
  }, [updating]);
  const total =
    quote.transferIn.currency === quote.baseCurrency
      ? addAmounts(quote.baseAmount, quote.transferIn.feeAmount, quote.baseCurrency)
      : undefined;
  return (
    <dl className="tk-summary" data-state={updating ? 'updating' : 'current'} aria-label={t('quote.summary')}>
      <dt>{t('quote.youSpecify')}</dt>
      <dd>{formatAmount(quote.baseAmount, quote.baseCurrency, locale)}</dd>
      <dt>{t('quote.transferInFee')}</dt>
      <dd>{formatAmount(quote.transferIn.feeAmount, quote.transferIn.currency, locale)}</dd>
      {total !== undefined ? (
        <>
          <dt>{t('quote.total')}</dt>
          <dd>{formatAmount(total, quote.baseCurrency, locale)}</dd>
        </>
      ) : null}
      <dt>{t('quote.transferOutFee')}</dt>
      <dd>{formatAmount(quote.transferOut.feeAmount, quote.transferOut.currency, locale)}</dd>
      <dt>{t('quote.approximately')}</dt>
      <dd>
        <strong>{formatAmount(quote.quoteAmount, quote.quoteCurrency, locale)}</strong>
      </dd>
      {updating ? (
        <dd className="tk-field__description" style={{ gridColumn: '1 / -1' }}>
          {t('quote.updating')}
        </dd>
      ) : null}
    </dl>
  );
}
