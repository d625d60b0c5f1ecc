// The time left to pay for a trade: a countdown (days and hours while more than a day is left), the deadline as a
// date, and one more read of the trade when it runs out so the view shows "expired" without waiting for a poll.
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatCountdown, useCountdown } from '../../ui/use-countdown';

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
  const text =
    left >= DAY_MS
      ? t('trade.daysLeft', { days: Math.floor(left / DAY_MS), hours: Math.floor((left % DAY_MS) / HOUR_MS) })
      : formatCountdown(left);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(deadline),
  );
  return (
    <p className="tk-trade__time" data-state={expired ? 'expired' : 'running'}>
      {t('trade.timeLeft')} <strong role="timer">{text}</strong>{' '}
      <span className="tk-field__description">{t('trade.payBy', { date })}</span>
    </p>
  );
}
