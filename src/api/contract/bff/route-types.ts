// The shape of one browser API route, and the helpers a caller of routes needs; the routes in routes-*.ts are
// checked against it. Browser-safe.
import type * as z from 'zod/mini';

export type BffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone (state-changing ones still need the CSRF header and an allowed Origin);
 * - `session`: a signed-in browser session (else 401 `not_signed_in`);
 * - `admin`: the partner's server, `Authorization: Bearer <PARTNER_ADMIN_TOKEN>`, no cookie, no CSRF check;
 * - `signed`: the upstream service, verified by a signature header over the raw body.
 */
export type BffAuth = 'public' | 'session' | 'admin' | 'signed';

/**
 * Which budget of attempts per client address a route spends, counted by the BFF before it reads the body:
 * - `auth`: attempts at signing in (sign-up, login, the emailed code, the password reset steps), one budget for all
 *   of them together, `BFF_AUTH_RATE_LIMIT_PER_MINUTE` a minute; over it 429 `rate_limited` with `Retry-After`.
 */
export type BffRateLimit = 'auth';

/** What a successful answer is: a JSON body checked by a schema, nothing (204), an HTML page or an event stream. */
export type BffResponse = z.core.$ZodType | 'empty' | 'html' | 'event-stream';

export interface BffRoute {
  method: BffMethod;
  /** Relative to `/api`, Fastify style: `/kyc/attempts/:id`. */
  path: string;
  summary: string;
  auth: BffAuth;
  /** The budget of attempts per client address this route spends; none: the route is never limited. */
  rateLimit?: BffRateLimit;
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  /** Raw bytes body (document upload) with these headers. */
  rawBody?: { headers: z.core.$ZodObject };
  /** Status of success; 200 unless given. */
  status?: 200 | 201 | 204 | 302;
  response: BffResponse;
}

/**
 * Checks one route against {@link BffRoute}, keeping its literal type. Each route is its own export, so a view's
 * bundle holds the schemas of the routes it calls and no others.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const R extends BffRoute>(route: R): R {
  return route;
}

/** `/kyc/attempts/:id` with `{id: 'x'}` → `/kyc/attempts/x`, each value URL-encoded. */
export function bffPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`bffPath: missing parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Routes whose method changes state: the CSRF header and an allowed Origin are required on browser calls. */
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
