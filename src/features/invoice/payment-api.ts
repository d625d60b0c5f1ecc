// The payment page's reads and writes: the invoice (kept live by the BFF's event stream, with polling while the
// stream is down), the other currencies it can be paid in, and choosing one.
import { queryOptions, replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PAYMENT_EVENT_NAME, PaymentView, type ChooseInputCurrencyRequest } from '../../api/bff/payment';
import { isBehind } from '../../api/bff/payment-progress';
import { chooseInputCurrency, getInputCurrencies, getPayment } from '../../api/bff/routes-payment';
import type { BffClient } from '../../api/client/bff-client';
import { useTradekit } from '../../api/client/tradekit-context';

const paymentKey = (token: string) => ['tradekit', 'payment', token] as const;

/** Whether the invoice can still change in a way the payer should see (a final state never goes back). */
export function isFinalState(view: PaymentView | undefined): boolean {
  return view?.state === 'complete' || view?.state === 'expired';
}

export function paymentQueryOptions(client: BffClient, token: string) {
  return queryOptions({
    queryKey: paymentKey(token),
    queryFn: ({ signal }) => client.call(getPayment, { params: { token }, signal }),
    retry: false,
    // A re-read that answers after the event stream brought something newer (or an event older than a re-read)
    // must not take the page back: the newer view stays.
    structuralSharing: (old: unknown, fresh: unknown) =>
      old !== undefined && isBehind(fresh as PaymentView, old as PaymentView) ? old : replaceEqualDeep(old, fresh),
  });
}

/** How the page hears about changes: `stream` while the event stream is open, `polling` while it is not. */
export type LiveMode = 'stream' | 'polling';

export interface UsePaymentOptions {
  /** URL of the invoice's event stream (`/api/pay/<token>/events`); without one (or without EventSource) it polls. */
  eventsUrl?: string | undefined;
  /** How often to re-read the invoice while the stream is down. */
  pollMs?: number;
  /** Pause before opening a new event stream after the last one was refused. */
  reopenMs?: number;
}

/**
 * The invoice as its payer sees it, live: each `invoice` event replaces the cached view. EventSource reconnects by
 * itself after a drop; until it is open again the invoice is polled, so a lost stream only slows updates down.
 */
export function usePayment(token: string, { eventsUrl, pollMs = 3000, reopenMs = 5000 }: UsePaymentOptions = {}) {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('polling');
  // EventSource retries a dropped connection by itself, but gives up on an HTTP error answer; then a new one is
  // opened after a pause (the polling carries on meanwhile).
  const [reopened, setReopened] = useState(0);
  const query = useQuery({
    ...paymentQueryOptions(client, token),
    refetchInterval: (q) => (mode === 'stream' || isFinalState(q.state.data) ? false : pollMs),
  });
  const final = isFinalState(query.data);

  useEffect(() => {
    if (!eventsUrl || final || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(eventsUrl);
    source.onopen = () => setMode('stream');
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onerror = () => {
      setMode('polling');
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setReopened((n) => n + 1), reopenMs);
    };
    source.addEventListener(PAYMENT_EVENT_NAME, (event) => {
      try {
        const parsed = PaymentView.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) queryClient.setQueryData(paymentKey(token), parsed.data);
      } catch {
        // A garbled event is skipped; the next event or poll brings the current view.
      }
    });
    return () => {
      clearTimeout(retry);
      source.close();
      setMode('polling');
    };
  }, [eventsUrl, final, queryClient, token, reopened, reopenMs]);

  return { ...query, mode };
}

/** Other currencies the invoice can be paid in, with their prices in the invoice's currency. */
export function useInputCurrencies(token: string, enabled: boolean) {
  const { client } = useTradekit();
  return useQuery({
    queryKey: ['tradekit', 'payment', token, 'input-currencies'],
    queryFn: ({ signal }) => client.call(getInputCurrencies, { params: { token }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Pay in another currency: the answer is the invoice with the new input request, shown at once. */
export function useChooseInputCurrency(token: string) {
  const { client } = useTradekit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseInputCurrencyRequest) => client.call(chooseInputCurrency, { params: { token }, body }),
    onSuccess: (view) => queryClient.setQueryData(paymentKey(token), view),
  });
}
