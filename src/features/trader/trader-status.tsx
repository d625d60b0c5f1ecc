// Trader status: what is done, what is pending, what is needed next, follow-up checks sent by email, and an identity
// verification rejected for good (its reason and the partner's support).
import { useId } from 'react';
import type { Trader } from '../../api/contract/trade/traders';
import { isFinalRejection } from '../../api/contract/trade/reject-reasons';
import { useIdentifications } from '../../api/client/identification';
import { useTrader } from '../../api/client/trader';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { SupportLink } from '../../ui/support-link';
import { followUps, nextStep, stepStatus, stepsFor } from './next-step';
import './trader-status.css';

/** Props of {@link TraderStatus}. */
export interface TraderStatusProps {
  /** Show this trader instead of reading the signed-in one. */
  trader?: Trader;
}

/** Trader status view: a checklist of the onboarding steps of the trader's account type. */
export function TraderStatus({ trader }: TraderStatusProps) {
  useAllMessages();
  if (trader) return <StatusList trader={trader} />;
  return <SignedInTraderStatus />;
}

function SignedInTraderStatus() {
  const query = useTrader();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <StatusList trader={query.data} />;
}

function StatusList({ trader }: { trader: Trader }) {
  const { t } = useTranslation();
  const headingId = useId();
  const next = nextStep(trader);
  return (
    <section className="tk-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('status.heading')}</h2>
      <OfflineNotice />
      {next === 'done' ? (
        <Alert tone="success" title={t('status.readyTitle')}>
          <p>{t('status.readyText')}</p>
        </Alert>
      ) : null}
      <ul className="tk-checklist">
        {stepsFor(trader.accountType).map((step) => {
          const status = stepStatus(trader, step);
          const state = step === next && status === 'todo' ? 'next' : status;
          return (
            <li key={step} data-state={state}>
              <span>{t(`steps.${step}`)}</span>
              <span>{t(`status.state.${state}`)}</span>
            </li>
          );
        })}
      </ul>
      {stepsFor(trader.accountType).includes('identification') && stepStatus(trader, 'identification') === 'todo' ? (
        <IdentificationRejection />
      ) : null}
      {next === 'kyb' ? (
        <Alert tone="info">
          <p>{t('status.kybText')}</p>
        </Alert>
      ) : null}
      {followUps(trader).map((check) => (
        <Alert key={check} tone="warning">
          <p>{t(`status.followUp.${check}`)}</p>
        </Alert>
      ))}
    </section>
  );
}

/** The newest identification attempt, when it was rejected for good: why, and where to turn. Else nothing. */
function IdentificationRejection() {
  const { t } = useTranslation();
  const attempts = useIdentifications();
  const newest = attempts.data?.[0];
  if (!newest || !isFinalRejection(newest)) return null;
  return (
    <Alert tone="error" title={t('status.identificationRejectedTitle')}>
      <p>{newest.rejectReason ? t(`kyc.rejectReason.${newest.rejectReason}`) : t('kyc.rejectReason.DENIED')}</p>
      <p>{t('status.contactSupport')}</p>
      <SupportLink label={t('status.supportLink')} newTabText={t('status.opensInNewTab')} />
    </Alert>
  );
}
