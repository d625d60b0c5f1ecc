// Identity verification: start an attempt, send the user to the provider, follow the attempt until it is decided.
import { useEffect, useId, useRef, useState } from 'react';
import { KycReturnMessage } from '../../api/contract/bff/kyc';
import type { IdentificationAttempt } from '../../api/contract/trade/identification';
import { tradeLimits } from '../../api/contract/trade/limits';
import {
  useIdentifications,
  useRefreshAfterIdentification,
  useStartIdentification,
} from '../../api/client/identification';
import { useBffMessage } from '../../api/client/use-bff-message';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState, OfflineNotice } from '../../ui/query-states';
import { Spinner } from '../../ui/spinner';
import { SupportLink } from '../../ui/support-link';
import { openPendingWindow } from '../../ui/open-window';
import { canRetryAfter, rejectReasonKey } from './reject-reason';

/** Props of {@link KycView}. */
export interface KycViewProps {
  /** `result` the provider appended to the return URL, when the user came back by a top-level navigation. */
  returnResult?: 'submitted' | 'failed' | undefined;
  /**
   * A page of yours to come back to, with `?result=submitted|failed` (pass it back as `returnResult`); default the
   * BFF's return page, which tells this window at once and closes.
   */
  returnUrl?: string;
  /** Called with the new attempt once the provider's window is sent to it. */
  onStarted?: (attempt: IdentificationAttempt) => void;
  /** Called when the user continues after an approved attempt. */
  onApproved?: () => void;
  /** Called once when the user is back from the provider, with what the provider said. */
  onSubmitted?: (attemptId: string, result: 'submitted' | 'failed') => void;
  /** Called once when the newest attempt is decided: approved or rejected. */
  onFinished?: (attempt: IdentificationAttempt) => void;
}

/** KYC view: one screen per state of the newest identification attempt. */
export function KycView({ returnResult, returnUrl, onStarted, onApproved, onSubmitted, onFinished }: KycViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const headingId = useId();
  const attempts = useIdentifications();
  const start = useStartIdentification();
  const refreshTrader = useRefreshAfterIdentification();
  const [result, setResult] = useState(returnResult);
  const [launched, setLaunched] = useState<'popup' | 'top' | 'blocked' | undefined>();
  const [startError, setStartError] = useState<unknown>();
  const newest = attempts.data?.[0];
  const refetch = attempts.refetch;

  // The BFF's return page (in the popup) says the user is back: read the attempt now rather than at the next poll.
  useBffMessage(KycReturnMessage, (message) => {
    setResult(message.result === 'unknown' ? undefined : message.result);
    void refetch();
  });

  // Each attempt is reported once per fact, however often the list is read again.
  const callbacks = useRef({ onSubmitted, onFinished });
  useEffect(() => {
    callbacks.current = { onSubmitted, onFinished };
  });
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!newest) return;
    const once = (fact: string, report: () => void) => {
      if (reported.current.has(fact)) return;
      reported.current.add(fact);
      report();
    };
    if (result) once(`${newest.id}:${result}`, () => callbacks.current.onSubmitted?.(newest.id, result));
    if (newest.state === 'approved' || newest.state === 'rejected') {
      once(`${newest.id}:final`, () => callbacks.current.onFinished?.(newest));
    }
  }, [newest, result]);

  const approved = newest?.state === 'approved';
  useEffect(() => {
    if (approved) void refreshTrader();
  }, [approved, refreshTrader]);

  function onStart() {
    // Opened here, synchronously in the click, or a popup blocker would stop it. Without a window, the page itself
    // goes to the provider only if the provider sends the customer back to it (a host's `returnUrl`).
    const pending = openPendingWindow(returnUrl !== undefined);
    setStartError(undefined);
    setResult(undefined);
    start.mutate(
      { returnUrl },
      {
        onSuccess: (attempt) => {
          setLaunched(pending.go(attempt.redirectUrl));
          onStarted?.(attempt);
        },
        onError: (error) => {
          pending.cancel();
          setStartError(error);
        },
      },
    );
  }

  const startButton = (label: string) => (
    <div className="tk-actions">
      <Button onClick={onStart} loading={start.isPending}>
        {label}
      </Button>
    </div>
  );

  let body;
  if (attempts.isPending) body = <LoadingState />;
  else if (attempts.isError) body = <ErrorState error={attempts.error} onRetry={() => void refetch()} />;
  else if (!newest) {
    body = (
      <>
        <p>{t('kyc.intro')}</p>
        {startButton(t('kyc.start'))}
      </>
    );
  } else if (newest.state === 'pending' && result === 'failed') {
    body = (
      <>
        <Alert tone="error" title={t('kyc.failedTitle')}>
          <p>{t('kyc.failedText')}</p>
        </Alert>
        {startButton(t('kyc.retry'))}
      </>
    );
  } else if (newest.state === 'pending') {
    body = (
      <>
        <p>{launched ? t('kyc.inProgress') : t('kyc.notFinished')}</p>
        {launched === 'blocked' || !launched ? (
          <p>
            <a href={newest.redirectUrl} target="_blank" rel="noreferrer" className="tk-link">
              {t('kyc.openProvider')}
            </a>
          </p>
        ) : null}
        {launched ? null : startButton(t('kyc.startOver'))}
      </>
    );
  } else if (newest.state === 'processing') {
    body = (
      <>
        <p>{t('kyc.processing')}</p>
        <Spinner label={t('kyc.processing')} />
      </>
    );
  } else if (newest.state === 'approved') {
    body = (
      <>
        <Alert tone="success" title={t('kyc.approvedTitle')}>
          <p>{t('kyc.approvedText')}</p>
        </Alert>
        {onApproved ? (
          <div className="tk-actions">
            <Button onClick={onApproved}>{t('common.continue')}</Button>
          </div>
        ) : null}
      </>
    );
  } else if (newest.state === 'rejected' && newest.rejectReason === 'MANUAL_REVIEW') {
    body = (
      <Alert tone="info" title={t('kyc.manualReviewTitle')}>
        <p>{t('kyc.rejectReason.MANUAL_REVIEW', tradeLimits.manualIdentificationReviewDays)}</p>
      </Alert>
    );
  } else if (newest.state === 'rejected') {
    const retry = canRetryAfter(newest.rejectReason);
    body = (
      <>
        <Alert tone="error" title={t('kyc.rejectedTitle')}>
          <p>{newest.rejectReason ? t(rejectReasonKey(newest.rejectReason)) : t('kyc.rejectReason.DENIED')}</p>
          {retry ? null : <p>{t('kyc.contactSupport')}</p>}
          {retry ? null : <SupportLink label={t('kyc.supportLink')} newTabText={t('kyc.opensInNewTab')} />}
        </Alert>
        {retry ? startButton(t('kyc.retry')) : null}
      </>
    );
  } else {
    body = (
      <>
        <Alert tone="warning" title={t('kyc.expiredTitle')}>
          <p>{t('kyc.expiredText')}</p>
        </Alert>
        {startButton(t('kyc.retry'))}
      </>
    );
  }

  return (
    <section className="tk-view" aria-labelledby={headingId} data-state={newest?.state ?? 'none'}>
      <h2 id={headingId}>{t('kyc.heading')}</h2>
      <OfflineNotice />
      {startError !== undefined ? (
        <Alert tone="error">
          <p>{errorText(t, startError)}</p>
        </Alert>
      ) : null}
      <div aria-live="polite">{body}</div>
    </section>
  );
}
