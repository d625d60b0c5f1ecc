// How long @tradekit/testing's `startSandbox()` takes, from the call until the sandbox answers (its process has
// booted the server on a new data dir and listens), as a partner's test worker waits for it: the package as built
// (`npm run build:testing`, testing/dist), one start after another, then two side by side (two workers at once).
// `npm run bench -- --only=testing`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { startSandbox as StartSandbox } from '../testing/src/index';
import { processUsage, root } from './processes';
import { table } from './table';

/** The budget for one start on a 2-core machine (#30). */
export const TESTING_START_BUDGET_MS = 1500;

export const TESTING_START_SETTINGS = {
  /** Starts not counted first: the first reads the package from disk into the OS's cache. */
  warmUpRuns: 1,
  runs: 7,
  /** Rounds of two starts side by side. */
  parallelRounds: 3,
};

export interface TestingStart {
  settings: typeof TESTING_START_SETTINGS;
  budgetMs: number;
  /** Each start alone, in ms. */
  aloneMs: number[];
  medianMs: number;
  maxMs: number;
  /**
   * CPU time the server process spent until it answered, each start alone, in ms (Linux): what the start costs
   * whatever else the machine is doing, which the wall-clock figures are not.
   */
  serverCpuMs: number[];
  /** Each round of two side by side: until both answer, in ms. */
  pairMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Builds the package, then times its starts. */
export async function testingStartTimes(): Promise<TestingStart> {
  execFileSync('npm', ['run', 'build:testing', '--silent'], { cwd: root, stdio: 'ignore' });
  const built = pathToFileURL(path.join(root, 'testing/dist/index.js')).href;
  const { startSandbox } = (await import(built)) as { startSandbox: typeof StartSandbox };
  const timed = async () => {
    const began = performance.now();
    const sandbox = await startSandbox();
    const ms = performance.now() - began;
    return { ms, sandbox, cpuMs: processUsage(sandbox.pid)?.cpuMs };
  };
  const aloneMs: number[] = [];
  const serverCpuMs: number[] = [];
  for (let run = 0; run < TESTING_START_SETTINGS.warmUpRuns + TESTING_START_SETTINGS.runs; run += 1) {
    const { ms, sandbox, cpuMs } = await timed();
    await sandbox.stop();
    if (run < TESTING_START_SETTINGS.warmUpRuns) continue;
    aloneMs.push(Math.round(ms));
    if (cpuMs !== undefined) serverCpuMs.push(Math.round(cpuMs));
  }
  const pairMs: number[] = [];
  for (let round = 0; round < TESTING_START_SETTINGS.parallelRounds; round += 1) {
    const began = performance.now();
    const pair = await Promise.all([timed(), timed()]);
    pairMs.push(Math.round(performance.now() - began));
    await Promise.all(pair.map(({ sandbox }) => sandbox.stop()));
  }
  return {
    settings: TESTING_START_SETTINGS,
    budgetMs: TESTING_START_BUDGET_MS,
    aloneMs,
    medianMs: median(aloneMs),
    maxMs: Math.max(...aloneMs),
    serverCpuMs,
    pairMs,
  };
}

const serverCpuMsText = (start: TestingStart, pick: (values: number[]) => number) =>
  start.serverCpuMs.length ? String(pick(start.serverCpuMs)) : 'n/a';

/** The printed table: the median start against the budget, the slowest, and two at once. */
export function testingStartTable(start: TestingStart): string {
  return table([
    ['@tradekit/testing startSandbox()', 'median ms', 'min ms', 'max ms', 'budget ms', 'within'],
    [
      `one start (${start.settings.runs} runs)`,
      String(start.medianMs),
      String(Math.min(...start.aloneMs)),
      String(start.maxMs),
      `≤ ${start.budgetMs}`,
      start.medianMs <= start.budgetMs ? 'yes' : 'NO',
    ],
    [
      'CPU time of the server process until it answered',
      serverCpuMsText(start, median),
      serverCpuMsText(start, (values) => Math.min(...values)),
      serverCpuMsText(start, (values) => Math.max(...values)),
      '',
      '',
    ],
    [
      `two side by side, until both answer (${start.settings.parallelRounds} rounds)`,
      String(median(start.pairMs)),
      String(Math.min(...start.pairMs)),
      String(Math.max(...start.pairMs)),
      '',
      '',
    ],
  ]);
}
