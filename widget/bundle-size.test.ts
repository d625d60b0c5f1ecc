// Size budgets of what partners put on their own pages (gzip, minified): the script tag at most 2 KB, the React
// wrapper at most 4 KB (React itself is the partner's). Deterministic, so they are tests; timings live in
// `npm run bench`.
import { describe, expect, it } from 'vitest';
import { measureLoader, measureReactWrapper, SIZE_BUDGETS } from '../bench/bundle-sizes';

describe('bundle size budgets', () => {
  it('tradekit.js is at most 2 KB gzip and has no framework inside', async () => {
    const { bytes, code } = await measureLoader();
    expect(bytes).toBeLessThanOrEqual(SIZE_BUDGETS.loader);
    expect(code).not.toMatch(/react|zod/i);
  }, 30_000);

  it('the <TradekitWidget> React wrapper is at most 4 KB gzip, React excluded', async () => {
    const { bytes, code } = await measureReactWrapper();
    expect(bytes).toBeLessThanOrEqual(SIZE_BUDGETS.reactWrapper);
    expect(code).not.toMatch(/zod/);
  }, 30_000);
});
