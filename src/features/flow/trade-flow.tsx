// The whole trading flow: quote, sign-up or sign-in, then each onboarding step the trader's states still ask for,
// with a progress stepper. It composes the feature views, as an app shell does.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType, RejectReason } from '../../api/contract/trade/enums';
import { useLogout, useSession } from '../../api/client/session';
import { useTrader } from '../../api/client/trader';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { Stepper } from '../../ui/stepper';
import { KycView } from '../kyc/kyc-view';
import { AddressForm } from '../profile/address-form';
import { CorporateDetailsForm } from '../profile/corporate-details-form';
import { PepDeclarationForm } from '../profile/pep-form';
import { ShareholderRelationForm } from '../profile/shareholder-relation-form';
import { SourceOfFundsForm } from '../profile/source-of-funds-form';
import type { QuoteSelection } from '../quote/quote-model';
import { QuoteView } from '../quote/quote-view';
import { LoginView } from '../signup/login-view';
import { PasswordResetView } from '../signup/password-reset-view';
import { SignupView } from '../signup/signup-view';
import { VerifyEmailView } from '../signup/verify-email-view';
import { kycResultFromLocation, loadFlow, saveFlow, type SavedFlow, type SignedOutScreen } from './flow-storage';
import { nextStep, stepsFor, type FlowStep } from './next-step';
import { TraderStatus } from './trader-status';

/** A step of the flow as events name it. */
export type TradeFlowStep = SignedOutScreen | FlowStep | 'done';

/**
 * What the flow tells the host; the embed passes on those the widget protocol names (`quoteChanged`, `signedUp`,
 * `emailVerified`, `profileCompleted`, `kycStarted`, `kycSubmitted`, `kycFinished`) to the partner page.
 */
export type TradeFlowEvent =
  | { type: 'step'; step: TradeFlowStep }
  | { type: 'quoteChanged'; baseAmount: number; baseCurrency: string; quoteAmount: number; quoteCurrency: string }
  | { type: 'quoteAccepted'; selection: QuoteSelection }
  | { type: 'signedUp'; accountType: AccountType }
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'emailVerified' }
  | { type: 'profileCompleted' }
  | { type: 'kycStarted'; attemptId: string }
  | { type: 'kycSubmitted'; attemptId: string; result: 'submitted' | 'failed' }
  | { type: 'kycFinished'; attemptId: string; state: 'approved' | 'rejected'; rejectReason: RejectReason | null }
  | { type: 'completed' };

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
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  const trader = useTrader({ enabled: signedIn });
  const logout = useLogout();
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
      currentId={current === 'done' ? undefined : current}
      steps={stepIds.map((id) => ({ id, label: t(`steps.${id}`) }))}
    />
  );

  const afterSignIn = () => {
    go({ screen: 'quote' });
    emit.current?.({ type: 'signedIn' });
  };

  let view;
  switch (step) {
    case 'quote':
      view = (
        <QuoteView
          defaultSelection={flow.selection ?? defaultQuote}
          onQuoteChange={({ baseAmount, baseCurrency, quoteAmount, quoteCurrency }) =>
            emit.current?.({ type: 'quoteChanged', baseAmount, baseCurrency, quoteAmount, quoteCurrency })
          }
          onContinue={(selection) => {
            go({ screen: 'signup', selection });
            emit.current?.({ type: 'quoteAccepted', selection });
          }}
        />
      );
      break;
    case 'signup':
      view = (
        <SignupView
          defaultAccountType={defaultAccountType}
          onSignIn={() => go({ screen: 'login' })}
          onSignedUp={(result) => {
            go({ screen: 'quote' });
            emit.current?.({ type: 'signedUp', accountType: result.accountType });
          }}
        />
      );
      break;
    case 'login':
      view = (
        <LoginView
          onSignedIn={afterSignIn}
          onForgotPassword={() => go({ screen: 'passwordReset' })}
          onCreateAccount={() => go({ screen: 'signup' })}
        />
      );
      break;
    case 'passwordReset':
      view = <PasswordResetView onDone={afterSignIn} onCancel={() => go({ screen: 'login' })} />;
      break;
    case 'verifyEmail':
      view = (
        <VerifyEmailView
          email={trader.data?.email}
          resendCooldownSeconds={resendCooldownSeconds}
          onVerified={() => emit.current?.({ type: 'emailVerified' })}
        />
      );
      break;
    case 'corporateDetails':
      view = <CorporateDetailsForm />;
      break;
    case 'address':
      view = <AddressForm />;
      break;
    case 'sourceOfFunds':
      view = <SourceOfFundsForm accountType={accountType} />;
      break;
    case 'shareholderRelation':
      view = <ShareholderRelationForm />;
      break;
    case 'pep':
      view = <PepDeclarationForm />;
      break;
    case 'identification':
      view = (
        <KycView
          returnResult={kycResult}
          onStarted={(attempt) => emit.current?.({ type: 'kycStarted', attemptId: attempt.id })}
          onSubmitted={(attemptId, result) => emit.current?.({ type: 'kycSubmitted', attemptId, result })}
          onFinished={(attempt) =>
            emit.current?.({
              type: 'kycFinished',
              attemptId: attempt.id,
              state: attempt.state === 'approved' ? 'approved' : 'rejected',
              rejectReason: attempt.rejectReason,
            })
          }
        />
      );
      break;
    case 'kyb':
    case 'done':
      view = <TraderStatus trader={trader.data} />;
      break;
    default:
      view = <LoadingState />;
  }

  return (
    <div className="tk-view" data-step={step}>
      {stepper}
      {view}
      {signedIn && !notSignedIn ? (
        <div className="tk-actions">
          <button
            type="button"
            className="tk-link"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => {
                  go({ screen: 'quote' });
                  emit.current?.({ type: 'signedOut' });
                },
              })
            }
          >
            {t('flow.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
