// The frame of a profile step: heading, intro, offline notice and the alert of a failed submit.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../i18n/error-message';
import { Alert } from '../../ui/alert';
import { OfflineNotice } from '../../ui/query-states';

export function StepFrame({
  heading,
  intro,
  alert,
  children,
}: {
  heading: string;
  intro?: string;
  alert: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="tk-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      <OfflineNotice />
      {alert !== undefined ? (
        <Alert tone="error">
          <p>{t(errorKey(alert))}</p>
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
