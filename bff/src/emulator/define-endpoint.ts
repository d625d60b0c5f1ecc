// Registers an emulator route from a contract endpoint table (trade/endpoints*.ts, merchant/endpoints.ts,
// sandbox/endpoints.ts): method, path, schemas and success status come from the declaration, the guard from its
// `auth`, so a path or a field changes in one place. Handlers get parsed input and stay thin.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import * as z from 'zod/mini';
import { fastifyPath, successStatus, type Endpoint, type EndpointAuth } from '#contract/endpoint';

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Field<E, K extends string> = E extends { [P in K]: infer S } ? Out<S> : undefined;

export interface EndpointInput<E extends Endpoint> {
  /** The parsed body; the raw bytes (or undefined) for a `rawBody` endpoint. */
  body: E extends { rawBody: object } ? Buffer | undefined : Field<E, 'body'>;
  query: Field<E, 'query'>;
  params: Field<E, 'params'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessBody<R> = R extends { kind: 'html' | 'event-stream' }
  ? never
  : R extends { schema: infer S }
    ? S extends z.core.$ZodType
      ? z.input<S>
      : never
    : void;
/** What a handler returns: the success body (nothing for an empty one), or the reply it sent itself. */
export type EndpointResult<E extends Endpoint> =
  SuccessBody<E['responses'][Extract<keyof E['responses'], SuccessStatus>]> | FastifyReply | void;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => EndpointResult<E> | Promise<EndpointResult<E>>;

/** What one auth kind of an API adds to its routes: the onRequest guard and the route config its hooks read. */
export interface Guard {
  onRequest?: onRequestHookHandler;
  config?: FastifyContextConfig;
}

/** How an emulated API authenticates: one guard per auth kind it serves; any other kind is a table mistake. */
export type Guards = Partial<Record<EndpointAuth, Guard>>;

/** The guards of endpoints open to anyone: sandbox tools, pages and documents. */
export const openToAnyone: Guards = { none: {} };

export interface EndpointOptions {
  /** onRequest hooks before the guard: a rate limit counts refused callers too. */
  before?: onRequestHookHandler[];
  /** onRequest hooks after the guard, still before the body is read. */
  after?: onRequestHookHandler[];
  /** Headers every answer carries, errors of the handler included. */
  replyHeaders?: Readonly<Record<string, string>>;
  /**
   * Parse the body in the handler rather than in Fastify's validation, and word a failure this way: endpoints
   * whose spec gives a malformed body its own error code (`POST /auth`: `unsupported_grant_type` or
   * `invalid_request`; `POST /users/reset-offline-token`: `missing_argument`).
   */
  invalidBody?: (error: z.core.$ZodError, raw: unknown) => Error;
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

/** Registers `endpoint` on `app` (whose prefix is the API's base URL) with `handler`. */
export function defineEndpoint<const E extends Endpoint>(
  app: FastifyInstance,
  guards: Guards,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const guard = guards[endpoint.auth];
  if (!guard) throw new Error(`${endpoint.operationId}: this API has no guard for auth "${endpoint.auth}"`);
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.body && !options.invalidBody) schema.body = endpoint.body;
  const onRequest = [
    ...(options.before ?? []),
    ...(guard.onRequest ? [guard.onRequest] : []),
    ...(options.after ?? []),
  ];
  const status = successStatus(endpoint);
  const success = status === undefined ? undefined : endpoint.responses[status];
  const empty = success !== undefined && success.schema === undefined && success.kind === undefined;
  const { replyHeaders, invalidBody } = options;
  const bodySchema = endpoint.body;

  // Sends what the handler returned, unless it sent the answer itself (a page, a redirect, a prebuilt body): it then
  // returns the reply, which counts even while async onSend hooks hold `reply.sent` false.
  const finish = (reply: FastifyReply, result: unknown): void => {
    if (reply.sent || result === reply) return;
    if (status !== undefined) reply.code(status);
    if (empty) reply.send();
    else reply.send(result);
  };

  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    ...(Object.keys(schema).length > 0 ? { schema } : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(guard.config || options.config ? { config: { ...guard.config, ...options.config } } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    // Synchronous where the handler is: on the busiest reads a promise per answer showed in profiles.
    handler: (request, reply) => {
      if (replyHeaders) reply.headers(replyHeaders);
      let body: unknown = request.body;
      if (invalidBody && bodySchema) {
        const parsed = z.safeParse(bodySchema, request.body);
        if (!parsed.success) throw invalidBody(parsed.error, request.body);
        body = parsed.data;
      }
      const result = handler({
        body: body as EndpointInput<E>['body'],
        query: request.query as EndpointInput<E>['query'],
        params: request.params as EndpointInput<E>['params'],
        request,
        reply,
      });
      if (result instanceof Promise) return result.then((value) => finish(reply, value));
      finish(reply, result);
      return undefined;
    },
  });
}
