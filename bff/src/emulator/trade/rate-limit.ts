// Abuse protection of the Trade API's unauthenticated and code-checking endpoints: a fixed one-minute window per
// client address and endpoint group, counted on the emulator clock (so tests move time instead of sleeping).
// The limit is configuration (TRADE_AUTH_RATE_LIMIT_PER_MINUTE); over it the answer is 429 with Retry-After.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../../clock';
import { ApiError } from '../../http/failure';

export type RateLimitGroup = 'signup' | 'auth' | 'mail' | 'codes' | 'partner-public';

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one request; returns the seconds to wait when it is over the limit. */
  hit(key: string): number | undefined {
    const now = this.clock.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    const current = this.windows.get(key);
    const window = current && current.start === windowStart ? current : { start: windowStart, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.forgetOldWindows(windowStart);
    if (window.count <= this.limitPerMinute) return undefined;
    return Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
  }

  private forgetOldWindows(currentStart: number): void {
    for (const [key, window] of this.windows) if (window.start !== currentStart) this.windows.delete(key);
  }

  /** An onRequest hook that counts the request under `group`. */
  hook(group: RateLimitGroup): onRequestHookHandler {
    return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const retryAfter = this.hit(`${group}|${request.ip}`);
      if (retryAfter === undefined) return done();
      reply.header('retry-after', String(retryAfter));
      done(new ApiError(429, 'rate_limited', `Too many requests; retry after ${retryAfter} seconds.`));
    };
  }
}
