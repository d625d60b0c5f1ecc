// The browser session: sign-up, email code, sign-in and out, and the password reset steps.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BffClient, BffCallInput } from './bff-client';
import { queryKeys } from './query-keys';
import { useTradekit } from './tradekit-context';

export function sessionQueryOptions(client: BffClient) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => client.call('getSession', { signal }),
  });
}

/** Whether this browser is signed in. */
export function useSession() {
  const { client } = useTradekit();
  return useQuery(sessionQueryOptions(client));
}

/** A new user is signed in: what was cached for anyone before is dropped and read again. */
async function refreshUser(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: queryKeys.user });
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

type Body<N extends Parameters<BffClient['call']>[0]> = NonNullable<BffCallInput<N>['body']>;

export function useSignup() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'signup'>) => client.call('signup', { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}

export function useLogin() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'login'>) => client.call('login', { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}

export function useLogout() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call('logout'),
    onSuccess: () => refreshUser(queryClient),
  });
}

export function useResendEmailCode() {
  const { client } = useTradekit();
  return useMutation({ mutationFn: () => client.call('resendEmailCode') });
}

export function useVerifyEmailCode() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'verifyEmailCode'>) => client.call('verifyEmailCode', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader }),
  });
}

export function useStartPasswordReset() {
  const { client } = useTradekit();
  return useMutation({ mutationFn: (body: Body<'startPasswordReset'>) => client.call('startPasswordReset', { body }) });
}

export function useCheckPasswordResetCode() {
  const { client } = useTradekit();
  return useMutation({
    mutationFn: (body: Body<'checkPasswordResetCode'>) => client.call('checkPasswordResetCode', { body }),
  });
}

export function useCompletePasswordReset() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'completePasswordReset'>) => client.call('completePasswordReset', { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}
