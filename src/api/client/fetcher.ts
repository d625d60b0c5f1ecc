// The browser API client's transport: one fetch per call, CSRF header on writes, answers parsed with the contract.
import * as z from 'zod/mini';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/bff/errors';
import { BffError, bffErrorFromResponse } from './bff-error';
import { API_PATH } from './bff-url';
import type { ServiceClock } from './service-clock';

/** One call: method, path under the browser API (`<bffUrl>/api`), and its query or JSON body. */
export interface BffCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** Calls the browser API and returns the answer parsed by `schema`, or throws a {@link BffError}. */
export type BffFetcher = <S extends z.core.$ZodType>(call: BffCall, schema: S) => Promise<z.output<S>>;

export interface BffFetcherOptions {
  /**
   * The BFF (`bffUrl`, src/api/client/bff-url.ts) without a trailing slash, e.g. `https://bff.example`; default ''
   * (this page's origin). The browser API is at `<bffUrl>/api`, the embed check beside it.
   */
  bffUrl?: string;
  /** The fetch to use; default the global one, read at call time so nothing touches globals at import. */
  fetch?: typeof fetch;
  /**
   * Why no answer came, when the caller can learn more than "the network" (the kit on a host's page asks the BFF
   * whether it refuses the page's origin: origin-check.ts); undefined leaves it a `network_error`.
   */
  whyUnreachable?: (bffUrl: string, fetchImpl: typeof fetch) => Promise<BffError | undefined>;
  /** Learns the service's time from every answer, refusals included (service-clock.ts). */
  serviceClock?: ServiceClock;
}

function urlOf(bffUrl: string, call: BffCall): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return `${bffUrl}${API_PATH}${call.path}${query ? `?${query}` : ''}`;
}

export function createBffFetcher({
  bffUrl = '',
  fetch: fetchImpl,
  whyUnreachable,
  serviceClock,
}: BffFetcherOptions): BffFetcher {
  return async (call, schema) => {
    const write = call.method !== 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (write) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    const sentAt = Date.now();
    try {
      response = await (fetchImpl ?? globalThis.fetch)(urlOf(bffUrl, call), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'include',
        signal: call.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw (
        (await whyUnreachable?.(bffUrl, fetchImpl ?? globalThis.fetch)) ??
        new BffError(0, 'network_error', 'The browser API could not be reached; check the connection.')
      );
    }
    serviceClock?.learn(response.headers, sentAt, Date.now());
    if (!response.ok) throw await bffErrorFromResponse(response);
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? {} : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page, say): refused below as any body the contract does not allow, with the same code.
    }
    const parsed = z.safeParse(schema, json);
    if (!parsed.success) {
      throw new BffError(
        response.status,
        'invalid_response',
        `${call.method} ${call.path} answered ${json === undefined ? 'no JSON' : 'a body the contract does not allow'}: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  };
}
