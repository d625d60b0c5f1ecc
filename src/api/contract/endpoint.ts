// The shape of one endpoint in an API contract: read by the emulator to validate, by the BFF clients to parse,
// and by the OpenAPI generator. An endpoint is described once, here, and nowhere else.
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a caller proves who it is. */
export type EndpointAuth =
  | 'none'
  /** Trade API: `Authorization: Bearer <access token>` of a user. */
  | 'bearer'
  /** Trade API: a user's bearer token if sent (the answer then says more), else none. */
  | 'optionalBearer'
  /** Trade API: `Authorization: Bearer <JWT signed by the partner's key>`. */
  | 'partnerJwt'
  /** Merchant API: `Authorization: <Scheme> apikey="…", nonce="…", signature="…"`. */
  | 'apiKey'
  /** Merchant API public endpoints: no key needed, but a valid signature is accepted too. */
  | 'optionalApiKey';

export interface EndpointResponse {
  description: string;
  /** Body schema; absent for an empty body (204, or a 2xx documented as empty). */
  schema?: z.core.$ZodType;
  /** Machine-readable error codes this status can carry (Trade API `error`, Merchant API `error.code`). */
  errorCodes?: readonly string[];
  /**
   * What the body is when it is not JSON: a page for a person (sandbox identity provider, refund address), or
   * server-sent events (the sandbox console's stream).
   */
  kind?: 'html' | 'event-stream';
}

export interface Endpoint {
  /** Unique, camelCase; becomes the OpenAPI operationId. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI-style template relative to the API's base URL, e.g. `/invoices/{id}`. */
  path: string;
  /** Trade API only: `user` for paths under `{user_url}` (deactivate); default `base`. */
  server?: 'base' | 'user';
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
  headers?: z.core.$ZodObject;
  /** Request body. `rawBody` marks a body of arbitrary bytes (document upload). */
  body?: z.core.$ZodType;
  rawBody?: { contentTypes: readonly string[]; description: string };
  /** Keyed by HTTP status. Merchant API endpoints use only 200 (the envelope carries success or failure). */
  responses: Readonly<Record<number, EndpointResponse>>;
}

/** Keeps literal types of an endpoint table while checking it against {@link Endpoint}. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(endpoints: T): T {
  return endpoints;
}

/** An OpenAPI path template as Fastify writes it: `/invoices/{ID}/refunds` → `/invoices/:ID/refunds`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** The one status of success an endpoint declares, or undefined when it has several (the handler picks). */
export function successStatus(endpoint: Endpoint): number | undefined {
  let found: number | undefined;
  for (const key of Object.keys(endpoint.responses)) {
    const status = Number(key);
    if (status < 200 || status > 299) continue;
    if (found !== undefined) return undefined;
    found = status;
  }
  return found;
}
