// How the BFF's own routes are judged against the floor of a BFF (proxy-floor-server.ts): the CPU time of the BFF's
// process per request over the floor's for the same upstream call, both read from /proc of that process only.
import type { LoadResult } from './load';

/** The most CPU per request a BFF route may cost, in multiples of the floor's (issue #19), per storage. */
export const FLOOR_GOALS = { sqlite: 2, postgres: 3 } as const;

export type BffStorageKind = keyof typeof FLOOR_GOALS;

export interface FloorComparison {
  storage: BffStorageKind;
  result: LoadResult;
  /** The name of the floor route it is held to. */
  floor: string;
  /** The floor's CPU per request: the mean of its runs around the routes; absent off Linux. */
  floorCpuUsPerRequest?: number;
  ratioToFloor?: number;
  maxRatio: number;
  /** Absent when there is no CPU time to judge by; false when any request failed (it did not do the work). */
  goalMet?: boolean;
}

/** The mean CPU per request of the floor's runs (measured before and after the routes), if every run has one. */
export function floorCpu(runs: readonly LoadResult[]): number | undefined {
  const figures = runs.map((r) => r.serverCpuUsPerRequest);
  if (!figures.length || figures.some((f) => f === undefined)) return undefined;
  return Math.round((figures as number[]).reduce((sum, f) => sum + f, 0) / figures.length);
}

/** A route of the BFF on `storage` against the floor's runs of the same upstream call. */
export function compareToFloor(
  result: LoadResult,
  storage: BffStorageKind,
  floorRuns: readonly LoadResult[],
): FloorComparison {
  const maxRatio = FLOOR_GOALS[storage];
  const floorCpuUsPerRequest = floorCpu(floorRuns);
  const base = { storage, result, floor: floorRuns[0]?.name ?? 'floor', maxRatio };
  if (floorCpuUsPerRequest === undefined || !floorCpuUsPerRequest || result.serverCpuUsPerRequest === undefined)
    return base;
  const ratioToFloor = Math.round((result.serverCpuUsPerRequest / floorCpuUsPerRequest) * 100) / 100;
  return {
    ...base,
    floorCpuUsPerRequest,
    ratioToFloor,
    goalMet: result.failures === 0 && ratioToFloor <= maxRatio,
  };
}
