// The shape of one browser API route; the tables in routes-*.ts are checked against it. Browser-safe.
import type { z } from 'zod';

export type BffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone (state-changing ones still need the CSRF header and an allowed Origin);
 * - `session`: a signed-in browser session (else 401 `not_signed_in`);
 * - `admin`: the partner's server, `Authorization: Bearer <PARTNER_ADMIN_TOKEN>`, no cookie, no CSRF check;
 * - `signed`: the upstream service, verified by a signature header over the raw body.
 */
export type BffAuth = 'public' | 'session' | 'admin' | 'signed';

/** What a successful answer is: a JSON body checked by a schema, nothing (204), an HTML page or an event stream. */
export type BffResponse = z.ZodType | 'empty' | 'html' | 'event-stream';

export interface BffRoute {
  method: BffMethod;
  /** Relative to `/api`, Fastify style: `/kyc/attempts/:id`. */
  path: string;
  summary: string;
  auth: BffAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Raw bytes body (document upload) with these headers. */
  rawBody?: { headers: z.ZodObject };
  /** Status of success; 200 unless given. */
  status?: 200 | 201 | 204 | 302;
  response: BffResponse;
}

export function defineRoutes<const T extends Record<string, BffRoute>>(routes: T): T {
  return routes;
}
