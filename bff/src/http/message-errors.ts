// The `{error, message}` error shape (plus what the API adds, such as `field`) with the HTTP status of the
// failure: the browser API's, and the sandbox tools' too. Here, not in either, because both halves answer in it.
import type { FastifyInstance } from 'fastify';
import { installErrorShape, type ErrorShape } from './error-shape';

/** The `{error, message}` shape; `more` adds what one API maps or tells besides (see {@link ErrorShape}). */
export function messageErrorShape(label: string, more: Pick<ErrorShape, 'known' | 'detail'> = {}): ErrorShape {
  return {
    label,
    rateLimitedCode: 'rate_limited',
    ...more,
    send: (_request, reply, answer) =>
      reply.code(answer.status).send({ error: answer.code, message: answer.message, ...answer.extra }),
  };
}

/** Installs `{error, message}` error and not-found handlers in the calling plugin's scope. */
export function installMessageErrors(app: FastifyInstance, label: string): void {
  installErrorShape(app, messageErrorShape(label));
}
