// What every Merchant API v3 request goes through before its route: the rate limit (per API key, or per client
// address when unauthenticated; X-RateLimit-* headers on every answer, errors included), the Authorization check
// with replay protection, and the time-driven moves due by now.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/failure';
import type { EmulatorContext } from '../context';
import { applyDueTransitions } from './due-transitions';
import type { MerchantAccount } from './merchant-account';
import { merchantEnv } from './merchant-env';
import { useNonce } from './nonces';
import { decide } from '../rate-limit';
import { authenticate } from './request-auth';
import { systemClock } from '../../clock';
import { inGroupCommit } from '../../db/group-commit';
import type { Guards } from '../define-endpoint';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant whose valid Authorization header the request carries, if any. */
    merchantAccount: MerchantAccount | null;
  }
  interface FastifyContextConfig {
    /** `apiKey`: the route needs a valid Authorization header; otherwise one is optional (but checked if sent). */
    merchantAuth?: 'apiKey';
    /**
     * `with-write`: the route records the request's nonce in the commit of its own write ({@link merchantWrite})
     * rather than in one of its own before the body is validated. Every such route must write through it.
     */
    merchantNonce?: 'with-write';
  }
}

/** An `apiKey` endpoint needs a valid Authorization header, checked by the hooks below; an optional one is checked if sent. */
export const merchantGuards: Guards = {
  apiKey: { config: { merchantAuth: 'apiKey' } },
  optionalApiKey: {},
};

/** A nonce checked against its signature but not recorded yet: it goes into the request's write. */
const pendingNonces = new WeakMap<FastifyRequest, { apiKey: string; nonce: string }>();

const replayed = () =>
  new ApiError(401, 'api_key_required', 'This nonce was already used with this API key; send a new one.');
const stale = () =>
  new ApiError(401, 'api_key_required', 'This nonce is a timestamp too old to check; send a current one.');

/**
 * Runs `work` (synchronous writes) for a route declared with `merchantNonce: 'with-write'`: the request's nonce and
 * the work share one savepoint of one group commit, so a write costs one commit, not two. The nonce is recorded
 * first and kept even when the work is refused (a refused request must not be replayable once things change);
 * a replayed nonce refuses the request before the work runs.
 */
