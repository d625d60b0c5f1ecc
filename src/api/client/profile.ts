// The trader's profile steps. Each step re-reads the trader, whose states say what comes next.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BffRoute } from '../contract/bff/route-types';
import { getTradeVolumeBuckets } from '../contract/bff/routes-profile';
import type { BffBody, BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function bucketsQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.buckets,
    queryFn: ({ signal }) => client.call(getTradeVolumeBuckets, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The annual trade volume buckets a source of funds declaration picks from. */
export function useTradeVolumeBuckets() {
  const { client } = useTradekit();
  return useQuery(bucketsQueryOptions(client));
}

/**
 * Submits one profile step through its route (`submitAddress`, `submitPep`, … of routes-profile.ts), then re-reads
 * the trader.
 */
export function useProfileStep<R extends BffRoute & { method: 'POST'; body: object }>(route: R) {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<R>) => client.call(route, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader }),
  });
}
