// Starts servers for the benchmark as separate processes, as users run them, and stops them afterwards.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';

export const root = path.resolve(import.meta.dirname, '..');

export interface Running {
  url: string;
  /** The server's process id, for reading its memory and CPU time from outside. */
  pid: number;
  dataDir?: string;
  stop(): Promise<void>;
}

/**
 * How many files each process may open: Node raises its own soft limit to the hard one at start-up, so the
 * server and the bench's clients can use this many (as `ulimit -n` in a shell started from here says).
 */
export function openFilesLimit(): number {
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return text === 'unlimited' ? Infinity : Number(text);
  } catch {
    return Infinity;
  }
}

async function start(
  args: string[],
  env: Record<string, string>,
  readyText: string,
  url: string,
  cwd = root,
): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
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
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A server that does not finish closing (a stream left open) is killed after a few seconds.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

let clockTicks: number | undefined;

/** A process's resident memory and CPU time so far, read from /proc (Linux); undefined elsewhere. */
export function processUsage(pid: number): { rssBytes: number; cpuMs: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks, counted after the command's ")".
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const ticksPerSecond = clockTicks;
    if (!Number.isFinite(rssKb) || !Number.isFinite(ticks)) return undefined;
    return { rssBytes: rssKb * 1024, cpuMs: (ticks * 1000) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

const createdDataDirs: string[] = [];

/** Deletes the data directories the benchmark's servers were given (call once every server is stopped). */
export function removeDataDirs(): void {
  for (const dir of createdDataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * `npm start` on a fresh data directory, with extra settings (raised rate limits; a function of the port when a
 * setting names the server's own address); of another checkout than this one when `checkout` names it (A/B runs).
 */
export async function startTradekit(
  env: Record<string, string> | ((port: number) => Record<string, string>),
  given?: string,
  checkout = root,
): Promise<Running & { dataDir: string }> {
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-bench-'));
  if (!given) createdDataDirs.push(dataDir);
  const port = await freePort();
  const running = await start(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      TRADEKIT_DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...(typeof env === 'function' ? env(port) : env),
    },
    'Press Ctrl+C to stop.',
    `http://localhost:${port}`,
    checkout,
  );
  return { ...running, dataDir };
}

/**
 * A reference server of the bench (`bench/<name>-server.ts`: the bare Fastify baseline, the create reference, the
 * proxy floor), through the same TypeScript loader as the real server, with a fresh data directory of its own and
 * any settings it needs (the proxy floor's upstream).
 */
export async function startReference(
  name: 'hello' | 'create-floor' | 'proxy-floor',
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-bench-'));
  createdDataDirs.push(dataDir);
  return start(
    ['--import', 'tsx', `bench/${name}-server.ts`],
    { ...env, PORT: String(port), TRADEKIT_DATA_DIR: dataDir },
    'ready',
    `http://127.0.0.1:${port}`,
  );
}
