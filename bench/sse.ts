// Event stream fan-out: 1, 100 and 1,000 open payment pages (event stream readers in a separate process, see
// sse-clients.ts), either all on one invoice (the cheap case: one callback, one publish to N listeners) or each on
// its own invoice (the realistic one: N invoices paid in a burst, N callbacks). Measures the latency from each
// payment to its pages' `paid` event, whether every page got it, and the server's memory and CPU, read from
// outside. Each round runs on a fresh server, so one round's garbage does not weigh on the next.
import { spawn } from 'node:child_process';
import { spread, type Spread } from './browser';
import { openFilesLimit, processUsage, root, startTradekit } from './processes';
import { RAISED_LIMITS } from './scenarios';
import type { ChildMessage, FanOutPlan, FanOutReport, ParentMessage } from './sse-clients';

export const FAN_OUT_ROUNDS = [
  { pages: 1, invoices: 1 },
  { pages: 100, invoices: 1 },
  { pages: 100, invoices: 100 },
  { pages: 1000, invoices: 1 },
  { pages: 1000, invoices: 1000 },
] as const;

export const SSE_SETTINGS = {
  /** Requests in flight at once from the clients (creating invoices, opening streams, paying). */
  concurrency: 20,
  /**
   * In the rounds with this many pages, they stay open `holdMs` before the payment: the first of the BFF's
   * fallback polls (one per watched invoice, PAYMENT_POLL_MS, default 5 s) falls in it, so the CPU figure is what
   * N idle open pages cost.
   * Smaller rounds pay at once (their CPU cost is small, and the whole benchmark must stay under 5 minutes).
   */
  holdFromPages: 1000,
  holdMs: 5000,
  timeoutMs: 20_000,
  goalMs: 500,
} as const;

export interface FanOutRow {
  pages: number;
  invoices: number;
  openAllMs: number;
  /** Pages whose stream could not be opened. */
  refused: number;
  /** Open pages that did not hear of the payment within `timeoutMs`. */
  missed: number;
  payAllMs: number;
  latency: Spread | null;
  /** Server RSS before the pages connect and with all open; per page only with 1,000 (GC makes RSS noisy). */
  memory: { idleBytes: number; connectedBytes: number; perPageBytes: number | null } | null;
  /** Server CPU while the pages sat open (rounds that hold them open), % of one core. */
  idleCpuPercent: number | null;
  seconds: number;
}

export interface FanOutResult {
  /** Open files each process may have (Node raises its soft limit to the hard one), and what 1,000 pages need. */
  settings: typeof SSE_SETTINGS & { openFilesLimit: number; openFilesNeeded: number };
  rows: FanOutRow[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One round on a fresh server: `pages` open pages on `invoices` invoices (1, or one each). */
async function fanOutRound(pages: number, invoices: number): Promise<FanOutRow> {
  const began = Date.now();
  const server = await startTradekit(RAISED_LIMITS);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/sse-clients.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: ChildMessage[] = [];
  let waiting: ((message: ChildMessage) => void) | undefined;
  child.on('message', (message) => {
    if (waiting) waiting(message as ChildMessage);
    else inbox.push(message as ChildMessage);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const expect = async <S extends ChildMessage['step']>(step: S): Promise<Extract<ChildMessage, { step: S }>> => {
    const message =
      inbox.shift() ??
      (await Promise.race([
        new Promise<ChildMessage>((resolve) => (waiting = resolve)),
        exited.then((): ChildMessage => ({ step: 'failed', error: 'the clients process exited' })),
      ]));
    waiting = undefined;
    if (message.step === 'failed') throw new Error(`event stream fan-out, ${pages} pages: ${message.error}`);
    if (message.step !== step) throw new Error(`event stream fan-out: expected ${step}, got ${message.step}`);
    return message as Extract<ChildMessage, { step: S }>;
  };
  const tell = (message: ParentMessage) => child.send(message);

  try {
    const { concurrency, timeoutMs } = SSE_SETTINGS;
    const plan: FanOutPlan = { dataDir: server.dataDir, pages, invoices, concurrency, timeoutMs };
    tell({ step: 'plan', plan });
    await expect('created');
    const idle = processUsage(server.pid);
    tell({ step: 'connect' });
    const { openAllMs, refused } = await expect('connected');
    const connected = processUsage(server.pid);
    const hold = pages >= SSE_SETTINGS.holdFromPages;
    if (hold) await pause(SSE_SETTINGS.holdMs);
    const held = hold ? processUsage(server.pid) : undefined;
    tell({ step: 'pay' });
    const { report } = (await expect('reported')) as { report: FanOutReport };
    return {
      pages,
      invoices,
      openAllMs: Math.round(openAllMs),
      refused,
      missed: report.missed,
      payAllMs: Math.round(report.payAllMs),
      latency: report.latenciesMs.length ? spread(report.latenciesMs) : null,
      memory:
        idle && connected
          ? {
              idleBytes: idle.rssBytes,
              connectedBytes: connected.rssBytes,
              perPageBytes: pages >= 1000 ? Math.round((connected.rssBytes - idle.rssBytes) / pages) : null,
            }
          : null,
      idleCpuPercent:
        connected && held ? Math.round(((held.cpuMs - connected.cpuMs) / SSE_SETTINGS.holdMs) * 1000) / 10 : null,
      seconds: Math.round((Date.now() - began) / 100) / 10,
    };
  } finally {
    if (child.exitCode === null) child.kill();
    await exited;
    await server.stop();
  }
}

export async function sseFanOut(): Promise<FanOutResult> {
  // Each page holds a socket on both sides, and the server one more per upstream call in flight. Only root can
  // raise the hard limit; below it, the refused and missed counts show what the limit cost.
  const largest = Math.max(...FAN_OUT_ROUNDS.map((r) => r.pages));
  const settings = { ...SSE_SETTINGS, openFilesLimit: openFilesLimit(), openFilesNeeded: 3 * largest + 256 };
  const rows: FanOutRow[] = [];
  for (const { pages, invoices } of FAN_OUT_ROUNDS) rows.push(await fanOutRound(pages, invoices));
  return { settings, rows };
}
