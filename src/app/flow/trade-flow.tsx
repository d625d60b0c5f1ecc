// The whole trading flow: quote, sign-up or sign-in, then each onboarding step the trader's states still ask for,
// with a progress stepper; then trading itself (order summary, payment, live status, history, recurring buys). It
// composes the feature views, as an app shell does.
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountType } from '../../api/contract/trade/enums';
import type { BffError } from '../../api/client/bff-error';
import { useSession } from '../../api/client/session';
import { ALL_MESSAGES_NS } from '../../i18n/i18n-core';
import { useTranslation } from '../../i18n/react';
import { lazyView } from '../../ui/lazy-view';
import { showView } from '../../ui/show-view';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { Stepper } from '../../ui/stepper';
import { totalToPay, type QuoteSelection } from '../../features/quote/quote-model';
import { QuoteView } from '../../features/quote/quote-view';
import type { TradeFlowEvent, TradeFlowStep } from './trade-flow-events';
import { kycResultFromLocation, loadFlow, saveFlow, type SavedFlow, type TradeScreen } from './flow-storage';
import type { TradeLocation } from './trade-steps';
import type { TraderReading } from './trader-reader';
import { stepsFor } from '../../features/trader/steps';
import { whenIdle } from './when-idle';

/** Every step after the quote, with the form library: downloaded once the quote is on screen (see below). */
const FlowSteps = lazyView(() => import('./flow-steps'));
/** Reads the signed-in trader and where their onboarding stands: downloaded once someone is signed in. */
const TraderReader = lazyView(() => import('./trader-reader'));
/** The trading screens: downloaded once a signed-in trader is known to be done with onboarding. */
const TradeSteps = lazyView(() => import('./trade-steps'));

/** How long the quote may be on screen before the next steps are downloaded, even with no quote shown yet. */
const PRELOAD_AFTER_MS = 2000;

/** The next steps' code and words, so continuing from the quote shows the sign-up at once. */
function preloadNextSteps(i18n: I18n) {
  return Promise.all([FlowSteps.preload(), i18n.loadNamespaces(ALL_MESSAGES_NS)]);
}

/** Steps that fill in the trader's profile; leaving the last of them completes the profile. */
const profileSteps: readonly TradeFlowStep[] = [
  'corporateDetails',
  'address',
  'sourceOfFunds',
  'shareholderRelation',
  'pep',
];

/** Props of {@link TradeFlow}. */
export interface TradeFlowProps {
  /** Called at each step the flow reaches (signed up, KYC started, trade created, …): a `TradeFlowEvent`. */
  onEvent?: (event: TradeFlowEvent) => void;
  /** Account type preselected on sign-up. */
  defaultAccountType?: AccountType;
  /** `result` of the identity provider; default read from this page's URL (`?result=submitted|failed`). */
  kycReturnResult?: 'submitted' | 'failed';
  /** Seconds before another email code may be requested. */
  resendCooldownSeconds?: number;
  /** Where the quote starts (side, currencies, amount), unless the user already chose in this tab. */
  defaultQuote?: Partial<QuoteSelection>;
  /** Where bought crypto goes, when the partner knows (its own wallet's address): shown, not editable. */
  walletAddress?: string;
  /**
   * A page of yours (on an origin the BFF allows) the identity provider and the card payment page send the customer
   * back to, with `?result=` (and the card's `tradeId`); the flow on that page reads them from its URL and opens
   * where the customer was (`cardReturnFromLocation` says what the card page added). Default: the BFF's return
   * pages, which tell the window that opened them (this page) at once and close.
   */
  returnUrl?: string;
}

/**
 * The trading flow from the quote to a trade; resumes where the user left after a reload. A BFF that refuses this
 * page's origin is reported to `onEvent` as `{ type: 'error', code: 'origin_not_allowed', origin, message }`.
 */
export function TradeFlow(props: TradeFlowProps) {
  const session = useSession();
  // The session is the flow's first read: a BFF that refuses this page's origin refuses it first. The host hears
  // it typed, as the widget's partner page does; the flow's error state shows the BFF's sentence.
  const error = session.error as BffError | null;
  const refused = error?.code === 'origin_not_allowed' ? error : null;
  const emit = useRef(props.onEvent);
  useEffect(() => {
    emit.current = props.onEvent;
  });
  useEffect(() => {
    const origin = refused?.values.origin;
    if (origin) emit.current?.({ type: 'error', code: 'origin_not_allowed', message: refused.message, origin });
  }, [refused]);
  return <TradeFlowCore {...props} />;
}

/**
 * {@link TradeFlow} without the report of a refused origin, for the widget: its frame is served by the BFF, whose
 * own origin is never refused, so its first view does without that code.
 */
