// Starts servers for the benchmark as separate processes, as users run them, and stops them afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';

export const root = path.resolve(import.meta.dirname, '..');

export interface Running {
  url: string;
  dataDir?: string;
  stop(): Promise<void>;
}

async function start(args: string[], env: Record<string, string>, readyText: string, url: string): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  while (!output.includes(readyText)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start (${args.join(' ')}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `npm start` on a fresh data directory, with extra settings (raised rate limits). */
export async function startTradekit(
  env: Record<string, string>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-bench-')),
): Promise<Running & { dataDir: string }> {
  const port = await freePort();
  const running = await start(
    ['scripts/start.mjs'],
    { PORT: String(port), TRADEKIT_DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    'Press Ctrl+C to stop.',
    `http://localhost:${port}`,
  );
  return { ...running, dataDir };
}

/** The bare Fastify baseline, through the same TypeScript loader as the real server. */
export async function startBaseline(): Promise<Running> {
  const port = await freePort();
  return start(
    ['--import', 'tsx', 'bench/hello-server.ts'],
    { PORT: String(port) },
    'ready',
    `http://127.0.0.1:${port}`,
  );
}
