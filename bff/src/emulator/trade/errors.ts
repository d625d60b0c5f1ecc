// The Trade API's error shape: an HTTP 4xx/5xx with `{error, error_description, request_id}`, for every failure
// under the Trade API's prefixes, including unknown routes and bodies Fastify could not parse.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, classifyFailure } from '../../http/failure';

export interface TradeErrorBody {
  error: string;
  error_description: string;
  request_id: string;
}

export function tradeErrorBody(code: string, description: string, requestId: string): TradeErrorBody {
  return { error: code, error_description: description, request_id: requestId };
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, description: string) {
  return reply
    .code(status)
    .header('x-request-id', request.id)
    .send(tradeErrorBody(code, description, request.id));
}

/** Installs the Trade API's error and not-found handlers in the calling plugin's scope. */
export function installTradeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return send(reply, request, error.status, error.code, error.message);
    const failure = classifyFailure(error);
    if (failure.kind === 'internal') request.log.error({ err: error }, 'Trade API request failed');
    const code =
      failure.kind === 'internal'
        ? 'internal_error'
        : failure.kind === 'rate_limited'
          ? 'rate_limited'
          : 'invalid_request';
    return send(reply, request, failure.status, code, failure.message);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, 'not_found', `There is no endpoint ${request.method} ${request.url.split('?')[0]}.`),
  );
}
