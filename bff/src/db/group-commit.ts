// Group commit: writes that concurrent requests ask for in one turn of the event loop run in one transaction, so
// they share one commit (in WAL mode, the commit's page writes and locks are the dearest part of a small write).
// Each write still runs in its own savepoint, in arrival order: one that throws is rolled back alone and its
// caller gets the error, the others are kept. Every caller resumes only once the group is committed, so an answer
// never reports a write that is not yet in the database; if the commit itself fails, every caller gets that error.
import type { TransactionFactory } from './light-transaction';

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The group commit of one connection; the {@link Database} holds one and exposes it as `groupCommit`. */
export class GroupCommit {
  /** The group waiting for the next turn of the event loop, if any. */
  private waiting: Pending[] | undefined;

  constructor(private readonly transaction: TransactionFactory) {}

  /**
   * Runs `work` (synchronous database writes) in the next group commit and resolves with its result once that
   * group is committed; rejects with what `work` threw (its writes undone) or with the commit's own failure.
   */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let group = this.waiting;
      if (!group) {
        const created: Pending[] = [];
        group = created;
        this.waiting = created;
        setImmediate(() => this.commit(created));
      }
      group.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private commit(group: Pending[]): void {
    this.waiting = undefined;
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    try {
      this.transaction(() => {
        for (const { work } of group) {
          try {
            outcomes.push({ value: this.transaction(work)() });
          } catch (error) {
            outcomes.push({ error });
          }
        }
      }).immediate();
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    group.forEach((pending, i) => {
      const outcome = outcomes[i] as { value: unknown } | { error: unknown };
      if ('error' in outcome) pending.reject(outcome.error);
      else pending.resolve(outcome.value);
    });
  }
}

/** `db.groupCommit(work)`, for call sites that read better with the database as an argument. */
export function inGroupCommit<T>(db: { groupCommit<R>(work: () => R): Promise<R> }, work: () => T): Promise<T> {
  return db.groupCommit(work);
}