export async function merchantWrite<T>(request: FastifyRequest, db: Database, work: () => T): Promise<T> {
  const pending = pendingNonces.get(request);
  if (!pending) throw new Error(`${request.routeOptions.url} writes through merchantWrite but has no pending nonce`);
  pendingNonces.delete(request);
  const outcome = await inGroupCommit(db, (): { value: T } | { error: unknown } => {
    const nonce = useNonce(db, pending.apiKey, pending.nonce, systemClock.now().getTime());
    if (nonce !== 'ok') return { error: nonce === 'replayed' ? replayed() : stale() };
    try {
      return { value: db.transaction(work)() };
    } catch (error) {
      return { error };
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** The authenticated merchant of an `apiKey` endpoint. */
export function merchantOf(request: FastifyRequest): MerchantAccount {
  if (!request.merchantAccount) throw new ApiError(401, 'api_key_required', 'This endpoint needs an API key.');
  return request.merchantAccount;
}

type Authentication = ReturnType<typeof authenticate>;

/** What the rate limit made of a request: its Authorization as checked, if sent, and the refusal when over the limit. */
export interface RateCount {
  auth: Authentication | undefined;
  refusal: ApiError | undefined;
}

/** Counts a request against its bucket and puts the `X-RateLimit-*` headers on its reply (see {@link merchantRateLimit}). */
export type MerchantRateLimit = (request: FastifyRequest, reply: FastifyReply) => RateCount;

/**
 * The one place the `X-RateLimit-*` headers are added: the transport's first hook calls it for every routed `/v3`
 * request, and the error shape (errors.ts) for an answer that never reached that hook (a URL Fastify could not
 * route, a path outside `/v3`). A request is counted once: a reply that has the headers is not counted again.
 */
export function merchantRateLimit(ctx: EmulatorContext): MerchantRateLimit {
  const scheme = ctx.config.merchantAuthScheme;
  return (request, reply) => {
    if (reply.hasHeader('X-RateLimit-Limit')) return { auth: undefined, refusal: undefined };
    const header = request.headers.authorization;
    const auth = header === undefined ? undefined : authenticate(ctx.merchantAccounts, header, scheme);
    const valid = auth && 'merchant' in auth ? auth : undefined;
    // A failed header counts against the caller's address, so nobody can use up someone else's key.
    const bucket = valid ? `key:${valid.merchant.api_key}` : `ip:${request.ip}`;
    const nowMs = ctx.clock.now().getTime();
    const decision = decide(ctx.rateLimits.hit(bucket, nowMs), ctx.config.merchantRateLimitPerMinute, nowMs);
    reply.header('X-RateLimit-Limit', String(decision.limit));
    reply.header('X-RateLimit-Remaining', String(decision.remaining));
    reply.header('X-RateLimit-Reset', String(decision.resetSeconds));
    const refusal = decision.allowed
      ? undefined
      : new ApiError(
          429,
          'rate_limit_exceeded',
          `More than ${decision.limit} requests in a minute; the limit resets in ${decision.resetSeconds} seconds.`,
        );
    return { auth, refusal };
  };
}

export function installMerchantTransport(
  app: FastifyInstance,
  ctx: EmulatorContext,
  rateLimit: MerchantRateLimit,
): void {
  const env = merchantEnv(ctx);
  const scheme = ctx.config.merchantAuthScheme;
  app.decorateRequest('merchantAccount', null);
  const authOf = new WeakMap<FastifyRequest, Authentication | undefined>();

  // The hooks take a callback rather than return a promise where they have nothing to wait for: on a cheap
  // request (GET /rates) the promises of three hooks were a measurable part of the time.

  // Checked first, on the raw request: the rate limit, which needs to know whether the header is valid.
  app.addHook('onRequest', (request, reply, done) => {
    const { auth, refusal } = rateLimit(request, reply);
    authOf.set(request, auth);
    if (refusal) throw refusal;
    done();
  });

  /** A sent Authorization must be valid and its nonce fresh; the nonce is committed before the request goes on. */
  async function checkAuthorization(request: FastifyRequest, auth: Authentication): Promise<void> {
    if ('problem' in auth) throw new ApiError(401, 'api_key_required', auth.problem);
    // Nonces are remembered in real time: clients write them from their own (real) clocks.
    const nowMs = systemClock.now().getTime();
    const nonce = await inGroupCommit(ctx.db, () => useNonce(ctx.db, auth.merchant.api_key, auth.nonce, nowMs));
    if (nonce === 'replayed') throw replayed();
    if (nonce === 'stale') throw stale();
    request.merchantAccount = auth.merchant;
  }

  // Then, once the body is parsed (a body that is not JSON is `invalid_request` whoever sends it), the
  // Authorization and its nonce, before the body is validated and before anything is read or written. A route
  // that records the nonce with its write (POST /invoices) has it checked there, after the body is validated: a
  // request refused for its body does not use up its nonce, as one refused for its rate does not.
  app.addHook('preValidation', (request, _reply, done) => {
    const auth = authOf.get(request);
    if (auth && !('problem' in auth) && request.routeOptions.config.merchantNonce === 'with-write') {
      pendingNonces.set(request, { apiKey: auth.merchant.api_key, nonce: auth.nonce });
      request.merchantAccount = auth.merchant;
      done();
      return;
    }
    if (auth) {
      checkAuthorization(request, auth).then(() => done(), done);
      return;
    }
    if (request.routeOptions.config.merchantAuth === 'apiKey')
      throw new ApiError(
        401,
        'api_key_required',
        `This endpoint needs an Authorization header: ${scheme} apikey="…", nonce="…", signature="…".`,
      );
    done();
  });

  app.addHook('preHandler', (_request, _reply, done) => {
    applyDueTransitions(env, ctx.clock.now());
    done();
  });
}
