import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Migration } from '../../src/db/database';
import { tempDataDir } from '../support';

const migrations: Migration[] = [
  { version: 1, name: 'things', sql: 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
  { version: 2, name: 'colour', sql: "ALTER TABLE things ADD COLUMN colour TEXT NOT NULL DEFAULT 'red'" },
];

describe('database', () => {
  it('opens a real file in WAL mode, readable by its owner only', () => {
    const file = path.join(tempDataDir(), 'nested', 'db.sqlite');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('applies versioned migrations once, in order, per component', () => {
    const file = path.join(tempDataDir(), 'db.sqlite');
    let db = openDatabase(file);
    expect(migrate(db, 'a', migrations.slice(0, 1))).toEqual([1]);
    expect(
      migrate(
        db,
        'b',
        migrations.slice(0, 1).map((m) => ({ ...m, sql: 'CREATE TABLE other (id INTEGER)' })),
      ),
    ).toEqual([1]);
    db.close();
    db = openDatabase(file);
    expect(migrate(db, 'a', migrations)).toEqual([2]);
    expect(migrate(db, 'a', migrations)).toEqual([]);
    db.prepare('INSERT INTO things (name) VALUES (?)').run('x');
    expect(db.prepare('SELECT colour FROM things').pluck().get()).toBe('red');
    db.close();
  });

  it('a failing migration leaves nothing half written', () => {
    const db = openDatabase(':memory:');
    const broken: Migration[] = [
      { version: 1, name: 'half', sql: 'CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1);' },
    ];
    expect(() => migrate(db, 'a', broken)).toThrow(/no such table: nowhere/);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
  });

  it('refuses a database written by a newer schema', () => {
    const db = openDatabase(':memory:');
    migrate(db, 'a', migrations);
    expect(() => migrate(db, 'a', migrations.slice(0, 1))).toThrow(/schema version 2, newer than this Tradekit knows/);
  });

  it('refuses gaps in migration numbering', () => {
    const db = openDatabase(':memory:');
    expect(() => migrate(db, 'a', [migrations[1]!])).toThrow(/numbered 1, 2, 3/);
  });
});

describe('compiled statements', () => {
  it('reuses one statement per SQL text, and pluck() at one call site does not leak into another', () => {
    const db = openDatabase(':memory:');
    db.exec("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x')");
    const sql = 'SELECT a, b FROM t';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql).pluck().get()).toBe(1);
    expect(db.prepare(sql).get()).toEqual({ a: 1, b: 'x' });
    db.prepare('INSERT INTO t VALUES (?, ?)').run(2, 'y');
    db.prepare('INSERT INTO t VALUES (?, ?)').run(3, 'z');
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(3);
  });
});

describe('transactions', () => {
  const table = () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (a INTEGER)');
    return { db, rows: () => db.prepare('SELECT a FROM t ORDER BY a').pluck().all() };
  };

  it('commits what the function wrote and returns its result; BEGIN IMMEDIATE on .immediate()', () => {
    const { db, rows } = table();
    const insert = db.transaction((a: number) => {
      db.prepare('INSERT INTO t VALUES (?)').run(a);
      return a * 2;
    });
    expect(insert(1)).toBe(2);
    expect(insert.immediate(2)).toBe(4);
    expect(insert.deferred(3)).toBe(6);
    expect(insert.exclusive(4)).toBe(8);
    expect(rows()).toEqual([1, 2, 3, 4]);
    expect(db.inTransaction).toBe(false);
  });

  it('rolls back everything when the function throws, and the error reaches the caller', () => {
    const { db, rows } = table();
    const fail = db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (1)').run();
      throw new Error('no');
    });
    expect(() => fail.immediate()).toThrow('no');
    expect(rows()).toEqual([]);
    expect(db.inTransaction).toBe(false);
  });

  it('nests as a savepoint: an inner failure undoes only the inner writes', () => {
    const { db, rows } = table();
    db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (1)').run();
      expect(() =>
        db.transaction(() => {
          db.prepare('INSERT INTO t VALUES (2)').run();
          throw new Error('inner');
        })(),
      ).toThrow('inner');
      db.transaction(() => db.prepare('INSERT INTO t VALUES (3)').run()).immediate();
    })();
    expect(rows()).toEqual([1, 3]);
  });

  it('refuses a function that returns a promise, writing nothing', () => {
    const { db, rows } = table();
    const asyncWrite = db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (1)').run();
      return Promise.resolve();
    });
    expect(() => asyncWrite()).toThrow(/cannot return a promise/);
    expect(rows()).toEqual([]);
  });
});

describe('the database object', () => {
  it('wraps better-sqlite3 rather than patching it: the connection keeps its own prepare and transaction', () => {
    const db = openDatabase(':memory:');
    expect(Object.hasOwn(db.connection, 'prepare')).toBe(false);
    expect(Object.hasOwn(db.connection, 'transaction')).toBe(false);
    // The library's prepare compiles anew; ours hands back the one compiled statement.
    expect(db.connection.prepare('SELECT 1')).not.toBe(db.connection.prepare('SELECT 1'));
    expect(db.statement('SELECT 1')).toBe(db.prepare('SELECT 1'));
    db.close();
  });

  it('an SQL function has one owner until it releases the name', () => {
    const db = openDatabase(':memory:');
    const release = db.defineFunction('answer', () => 42);
    expect(db.prepare('SELECT answer()').pluck().get()).toBe(42);
    expect(() => db.defineFunction('answer', () => 0)).toThrow(/already registered/);
    release();
    db.defineFunction('answer', () => 7);
    expect(db.prepare('SELECT answer()').pluck().get()).toBe(7);
    db.close();
  });
});
