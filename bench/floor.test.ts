// How a BFF route is judged against the floor of a BFF (the figures themselves are timings and stay in
// `npm run bench`).
import { describe, expect, it } from 'vitest';
import { compareToFloor, floorCpu } from './floor';
import type { LoadResult } from './load';

const run = (serverCpuUsPerRequest: number | undefined, extra: Partial<LoadResult> = {}): LoadResult => ({
  name: 'floor: GET quote',
  requestsPerSecond: 1000,
  p50Ms: 1,
  p99Ms: 2,
  requests: 4000,
  failures: 0,
  clientCpuUsPerRequest: 20,
  ...(serverCpuUsPerRequest !== undefined && { serverCpuUsPerRequest }),
  ...extra,
});

describe('floorCpu', () => {
  it('is the mean of the floor’s runs before and after the routes', () => {
    expect(floorCpu([run(100), run(120)])).toBe(110);
  });

  it('is unknown when a run has no CPU time (off Linux) or there is no run', () => {
    expect(floorCpu([run(100), run(undefined)])).toBeUndefined();
    expect(floorCpu([])).toBeUndefined();
  });
});

describe('compareToFloor', () => {
  const floor = [run(100), run(120)];

  it('holds a route on SQLite to 2x the floor’s CPU per request', () => {
    expect(compareToFloor(run(220), 'sqlite', floor)).toMatchObject({ ratioToFloor: 2, maxRatio: 2, goalMet: true });
    expect(compareToFloor(run(221), 'sqlite', floor).goalMet).toBe(false);
  });

  it('holds a route on PostgreSQL to 3x the floor’s CPU per request', () => {
    const compared = compareToFloor(run(330), 'postgres', floor);
    expect(compared).toMatchObject({ floorCpuUsPerRequest: 110, ratioToFloor: 3, maxRatio: 3, goalMet: true });
    expect(compareToFloor(run(340), 'postgres', floor).goalMet).toBe(false);
  });

  it('never counts a route whose requests failed as meeting its goal, however cheap', () => {
    expect(compareToFloor(run(50, { failures: 3 }), 'sqlite', floor).goalMet).toBe(false);
  });

  it('judges nothing without CPU times', () => {
    const compared = compareToFloor(run(undefined), 'sqlite', floor);
    expect(compared.goalMet).toBeUndefined();
    expect(compared.ratioToFloor).toBeUndefined();
    expect(compareToFloor(run(200), 'sqlite', [run(undefined)]).goalMet).toBeUndefined();
  });
});
