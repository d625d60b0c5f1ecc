// A Chromium driven over the DevTools protocol on a pipe, with nothing attached to a frame unless asked: for timing
// the widget's cold load. Playwright attaches to every new frame as it is created and holds its renderer paused
// until the driver (a Node process on the same cores) has set the frame up; measured interleaved on the 2-core
// machine, that added about 100 ms to "script tag → quote" that no customer's browser spends. Here the widget's
// frame loads untouched, and is attached to only once its load is over, to read its performance timeline.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';

export interface CdpBrowser {
  /** One protocol call; `sessionId` addresses an attached target (flat sessions). */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Calls `listener` with the params of each protocol event named `method` (any session); returns an unsubscribe. */
  on(method: string, listener: (params: Record<string, unknown>) => void): () => void;
  /** {@link settleProcesses} for this browser's processes. */
  settle(options?: SettleOptions): Promise<{ waitedMs: number }>;
  /** CPU time (ms) the browser and all its processes have used so far (Linux; NaN elsewhere). */
  cpuMs(): number;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
}

/** Process ids of `root` and all its descendants (Linux /proc; just `root` elsewhere). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [root];
  }
  for (const name of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone in between.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** CPU time (user + system, ms) used so far by a process and every process it started (its tree). */
export function chromiumCpuMs(browserPid: number): number {
  let ticks = 0;
  for (const pid of processTree(browserPid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone in between.
    }
  }
  // USER_HZ is 100 on every Linux the bench runs on.
  return ticks * 10;
}

export interface SettleOptions {
  windowMs?: number;
  quietShare?: number;
  timeoutMs?: number;
}

/**
 * Resolves once the process tree of `rootPid` has used under `quietShare` of one core for `windowMs` (waiting at
 * most `timeoutMs`), with how long it waited. At once where there is no /proc.
 */
export async function settleProcesses(
  rootPid: number,
  { windowMs = 300, quietShare = 0.05, timeoutMs = 5000 }: SettleOptions = {},
): Promise<{ waitedMs: number }> {
  const started = Date.now();
  if (!fs.existsSync('/proc/self/stat')) return { waitedMs: 0 };
  let before = chromiumCpuMs(rootPid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = chromiumCpuMs(rootPid);
    if (now - before <= windowMs * quietShare || Date.now() - started > timeoutMs) break;
    before = now;
  }
  return { waitedMs: Date.now() - started };
}

/** Headless Chromium with the project's launch options. */
export async function launchCdpBrowser(): Promise<CdpBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-bench-chromium-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath ?? chromium.executablePath(),
    [
      ...chromiumLaunchOptions.args,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      // Playwright's default viewport.
      '--window-size=1280,720',
      // As Playwright launches it: a page that is not in front is not slowed down.
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      'about:blank',
    ],
    // The protocol pipe is fds 3 (Chromium reads) and 4 (Chromium writes); messages end with a NUL byte.
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));

  const pending = new Map<number, (reply: Reply) => void>();
  const listeners = new Map<string, Set<(params: Record<string, unknown>) => void>>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Partial<Reply>;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) pending.get(message.id)?.(message as Reply);
      else if (message.method) listeners.get(message.method)?.forEach((listener) => listener(message.params ?? {}));
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const answer of pending.values()) answer({ id: 0, error: { message: `Chromium exited: ${stderr}` } });
  });

  let lastId = 0;
  const browser: CdpBrowser = {
    send: <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, (reply) => {
          pending.delete(id);
          if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
          else resolve(reply.result as T);
        });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`);
      }),
    on(method, listener) {
      if (!listeners.has(method)) listeners.set(method, new Set());
      listeners.get(method)?.add(listener);
      return () => listeners.get(method)?.delete(listener);
    },
    cpuMs: () => (child.pid && fs.existsSync('/proc/self/stat') ? chromiumCpuMs(child.pid) : NaN),
    settle: (options) => (child.pid ? settleProcesses(child.pid, options) : Promise.resolve({ waitedMs: 0 })),
    close: async () => {
      await browser.send('Browser.close').catch(() => undefined);
      const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killed);
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  await browser.send('Browser.getVersion');
  return browser;
}

/**
 * Evaluates `expression` in the target's page and returns its value (awaited when it is a promise); a thrown
 * error in the page is thrown here.
 */
export async function evaluate<T>(browser: CdpBrowser, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await browser.send<{
    result: { value?: unknown };
    exceptionDetails?: { exception?: { description?: string }; text: string };
  }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}
