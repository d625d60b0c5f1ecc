// Identity verification: the trader's attempts, newest first, and starting a new one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listIdentifications, startIdentification } from '../contract/bff/routes-kyc';
import { finalIdentificationAttemptStates } from '../contract/trade/enums';
import type { IdentificationAttempt } from '../contract/trade/identification';
import type { BffBody, BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function identificationsQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.identifications,
    queryFn: ({ signal }) => client.call(listIdentifications, { signal }),
  });
}

export function isFinalAttempt(attempt: IdentificationAttempt): boolean {
  return (finalIdentificationAttemptStates as readonly string[]).includes(attempt.state);
}

/** The attempts, re-read every `pollIntervalMs` while the newest one is still undecided. */
export function useIdentifications() {
  const { client, pollIntervalMs } = useTradekit();
  return useQuery({
    ...identificationsQueryOptions(client),
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest && !isFinalAttempt(newest) ? pollIntervalMs : false;
    },
  });
}

export function useStartIdentification() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof startIdentification>) => client.call(startIdentification, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.identifications }),
  });
}

/** After an attempt concludes, the trader's identification state changes too. */
export function useRefreshAfterIdentification() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.trader });
}
