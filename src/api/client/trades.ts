// Trading reads and writes of the signed-in customer: payment methods, price quotes, trades (one of them kept live by
// the BFF's event stream), payout bank accounts and recurring buys.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  cancelTrade,
  createBankAccount,
  createTrade,
  createTradeQuote,
  deleteBankAccount,
  getTrade,
  getTradeQuote,
  listBankAccounts,
  listPaymentMethods,
  listRecurringBuys,
  listTrades,
  stopRecurringBuy,
  testBankTransfer,
  tradeEvents,
} from '../contract/bff/routes-trades';
import { TRADE_EVENT_NAME, TradeView } from '../contract/bff/trade';
import { isFinalTradeState, tradeProgress } from '../contract/trade/trade-states';
import type { TraderPaymentMethodsQuery } from '../contract/trade/trades';
import type { BffBody, BffClient } from './bff-client';
import { queryKeys as sharedKeys } from './query-keys';
import { streamUrl } from './stream-url';
import { useTradekit } from './tradekit-context';

/**
 * Query keys of trading, under the signed-in user's (dropped on sign-in and sign-out): kept here, with the trade
 * views, rather than in query-keys.ts, which the widget's first view carries.
 */
export const queryKeys = {
  ...sharedKeys,
  paymentMethods: (query: object) => ['tradekit', 'user', 'payment-methods', query] as const,
  tradeQuote: (id: number) => ['tradekit', 'user', 'trade-quote', id] as const,
  trades: ['tradekit', 'user', 'trades'] as const,
  trade: (id: number) => ['tradekit', 'user', 'trades', id] as const,
  bankAccounts: ['tradekit', 'user', 'bank-accounts'] as const,
  recurringBuys: ['tradekit', 'user', 'recurring-buys'] as const,
};

/** The payment methods as this customer may use them: fees, minimums, what is left of the limits, `canTrade`. */
export function usePaymentMethods(query: TraderPaymentMethodsQuery = {}, { enabled = true } = {}) {
  const { client } = useTradekit();
  return useQuery({
    queryKey: queryKeys.paymentMethods(query),
    queryFn: ({ signal }) => client.call(listPaymentMethods, { query, signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** Asks for a price quote (held 15 minutes, traded once); the answer is cached under its id. */
export function useCreateTradeQuote() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof createTradeQuote>) => client.call(createTradeQuote, { body }),
    onSuccess: (quote) => {
      if (quote.id !== undefined) queryClient.setQueryData(queryKeys.tradeQuote(quote.id), quote);
    },
  });
}

/** A price quote of the customer, by id (a reload of the order summary). */
export function useTradeQuote(id: number | undefined) {
  const { client } = useTradekit();
  return useQuery({
    queryKey: queryKeys.tradeQuote(id ?? 0),
    queryFn: ({ signal }) => client.call(getTradeQuote, { params: { id: String(id) }, signal }),
    enabled: id !== undefined,
  });
}

/** Shows `fresh` unless the cache already holds a view of the trade further along (a late poll answer). */
function acceptTrade(queryClient: QueryClient, fresh: TradeView): void {
  queryClient.setQueryData<TradeView>(queryKeys.trade(fresh.id), (shown) =>
    shown !== undefined && isBehind(fresh, shown) ? shown : fresh,
  );
}

/** Whether `fresh` is an older view than `shown`: stamped earlier, or at the same time but less far along. */
export function isBehind(fresh: TradeView, shown: TradeView): boolean {
  const [a, b] = [Date.parse(fresh.updateTime), Date.parse(shown.updateTime)];
  return a < b || (a === b && tradeProgress(fresh.state) < tradeProgress(shown.state));
}

/** Trades a price quote; the new trade is cached, and the customer's list is read again. */
export function useCreateTrade() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof createTrade>) => client.call(createTrade, { body }),
    onSuccess: (trade) => {
      acceptTrade(queryClient, trade);
      void queryClient.invalidateQueries({ queryKey: queryKeys.trades, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trader });
    },
  });
}

export function tradesQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.trades,
    queryFn: ({ signal }) => client.call(listTrades, { signal }),
  });
}

/** The customer's trades, newest first. */
export function useTrades({ enabled = true } = {}) {
  const { client } = useTradekit();
  return useQuery({ ...tradesQueryOptions(client), enabled });
}

