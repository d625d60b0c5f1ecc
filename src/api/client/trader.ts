// The signed-in trader and its profile steps. Each step re-reads the trader, whose states say what comes next.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BffCallInput, BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function traderQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.trader,
    queryFn: ({ signal }) => client.call('getTrader', { signal }),
  });
}

/** The trader and where each step stands; fails with `not_signed_in` when nobody is signed in. */
export function useTrader(options: { enabled?: boolean } = {}) {
  const { client } = useTradekit();
  return useQuery({ ...traderQueryOptions(client), enabled: options.enabled ?? true });
}

export function bucketsQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.buckets,
    queryFn: ({ signal }) => client.call('getTradeVolumeBuckets', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The annual trade volume buckets a source of funds declaration picks from. */
export function useTradeVolumeBuckets() {
  const { client } = useTradekit();
  return useQuery(bucketsQueryOptions(client));
}

type ProfileRoute =
  'submitAddress' | 'submitSourceOfFunds' | 'submitCorporateDetails' | 'submitShareholderRelation' | 'submitPep';

/** Submits one profile step, then re-reads the trader. */
export function useProfileStep<N extends ProfileRoute>(route: N) {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<BffCallInput<N>['body']>) => client.call(route, { body } as BffCallInput<N>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader }),
  });
}
