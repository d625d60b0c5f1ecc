// Builds a real server on a real SQLite file in a fresh temporary directory, the way `npm start` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bffMigrations } from '../src/browser-api/migrations';
import { OffsetClock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { migrate, openDatabase, type Database } from '../src/db/database';
import { migrateEmulator } from '../src/emulator/migrations';
import { ensureSandbox, type SandboxInfo } from '../src/emulator/sandbox/bootstrap';
import { buildServer } from '../src/server';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-test-'));
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: OffsetClock;
  sandbox: SandboxInfo;
  dataDir: string;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = tempDataDir();
  const config = loadConfig({ TRADEKIT_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = openDatabase(config.databaseFile);
  migrate(db, 'bff', bffMigrations);
  migrateEmulator(db);
  const clock = new OffsetClock();
  const sandbox = ensureSandbox(db, config, clock.now());
  const app = await buildServer({ config, db, emulatorClock: clock });
  await app.ready();
  return { app, db, config, clock, sandbox, dataDir };
}
