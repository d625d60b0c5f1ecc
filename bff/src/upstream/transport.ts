// One HTTP exchange with an upstream service, with a timeout, and retries with exponential backoff and full
// jitter on network errors and 5xx answers, only for requests the caller marks safe to repeat (the Trade API asks
// partners to retry this way; repeating a sign-up or an invoice creation could do it twice).
import { setTimeout as delay } from 'node:timers/promises';
import type { ServiceClock } from './service-clock';

export interface RetryPolicy {
  /** Further attempts after the first. */
  retries: number;
  /** Delay ceiling of the first retry; doubles each retry up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A number in [0, 1); jitter spreads retries of many clients apart. */
  random: () => number;
  /** Waits; tests pass one that returns at once so no test sleeps. */
  sleep: (ms: number) => Promise<void>;
}

/** One attempt only: for what sending twice would do twice, or what is not worth waiting for. */
export const noRetryPolicy: RetryPolicy = {
  retries: 0,
  baseDelayMs: 0,
  maxDelayMs: 0,
  random: () => 0,
  sleep: async () => {},
};

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 3000,
  random: Math.random,
  sleep: (ms) => delay(ms),
};

/** Full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"): uniform in [0, min(max, base·2^n)). */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(policy.random() * ceiling);
}

export interface TransportRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** JSON-serialisable body, or raw bytes. */
  body?: unknown;
  /** True when sending it twice does no harm (GET, revoke, an idempotent partner call). */
  safeToRepeat: boolean;
  /** Called before every attempt, so each one carries fresh headers (a merchant nonce is used once). */
  freshHeaders?: () => Record<string, string>;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface TransportOptions {
  timeoutMs: number;
  retry: RetryPolicy;
  userAgent: string;
  fetch?: typeof fetch;
  /** Learns the service's time from each answer's `Date` header (service-clock.ts). */
  serviceClock?: ServiceClock;
}

/** Thrown when no answer came (network error or timeout), after any retries. */
export class NoAnswerError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'NoAnswerError';
  }
}

type Payload = NonNullable<RequestInit['body']>;

function encodeBody(body: unknown): { payload?: Payload; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof Uint8Array) return { payload: body as Payload };
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Sends `request`. Answers with the last response (a 5xx after the retries are used up is returned, not thrown,
 * so the caller words it); throws {@link NoAnswerError} when the last attempt got no answer.
 */
export async function send(request: TransportRequest, options: TransportOptions): Promise<TransportResponse> {
  const doFetch = options.fetch ?? fetch;
  const { payload, contentType } = encodeBody(request.body);
  const attempts = request.safeToRepeat ? options.retry.retries + 1 : 1;
  let lastFailure = 'no attempt made';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await options.retry.sleep(backoffDelay(options.retry, attempt - 1));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': options.userAgent,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...request.headers,
      ...request.freshHeaders?.(),
    };
    const heard = options.serviceClock?.asking();
    try {
      const response = await doFetch(request.url, {
        method: request.method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      });
      heard?.(response.headers.get('date'));
      const text = await response.text();
      if (response.status >= 500 && attempt < attempts - 1) {
        lastFailure = `HTTP ${response.status}`;
        continue;
      }
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      const e = error as Error;
      lastFailure = e.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : e.message;
    }
  }
  throw new NoAnswerError(`${request.method} ${new URL(request.url).pathname}: ${lastFailure}`, attempts);
}
