// The console's clock: the sandbox's time against real time, and buttons and a typed amount ("16 minutes", "2 days",
// read by clock-amount.ts) that move it forward through `POST /sandbox/clock/advance` (the route scripts use), with
// what came due on the way (its `cameDue`). Moves made anywhere (a script, another console) are pushed (`clock`
// events) and shown at once.
import { useEffect, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { parseClockAmount, type ClockAmountProblem } from './clock-amount';
import { ActionButton, ConsolePanel, SandboxRead, Time } from './console-parts';
import {
  advanceSandboxClock,
  readSandboxClock,
  useSandboxConsole,
  useSandboxEvent,
  useSandboxRead,
  type CameDueEntry,
} from './sandbox-console-api';

/** The moves offered, in seconds, by their message key. */
export const clockSteps = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 7 * 86_400],
] as const;
type Step = (typeof clockSteps)[number][0];
/** The action running: one of the buttons, or the typed amount. */
type Move = Step | 'typed';

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

/**
 * How far ahead the sandbox is, to the nearest minute (what the console heard of the clock is a moment old),
 * split into days, hours and minutes; nothing when that is less than a minute.
 */
export function aheadBy(sandbox: string, real: Date): { days: number; hours: number; minutes: number } | undefined {
  const minutes = Math.round((Date.parse(sandbox) - real.getTime()) / 60_000);
  if (!(minutes >= 1)) return undefined;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function ClockPanel({ realTime }: { realTime?: Date }) {
  const { t, i18n } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  // The sandbox clock runs with real time, some way ahead: what the console keeps is how far, so the sandbox time
  // it shows ticks on between reads. The clock only moves forward, so the furthest offset heard of is the truth.
  const offsetOf = (now: string) => Date.parse(now) - (realTime ?? new Date()).getTime();
  const { data: readOffset, error, reload } = useSandboxRead(async () => offsetOf(await readSandboxClock(baseUrl)));
  const real = useRealTime(realTime);
  const [heardOffset, setHeardOffset] = useState<number>();
  const heard = (now: string) => {
    const offset = offsetOf(now);
    if (Number.isFinite(offset)) setHeardOffset((old) => (old === undefined ? offset : Math.max(old, offset)));
  };
  const offsets = [readOffset, heardOffset].filter((offset) => offset !== undefined);
  const offsetMs = offsets.length > 0 ? Math.max(...offsets) : undefined;
  const [busy, setBusy] = useState<Move>();
  const [moved, setMoved] = useState<{ now: string; cameDue: CameDueEntry[] }>();
  const [failed, setFailed] = useState<unknown>();
  const [typed, setTyped] = useState('');
  const [unread, setUnread] = useState<ClockAmountProblem>();
  useSandboxEvent('clock', (event) => {
    const now = (event as { now?: unknown }).now;
    if (typeof now === 'string') heard(now);
  });
  const sandboxNow =
    offsetMs === undefined || Number.isNaN(offsetMs)
      ? undefined
      : new Date(Math.floor((real.getTime() + offsetMs) / 1000) * 1000).toISOString();
  const ahead = sandboxNow === undefined ? undefined : aheadBy(sandboxNow, real);

  const move = async (by: Move, seconds: number) => {
    setBusy(by);
    setFailed(undefined);
    try {
      const { now, cameDue } = await advanceSandboxClock(baseUrl, seconds);
      heard(now);
      setMoved({ now, cameDue });
    } catch (failure) {
      setFailed(failure);
    } finally {
      setBusy(undefined);
    }
  };

  const moveByTyped = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseClockAmount(typed);
    if (!amount.ok) {
      setUnread(amount);
      return;
    }
    setUnread(undefined);
    void move('typed', amount.seconds);
  };

  return (
    <ConsolePanel id="clock" title={t('console.clock.title')} intro={t('console.clock.intro')}>
      <SandboxRead read={{ data: sandboxNow, error, reload }}>
        {(sandboxNow) => (
          <>
            <dl className="tk-console__times">
              <div>
                <dt>{t('console.clock.sandboxTime')}</dt>
                <dd data-testid="sandbox-time">
                  <Time time={sandboxNow} />
                </dd>
              </div>
              <div>
                <dt>{t('console.clock.realTime')}</dt>
                <dd>
                  <Time time={real.toISOString()} />
                </dd>
              </div>
            </dl>
            <p>{ahead ? t('console.clock.ahead', ahead) : t('console.clock.inStep')}</p>
            <fieldset className="tk-console__moves">
              <legend>{t('console.clock.move')}</legend>
              <div className="tk-actions">
                {clockSteps.map(([step, seconds]) => (
                  <ActionButton key={step} actionKey={step} busy={busy} onClick={() => void move(step, seconds)}>
                    {t(`console.clock.steps.${step}`)}
                  </ActionButton>
                ))}
              </div>
              <form className="tk-console__clock-amount" onSubmit={moveByTyped} noValidate>
                <TextField
                  label={t('console.clock.amount')}
                  description={t('console.clock.amountHint')}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setUnread(undefined);
                  }}
                  error={unread && problemMessage(t, unread)}
                  autoComplete="off"
                  spellCheck={false}
                />
                <ActionButton type="submit" actionKey="typed" busy={busy}>
                  {t('console.clock.moveBy')}
                </ActionButton>
              </form>
            </fieldset>
          </>
        )}
      </SandboxRead>
      <div role="status">
        {moved ? (
          <Alert tone="success" title={t('console.clock.moved', { time: formatDateTime(moved.now, i18n.language) })}>
            <CameDueList cameDue={moved.cameDue} />
          </Alert>
        ) : null}
      </div>
      {failed !== undefined ? (
        <Alert tone="error">
          <p>{t('console.clock.failed')}</p>
        </Alert>
      ) : null}
    </ConsolePanel>
  );
}

/** The message saying what could not be read, and what to type instead. */
function problemMessage(t: ReturnType<typeof useTranslation>['t'], unread: ClockAmountProblem): string {
  switch (unread.problem) {
    case 'unreadable':
      return t('console.clock.unread.unreadable', { near: unread.near });
    case 'noUnit':
      return t('console.clock.unread.noUnit', { number: unread.number });
    case 'unknownUnit':
      return t('console.clock.unread.unknownUnit', { unit: unread.unit });
    case 'noFixedLength':
      return t('console.clock.unread.noFixedLength', { unit: unread.unit });
    default:
      return t(`console.clock.unread.${unread.problem}`);
  }
}

const knownResources = ['trade', 'invoice'] as const;
const isKnownResource = (resource: string): resource is (typeof knownResources)[number] =>
  (knownResources as readonly string[]).includes(resource);

/** What came due when the clock moved ("Trade 12 → expired"), or that nothing did. */
export function CameDueList({ cameDue }: { cameDue: CameDueEntry[] }) {
  const { t } = useTranslation();
  if (cameDue.length === 0) return <p>{t('console.clock.nothingDue')}</p>;
  return (
    <>
      <p>{t('console.clock.cameDue', { count: cameDue.length })}</p>
      <ul className="tk-console__due">
        {cameDue.map(({ resource, id, state }) => (
          <li key={`${resource}-${id}`} data-resource={resource} data-state={state}>
            {t('console.clock.dueItem', {
              resource: isKnownResource(resource) ? t(`console.clock.resources.${resource}`) : resource,
              id,
              state,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
