// The order summary's price: a price quote asked for once per request, and asked for again when its 15 minutes
// run out (or when the trade refuses it as expired), so the customer always confirms a price that still holds.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTradekit } from '../../api/client/tradekit-context';
import type { PriceQuote, PriceQuoteRequest } from '../../api/contract/trade/trades';
import { useCreateTradeQuote } from '../../api/client/trades';
import { useCountdown } from '../../ui/use-countdown';

export interface PriceQuoteState {
  /** The newest quote for the request; an expired one stays shown while its successor is asked for. */
  quote: PriceQuote | undefined;
  /** Milliseconds the price still holds (0 once expired, or before there is one). */
  left: number;
  /** A quote is being asked for (the first, or a fresh one). */
  pending: boolean;
  /** Why the last ask failed, until the next one succeeds. */
  error: unknown;
  /** How many times a fresh quote replaced one that had expired by itself. */
  renewals: number;
  /** Asks for a fresh quote now (after a failure, or when the trade refused the quote as expired). */
  renew: () => void;
}

const NEVER = '1970-01-01T00:00:00.000Z';

/** A price quote for `request` (undefined: none), kept fresh. */
export function usePriceQuote(request: PriceQuoteRequest | undefined): PriceQuoteState {
  const { mutate, isPending } = useCreateTradeQuote();
  const { serviceClock } = useTradekit();
  const key = request ? JSON.stringify(request) : '';
  const [held, setHeld] = useState<{ key: string; quote: PriceQuote }>();
  const [failure, setFailure] = useState<{ key: string; error: unknown }>();
  const [renewals, setRenewals] = useState(0);
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  });

  const ask = useCallback(
    (renewal = false) => {
      const current = requestRef.current;
      if (!current) return;
      const askedFor = JSON.stringify(current);
      mutate(current, {
        onSuccess: (quote) => {
          setHeld({ key: askedFor, quote });
          setFailure(undefined);
          if (renewal) setRenewals((n) => n + 1);
        },
        onError: (error) => setFailure({ key: askedFor, error }),
      });
    },
    [mutate],
  );

  // Once per request, however often React runs effects (strict mode's second run asks nothing).
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    ask();
  }, [key, ask]);

  const current = held?.key === key ? held : undefined;
  // By the service's clock: a device clock off by minutes neither shows nor renews a price as expired the moment it
  // arrives, and a sandbox clock moved past the expiry renews it at once.
  const left = useCountdown(current?.quote.expiryTime ?? NEVER);
  // Each expired quote is renewed once by itself; a renewal that fails waits for the customer's retry. The
  // countdown's state catches up with a new quote one render late, so the clock has the last word.
  const renewedFor = useRef<PriceQuote | undefined>(undefined);
  useEffect(() => {
    if (current === undefined || left > 0 || renewedFor.current === current.quote) return;
    if (Date.parse(current.quote.expiryTime) > serviceClock.now()) return;
    renewedFor.current = current.quote;
    ask(true);
  }, [left, current, ask, serviceClock]);

  return {
    quote: current?.quote,
    left,
    pending: isPending,
    error: failure?.key === key ? failure.error : undefined,
    renewals,
    renew: () => ask(),
  };
}