export function TradeFlowCore({
  onEvent,
  defaultAccountType,
  kycReturnResult,
  resendCooldownSeconds,
  defaultQuote,
  walletAddress,
  returnUrl,
}: TradeFlowProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  const [reading, setReading] = useState<TraderReading>();
  // Signed out: what was read of the last trader is forgotten, so the next one starts from their own states.
  if (!signedIn && reading !== undefined) setReading(undefined);
  const known = signedIn ? reading : undefined;
  const trader = known && !known.notSignedIn ? known.trader : undefined;
  const [flow, setFlow] = useState<SavedFlow>(loadFlow);
  const [kycResult] = useState(() => kycReturnResult ?? kycResultFromLocation());
  const emit = useRef(onEvent);
  useEffect(() => {
    emit.current = onEvent;
  });

  const go = useCallback(
    (change: Partial<SavedFlow>) =>
      setFlow((current) => {
        const next = { ...current, ...change };
        saveFlow(next);
        return next;
      }),
    [],
  );
  const goTrade = useCallback((trade: TradeLocation) => go({ trade }), [go]);

  const notSignedIn = known?.notSignedIn === true;
  const onboarding = known && !known.notSignedIn ? known.onboarding : undefined;
  const trading = onboarding === 'done';
  // A trader who may trade and has no screen yet (a new visit) is first looked up for an unfinished trade.
  const step: TradeFlowStep | undefined = !session.isSuccess
    ? undefined
    : !signedIn || notSignedIn
      ? flow.screen
      : onboarding === 'done'
        ? flow.trade?.screen
        : onboarding;

  useEffect(() => {
    if (trading) void TradeSteps.preload();
  }, [trading]);

  // Onboarding done, once per mount: the partner hears it whether the trader just finished or came back.
  const completed = useRef(false);
  useEffect(() => {
    if (!trading || completed.current) return;
    completed.current = true;
    emit.current?.({ type: 'completed' });
  }, [trading]);

  const lastStep = useRef<TradeFlowStep | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === undefined || step === lastStep.current) return undefined;
    const previous = lastStep.current;
    lastStep.current = step;
    emit.current?.({ type: 'step', step });
    // The first view is where the host put the flow: only a move to another one takes focus and scrolls.
    if (previous === undefined) return undefined;
    if (profileSteps.includes(previous) && !profileSteps.includes(step)) emit.current?.({ type: 'profileCompleted' });
    emit.current?.({ type: 'viewChanged' });
    return root.current ? showView(root.current) : undefined;
  }, [step]);

  // The quote without a price yet (nothing typed): the next steps still download, once the page has settled.
  const onQuote = step === 'quote';
  useEffect(() => {
    if (!onQuote) return undefined;
    const timer = setTimeout(() => whenIdle(() => preloadNextSteps(i18n)), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [onQuote, i18n]);

  if (session.isPending) return <LoadingState />;
  if (session.isError) return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  // Signed in: the trader is read (its loading and error states shown) before the flow knows where the user is.
  const reader = signedIn ? <TraderReader onReading={setReading} /> : null;
  // Kept in the first place of the same element throughout, so reading on never remounts it.
  if (signedIn && known === undefined) {
    return (
      <div className="tk-view" ref={root}>
        {reader}
      </div>
    );
  }

  const accountType = trader?.accountType ?? defaultAccountType ?? 'individual';
  const stepIds = ['quote', 'account', ...stepsFor(accountType)] as const;
  const current = step === 'quote' ? 'quote' : signedIn && !notSignedIn ? step : 'account';
  // Onboarding progress; a trader who may trade has the trading screens' navigation instead.
  const stepper = trading ? null : (
    <Stepper
      label={t('flow.progress')}
      completeText={t('flow.stepDone')}
      positionText={(step, count) => t('flow.stepOf', { step, count })}
      currentId={current}
      steps={stepIds.map((id) => ({ id, label: t(`steps.${id}`) }))}
    />
  );
  const signedOut = () => {
    go({ screen: 'quote', trade: undefined });
    emit.current?.({ type: 'signedOut' });
  };

  const quote = (
    <QuoteView
      // New starting choices from the partner (options updated after the first paint) start the quote anew.
      key={JSON.stringify(defaultQuote)}
      defaultSelection={flow.selection ?? defaultQuote}
      onChoiceRefused={(refused) => emit.current?.({ type: 'optionRefused', ...refused })}
      onQuoteChange={(priced) => {
        const { baseAmount, baseCurrency, quoteAmount, quoteCurrency } = priced;
        const totalAmount = totalToPay(priced);
        emit.current?.({ type: 'quoteChanged', baseAmount, baseCurrency, totalAmount, quoteAmount, quoteCurrency });
        // A price on screen: the user may continue any moment, so the next steps download when idle.
        if (!trading) whenIdle(() => preloadNextSteps(i18n));
      }}
      onContinue={(selection) => {
        // Before sign-up too: once the trader may trade, the order summary of this quote is next.
        go({ ...(trading ? {} : { screen: 'signup' }), selection, trade: { screen: 'summary' } });
        emit.current?.({ type: 'quoteAccepted', selection });
      }}
    />
  );

  const view = trading ? (
    <TradeSteps
      location={flow.trade}
      quote={quote}
      selection={flow.selection}
      walletAddress={walletAddress}
      returnUrl={returnUrl}
      onLocation={goTrade}
      onEvent={(event) => emit.current?.(event)}
      onSignedOut={signedOut}
    />
  ) : step === 'quote' ? (
    quote
  ) : step === undefined ? (
    <LoadingState />
  ) : (
    <FlowSteps
      // Not trading: a signed-out screen other than the quote, or an onboarding step.
      step={step as Exclude<TradeFlowStep, TradeScreen>}
      trader={trader}
      accountType={accountType}
      defaultAccountType={defaultAccountType}
      resendCooldownSeconds={resendCooldownSeconds}
      kycResult={kycResult}
      returnUrl={returnUrl}
      onScreen={(screen) => go({ screen })}
      onSignedIn={() => {
        go({ screen: 'quote' });
        emit.current?.({ type: 'signedIn' });
      }}
      onEvent={(event) => emit.current?.(event)}
      signedIn={signedIn && !notSignedIn}
      onSignedOut={signedOut}
    />
  );

  return (
    <div className="tk-view" data-step={step} ref={root}>
      {reader}
      {stepper}
      {view}
    </div>
  );
}
