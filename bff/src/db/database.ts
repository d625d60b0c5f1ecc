// Opens the SQLite file the server keeps everything in, as a Database object of our own, and applies versioned
// migrations. The emulator and the BFF each own a component of migrations, so either half can run alone on its
// own file or share one.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { GroupCommit } from './group-commit';
import { lightTransactions, type TransactionFactory } from './light-transaction';

export type Statement = BetterSqlite3.Statement;
export type { Transaction } from './light-transaction';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The server's SQLite connection, made once by {@link openDatabase} and closed with the server. It wraps
 * better-sqlite3 rather than patching it, and holds what belongs to the connection: its compiled statements, its
 * light transactions, its group commit and the SQL functions registered on it. The library's connection is
 * `connection`, for what is not wrapped here.
 */
export class Database {
  readonly connection: BetterSqlite3.Database;
  /**
   * Runs `fn` in a transaction, behaving as better-sqlite3's `db.transaction(fn)` but cheaper to build
   * (light-transaction.ts): plain call, `.deferred`, `.immediate`, `.exclusive`; a savepoint when nested.
   */
  readonly transaction: TransactionFactory;
  private readonly compiled = new Map<string, Statement>();
  private readonly groups: GroupCommit;
  private readonly functions = new Set<string>();

  constructor(connection: BetterSqlite3.Database) {
    this.connection = connection;
    this.transaction = lightTransactions(connection, (sql) => this.statement(sql));
    this.groups = new GroupCommit(this.transaction);
  }

  /**
   * The compiled statement of `sql`, compiled once per connection: better-sqlite3 compiles the SQL on every
   * `prepare()`, which was the largest single cost of a request. The result mode is reset each time, since
   * `pluck()` changes the statement itself. (Safe while nothing holds a statement across an `iterate()`; nothing
   * here does.)
   */
  statement(sql: string): Statement {
    let statement = this.compiled.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.compiled.set(sql, statement);
    } else if (statement.reader) {
      statement.pluck(false);
    }
    return statement;
  }

  /** The cached {@link statement} of `sql` (the name call sites have always used). */
  prepare(sql: string): Statement {
    return this.statement(sql);
  }

  /** Runs `work` (synchronous writes) in the next group commit (group-commit.ts); resolves once it is committed. */
  groupCommit<T>(work: () => T): Promise<T> {
    return this.groups.run(work);
  }

  /**
   * Registers the SQL function `name` on this connection. A name is owned by one registrant until it releases it
   * (the returned function): registering it twice would silently replace the first one's function.
   */
  defineFunction(name: string, fn: (...args: unknown[]) => unknown): () => void {
    if (this.functions.has(name)) throw new Error(`The SQL function ${name} is already registered on this database`);
    this.functions.add(name);
    this.connection.function(name, fn);
    return () => {
      if (!this.functions.delete(name) || !this.connection.open) return;
      this.connection.function(name, () => null);
    };
  }

  /** better-sqlite3's `function(name, fn)`, kept for callers of it: {@link defineFunction}, owned for good. */
  function(name: string, fn: (...args: unknown[]) => unknown): this {
    this.defineFunction(name, fn);
    return this;
  }

  exec(sql: string): this {
    this.connection.exec(sql);
    return this;
  }

  pragma(source: string, options?: BetterSqlite3.PragmaOptions): unknown {
    return this.connection.pragma(source, options);
  }

  get inTransaction(): boolean {
    return this.connection.inTransaction;
  }

  get open(): boolean {
    return this.connection.open;
  }

  get name(): string {
    return this.connection.name;
  }

  close(): this {
    this.compiled.clear();
    this.connection.close();
    return this;
  }
}

export function openDatabase(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(new BetterSqlite3(file));
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

/** The database holds a schema version this code does not know: it was written by a newer Tradekit. */
export class DatabaseTooNewError extends Error {
  constructor(
    readonly component: string,
    readonly found: number,
    readonly known: number,
  ) {
    super(`the database has ${component} schema version ${found}, newer than this Tradekit knows (${known})`);
    this.name = 'DatabaseTooNewError';
  }
}

/**
 * What to apply of `migrations` (any storage's): those not in `applied`, in version order. Refuses a list not
 * numbered 1, 2, 3…, and a database with a version this code does not know ({@link DatabaseTooNewError}).
 */
export function pendingMigrations(
  component: string,
  migrations: readonly Migration[],
  applied: ReadonlySet<number>,
): Migration[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`${component} migrations must be numbered 1, 2, 3…; found ${m.version}`);
  });
  const newest = Math.max(0, ...applied);
  if (newest > sorted.length) throw new DatabaseTooNewError(component, newest, sorted.length);
  return sorted.filter((m) => !applied.has(m.version));
}

/**
 * Applies the migrations of `component` that are not applied yet, each in its own transaction, in version order.
 * Refuses a database that has a version this code does not know (it was written by a newer Tradekit).
 */
export function migrate(db: Database, component: string, migrations: readonly Migration[], now = new Date()): number[] {
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations WHERE component = ?').pluck().all(component) as number[],
  );
  let pending: Migration[];
  try {
    pending = pendingMigrations(component, migrations, applied);
  } catch (error) {
    if (!(error instanceof DatabaseTooNewError)) throw error;
    throw new Error(
      `The database has ${component} schema version ${error.found}, newer than this Tradekit knows ` +
        `(${error.known}). Use a newer Tradekit or another TRADEKIT_DATA_DIR.`,
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (component, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const done: number[] = [];
  for (const m of pending) {
    db.transaction(() => {
      db.exec(m.sql);
      record.run(component, m.version, m.name, now.toISOString());
    })();
    done.push(m.version);
  }
  return done;
}
