// Group commit: writes that concurrent requests ask for in one turn of the event loop run in one transaction, so
// they share one commit (in WAL mode, the commit's page writes and locks are the dearest part of a small write).
// Each write still runs in its own savepoint, in arrival order: one that throws is rolled back alone and its
// caller gets the error, the others are kept. Every caller resumes only once the group is committed, so an answer
// never reports a write that is not yet in the database; if the commit itself fails, every caller gets that error.
import type { Database } from './database';

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Database, Pending[]>();

function commitGroup(db: Database, group: Pending[]): void {
  queues.delete(db);
  const outcomes: ({ value: unknown } | { error: unknown })[] = [];
  try {
    db.transaction(() => {
      for (const { work } of group) {
        try {
          outcomes.push({ value: db.transaction(work)() });
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

/**
 * Runs `work` (synchronous database writes) in the next group commit of `db` and resolves with its result once
 * that group is committed; rejects with what `work` threw (its writes undone) or with the commit's own failure.
 */
export function inGroupCommit<T>(db: Database, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let group = queues.get(db);
    if (!group) {
      const created: Pending[] = [];
      group = created;
      queues.set(db, created);
      setImmediate(() => commitGroup(db, created));
    }
    group.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}
