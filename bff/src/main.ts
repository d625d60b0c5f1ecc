// Entry point of `npm start`: check the configuration, open the database, set up the sandbox, serve, and shut
// down cleanly (closing the database) on SIGINT/SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bffMigrations } from './browser-api/migrations';
import { OffsetClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate, openDatabase } from './db/database';
import { migrateEmulator } from './emulator/migrations';
import { ensureSandbox, type SandboxInfo } from './emulator/sandbox/bootstrap';
import { readSandboxState } from './emulator/sandbox/state';
import { resolveBffSettings } from './browser-api/settings';
import { buildServer } from './server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function banner(config: Config, sandbox: SandboxInfo | undefined): string {
  const lines = [`Tradekit is running (${config.mode} mode)`, `  Demo partner page   ${config.publicUrl}/`];
  lines.push(`  BFF browser API     ${config.publicUrl}/api`);
  if (sandbox) {
    lines.push(
      `  Trade API           ${sandbox.tradeBaseUrl}  (user URL ${sandbox.tradeUserUrl})`,
      `  Merchant API v3     ${sandbox.merchantBaseUrl}/v3`,
      `  Sandbox tools       ${sandbox.sandboxUrl}`,
      `  OpenAPI documents   ${sandbox.tradeBaseUrl}/openapi.json  ${sandbox.merchantBaseUrl}/openapi.json`,
      `  sandbox.json        ${path.join(config.dataDir, 'sandbox.json')}`,
    );
  }
  lines.push(`  Database            ${config.databaseFile}`, 'Press Ctrl+C to stop.');
  return lines.join('\n');
}

export async function main(): Promise<void> {
  const config = readConfig();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(config.databaseFile);
  migrate(db, 'bff', bffMigrations);
  let sandbox: SandboxInfo | undefined;
  const emulatorClock = new OffsetClock();
  if (config.mode === 'sandbox') {
    migrateEmulator(db);
    emulatorClock.advance(Number(readSandboxState(db, 'clockOffsetMs') ?? 0) / 1000);
    sandbox = ensureSandbox(db, config, emulatorClock.now());
  }
  let bff;
  try {
    bff = resolveBffSettings(config, sandbox);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildServer({ config, db, emulatorClock, bff, staticRoot: path.join(projectRoot, 'dist') });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received; closing.`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is in use; start with another, e.g. PORT=4001 npm start`
        : `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    await app.close();
    process.exit(1);
  }
  console.log(banner(config, sandbox));
}

await main();
