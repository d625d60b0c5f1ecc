// A lighter `transaction(fn)` than better-sqlite3's, with the same behaviour: measured, it was more than a small
// transaction itself on a hot path, so it is kept as an explicitly named function of our own.
import type BetterSqlite3 from 'better-sqlite3';

type AnyFunction = (...args: never[]) => unknown;

/** `fn` run in a transaction: plain call (BEGIN), or `.deferred`, `.immediate`, `.exclusive`. */
export interface Transaction<F extends AnyFunction> {
  (...args: Parameters<F>): ReturnType<F>;
  default(...args: Parameters<F>): ReturnType<F>;
  deferred(...args: Parameters<F>): ReturnType<F>;
  immediate(...args: Parameters<F>): ReturnType<F>;
  exclusive(...args: Parameters<F>): ReturnType<F>;
}

export type TransactionFactory = <F extends AnyFunction>(fn: F) => Transaction<F>;

/**
 * better-sqlite3's `db.transaction(fn)` builds four wrapped functions and defines five properties on each, on
 * every call: about 5 µs, more than a small transaction itself, and callers here make one per request. This one
 * builds plain closures only. It behaves as the library's: BEGIN [DEFERRED | IMMEDIATE
 * | EXCLUSIVE], a savepoint when already inside a transaction, rollback when `fn` throws, no promises.
 */
export function lightTransactions(
  connection: BetterSqlite3.Database,
  statement: (sql: string) => BetterSqlite3.Statement,
): TransactionFactory {
  const begin = {
    default: statement('BEGIN'),
    deferred: statement('BEGIN DEFERRED'),
    immediate: statement('BEGIN IMMEDIATE'),
    exclusive: statement('BEGIN EXCLUSIVE'),
  };
  const [commit, rollback] = [statement('COMMIT'), statement('ROLLBACK')];
  const savepoint = statement('SAVEPOINT `\t_bs3.\t`');
  const release = statement('RELEASE `\t_bs3.\t`');
  const rollbackTo = statement('ROLLBACK TO `\t_bs3.\t`');
  const wrap = <F extends AnyFunction>(fn: F, kind: keyof typeof begin) =>
    // Anonymous: tsx keeps names with a defineProperty call, which showed in profiles when made per call.
    function (this: unknown, ...args: Parameters<F>): ReturnType<F> {
      const nested = connection.inTransaction;
      (nested ? savepoint : begin[kind]).run();
      try {
        const result = fn.apply(this, args) as ReturnType<F>;
        if (result && typeof (result as { then?: unknown }).then === 'function')
          throw new TypeError('Transaction function cannot return a promise');
        (nested ? release : commit).run();
        return result;
      } catch (error) {
        if (connection.inTransaction) {
          (nested ? rollbackTo : rollback).run();
          if (nested) release.run();
        }
        throw error;
      }
    };
  return <F extends AnyFunction>(fn: F): Transaction<F> => {
    if (typeof fn !== 'function') throw new TypeError('Expected first argument to be a function');
    const transaction = wrap(fn, 'default');
    return Object.assign(transaction, {
      default: transaction,
      deferred: wrap(fn, 'deferred'),
      immediate: wrap(fn, 'immediate'),
      exclusive: wrap(fn, 'exclusive'),
    });
  };
}
