// The pieces every console panel is made of, so the panels look, read and behave alike: the panel's frame, the
// states of what it reads from the sandbox, and its actions run one at a time with what came of them announced.
import { useState, type Key, type ReactNode } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button, type ButtonProps } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { SandboxRefusal } from './sandbox-console-api';

/**
 * A panel's frame: a section named by its heading, and the panel's intro. The heading can take focus: the console
 * page moves focus to it after a choice in the navigation.
 */
export function ConsolePanel({
  id,
  title,
  intro,
  children,
}: {
  /** Makes the heading's id, `tk-console-<id>`. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = `tk-console-${id}`;
  return (
    <section className="tk-view tk-console__panel" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}

/** A read of the sandbox as {@link useSandboxRead} answers it: no data yet, the error of the last try, a retry. */
export interface SandboxReadState<T> {
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

/** What was read, once it is there; until then loading, or the error with a way to try again. */
export function SandboxRead<T>({ read, children }: { read: SandboxReadState<T>; children: (data: T) => ReactNode }) {
  if (read.data !== undefined) return children(read.data);
  return read.error === undefined ? <LoadingState /> : <ErrorState error={read.error} onRetry={read.reload} />;
}

/** A list read from the sandbox: its states while it is read, then how many there are and each, or `empty`. */
export function SandboxList<T>({
  read,
  count,
  countLive = false,
  empty,
  itemKey,
  children,
}: {
  read: SandboxReadState<readonly T[]>;
  /** The line saying how many there are. */
  count: (items: readonly T[]) => string;
  /** Announces the count as it changes: for a list a search narrows. */
  countLive?: boolean;
  /** What to say when there is none. */
  empty: string;
  itemKey: (item: T, index: number) => Key;
  children: (item: T) => ReactNode;
}) {
  return (
    <SandboxRead read={read}>
      {(items) => (
        <>
          <p className="tk-console__count" aria-live={countLive ? 'polite' : undefined}>
            {count(items)}
          </p>
          {items.length === 0 ? (
            <p>{empty}</p>
          ) : (
            <ol className="tk-console__mails">
              {items.map((item, index) => (
                <li key={itemKey(item, index)}>{children(item)}</li>
              ))}
            </ol>
          )}
        </>
      )}
    </SandboxRead>
  );
}

/**
 * Runs the action `key` (named `label` in what is said of it); `act` calls its sandbox route and answers the
 * sentence saying what it did.
 */
export type ConsoleAction = (key: string, label: string, act: () => Promise<string>) => Promise<void>;

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * A panel's actions, one at a time: `busy` is the key of the one running (its button shows it, the others wait).
 * What it did goes to a status region; why it did not, to an error alert: the route's own message when the sandbox
 * refused (`refused`), else `failed`. `outcome` is both, for the panel to place.
 */
export function useConsoleAction({
  refused,
  failed,
  onSettled,
}: {
  refused: (label: string, message: string) => string;
  failed: (label: string, failure: unknown) => string;
  /** Called once an action is over, with whether it went through (to read the panel's lists again). */
  onSettled?: (wentThrough: boolean) => void;
}): { busy: string | undefined; run: ConsoleAction; outcome: ReactNode } {
  const [busy, setBusy] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const run: ConsoleAction = async (key, label, act) => {
    setBusy(key);
    setOutcome(undefined);
    let wentThrough = false;
    try {
      setOutcome({ tone: 'success', text: await act() });
      wentThrough = true;
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: failure instanceof SandboxRefusal ? refused(label, failure.message) : failed(label, failure),
      });
    } finally {
      setBusy(undefined);
      onSettled?.(wentThrough);
    }
  };
  return {
    busy,
    run,
    outcome: (
      <>
        <div role="status" className="tk-console__result">
          {outcome?.tone === 'success' ? (
            <Alert tone="success">
              <p>{outcome.text}</p>
            </Alert>
          ) : null}
        </div>
        {outcome?.tone === 'error' ? (
          <Alert tone="error">
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </>
    ),
  };
}

/** A button of one of a panel's actions: busy while its own runs, disabled while another does. */
export function ActionButton({
  actionKey,
  busy,
  ...props
}: Omit<ButtonProps, 'loading' | 'disabled'> & { actionKey: string; busy: string | undefined }) {
  return (
    <Button
      variant="secondary"
      {...props}
      loading={busy === actionKey}
      disabled={busy !== undefined && busy !== actionKey}
    />
  );
}

/** One term and its value of a panel's definition list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A time as the page's language writes it, machine-readable in `dateTime`. */
export function Time({ time }: { time: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={time}>{formatDateTime(time, i18n.language)}</time>;
}
