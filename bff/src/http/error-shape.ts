// One way every API of this server turns a failure into an answer: which code each kind of failure gets, what an
// unknown path says, and Fastify's own framework errors. Each API supplies only how an answer looks in its shape.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, classifyFailure, MAX_PATH_SEGMENT } from './failure';

/** A failure as an API words it, before it takes that API's shape. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  extra: Record<string, unknown>;
}

export interface ErrorShape {
  /** Names the API in log lines. */
  label: string;
  /** The code of a request refused for its rate (`rate_limited`, or the Merchant API's `rate_limit_exceeded`). */
  rateLimitedCode: string;
  /** Failures this API maps to a code itself, beyond an {@link ApiError} (the BFF's upstream failures). */
  known?(error: unknown): ApiError | undefined;
  /** What an `invalid_request` adds to its message (the browser API names the field to blame). */
  detail?(error: unknown): Record<string, unknown>;
  /** Sends the answer in the API's own shape. */
  send(request: FastifyRequest, reply: FastifyReply, answer: ErrorAnswer): FastifyReply;
}

/** What `error` becomes in `shape`'s words; a 5xx is logged with the error and answered without its internals. */
export function errorAnswer(shape: ErrorShape, error: unknown, request: FastifyRequest): ErrorAnswer {
  const known = error instanceof ApiError ? error : shape.known?.(error);
  if (known) {
    if (known.status >= 500) request.log.warn({ err: error }, `${shape.label}: ${known.code}`);
    return { status: known.status, code: known.code, message: known.message, extra: known.extra };
  }
  const failure = classifyFailure(error);
  if (failure.kind === 'internal') request.log.error({ err: error }, `${shape.label} request failed`);
  const code =
    failure.kind === 'internal'
      ? 'internal_error'
      : failure.kind === 'rate_limited'
        ? shape.rateLimitedCode
        : 'invalid_request';
  const extra = code === 'invalid_request' ? (shape.detail?.(error) ?? {}) : {};
  return { status: failure.status, code, message: failure.message, extra };
}

/**
 * The answer to a path no route takes. A segment too long for any route's parameter is refused as Fastify's
 * router refuses it for other methods (414), so GET and PUT of the same path agree.
 */
export function unknownPathAnswer(request: FastifyRequest): ErrorAnswer {
  const path = request.url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT)) {
    const { status, message } = classifyFailure({ code: 'FST_ERR_MAX_PARAM_LENGTH' });
    return { status, code: 'invalid_request', message, extra: {} };
  }
  return { status: 404, code: 'not_found', message: `There is no endpoint ${request.method} ${path}.`, extra: {} };
}

/**
 * Answers every unknown path of the calling plugin's scope in `shape`. Besides the not-found handler, a GET
 * catch-all: the static file server's own catch-all takes every GET no route of this scope takes, and would
 * answer Fastify's default 404. Being a route of this scope, it passes this scope's hooks (rate limit headers).
 */
export function answerUnknownPaths(app: FastifyInstance, shape: ErrorShape): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    shape.send(request, reply, unknownPathAnswer(request));
  app.setNotFoundHandler(notFound);
  app.get('/*', notFound);
}

/** Installs `shape`'s error handler and its answer to unknown paths in the calling plugin's scope. */
export function installErrorShape(app: FastifyInstance, shape: ErrorShape): void {
  app.setErrorHandler((error, request, reply) => shape.send(request, reply, errorAnswer(shape, error, request)));
  answerUnknownPaths(app, shape);
}

/**
 * A handler for Fastify's `frameworkErrors` (a URL that is not valid percent-encoding, a path parameter too
 * long), which Fastify raises before any route or plugin scope is chosen: the path's prefix picks the shape.
 */
export function frameworkErrorsByPrefix(
  shapes: ReadonlyArray<readonly [prefix: string, ErrorShape]>,
  other: ErrorShape,
) {
  const shapeOf = (url: string) =>
    shapes.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))?.[1] ??
    other;
  return (error: Error, request: FastifyRequest, reply: FastifyReply): void => {
    const shape = shapeOf(request.url);
    shape.send(request, reply, errorAnswer(shape, error, request));
  };
}
