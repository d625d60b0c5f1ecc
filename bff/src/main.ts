// Entry point of `npm start`: check everything that can refuse to start (before anything is written), open the
// database, set up the sandbox, serve, and shut down cleanly (closing the database) on SIGINT/SIGTERM; a second
// signal while closing exits at once.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot, checkStartup } from './boot';
import { ConfigError, type Config } from './config';
import { sandboxFiles, type SandboxInfo } from './sandbox-description';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `step`; a configuration problem ends the process with its list, exit code 1. */
async function orStop<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
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
  lines.push(`  BFF browser API     ${config.publicUrl}/api  (reference ${config.publicUrl}/api/docs)`);
  if (sandbox) {
    lines.push(
      `  Trade API           ${sandbox.tradeBaseUrl}  (user URL ${sandbox.tradeUserUrl})`,
      `  Merchant API v3     ${sandbox.merchantBaseUrl}/v3`,
      `  Sandbox console     ${sandbox.sandboxUrl}/`,
      `  Sandbox tools       ${sandbox.sandboxUrl}`,
      `  API reference       ${sandbox.tradeBaseUrl}/docs  ${sandbox.merchantBaseUrl}/docs  ${config.publicUrl}/api/docs`,
      `  sandbox.json        ${sandboxFiles(config.dataDir).description}`,
    );
  }
  if (config.databaseUrl) {
    // Where, never who: the URL's user and password stay out of the log.
    const url = new URL(config.databaseUrl);
    lines.push(`  BFF state           PostgreSQL ${url.host}${url.pathname}`);
  }
  lines.push(`  Database            ${config.databaseFile}`, 'Press Ctrl+C to stop.');
  return lines.join('\n');
}

export async function main(): Promise<void> {
  const config = await orStop(() => checkStartup(process.env));
  const { app, sandbox } = await orStop(() => boot(config, { staticRoot: path.join(projectRoot, 'dist') }));

  let closing = false;
  const shutdown = (signal: 'SIGINT' | 'SIGTERM') => {
    if (closing) {
      // A second Ctrl+C: the person does not want to wait for the close; exit as a process killed by it would.
      console.log(`\n${signal} received again; exiting now.`);
      process.exit(128 + os.constants.signals[signal]);
    }
    closing = true;
    console.log(`\n${signal} received; closing (press Ctrl+C again to exit at once).`);
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
