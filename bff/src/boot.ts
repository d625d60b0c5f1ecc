// Start-up, shared by `npm start` and the tests: first everything that can refuse to start is checked, writing
// nothing; only then the BFF's PostgreSQL storage (when DATABASE_URL is set) is opened and migrated, the data dir,
// the database, the sandbox's partner and merchant and the BFF's own secrets are written, and the server is built.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { bffMigrations } from './browser-api/migrations';
import { bffSettingsProblems, resolveBffSettings, type BffSettings } from './browser-api/settings';
import type { BffStorage } from './browser-api/storage/bff-storage';
import { openPostgresBffStorage } from './browser-api/storage/postgres/postgres-bff-storage';
import { postgresStartProblem } from './browser-api/storage/postgres/postgres-start-problem';
import { OffsetClock, type Clock } from './clock';
import { ConfigError, dataDirProblems, loadConfig, type Config } from './config';
import { migrate, openDatabase, type Database } from './db/database';
import { createEmulatorContext, type EmulatorContext, type OwnedEmulatorContext } from './emulator/context';
import { migrateEmulator } from './emulator/migrations';
import { ensureSandbox } from './emulator/sandbox/bootstrap';
import { readSandboxState } from './emulator/sandbox/state';
import type { SandboxInfo } from './sandbox-description';
import { buildServer } from './server';

/** What keeps `config` from starting besides its settings: the data dir and the partner key. Reads only. */
const fileProblems = (config: Config) => [...dataDirProblems(config), ...bffSettingsProblems(config)];

/** The setting a problem names (each starts `SETTING: `). */
const settingOf = (problem: string) => problem.slice(0, problem.indexOf(':'));

/**
 * The configuration, once every setting, the data dir and the partner key are found fit; otherwise a
 * {@link ConfigError} with one list of all there is to fix. Reads, never writes.
 */
export function checkStartup(source: Record<string, string | undefined>, cwd = process.cwd()): Config {
  let config: Config;
  try {
    config = loadConfig(source, cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError([...error.problems, ...problemsBesides(error.problems, source, cwd)]);
  }
  const problems = fileProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The data dir and key problems that bad settings would otherwise hide until they are fixed: checked with those
 * settings left unset, and kept only where they do not hang on a bad setting (a bad algorithm: no key verdict).
 */
function problemsBesides(settingProblems: string[], source: Record<string, string | undefined>, cwd: string) {
  const bad = new Set(settingProblems.map(settingOf));
  let lenient: Config;
  try {
    lenient = loadConfig(Object.fromEntries(Object.entries(source).filter(([key]) => !bad.has(key))), cwd);
  } catch {
    return []; // production mode without its required settings: they are already on the list
  }
  const hidden = (setting: string) =>
    bad.has(setting) || (bad.has('PARTNER_KEY_ALGORITHM') && setting.startsWith('PARTNER_'));
  return fileProblems(lenient).filter((problem) => !hidden(settingOf(problem)));
}

export interface Booted {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The emulator's clock, at the offset the sandbox last moved it to. */
  emulatorClock: OffsetClock;
  bff: BffSettings;
  /** The sandbox's description (sandbox mode only). */
  sandbox: SandboxInfo | undefined;
  /** The emulator's context (sandbox mode only), which the server owns and closes. */
  emulator: EmulatorContext | undefined;
}

export interface BootOptions {
  /** The BFF's own clock: real time unless a test moves it. */
  bffClock?: Clock;
  /** Directory of the built front end, served when it holds an index.html. */
  staticRoot?: string;
}

/**
 * The BFF's storage on PostgreSQL, migrated before the server is built (so before it answers); a database that
 * cannot be reached or is newer than this code is a {@link ConfigError} naming DATABASE_URL, never its value.
 */
async function openSharedStorage(databaseUrl: string): Promise<BffStorage> {
  try {
    return await openPostgresBffStorage(databaseUrl);
  } catch (error) {
    throw new ConfigError([`DATABASE_URL: ${postgresStartProblem(error)}`]);
  }
}

/** Opens, migrates and sets up everything `config` (from {@link checkStartup}) describes, and builds the server. */
export async function boot(config: Config, options: BootOptions = {}): Promise<Booted> {
  // Undefined: the BFF keeps its state in the SQLite file beside the emulator's (server.ts makes that storage).
  const bffStorage = config.databaseUrl === undefined ? undefined : await openSharedStorage(config.databaseUrl);
  let db: Database | undefined;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    db = openDatabase(config.databaseFile);
    if (!bffStorage) migrate(db, 'bff', bffMigrations);
    const emulatorClock = new OffsetClock();
    let sandbox: SandboxInfo | undefined;
    let emulator: OwnedEmulatorContext | undefined;
    if (config.mode === 'sandbox') {
      migrateEmulator(db);
      emulatorClock.advance(Number(readSandboxState(db, 'clockOffsetMs') ?? 0) / 1000);
      sandbox = ensureSandbox(db, config, emulatorClock.now());
      emulator = createEmulatorContext({ db, clock: emulatorClock, config });
    }
    const bff = resolveBffSettings(config, sandbox);
    const app = await buildServer({ config, db, emulatorClock, emulator, bff, bffStorage, ...options });
    return { app, db, config, emulatorClock, bff, sandbox, emulator };
  } catch (error) {
    db?.close();
    await bffStorage?.close();
    throw error;
  }
}
