// Signing in: sign-up, the emailed code, login and the password reset steps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkPasswordResetCode,
  completePasswordReset,
  login,
  resendEmailCode,
  signup,
  startPasswordReset,
  verifyEmailCode,
} from '../contract/bff/routes-sign-in';
import type { BffBody } from './bff-client';
import { queryKeys } from './query-keys';
import { refreshUser } from './session';
import { useTradekit } from './tradekit-context';

export function useSignup() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof signup>) => client.call(signup, { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}

export function useLogin() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof login>) => client.call(login, { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}

export function useResendEmailCode() {
  const { client } = useTradekit();
  return useMutation({ mutationFn: () => client.call(resendEmailCode) });
}

export function useVerifyEmailCode() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof verifyEmailCode>) => client.call(verifyEmailCode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader }),
  });
}

export function useStartPasswordReset() {
  const { client } = useTradekit();
  return useMutation({
    mutationFn: (body: BffBody<typeof startPasswordReset>) => client.call(startPasswordReset, { body }),
  });
}

export function useCheckPasswordResetCode() {
  const { client } = useTradekit();
  return useMutation({
    mutationFn: (body: BffBody<typeof checkPasswordResetCode>) => client.call(checkPasswordResetCode, { body }),
  });
}

export function useCompletePasswordReset() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BffBody<typeof completePasswordReset>) => client.call(completePasswordReset, { body }),
    onSuccess: () => refreshUser(queryClient),
  });
}
