// Runs a Tradekit server as a child process of the test (testing/server/sandbox-process.ts): on a free port, with
// settings given here and nowhere else, waiting until it listens; stopped by a word over IPC, killed if it will not
// close, and killed with the test process should that end first. Each has its own port and data dir, so any number
// run side by side (one per test worker).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxInfo } from '../../bff/src/sandbox-description';
import { freePort } from '../../scripts/free-port';
import { killOnExit } from './exit-cleanup';
import { LAUNCH_VARIABLE, type Launch, type ProcessMessage } from '../server/process-messages';

export interface ServerProcess {
  /** The origin browsers reach it at (its PUBLIC_URL). */
  publicUrl: string;
  /** In sandbox mode: the sandbox's URLs, partner and merchant. */
  sandbox: SandboxInfo | undefined;
  pid: number;
  /** Closes the server and waits for the process to end. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The server's settings for a port (PORT, PUBLIC_URL…), as `npm start` reads them from the environment. */
  settings: (port: number) => Record<string, string> | Promise<Record<string, string>>;
  /** Print the server's output on this process's stderr; otherwise it is kept and shown only if the start fails. */
  log?: boolean;
  /** How long the start may take, in milliseconds. */
  startTimeoutMs?: number;
}

/** The process's script: built beside this module in the package; its source, through tsx, in the repository. */
function script(): { file: string; execArgv: string[]; staticRoot: string; cwd: string | undefined } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'sandbox-process.js');
  if (fs.existsSync(built)) return { file: built, execArgv: [], staticRoot: path.join(here, 'app'), cwd: undefined };
  const repository = path.resolve(here, '../..');
  return {
    file: path.join(repository, 'testing/server/sandbox-process.ts'),
    execArgv: ['--import', 'tsx'],
    staticRoot: path.join(repository, 'dist'),
    cwd: repository,
  };
}

/** The last 64 KB a process wrote, for the error of a start that failed. */
function keepOutput(child: ChildProcess, log: boolean): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    if (log) process.stderr.write(chunk);
    output = (output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

type StartOutcome = { ready: Extract<ProcessMessage, { type: 'ready' }> } | { failed: string; portTaken: boolean };

/** The first of: the process says it listens, says it failed, exits, or the time runs out. */
function outcomeOf(child: ChildProcess, output: () => string, timeoutMs: number): Promise<StartOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ failed: `it did not start within ${timeoutMs} ms`, portTaken: false });
    }, timeoutMs);
    const settle = (outcome: StartOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    child.on('message', (message: ProcessMessage) => {
      if (message.type === 'ready') settle({ ready: message });
      if (message.type === 'failed') {
        const problems = message.problems?.map((problem) => `\n  - ${problem}`).join('') ?? '';
        settle({ failed: `${message.message}${problems}`, portTaken: message.code === 'EADDRINUSE' });
      }
    });
    child.once('exit', (code, signal) =>
      settle({ failed: `it exited (${signal ?? `code ${code}`}) before it listened:\n${output()}`, portTaken: false }),
    );
  });
}

/** Waits for `child` to end: asked to close first, killed if it has not within 5 s. */
function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' } satisfies ProcessMessage);
    else child.kill('SIGTERM');
  });
}

/**
 * Starts a server process on a free port and resolves once it listens. A port taken between its choice and the
 * server's listen (another worker's server took it) is tried again on another, twice at most.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { file, execArgv, staticRoot, cwd } = script();
  const timeoutMs = options.startTimeoutMs ?? 30_000;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const launch: Launch = { settings: await options.settings(port), staticRoot };
    // NODE_OPTIONS belongs to the test runner (its loaders and hooks), not to the server.
    const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
    const child = fork(file, [], {
      cwd,
      execArgv,
      env: { ...env, [LAUNCH_VARIABLE]: JSON.stringify(launch) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    killOnExit(child);
    const output = keepOutput(child, options.log ?? false);
    const outcome = await outcomeOf(child, output, timeoutMs);
    if ('ready' in outcome) {
      // Once it listens, the server's IPC channel and pipes must not keep the test process alive on their own.
      child.unref();
      child.channel?.unref();
      for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
      return {
        publicUrl: outcome.ready.publicUrl,
        sandbox: outcome.ready.sandbox,
        pid: child.pid!,
        stop: () => stopped(child),
      };
    }
    await stopped(child);
    if (!outcome.portTaken || attempt === 3) throw new Error(`The Tradekit server could not start: ${outcome.failed}`);
  }
}
