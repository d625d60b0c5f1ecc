// The e2e run's throw-away PostgreSQL schema, which both BFF instances keep their state in (DATABASE_URL). It is
// made while playwright.config.ts is first evaluated, because Playwright starts the web servers before any
// globalSetup and both servers need it at start-up; global-teardown.ts drops it.
import { createTestSchema, onTestDatabase } from '../bff/test/browser-api/storage/postgres-test-schema';

/** Makes a fresh schema on the local `test` database; `url` is the DATABASE_URL that selects it. */
export async function createSharedSchema(): Promise<{ name: string; url: string }> {
  const { name, url } = await createTestSchema();
  return { name, url };
}

/** Drops the schema `name` (as {@link createSharedSchema} named it) and everything in it. */
export async function dropSharedSchema(name: string): Promise<void> {
  // The name comes back through the environment: only a name createTestSchema could have made goes into SQL.
  if (!/^bff_test_[0-9a-f]+$/.test(name)) throw new Error(`not an e2e schema name: ${name}`);
  await onTestDatabase(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
}
