// The whole trading flow: quote, sign-up or sign-in, then each onboarding step the trader's states still ask for,
// with a progress stepper. It composes the feature views, as an app shell does.
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../../api/contract/trade/enums';
import { useSession } from '../../api/client/session';
import { useTrader } from '../../api/client/trader';
import { ALL_MESSAGES_NS } from '../../i18n/i18n-core';
import { lazyView } from '../../ui/lazy-view';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { Stepper } from '../../ui/stepper';
import type { QuoteSelection } from '../../features/quote/quote-model';
import { QuoteView } from '../../features/quote/quote-view';
import type { TradeFlowEvent, TradeFlowStep } from './trade-flow-events';
import { kycResultFromLocation, loadFlow, saveFlow, type SavedFlow } from './flow-storage';
import { nextStep, stepsFor } from '../../features/trader/next-step';
import { whenIdle } from './when-idle';

/** Every step after the quote, with the form library: downloaded once the quote is on screen (see below). */
const FlowSteps = lazyView(() => import('./flow-steps'));

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
  onEvent?: (event: TradeFlowEvent) => void;
  /** Account type preselected on sign-up. */
  defaultAccountType?: AccountType;
  /** `result` of the identity provider; default read from this page's URL (`?result=submitted|failed`). */
  kycReturnResult?: 'submitted' | 'failed';
  /** Seconds before another email code may be requested. */
  resendCooldownSeconds?: number;
  /** Where the quote starts (side, currencies, amount), unless the user already chose in this tab. */
  defaultQuote?: Partial<QuoteSelection>;
}

/** The trading flow from quote to an approved trader; resumes where the user left after a reload. */
export function TradeFlow({
  onEvent,
  defaultAccountType,
  kycReturnResult,
  resendCooldownSeconds,
  defaultQuote,
}: TradeFlowProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  const trader = useTrader({ enabled: signedIn });
  const [flow, setFlow] = useState<SavedFlow>(loadFlow);
  const [kycResult] = useState(() => kycReturnResult ?? kycResultFromLocation());
  const emit = useRef(onEvent);
  useEffect(() => {
    emit.current = onEvent;
  });

  const go = (change: Partial<SavedFlow>) =>
    setFlow((current) => {
      const next = { ...current, ...change };
      saveFlow(next);
      return next;
    });

  const notSignedIn = (trader.error as { code?: string } | null)?.code === 'not_signed_in';
  const step: TradeFlowStep | undefined = !session.isSuccess
    ? undefined
    : !signedIn || notSignedIn
      ? flow.screen
      : trader.isSuccess
        ? nextStep(trader.data)
        : undefined;

  const lastStep = useRef<TradeFlowStep | undefined>(undefined);
  useEffect(() => {
    if (step === undefined || step === lastStep.current) return;
    const previous = lastStep.current;
    lastStep.current = step;
    emit.current?.({ type: 'step', step });
    if (previous !== undefined && profileSteps.includes(previous) && !profileSteps.includes(step)) {
      emit.current?.({ type: 'profileCompleted' });
    }
    if (step === 'done') emit.current?.({ type: 'completed' });
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
  if (signedIn && !notSignedIn && trader.isPending) return <LoadingState />;
  if (signedIn && !notSignedIn && trader.isError) {
    return <ErrorState error={trader.error} onRetry={() => void trader.refetch()} />;
  }

  const accountType = trader.data?.accountType ?? defaultAccountType ?? 'individual';
  const stepIds = ['quote', 'account', ...stepsFor(accountType)] as const;
  const current = step === 'quote' ? 'quote' : signedIn && !notSignedIn ? step : 'account';
  const stepper = (
    <Stepper
      label={t('flow.progress')}
      completeText={t('flow.stepDone')}
      positionText={(step, count) => t('flow.stepOf', { step, count })}
      currentId={current === 'done' ? undefined : current}
      steps={stepIds.map((id) => ({ id, label: t(`steps.${id}`) }))}
    />
  );

  const view =
    step === 'quote' ? (
      <QuoteView
        // New starting choices from the partner (options updated after the first paint) start the quote anew.
        key={JSON.stringify(defaultQuote)}
        defaultSelection={flow.selection ?? defaultQuote}
        onChoiceRefused={(refused) => emit.current?.({ type: 'optionRefused', ...refused })}
        onQuoteChange={({ baseAmount, baseCurrency, quoteAmount, quoteCurrency }) => {
          emit.current?.({ type: 'quoteChanged', baseAmount, baseCurrency, quoteAmount, quoteCurrency });
          // A price on screen: the user may continue any moment, so the next steps download when idle.
          whenIdle(() => preloadNextSteps(i18n));
        }}
        onContinue={(selection) => {
          go({ screen: 'signup', selection });
          emit.current?.({ type: 'quoteAccepted', selection });
        }}
      />
    ) : step === undefined ? (
      <LoadingState />
    ) : (
      <FlowSteps
        step={step}
        trader={trader.data}
        accountType={accountType}
        defaultAccountType={defaultAccountType}
        resendCooldownSeconds={resendCooldownSeconds}
        kycResult={kycResult}
        onScreen={(screen) => go({ screen })}
        onSignedIn={() => {
          go({ screen: 'quote' });
          emit.current?.({ type: 'signedIn' });
        }}
        onEvent={(event) => emit.current?.(event)}
        signedIn={signedIn && !notSignedIn}
        onSignedOut={() => {
          go({ screen: 'quote' });
          emit.current?.({ type: 'signedOut' });
        }}
      />
    );

  return (
    <div className="tk-view" data-step={step}>
      {stepper}
      {view}
    </div>
  );
}
