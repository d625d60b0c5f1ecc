// The flow's screens after the quote: sign-up, login, password reset, the email code, the profile steps, identity
// verification and the trader's status. A chunk of its own (with the form library and the rest of the messages),
// loaded when the quote is on screen and idle, so the widget's first view carries none of it.
import type { AccountType } from '../../api/contract/trade/enums';
import type { Trader } from '../../api/contract/trade/traders';
import { useAllMessages } from '../../i18n/use-all-messages';
import { LoadingState } from '../../ui/query-states';
import { KycView } from '../../features/kyc/kyc-view';
import { AddressForm } from '../../features/profile/address-form';
import { CorporateDetailsForm } from '../../features/profile/corporate-details-form';
import { PepDeclarationForm } from '../../features/profile/pep-form';
import { ShareholderRelationForm } from '../../features/profile/shareholder-relation-form';
import { SourceOfFundsForm } from '../../features/profile/source-of-funds-form';
import { LoginView } from '../../features/signup/login-view';
import { PasswordResetView } from '../../features/signup/password-reset-view';
import { SignupView } from '../../features/signup/signup-view';
import { VerifyEmailView } from '../../features/signup/verify-email-view';
import type { SignedOutScreen, TradeScreen } from './flow-storage';
import type { TradeFlowEvent, TradeFlowStep } from './trade-flow-events';
import { TraderStatus } from '../../features/trader/trader-status';
import { SignOut } from './sign-out';

/** Props of {@link FlowSteps}: the step to show and how it reports back to TradeFlow. */
export interface FlowStepsProps {
  step: Exclude<TradeFlowStep, TradeScreen>;
  trader: Trader | undefined;
  accountType: AccountType;
  defaultAccountType: AccountType | undefined;
  resendCooldownSeconds: number | undefined;
  kycResult: 'submitted' | 'failed' | undefined;
  /** The host's page the identity provider returns to (TradeFlow's `returnUrl`); default the BFF's return page. */
  returnUrl: string | undefined;
  /** Moves a signed-out visitor to another screen. */
  onScreen: (screen: SignedOutScreen) => void;
  onSignedIn: () => void;
  onEvent: (event: TradeFlowEvent) => void;
  /** Whether a trader is signed in: the step comes with a way to sign out. */
  signedIn: boolean;
  onSignedOut: () => void;
}

/** One step of the flow after the quote, and the sign-out of a signed-in trader (only ever shown with one). */
export default function FlowSteps({ signedIn, onSignedOut, ...props }: FlowStepsProps) {
  useAllMessages();
  return (
    <>
      <Step {...props} />
      {signedIn ? <SignOut onSignedOut={onSignedOut} /> : null}
    </>
  );
}

function Step({
  step,
  trader,
  accountType,
  defaultAccountType,
  resendCooldownSeconds,
  kycResult,
  returnUrl,
  onScreen,
  onSignedIn,
  onEvent,
}: Omit<FlowStepsProps, 'signedIn' | 'onSignedOut'>) {
  switch (step) {
    case 'signup':
      return (
        <SignupView
          defaultAccountType={defaultAccountType}
          onSignIn={() => onScreen('login')}
          onSignedUp={(result) => {
            onScreen('quote');
            onEvent({ type: 'signedUp', accountType: result.accountType });
          }}
        />
      );
    case 'login':
      return (
        <LoginView
          onSignedIn={onSignedIn}
          onForgotPassword={() => onScreen('passwordReset')}
          onCreateAccount={() => onScreen('signup')}
        />
      );
    case 'passwordReset':
      return <PasswordResetView onDone={onSignedIn} onCancel={() => onScreen('login')} />;
    case 'verifyEmail':
      return (
        <VerifyEmailView
          email={trader?.email}
          resendCooldownSeconds={resendCooldownSeconds}
          onVerified={() => onEvent({ type: 'emailVerified' })}
        />
      );
    case 'corporateDetails':
      return <CorporateDetailsForm />;
    case 'address':
      return <AddressForm />;
    case 'sourceOfFunds':
      return <SourceOfFundsForm accountType={accountType} />;
    case 'shareholderRelation':
      return <ShareholderRelationForm />;
    case 'pep':
      return <PepDeclarationForm />;
    case 'identification':
      return (
        <KycView
          returnResult={kycResult}
          returnUrl={returnUrl}
          onStarted={(attempt) => onEvent({ type: 'kycStarted', attemptId: attempt.id })}
          onSubmitted={(attemptId, result) => onEvent({ type: 'kycSubmitted', attemptId, result })}
          onFinished={(attempt) =>
            onEvent({
              type: 'kycFinished',
              attemptId: attempt.id,
              state: attempt.state === 'approved' ? 'approved' : 'rejected',
              rejectReason: attempt.rejectReason,
            })
          }
        />
      );
    case 'kyb':
      return <TraderStatus trader={trader} />;
    default:
      return <LoadingState />;
  }
}
