// DATABASE_URL at start-up: when set, the BFF's state is on PostgreSQL, migrated before the server answers and
// shared by every instance on it; a bad or unreachable database stops the start naming the setting, never its value.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot, checkStartup } from '../../../src/boot';
import { ConfigError } from '../../../src/config';
import { startListeningTestServer, tempDataDir, type TestServer } from '../../support';
import { TestBrowser, signUp } from '../browser';
import { createTestSchema, onTestDatabase, type TestSchema } from './postgres-test-schema';

const password = 'hunter2-Secret';

async function startProblems(env: Record<string, string>): Promise<string[]> {
  try {
    const booted = await boot(checkStartup({ LOG_LEVEL: 'silent', ...env }));
    await booted.app.close();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('rule: DATABASE_URL is a secret setting: its errors name it and the rule, never the value', () => {
  it('a URI of another scheme is refused before start-up', async () => {
    const url = `mysql://tradekit:${password}@db.internal:3306/bff`;
    const list = await startProblems({ TRADEKIT_DATA_DIR: tempDataDir(), DATABASE_URL: url });
    expect(list).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URI like postgres://user:password@host:5432/db',
    ]);
  });

  it('a database that cannot be reached is one clear problem, and nothing is written to the data dir', async () => {
    const dataDir = path.join(tempDataDir(), 'never-made');
    const url = `postgresql://tradekit:${password}@127.0.0.1:1/bff`;
    const list = await startProblems({ TRADEKIT_DATA_DIR: dataDir, DATABASE_URL: url });
    expect(list).toEqual(['DATABASE_URL: nothing answers at its host and port (is PostgreSQL running there?)']);
    expect(list.join('\n')).not.toContain(password);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('rule: the real entry point stops on an unreachable database with exit 1 and one line, no stack trace', () => {
  it('postgres:// URI of a port where nothing listens', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        TRADEKIT_DATA_DIR: tempDataDir(),
        DATABASE_URL: `postgres://tradekit:${password}@127.0.0.1:1/bff`,
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'Tradekit cannot start; fix these settings:',
      '  - DATABASE_URL: nothing answers at its host and port (is PostgreSQL running there?)',
    ]);
  }, 30_000);
});

describe('rule: with DATABASE_URL every instance shares the BFF’s state on PostgreSQL', () => {
  let schema: TestSchema;
  let one: TestServer;
  let two: TestServer;
  const sessionSecret = 'a-session-secret-both-instances-share';
  beforeAll(async () => {
    schema = await createTestSchema();
    const env = { DATABASE_URL: schema.url, SESSION_SECRET: sessionSecret };
    [one, two] = await Promise.all([startListeningTestServer(env), startListeningTestServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.app.close(), two?.app.close()]);
    await schema.drop();
  });

  it('the schema is migrated at start-up and the SQLite file holds no BFF tables', async () => {
    const versions = await onTestDatabase<{ version: number }>(
      `SELECT version FROM ${schema.name}.bff_schema_migrations ORDER BY version`,
    );
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    const tables = one.db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'bff_%'").all();
    expect(tables).toEqual([]);
  });

  it('a session made on one instance is signed in on the other, and signing out there ends it on both', async () => {
    const first = new TestBrowser(one);
    const { email } = await signUp(first);
    const second = new TestBrowser(two);
    second.sessionId = first.sessionId;
    expect((await second.get('/api/session')).json()).toMatchObject({ signedIn: true, email });
    expect((await second.post('/api/logout')).statusCode).toBeLessThan(300);
    expect((await first.get('/api/session')).json()).toMatchObject({ signedIn: false });
  });

  it('closing an instance ends its pool and its LISTEN connection', async () => {
    const poolEnd = vi.spyOn(pg.Pool.prototype, 'end');
    const clientEnd = vi.spyOn(pg.Client.prototype, 'end');
    try {
      const three = await startListeningTestServer({ DATABASE_URL: schema.url, SESSION_SECRET: sessionSecret });
      await three.app.close();
      expect(poolEnd).toHaveBeenCalledTimes(1);
      expect(clientEnd).toHaveBeenCalled();
    } finally {
      poolEnd.mockRestore();
      clientEnd.mockRestore();
    }
  });
});

describe('rule: DATABASE_URL is an ordinary URI whose role owns the database and is not a superuser', () => {
  const suffix = Math.random().toString(16).slice(2, 10);
  const role = `tradekit_bff_${suffix}`;
  const database = `tradekit_bff_${suffix}`;
  let server: TestServer | undefined;
  beforeAll(async () => {
    await onTestDatabase(`CREATE ROLE ${role} LOGIN PASSWORD 'a-password' NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await onTestDatabase(`CREATE DATABASE ${database} OWNER ${role}`);
  });
  afterAll(async () => {
    await server?.app.close();
    await onTestDatabase(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onTestDatabase(`DROP ROLE IF EXISTS ${role}`);
  });

  it('such a role migrates its own empty database at start-up and serves sessions from it', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.username = role;
    url.password = 'a-password';
    url.pathname = `/${database}`;
    server = await startListeningTestServer({ DATABASE_URL: url.toString() });
    const [superuser] = await onTestDatabase<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = $1',
      [role],
    );
    expect(superuser).toEqual({ rolsuper: false });
    const { email } = await signUp(new TestBrowser(server));
    expect(email).toContain('@');
    const owner = new pg.Client({ connectionString: url.toString() });
    await owner.connect();
    try {
      const { rows } = await owner.query<{ version: number }>(
        'SELECT version FROM bff_schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4]);
      const sessions = await owner.query('SELECT count(*)::int AS n FROM bff_sessions');
      expect(sessions.rows[0]).toEqual({ n: 1 });
    } finally {
      await owner.end();
    }
  });
});
