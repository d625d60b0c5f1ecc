// The time left to pay for a trade: a countdown (days and hours while more than a day is left), the deadline as a
// date, and one more read of the trade when it runs out so the view shows "expired" without waiting for a poll.
import { useEffect } from 'react';
import { formatCountdown, formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useCountdown } from '../../ui/use-countdown';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface TimeLeftProps {
  deadline: string;
  /** Called once when the time runs out. */
  onExpired?: () => void;
}

export function TimeLeft({ deadline, onExpired }: TimeLeftProps) {
  const { t, i18n } = useTranslation();
  const left = useCountdown(deadline);
  const expired = left === 0;
  useEffect(() => {
    if (expired) onExpired?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per expiry, whoever the caller is
  }, [expired]);
  const days = left >= DAY_MS;
  const text = days
    ? t('trade.daysLeft', { days: Math.floor(left / DAY_MS), hours: Math.floor((left % DAY_MS) / HOUR_MS) })
    : formatCountdown(left, i18n.language);
  const date = formatDateTime(deadline, i18n.language);
  return (
    <p className="tk-trade__time" data-state={expired ? 'expired' : 'running'}>
      {t('trade.timeLeft')}{' '}
      {/* A clock reads left to right in every language; "2 days 3 hours" is a sentence of the reader's own. */}
      <strong role="timer" dir={days ? undefined : 'ltr'}>
        {text}
      </strong>{' '}
      <span className="tk-field__description">{t('trade.payBy', { date })}</span>
    </p>
  );
}
