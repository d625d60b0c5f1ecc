import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { inGroupCommit } from '../../src/db/group-commit';

function setup() {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (a INTEGER UNIQUE)');
  // Counts commits: the light transactions run the connection's one compiled COMMIT (savepoints are released).
  let commits = 0;
  const commit = db.statement('COMMIT');
  const run = commit.run.bind(commit);
  commit.run = ((...args: unknown[]) => {
    commits++;
    return run(...args);
  }) as typeof commit.run;
  const insert = (a: number) => () => db.prepare('INSERT INTO t VALUES (?)').run(a).changes;
  const rows = () => db.prepare('SELECT a FROM t ORDER BY rowid').pluck().all();
  return { db, insert, rows, commits: () => commits };
}

describe('group commit', () => {
  it('writes asked for in one turn of the event loop share one commit, in arrival order', async () => {
    const { db, insert, rows, commits } = setup();
    const done = Promise.all([
      inGroupCommit(db, insert(3)),
      inGroupCommit(db, insert(1)),
      inGroupCommit(db, insert(2)),
    ]);
    expect(rows()).toEqual([]); // nothing is written before the group runs
    expect(await done).toEqual([1, 1, 1]);
    expect(rows()).toEqual([3, 1, 2]);
    expect(commits()).toBe(1);
    await inGroupCommit(db, insert(4));
    expect(commits()).toBe(2);
  });

  it('a write that throws is undone alone; its caller gets the error, the others their results', async () => {
    const { db, insert, rows } = setup();
    const results = await Promise.allSettled([
      inGroupCommit(db, insert(1)),
      inGroupCommit(db, () => {
        insert(2)();
        insert(1)(); // UNIQUE fails after a write: both of this caller's writes go
      }),
      inGroupCommit(db, insert(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(rows()).toEqual([1, 3]);
  });

  it('when the commit itself fails, every caller of the group gets that error and nothing is kept', async () => {
    const { db, insert, rows } = setup();
    // A deferred foreign key is only checked at COMMIT, so the group fails there.
    db.exec('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    db.exec('CREATE TABLE child (parent INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)');
    const results = await Promise.allSettled([
      inGroupCommit(db, insert(1)),
      inGroupCommit(db, () => db.prepare('INSERT INTO child VALUES (42)').run()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(rows()).toEqual([]);
  });
});
