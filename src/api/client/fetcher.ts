// The browser API client's transport: one fetch per call, CSRF header on writes, answers parsed with the contract.
import * as z from 'zod/mini';
import { EMBED_CHECK_PATH, type EmbedCheck } from '../contract/bff/embed-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/bff/errors';
import { BffError, bffErrorFromResponse } from './bff-error';
import { API_PATH } from './bff-url';

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
  /** Told of each `origin_not_allowed` before it is thrown: the host has a setting to change, not the customer. */
  onOriginRefused?: (error: BffError) => void;
}

function urlOf(bffUrl: string, call: BffCall): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return `${bffUrl}${API_PATH}${call.path}${query ? `?${query}` : ''}`;
}

/**
 * Why no answer came. A browser hides a refused CORS answer behind the same error as no network, so the BFF's
 * embed check (readable from any origin, no credentials) is asked whether this page's origin is allowed: a "no"
 * is `origin_not_allowed` with the BFF's sentence naming ALLOWED_ORIGINS and the origin to add, not "offline".
 */
async function unreachable(
  bffUrl: string,
  fetchImpl: typeof fetch,
  onOriginRefused: BffFetcherOptions['onOriginRefused'],
): Promise<BffError> {
  try {
    const answer = await fetchImpl(`${bffUrl}${EMBED_CHECK_PATH}`, { credentials: 'omit' });
    const check = (await answer.json()) as Partial<EmbedCheck>;
    if (check.allowed === false && check.message) {
      const refused = new BffError(0, 'origin_not_allowed', check.message, undefined, { origin: check.origin ?? '' });
      onOriginRefused?.(refused);
      return refused;
    }
  } catch {
    // No answer here either: the network or the BFF is down.
  }
  return new BffError(0, 'network_error', 'The browser API could not be reached; check the connection.');
}

export function createBffFetcher({ bffUrl = '', fetch: fetchImpl, onOriginRefused }: BffFetcherOptions): BffFetcher {
  return async (call, schema) => {
    const write = call.method !== 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (write) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
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
      throw await unreachable(bffUrl, fetchImpl ?? globalThis.fetch, onOriginRefused);
    }
    if (!response.ok) throw await bffErrorFromResponse(response);
    const text = await response.text();
    let json: unknown = {};
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        throw new BffError(response.status, 'invalid_response', `${call.method} ${call.path} answered with no JSON.`);
      }
    }
    const parsed = z.safeParse(schema, json);
    if (!parsed.success) {
      throw new BffError(
        response.status,
        'invalid_response',
        `${call.method} ${call.path} answered with a body the contract does not allow: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  };
}
