// The payment page's reads and writes: the invoice (kept live by the BFF's event stream, with polling while the
// stream is down), the other currencies it can be paid in, and choosing one. Plain React state rather than TanStack
// Query: the page has one invoice and two calls, and the query library was a tenth of its download (issue #9).
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PAYMENT_EVENT_NAME, PaymentView, type ChooseInputCurrencyRequest } from '../../api/contract/bff/payment';
import { isBehind } from '../../api/contract/bff/payment-progress';
import { isSettledInvoiceState } from '../../api/contract/merchant/invoice-states';
import { chooseInputCurrency, getInputCurrencies, getPayment } from '../../api/contract/bff/routes-payment';
import type { BffAnswer } from '../../api/client/bff-client';
import { useTradekit } from '../../api/client/tradekit-context';

/** Whether the invoice is settled, so nothing the payer should see changes any more (invoice-states.ts). */
export function isFinalState(view: PaymentView | undefined): boolean {
  return view !== undefined && isSettledInvoiceState(view.state);
}

/**
 * Where every newer view of the invoice goes (a re-read, an event, the answer to choosing a currency). A view older
 * than the one shown (a re-read that answers after the event stream brought something newer) is dropped.
 */
const PaymentViewSink = createContext<(view: PaymentView) => void>(() => {});

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

export interface PaymentState {
  data: PaymentView | undefined;
  /** The last read's failure, until a read succeeds. */
  error: unknown;
  isError: boolean;
  /** Reads the invoice again now. */
  refetch: () => Promise<void>;
  mode: LiveMode;
  /** Hand to {@link PaymentViewProvider} so the views below can show a newer invoice at once. */
  accept: (view: PaymentView) => void;
}

/**
 * The invoice as its payer sees it, live: each `invoice` event replaces the view. EventSource reconnects by itself
 * after a drop; until it is open again the invoice is polled, so a lost stream only slows updates down.
 */
export function usePayment(
  token: string,
  { eventsUrl, pollMs = 3000, reopenMs = 5000 }: UsePaymentOptions = {},
): PaymentState {
  const { client } = useTradekit();
  // What is known of this token's invoice (a state left from another token counts as nothing).
  const [known, setKnown] = useState<{ token: string; view?: PaymentView; error?: unknown }>({ token });
  const { view: data, error } = known.token === token ? known : {};
  const [mode, setMode] = useState<LiveMode>('polling');
  // EventSource retries a dropped connection by itself, but gives up on an HTTP error answer; then a new one is
  // opened after a pause (the polling carries on meanwhile).
  const [reopened, setReopened] = useState(0);
  // Only the first read says whether the BFF runs in sandbox mode; events and answers keep what it said.
  const accept = useCallback(
    (fresh: PaymentView) =>
      setKnown((old) => {
        const last = old.token === token ? old.view : undefined;
        if (last !== undefined && isBehind(fresh, last)) return old;
        return { token, view: { ...fresh, sandbox: fresh.sandbox ?? last?.sandbox } };
      }),
    [token],
  );
  // Reads still running are abandoned when the page goes away (or the token changes).
  const live = useRef<AbortController>(undefined);
  const refetch = useCallback(async () => {
    const signal = live.current?.signal;
    try {
      const view = await client.call(getPayment, { params: { token }, signal });
      if (!signal?.aborted) accept(view);
    } catch (failure) {
      if (!signal?.aborted) setKnown((old) => ({ ...(old.token === token ? old : { token }), error: failure }));
    }
  }, [client, token, accept]);

  useEffect(() => {
    const controller = new AbortController();
    live.current = controller;
    void refetch();
    return () => controller.abort();
  }, [refetch]);

  const final = isFinalState(data);
  useEffect(() => {
    if (mode === 'stream' || final) return undefined;
    const timer = setInterval(() => void refetch(), pollMs);
    return () => clearInterval(timer);
  }, [mode, final, pollMs, refetch]);

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
        if (parsed.success) accept(parsed.data);
      } catch {
        // A garbled event is skipped; the next event or poll brings the current view.
      }
    });
    return () => {
      clearTimeout(retry);
      source.close();
      setMode('polling');
    };
  }, [eventsUrl, final, accept, reopened, reopenMs]);

  return { data, error, isError: error !== undefined, refetch, mode, accept };
}

/** Lets the views below {@link usePayment}'s caller show a newer invoice (the answer to choosing a currency). */
export const PaymentViewProvider = PaymentViewSink.Provider;

/** Shows a newer invoice at once (an answer of the BFF), in the page that {@link PaymentViewProvider} wraps. */
export function useAcceptPaymentView(): (view: PaymentView) => void {
  return useContext(PaymentViewSink);
}

/** How often a read that failed for want of a network is tried again before the failure shows. */
const NETWORK_RETRIES = 2;

/** Other currencies the invoice can be paid in, with their prices in the invoice's currency; read once enabled. */
export function useInputCurrencies(token: string, enabled: boolean) {
  const { client } = useTradekit();
  const [data, setData] = useState<BffAnswer<typeof getInputCurrencies>>();
  const [error, setError] = useState<unknown>();
  const wanted = enabled && data === undefined;
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const read = async (attempt: number): Promise<void> => {
      try {
        const answer = await client.call(getInputCurrencies, { params: { token }, signal: controller.signal });
        if (!controller.signal.aborted) setData(answer);
      } catch (failure) {
        if (controller.signal.aborted) return;
        // A network hiccup may pass; an answer from the BFF will not get better by asking again.
        if (attempt < NETWORK_RETRIES && (failure as { status?: number }).status === 0) return read(attempt + 1);
        setError(failure);
      }
    };
    void read(0);
    return () => controller.abort();
  }, [client, token, wanted]);
  return { data, error, isError: error !== undefined };
}

/** Pay in another currency: the answer is the invoice with the new input request, shown at once. */
export function useChooseInputCurrency(token: string) {
  const { client } = useTradekit();
  const accept = useContext(PaymentViewSink);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const mutate = (
    body: ChooseInputCurrencyRequest,
    { onSuccess }: { onSuccess?: (view: PaymentView) => void } = {},
  ) => {
    setPending(true);
    setError(undefined);
    client.call(chooseInputCurrency, { params: { token }, body }).then(
      (view) => {
        setPending(false);
        accept(view);
        onSuccess?.(view);
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };
  return { mutate, isPending, error, isError: error !== undefined };
}
