// Opens the SQLite file the server keeps everything in, and applies versioned migrations. The emulator and the
// BFF each own a component of migrations, so either half can run alone on its own file or share one.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * better-sqlite3 compiles the SQL on every `prepare()`, which was the largest single cost of a request. Keep one
 * compiled statement per SQL text; reset the result mode each time, since `pluck()` changes the statement itself.
 * (Safe while nothing holds a statement across an `iterate()`; nothing here does.)
 */
function cacheStatements(db: Database): void {
  const compile = db.prepare.bind(db);
  const compiled = new Map<string, BetterSqlite3.Statement>();
  db.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (!statement) {
      statement = compile(source);
      compiled.set(source, statement);
    } else if (statement.reader) {
      statement.pluck(false);
    }
    return statement;
  }) as Database['prepare'];
}

/**
 * better-sqlite3's `db.transaction(fn)` builds four wrapped functions and defines five properties on each, on
 * every call: about 5 µs, more than a small transaction itself, and callers here make one per request. This one
 * builds the variant that is run, when it is asked for. It behaves as the library's: BEGIN [DEFERRED | IMMEDIATE
 * | EXCLUSIVE], a savepoint when already inside a transaction, rollback when `fn` throws, no promises.
 */
function lightTransactions(db: Database): void {
  const statement = (sql: string) => db.prepare(sql);
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
  const wrap = <F extends (...args: never[]) => unknown>(fn: F, kind: keyof typeof begin) =>
    // Anonymous: tsx keeps names with a defineProperty call, which showed in profiles when made per call.
    function (this: unknown, ...args: Parameters<F>): ReturnType<F> {
      const nested = db.inTransaction;
      (nested ? savepoint : begin[kind]).run();
      try {
        const result = fn.apply(this, args) as ReturnType<F>;
        if (result && typeof (result as { then?: unknown }).then === 'function')
          throw new TypeError('Transaction function cannot return a promise');
        (nested ? release : commit).run();
        return result;
      } catch (error) {
        if (db.inTransaction) {
          (nested ? rollbackTo : rollback).run();
          if (nested) release.run();
        }
        throw error;
      }
    };
  db.transaction = (<F extends (...args: never[]) => unknown>(fn: F) => {
    if (typeof fn !== 'function') throw new TypeError('Expected first argument to be a function');
    const transaction = wrap(fn, 'default');
    return Object.assign(transaction, {
      default: transaction,
      deferred: wrap(fn, 'deferred'),
      immediate: wrap(fn, 'immediate'),
      exclusive: wrap(fn, 'exclusive'),
      database: db,
    });
  }) as unknown as Database['transaction'];
}

export function openDatabase(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = new BetterSqlite3(file);
  cacheStatements(db);
  lightTransactions(db);
  // The file holds API secrets and user tokens: only the server's own user may read it.
  if (file !== ':memory:') fs.chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    component TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL,
    PRIMARY KEY (component, version)
  )`);
  return db;
}

/**
 * Applies the migrations of `component` that are not applied yet, each in its own transaction, in version order.
 * Refuses a database that has a version this code does not know (it was written by a newer Tradekit).
 */
export function migrate(db: Database, component: string, migrations: readonly Migration[], now = new Date()): number[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`${component} migrations must be numbered 1, 2, 3…; found ${m.version}`);
  });
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations WHERE component = ?').pluck().all(component) as number[],
  );
  const newest = Math.max(0, ...applied);
  if (newest > sorted.length) {
    throw new Error(
      `The database has ${component} schema version ${newest}, newer than this Tradekit knows (${sorted.length}). ` +
        'Use a newer Tradekit or another TRADEKIT_DATA_DIR.',
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (component, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const done: number[] = [];
  for (const m of sorted) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(component, m.version, m.name, now.toISOString());
    })();
    done.push(m.version);
  }
  return done;
}
