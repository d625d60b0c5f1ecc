// Throughput and latency of one HTTP scenario with autocannon, reported the same way for every scenario.
import autocannon from 'autocannon';

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
  p99RatioToBaseline?: number;
}

export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Called for every request: fresh headers/body (nonces, signatures, tokens). */
  request?: () => { path?: string; headers?: Record<string, string>; body?: string };
  /** Whether a response body counts as a success (default: any 2xx). */
  ok?: (status: number, body: string) => boolean;
}

export const LOAD_SETTINGS = { connections: 10, durationSeconds: 4 } as const;

export async function measure(scenario: Scenario): Promise<LoadResult> {
  let failures = 0;
  const onResponse = (status: number, body: string) => {
    if (!(scenario.ok ? scenario.ok(status, body) : status >= 200 && status < 300)) failures++;
  };
  const fresh = scenario.request;
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    connections: LOAD_SETTINGS.connections,
    duration: LOAD_SETTINGS.durationSeconds,
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
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: failures + result.errors + result.timeouts,
  };
}
