// The partner's trusted widget session, opened from the `widgetSession` option: a chunk of its own, which only a
// partner that sends one downloads.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openWidgetSession } from '../src/api/contract/bff/routes-account';
import { queryKeys } from '../src/api/client/query-keys';
import { useSession } from '../src/api/client/session';
import { useTradekit } from '../src/api/client/tradekit-context';

/**
 * The partner's signed widget session (trusted sign-up): opened once per token, and only in a browser that is not
 * signed in already (a used token would be refused, and a signed-in user must not be signed out by a reload).
 * The BFF then accepts a sign-up with that email without the emailed code.
 */
export default function WidgetSession({ token, onError }: { token: string; onError: (error: unknown) => void }) {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  const session = useSession();
  const opened = useRef<string | undefined>(undefined);
  const ready = session.isSuccess && !session.data.signedIn && !session.data.trustedEmail;
  useEffect(() => {
    if (!ready || opened.current === token) return;
    opened.current = token;
    client
      .call(openWidgetSession, { body: { token } })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.session }))
      .catch(onError);
  }, [token, ready, client, queryClient, onError]);
  return null;
}
