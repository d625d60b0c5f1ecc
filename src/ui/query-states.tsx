// The loading, error and offline states every view shares, so they look and read the same everywhere.
import { useOnline } from '../api/client/use-online';
import { errorKey, errorText } from '../i18n/error-message';
import { useTranslation } from '../i18n/react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** Loading: a spinner announced as "Loading…". */
export function LoadingState() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed read or action: what went wrong in the user's words, and a retry when it may help. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const offline = errorKey(error) === 'errors.network_error';
  return (
    <Alert tone="error" title={offline ? t('common.offlineTitle') : t('common.errorTitle')}>
      <p>{errorText(t, error)}</p>
      {onRetry ? (
        <div className="tk-actions">
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

/** Shown while the device is offline: what still works and that the view picks up again by itself. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert tone="warning" title={t('common.offlineTitle')}>
      <p>{t('common.offlineText')}</p>
    </Alert>
  );
}
