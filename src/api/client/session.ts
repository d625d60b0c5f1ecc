// The browser session: whether someone is signed in, and signing out. Signing in (sign-up, email code, login,
// password reset) is in sign-in.ts, so a view that only reads the session carries none of their request schemas.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSession, logout } from '../contract/bff/routes-account';
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

export function useLogout() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(logout),
    onSuccess: () => refreshUser(queryClient),
  });
}
