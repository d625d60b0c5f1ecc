// Query keys of every cached read, in one place so a mutation invalidates exactly what it changed.
import type { ApproximateQuoteQuery } from '../contract/trade/partners';

export const queryKeys = {
  config: ['tradekit', 'config'] as const,
  quote: (query: ApproximateQuoteQuery) => ['tradekit', 'quote', query] as const,
  session: ['tradekit', 'session'] as const,
  /** Everything that belongs to the signed-in user: dropped on sign-in and sign-out. */
  user: ['tradekit', 'user'] as const,
  trader: ['tradekit', 'user', 'trader'] as const,
  buckets: ['tradekit', 'user', 'buckets'] as const,
  identifications: ['tradekit', 'user', 'identifications'] as const,
};
