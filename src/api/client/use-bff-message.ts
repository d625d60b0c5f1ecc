// The messages the BFF's return pages post to the window that opened the identity provider or the card payment
// page: accepted from the BFF's origin only, whatever the origin of the page the kit runs on.
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { useTradekit } from './tradekit-context';

/**
 * The origin of the BFF at `bffUrl` (the provider's, src/api/client/bff-url.ts): the only one whose messages the
 * views accept. Undefined where there is no page to resolve a relative one against (server rendering). Here, not
 * beside `bffEndpoints`: only the views that open windows need it, and the widget's first view opens none.
 */
export function bffOriginOf(bffUrl: string): string | undefined {
  try {
    return new URL(bffUrl || '/', globalThis.location?.href).origin;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onMessage` with each message posted to this window from the provider's BFF (its exact origin) that
 * `schema` accepts; anything else (another origin, another shape) is ignored.
 */
export function useBffMessage<S extends z.core.$ZodType>(schema: S, onMessage: (message: z.output<S>) => void) {
  const { bffUrl } = useTradekit();
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    const origin = bffOriginOf(bffUrl);
    function listener(event: MessageEvent) {
      if (origin === undefined || event.origin !== origin) return;
      const parsed = z.safeParse(schema, event.data);
      if (parsed.success) latest.current(parsed.data);
    }
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [bffUrl, schema]);
}
