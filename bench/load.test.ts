// How a throughput scenario is judged against the baseline measured around it (the figures themselves are
// timings and stay in `npm run bench`).
import { describe, expect, it } from 'vitest';
import { compareToBaselines, compareToReference, type LoadResult } from './load';

const run = (requestsPerSecond: number, p99Ms: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  name: 'run',
  requestsPerSecond,
  p50Ms: 0,
  p99Ms,
  requests: requestsPerSecond * 4,
  failures: 0,
  clientCpuUsPerRequest: 20,
  ...extra,
});

describe('compareToBaselines', () => {
  it('takes the ratio to the mean of the baselines before and after', () => {
    const compared = compareToBaselines(run(5000, 2), run(30000, 1), run(50000, 1));
    expect(compared.baselineRequestsPerSecond).toBe(40000);
    expect(compared.ratioToBaseline).toBe(0.13);
    expect(compared.p99RatioToBaseline).toBe(2);
  });

  it('counts a baseline p99 under autocannon’s 1 ms resolution as 1 ms', () => {
    expect(compareToBaselines(run(5000, 3), run(40000, 0), run(40000, 0)).p99RatioToBaseline).toBe(3);
  });

  it('judges a goal on both the rate and the p99', () => {
    const goal = { minRatio: 0.25, maxP99Ratio: 3 };
    const baseline = run(40000, 0);
    expect(compareToBaselines(run(10000, 3, { goal }), baseline, baseline).goalMet).toBe(true);
    expect(compareToBaselines(run(10000, 4, { goal }), baseline, baseline).goalMet).toBe(false);
    expect(compareToBaselines(run(9000, 1, { goal }), baseline, baseline).goalMet).toBe(false);
    expect(compareToBaselines(run(9000, 1), baseline, baseline).goalMet).toBeUndefined();
  });

  it('says what the goal’s rate costs in cores at the measured CPU per request', () => {
    const goal = { minRatio: 0.25 };
    const slow = run(4000, 8, { goal, serverCpuUsPerRequest: 300, clientCpuUsPerRequest: 90 });
    expect(compareToBaselines(slow, run(40000, 0), run(40000, 0)).coresAtGoal).toEqual({
      requestsPerSecond: 10000,
      serverCores: 3,
      clientCores: 0.9,
    });
    // Without the server's CPU time (not on Linux) there is nothing to say.
    expect(compareToBaselines(run(4000, 8, { goal }), run(40000, 0), run(40000, 0)).coresAtGoal).toBeUndefined();
  });
});

describe('compareToReference', () => {
  const baseline = run(40000, 0);
  const reference = compareToBaselines(run(8000, 8), baseline, baseline);

  it('judges a goal of the reference on the ratio of both ratios to their baselines, not on the baseline', () => {
    const goal = { minRatio: 0.5, of: 'reference' } as const;
    // Measured while the machine ran at half speed: half the baseline, so 0.1x of it, which is 0.5x the reference.
    const create = compareToBaselines(run(2000, 9, { goal }), run(20000, 0), run(20000, 0));
    expect(create.goalMet).toBeUndefined();
    const compared = compareToReference(create, reference);
    expect(compared.ratioToReference).toBe(0.5);
    expect(compared.referenceRequestsPerSecond).toBe(4000);
    expect(compared.goalMet).toBe(true);
    const slower = compareToBaselines(run(1900, 1, { goal }), run(20000, 0), run(20000, 0));
    expect(compareToReference(slower, reference).goalMet).toBe(false);
  });

  it('prices a goal of the reference at the reference’s rate', () => {
    const goal = { minRatio: 0.5, of: 'reference' } as const;
    const create = compareToBaselines(run(2000, 9, { goal, serverCpuUsPerRequest: 500 }), baseline, baseline);
    expect(compareToReference(create, reference).coresAtGoal).toEqual({
      requestsPerSecond: 4000,
      serverCores: 2,
      clientCores: 0.08,
    });
  });

  it('leaves a goal of the baseline as the baseline judged it', () => {
    const goal = { minRatio: 0.25 };
    const compared = compareToReference(compareToBaselines(run(9000, 1, { goal }), baseline, baseline), reference);
    expect(compared.goalMet).toBe(false);
    expect(compared.ratioToReference).toBe(1.13);
  });
});
