// The console's clock: the sandbox's time against real time, and buttons that move it forward through
// `POST /sandbox/clock/advance` (the route scripts use). Moves made anywhere (a script, another console) are pushed
// (`clock` events) and shown at once.
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-states';
import {
  advanceSandboxClock,
  readSandboxClock,
  useSandboxConsole,
  useSandboxEvent,
  useSandboxRead,
} from './sandbox-console-api';

/** The moves offered, in seconds, by their message key. */
export const clockSteps = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 7 * 86_400],
] as const;
type Step = (typeof clockSteps)[number][0];

/** Real time, ticking each second (`now` fixes it, for stories and tests). */
function useRealTime(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/** How far ahead the sandbox is, in whole minutes split into days, hours and minutes. */
export function aheadBy(sandbox: string, real: Date): { days: number; hours: number; minutes: number } | undefined {
  const minutes = Math.floor((Date.parse(sandbox) - real.getTime()) / 60_000);
  if (!(minutes >= 1)) return undefined;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function ClockPanel({ realTime }: { realTime?: Date }) {
  const { t, i18n } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const { data, error, reload } = useSandboxRead(() => readSandboxClock(baseUrl));
  const [pushed, setPushed] = useState<string>();
  const [busy, setBusy] = useState<Step>();
  const [moved, setMoved] = useState<{ step: Step; now: string }>();
  const [failed, setFailed] = useState<unknown>();
  const real = useRealTime(realTime);
  useSandboxEvent('clock', (event) => {
    const now = (event as { now?: unknown }).now;
    if (typeof now === 'string') setPushed(now);
  });
  // The later of the read and the pushed time: the clock only moves forward.
  const sandboxNow = [data, pushed]
    .filter((v) => v !== undefined)
    .sort()
    .at(-1);
  const ahead = sandboxNow === undefined ? undefined : aheadBy(sandboxNow, real);

  const move = async (step: Step, seconds: number) => {
    setBusy(step);
    setFailed(undefined);
    try {
      const now = await advanceSandboxClock(baseUrl, seconds);
      setPushed((old) => (old !== undefined && old > now ? old : now));
      setMoved({ step, now });
    } catch (failure) {
      setFailed(failure);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="tk-view tk-console__panel" aria-labelledby="tk-console-clock">
      <h2 id="tk-console-clock" tabIndex={-1}>
        {t('console.clock.title')}
      </h2>
      <p>{t('console.clock.intro')}</p>
      {sandboxNow === undefined ? (
        error === undefined ? (
          <LoadingState />
        ) : (
          <ErrorState error={error} onRetry={reload} />
        )
      ) : (
        <>
          <dl className="tk-console__times">
            <div>
              <dt>{t('console.clock.sandboxTime')}</dt>
              <dd data-testid="sandbox-time">
                <time dateTime={sandboxNow}>{formatDateTime(sandboxNow, i18n.language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('console.clock.realTime')}</dt>
              <dd>
                <time dateTime={real.toISOString()}>{formatDateTime(real.toISOString(), i18n.language)}</time>
              </dd>
            </div>
          </dl>
          <p>{ahead ? t('console.clock.ahead', ahead) : t('console.clock.inStep')}</p>
          <fieldset className="tk-console__moves">
            <legend>{t('console.clock.move')}</legend>
            <div className="tk-actions">
              {clockSteps.map(([step, seconds]) => (
                <Button
                  key={step}
                  variant="secondary"
                  loading={busy === step}
                  disabled={busy !== undefined && busy !== step}
                  onClick={() => void move(step, seconds)}
                >
                  {t(`console.clock.steps.${step}`)}
                </Button>
              ))}
            </div>
          </fieldset>
        </>
      )}
      <div role="status">
        {moved ? (
          <Alert tone="success" title={t('console.clock.moved', { time: formatDateTime(moved.now, i18n.language) })}>
            <p>{t('console.clock.due')}</p>
          </Alert>
        ) : null}
      </div>
      {failed !== undefined ? (
        <Alert tone="error">
          <p>{t('console.clock.failed')}</p>
        </Alert>
      ) : null}
    </section>
  );
}
