// The frame of a form view: heading, intro, offline notice and the alert of a failed submit.
import { type ReactNode, useId } from 'react';
import { errorText } from '../i18n/error-message';
import { useTranslation } from '../i18n/react';
import { Alert } from './alert';
import { OfflineNotice } from './query-states';

/** A view's section with its heading, optional intro, the offline notice and the alert of a failed submit. */
export function ViewFrame({
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
          <p>{errorText(t, alert)}</p>
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