/** How the trade view hears about changes: `stream` while the event stream is open, `polling` while it is not. */
export type TradeLiveMode = 'stream' | 'polling';

export interface UseTradeOptions {
  /** Listen to the BFF's event stream (default true); without it, or without EventSource, the trade is polled. */
  live?: boolean;
  /** Pause before opening a new event stream after the last one was refused, in ms. Default 5000. */
  reopenMs?: number;
}

/**
 * One trade of the customer, live until it is final: each `trade` event of the BFF's stream replaces it (unless a
 * newer view is shown already). While the stream is down the trade is re-read every `pollIntervalMs`, so a lost
 * stream only slows updates down.
 */
export function useTrade(id: number | undefined, { live = true, reopenMs = 5000 }: UseTradeOptions = {}) {
  const { client, apiUrl, pollIntervalMs } = useTradekit();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TradeLiveMode>('polling');
  const [reopened, setReopened] = useState(0);
  const query = useQuery({
    queryKey: queryKeys.trade(id ?? 0),
    queryFn: async ({ signal }) => {
      const fresh = await client.call(getTrade, { params: { id: String(id) }, signal });
      const shown = queryClient.getQueryData<TradeView>(queryKeys.trade(fresh.id));
      return shown !== undefined && isBehind(fresh, shown) ? shown : fresh;
    },
    enabled: id !== undefined,
    refetchInterval: (q) =>
      mode === 'stream' || (q.state.data !== undefined && isFinalTradeState(q.state.data.state))
        ? false
        : pollIntervalMs,
  });
  const final = query.data !== undefined && isFinalTradeState(query.data.state);

  useEffect(() => {
    if (id === undefined || !live || final || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(streamUrl(apiUrl, tradeEvents.path, { id: String(id) }), { withCredentials: true });
    source.onopen = () => setMode('stream');
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onerror = () => {
      setMode('polling');
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setReopened((n) => n + 1), reopenMs);
    };
    source.addEventListener(TRADE_EVENT_NAME, (event) => {
      try {
        const parsed = TradeView.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) acceptTrade(queryClient, parsed.data);
      } catch {
        // A garbled event is skipped; the next event or poll brings the current view.
      }
    });
    return () => {
      clearTimeout(retry);
      source.close();
      setMode('polling');
    };
  }, [id, live, final, apiUrl, queryClient, reopened, reopenMs]);

  // A trade that moved on changes the list and the trader's limits.
  const state = query.data?.state;
  useEffect(() => {
    if (state === undefined) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.trades, exact: true });
    if (isFinalTradeState(state)) void queryClient.invalidateQueries({ queryKey: queryKeys.trader });
  }, [state, queryClient]);

  return { ...query, mode };
}

/** Cancels a trade still waiting for the customer's payment. */
export function useCancelTrade() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(cancelTrade, { params: { id: String(id) } }),
    onSuccess: (trade) => {
      acceptTrade(queryClient, trade);
      void queryClient.invalidateQueries({ queryKey: queryKeys.trades, exact: true });
    },
  });
}

/** Sandbox only: the customer's bank transfer for a bank buy arrives. */
export function useTestBankTransfer() {
  const { client } = useTradekit();
  return useMutation({
    mutationFn: (id: number) => client.call(testBankTransfer, { params: { id: String(id) } }),
  });
}

/** The customer's payout bank accounts. */
export function useBankAccounts({ enabled = true } = {}) {
  const { client } = useTradekit();
  return useQuery({
    queryKey: queryKeys.bankAccounts,
    queryFn: ({ signal }) => client.call(listBankAccounts, { signal }),
    enabled,
  });
}

export function useCreateBankAccount() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof createBankAccount>) => client.call(createBankAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts }),
  });
}

export function useDeleteBankAccount() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(deleteBankAccount, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts }),
  });
}

/** The customer's recurring buys. */
export function useRecurringBuys({ enabled = true } = {}) {
  const { client } = useTradekit();
  return useQuery({
    queryKey: queryKeys.recurringBuys,
    queryFn: ({ signal }) => client.call(listRecurringBuys, { signal }),
    enabled,
  });
}

export function useStopRecurringBuy() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(stopRecurringBuy, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recurringBuys }),
  });
}
