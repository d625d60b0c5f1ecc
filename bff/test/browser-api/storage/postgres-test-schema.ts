// A throw-away PostgreSQL schema per harness or test, with a random name, so test runs in parallel on one database
// never see each other: TEST_DATABASE_URL (default the local `test` database) plus a search_path into the schema.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL with `options=-c search_path=<name>`: what a deployment on that schema would set. */
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** The URL of `base` with its connections' search path set to `schema`. */
export function urlInSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestSchema(): Promise<TestSchema> {
  const name = `bff_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE SCHEMA ${name}`));
  return {
    name,
    url: urlInSchema(TEST_DATABASE_URL, name),
    drop: () => admin((client) => client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`)).then(() => undefined),
  };
}

/** Runs one statement on the test database outside any schema's pool (to look at or disturb the instances). */
export function onTestDatabase<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  return admin(async (client) => (await client.query<T>(sql, values)).rows);
}
