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
  paymentMethods: (query: object) => ['tradekit', 'user', 'payment-methods', query] as const,
  tradeQuote: (id: number) => ['tradekit', 'user', 'trade-quote', id] as const,
  trades: ['tradekit', 'user', 'trades'] as const,
  trade: (id: number) => ['tradekit', 'user', 'trades', id] as const,
  bankAccounts: ['tradekit', 'user', 'bank-accounts'] as const,
  recurringBuys: ['tradekit', 'user', 'recurring-buys'] as const,
};
