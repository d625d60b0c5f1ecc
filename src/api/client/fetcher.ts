// The browser API client's transport: one fetch per call, CSRF header on writes, answers parsed with the contract.
import * as z from 'zod/mini';
import { EMBED_CHECK_PATH, type EmbedCheck } from '../contract/bff/embed-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/bff/errors';
import { BffError, bffErrorFromResponse } from './bff-error';

/** One call: method, path under the BFF's base URL, and its query or JSON body. */
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
  /** Base URL of the browser API, e.g. `/api` (same origin) or `https://partner.example/api`. */
  baseUrl: string;
  /** The fetch to use; default the global one, read at call time so nothing touches globals at import. */
  fetch?: typeof fetch;
}

function urlOf(baseUrl: string, call: BffCall): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return `${base}${call.path}${query ? `?${query}` : ''}`;
}

/**
 * Why no answer came. A browser hides a refused CORS answer behind the same error as no network, so the BFF's
 * embed check (readable from any origin, no credentials) is asked whether this page's origin is allowed: a "no"
 * is `origin_not_allowed` with the BFF's sentence naming ALLOWED_ORIGINS and the origin to add, not "offline".
 */
async function unreachable(baseUrl: string, fetchImpl: typeof fetch): Promise<BffError> {
  try {
    // Beside the browser API (`…/api`), so a BFF served under a path prefix is asked at its own root.
    const api = new URL(baseUrl.replace(/\/?$/, '/'), globalThis.location?.href);
    const answer = await fetchImpl(new URL(`..${EMBED_CHECK_PATH}`, api), { credentials: 'omit' });
    const check = (await answer.json()) as Partial<EmbedCheck>;
    if (check.allowed === false && check.message) {
      return new BffError(0, 'origin_not_allowed', check.message, undefined, { origin: check.origin ?? '' });
    }
  } catch {
    // No answer here either: the network or the BFF is down.
  }
  return new BffError(0, 'network_error', 'The browser API could not be reached; check the connection.');
}

export function createBffFetcher({ baseUrl, fetch: fetchImpl }: BffFetcherOptions): BffFetcher {
  return async (call, schema) => {
    const write = call.method !== 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (write) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(urlOf(baseUrl, call), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'include',
        signal: call.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw await unreachable(baseUrl, fetchImpl ?? globalThis.fetch);
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
