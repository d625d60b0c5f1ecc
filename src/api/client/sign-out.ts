// Signing out: apart from session.ts, which the widget's first view reads, so the quote carries no mutation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../contract/bff/routes-account';
import { refreshUser } from './session';
import { useTradekit } from './tradekit-context';

export function useLogout() {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(logout),
    onSuccess: () => refreshUser(queryClient),
  });
}
