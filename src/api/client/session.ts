// The browser session: whether someone is signed in. Signing in (sign-up, email code, login, password reset) is in
// sign-in.ts and signing out in sign-out.ts, so a view that only reads the session (the widget's first, the quote)
// carries none of their request schemas, nor the query library's mutations.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSession } from '../contract/bff/routes-account';
import type { BffClient } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function sessionQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => client.call(getSession, { signal }),
  });
}

/** Whether this browser is signed in. */
export function useSession() {
  const { client } = useTradekit();
  return useQuery(sessionQueryOptions(client));
}

/** A new user is signed in: what was cached for anyone before is dropped and read again. */
export async function refreshUser(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: queryKeys.user });
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
}
