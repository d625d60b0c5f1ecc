// Throughput and latency of one HTTP scenario with autocannon, reported the same way for every scenario, with the
// CPU time the server and the client (autocannon, in this process) spent per request: on a 2-core machine both
// share the cores, so these say what a rate would cost whatever the machine's speed at that moment.
import autocannon from 'autocannon';
import { processUsage } from './processes';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses that were not what the scenario expects (non-2xx, or an API failure body). */
  failures: number;
  /** Mean req/s of the baseline measured right before and right after this scenario. */
  baselineRequestsPerSecond?: number;
  ratioToBaseline?: number;
  /** Its ratio to the baseline over the reference's ratio to its own baselines (compareToReference). */
  ratioToReference?: number;
  /** The reference's rate scaled to this scenario's baseline: what it would have reached measured here. */
  referenceRequestsPerSecond?: number;
  p99RatioToBaseline?: number;
  /** CPU time of the server's process per request (all its threads), in µs; absent off Linux. */
  serverCpuUsPerRequest?: number;
  /** CPU time of the client (autocannon and the scenario's own request set-up) per request, in µs. */
  clientCpuUsPerRequest: number;
  goal?: ThroughputGoal;
  goalMet?: boolean;
  /** The rate the goal asks for, and the cores the server and the client need for it at this run's CPU per request. */
  coresAtGoal?: { requestsPerSecond: number; serverCores: number; clientCores: number };
}

/** What a scenario must reach against the baseline measured around it, or against the run's reference. */
export interface ThroughputGoal {
  minRatio: number;
  /** What `minRatio` is a ratio of: the hello-world baseline (default), or the reference doing the same work. */
  of?: 'baseline' | 'reference';
  /** The p99 at most this many times the baseline's p99 (taken as at least 1 ms: autocannon counts whole ms). */
  maxP99Ratio?: number;
}

export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Called for every request: fresh headers/body (nonces, signatures, tokens). */
  request?: () => { path?: string; headers?: Record<string, string>; body?: string };
  /** Whether a response body counts as a success (default: any 2xx). */
  ok?: (status: number, body: string) => boolean;
  goal?: ThroughputGoal;
}

export const LOAD_SETTINGS = { connections: 10, durationSeconds: 4 } as const;

/**
 * Runs `scenario` against the server whose process is `serverPid` (for its CPU time, when given), for the bench's
 * duration unless told otherwise (a warm-up).
 */
export async function measure(
  scenario: Scenario,
  serverPid?: number,
  durationSeconds: number = LOAD_SETTINGS.durationSeconds,
): Promise<LoadResult> {
  let failures = 0;
  const onResponse = (status: number, body: string) => {
    if (!(scenario.ok ? scenario.ok(status, body) : status >= 200 && status < 300)) failures++;
  };
  const fresh = scenario.request;
  const serverBefore = serverPid === undefined ? undefined : processUsage(serverPid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    connections: LOAD_SETTINGS.connections,
    duration: durationSeconds,
    requests: [
      {
        onResponse,
        ...(fresh && {
          setupRequest: (request) => {
            const next = fresh();
            return {
              ...request,
              ...(next.path && { path: next.path }),
              headers: { ...request.headers, ...next.headers },
              ...(next.body !== undefined && { body: next.body }),
            };
          },
        }),
      },
    ],
  });
  const client = process.cpuUsage(clientBefore);
  const serverAfter = serverPid === undefined ? undefined : processUsage(serverPid);
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(result.requests.total, 1));
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: failures + result.errors + result.timeouts,
    ...(serverBefore && serverAfter && { serverCpuUsPerRequest: perRequest(serverAfter.cpuMs - serverBefore.cpuMs) }),
    clientCpuUsPerRequest: perRequest((client.user + client.system) / 1000),
    ...(scenario.goal && { goal: scenario.goal }),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `result` against the baseline measured right before and right after it: its ratios to their mean (the p99's
 * to at least 1 ms, since autocannon counts whole milliseconds), and whether it met its goal and at what cost.
 */
export function compareToBaselines(result: LoadResult, before: LoadResult, after: LoadResult): LoadResult {
  const baselineRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  const baselineP99 = Math.max((before.p99Ms + after.p99Ms) / 2, 1);
  const compared: LoadResult = {
    ...result,
    baselineRequestsPerSecond: Math.round(baselineRps),
    ratioToBaseline: round(result.requestsPerSecond / baselineRps),
    p99RatioToBaseline: round(result.p99Ms / baselineP99),
  };
  return compared.goal && compared.goal.of !== 'reference' ? judged(compared) : compared;
}

/**
 * `result` against the reference measured in the same run (both already compared to their baselines): the ratio of
 * their ratios to the baseline, so a machine that speeds up or slows down between the two moves both alike; a goal
 * `of: 'reference'` is judged on it.
 */
export function compareToReference(result: LoadResult, reference: LoadResult): LoadResult {
  // From the rates themselves: the ratios to the baseline are rounded to two places.
  const exactRatio = (r: LoadResult) => r.requestsPerSecond / (r.baselineRequestsPerSecond ?? NaN);
  const ours = exactRatio(result);
  const theirs = exactRatio(reference);
  if (!Number.isFinite(ours) || !(theirs > 0)) return result;
  const compared = {
    ...result,
    ratioToReference: round(ours / theirs),
    referenceRequestsPerSecond: Math.round((result.baselineRequestsPerSecond ?? 0) * theirs),
  };
  return compared.goal?.of === 'reference' ? judged(compared) : compared;
}

const judged = (r: LoadResult): LoadResult => ({ ...r, goalMet: goalMet(r), coresAtGoal: coresAtGoal(r) });

/** The ratio a goal is judged on: to the baseline, or to the reference. */
const goalRatio = (r: LoadResult) => (r.goal?.of === 'reference' ? r.ratioToReference : r.ratioToBaseline);

/** Whether a compared scenario reached its goal: its ratio to the baseline (or reference), and its p99's. */
function goalMet(r: LoadResult): boolean {
  const ratio = goalRatio(r);
  if (!r.goal || ratio === undefined) return false;
  const p99Ok = r.goal.maxP99Ratio === undefined || (r.p99RatioToBaseline ?? Infinity) <= r.goal.maxP99Ratio;
  return ratio >= r.goal.minRatio && p99Ok;
}

/** The rate a scenario's goal asks for, and the CPU cores that rate needs at the scenario's measured cost. */
function coresAtGoal(r: LoadResult): LoadResult['coresAtGoal'] {
  if (r.serverCpuUsPerRequest === undefined) return undefined;
  const yardstick = r.goal?.of === 'reference' ? r.referenceRequestsPerSecond : r.baselineRequestsPerSecond;
  const requestsPerSecond = Math.round((r.goal?.minRatio ?? 0) * (yardstick ?? 0));
  const cores = (usPerRequest: number) => round((requestsPerSecond * usPerRequest) / 1e6);
  return {
    requestsPerSecond,
    serverCores: cores(r.serverCpuUsPerRequest),
    clientCores: cores(r.clientCpuUsPerRequest),
  };
}
