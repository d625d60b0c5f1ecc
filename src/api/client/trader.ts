// The signed-in trader, whose states say which profile step comes next. The steps themselves are in profile.ts,
// so a view that only reads the trader carries none of their request schemas.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrader } from '../contract/bff/routes-trader';
import type { BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function traderQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.trader,
    queryFn: ({ signal }) => client.call(getTrader, { signal }),
  });
}

/** The trader and where each step stands; fails with `not_signed_in` when nobody is signed in. */
export function useTrader(options: { enabled?: boolean } = {}) {
  const { client } = useTradekit();
  return useQuery({ ...traderQueryOptions(client), enabled: options.enabled ?? true });
}
