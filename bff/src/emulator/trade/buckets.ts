// The annual trade volume buckets a source of funds declaration picks from (EUR, lower bound inclusive, upper
// bound exclusive). Kept as data: the service may change them without a new API version.
import type { AnnualTradeVolumeBucket } from '#contract/trade/traders';

export const annualTradeVolumeBuckets: readonly AnnualTradeVolumeBucket[] = [
  { id: 1, lt: 10000, currency: 'EUR' },
  { id: 2, gte: 10000, lt: 50000, currency: 'EUR' },
  { id: 3, gte: 50000, lt: 250000, currency: 'EUR' },
  { id: 4, gte: 250000, lt: 1000000, currency: 'EUR' },
  { id: 5, gte: 1000000, currency: 'EUR' },
];

export function isBucketId(id: number): boolean {
  return annualTradeVolumeBuckets.some((bucket) => bucket.id === id);
}
