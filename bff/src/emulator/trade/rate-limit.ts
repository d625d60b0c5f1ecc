// Abuse protection of the Trade API's unauthenticated and code-checking endpoints: a fixed one-minute window per
// client address and endpoint group, counted on the emulator clock (so tests move time instead of sleeping).
// The limit is configuration (TRADE_AUTH_RATE_LIMIT_PER_MINUTE); over it the answer is 429 with Retry-After.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../../clock';
import { ApiError } from '../../http/failure';
import { decide, type RateLimitStore } from '../rate-limit';

export type RateLimitGroup = 'signup' | 'auth' | 'mail' | 'codes' | 'partner-public';

/** Counts requests per endpoint group and client address in the shared windows; over the limit is a 429. */
export class RateLimiter {
  constructor(
    private readonly limitPerMinute: number,
    private readonly clock: Clock,
    private readonly store: RateLimitStore,
  ) {}

  /** Counts one request; returns the seconds to wait when it is over the limit. */
  hit(key: string): number | undefined {
    const now = this.clock.now().getTime();
    const decision = decide(this.store.hit(`trade:${key}`, now), this.limitPerMinute, now);
    return decision.allowed ? undefined : decision.resetSeconds;
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
