// The Trade API's error shape: an HTTP 4xx/5xx with `{error, error_description, request_id}`, for every failure
// under the Trade API's prefixes, including unknown routes and bodies Fastify could not parse.
import type { FastifyInstance } from 'fastify';
import { installErrorShape, type ErrorShape } from '../../http/error-shape';

export interface TradeErrorBody {
  error: string;
  error_description: string;
  request_id: string;
}

export function tradeErrorBody(code: string, description: string, requestId: string): TradeErrorBody {
  return { error: code, error_description: description, request_id: requestId };
}

export const tradeErrorShape: ErrorShape = {
  label: 'Trade API',
  rateLimitedCode: 'rate_limited',
  send: (request, reply, answer) =>
    reply
      .code(answer.status)
      .header('x-request-id', request.id)
      .send(tradeErrorBody(answer.code, answer.message, request.id)),
};

/** Installs the Trade API's error and not-found handlers in the calling plugin's scope. */
export function installTradeErrors(app: FastifyInstance): void {
  installErrorShape(app, tradeErrorShape);
}
