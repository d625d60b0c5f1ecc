// The BFF's browser API error shape: an HTTP 4xx/5xx with `{error: <code>, message}`. Upstream codes are kept as
// they are, so the views can translate one stable set of codes.
import type { FastifyInstance } from 'fastify';
import { ApiError, classifyFailure } from '../http/failure';

export interface BffErrorBody {
  error: string;
  message: string;
}

/** Installs `{error, message}` error and not-found handlers in the calling plugin's scope. */
export function installBffErrors(app: FastifyInstance, label: string): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ error: error.code, message: error.message, ...error.extra });
    }
    const failure = classifyFailure(error);
    if (failure.kind === 'internal') request.log.error({ err: error }, `${label} request failed`);
    const code =
      failure.kind === 'internal'
        ? 'internal_error'
        : failure.kind === 'rate_limited'
          ? 'rate_limited'
          : 'invalid_request';
    return reply.code(failure.status).send({ error: code, message: failure.message } satisfies BffErrorBody);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `There is no endpoint ${request.method} ${request.url.split('?')[0]}.` }),
  );
}
