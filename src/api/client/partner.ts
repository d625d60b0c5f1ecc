// Reads that need no session: the partner configuration and the approximate quote.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getConfig, getQuote } from '../contract/bff/routes-account';
import type { ApproximateQuoteQuery } from '../contract/trade/partners';
import type { BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function configQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => client.call(getConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The partner configuration: currencies, countries and payment methods. */
export function usePartnerConfig() {
  const { client } = useTradekit();
  return useQuery(configQueryOptions(client));
}

export function quoteQueryOptions(client: BffClient, query: ApproximateQuoteQuery | undefined) {
  return queryOptions({
    queryKey: query ? queryKeys.quote(query) : ['tradekit', 'quote', 'none'],
    queryFn: ({ signal }) => client.call(getQuote, { query, signal }),
    enabled: query !== undefined,
    // Each query has its own cache entry, so a late answer for an older amount can only fill that older entry:
    // it never replaces what is shown for the amount the user typed last.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
}

/** The approximate quote for `query`; pass undefined while there is nothing to ask. */
export function useApproximateQuote(query: ApproximateQuoteQuery | undefined) {
  const { client } = useTradekit();
  return useQuery(quoteQueryOptions(client, query));
}
