// The pieces every console panel is made of, so the panels look and read alike: the panel's frame and the states
// of what it reads from the sandbox.
import type { Key, ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../ui/query-states';

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
