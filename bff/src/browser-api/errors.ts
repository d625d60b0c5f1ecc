// The BFF's browser API error shape: an HTTP 4xx/5xx with `{error: <code>, message}` (plus `field` when one input
// is to blame). Upstream codes are kept as they are, so the views can translate one stable set of codes.
import type { FastifyInstance } from 'fastify';
import type { BffErrorBody } from '#contract/bff/errors';
import { issuePath } from '#contract/issues';
import { ApiError, classifyFailure } from '../http/failure';
import { isZodError } from '../http/validation';
import { UpstreamError, UpstreamProtocolError, UpstreamUnavailableError } from '../upstream/upstream-error';

export type { BffErrorBody };

/** HTTP status of a Merchant API error code (the Merchant API itself always answers 200). */
function merchantStatus(code: string): number {
  if (code === 'not_found') return 404;
  if (code === 'rate_limit_exceeded') return 429;
  if (code === 'internal_error') return 502;
  return 400;
}

/**
 * The field an upstream validation message names. Both emulators word them `<path>: <message>` (after an optional
 * `Invalid body: `), the shape describeIssues gives; anything else names no field.
 */
export function fieldOfMessage(message: string): string | undefined {
  const match = /^(?:Invalid [a-z]+: )?([A-Za-z_][A-Za-z0-9_]*(?:(?:\.[A-Za-z_][A-Za-z0-9_]*)|\[\d+\])*): /.exec(
    message,
  );
  return match?.[1] === '(root)' ? undefined : match?.[1];
}

/** What an upstream failure becomes for the browser. */
export function upstreamFailure(error: unknown): ApiError | undefined {
  if (error instanceof UpstreamError) {
    const status = error.service === 'merchant' ? merchantStatus(error.code) : error.status >= 500 ? 502 : error.status;
    const field = error.code === 'invalid_request' ? fieldOfMessage(error.message) : undefined;
    return new ApiError(status, error.code, error.message, field ? { field } : {});
  }
  if (error instanceof UpstreamProtocolError)
    return new ApiError(502, 'upstream_error', 'The service answered unexpectedly; try again in a moment.');
  if (error instanceof UpstreamUnavailableError)
    return new ApiError(503, 'upstream_unavailable', 'The service cannot be reached right now; try again in a moment.');
  return undefined;
}

/**
 * Installs `{error, message}` error and not-found handlers in the calling plugin's scope. With `fields`, a
 * validation error also names the first bad field (`field`), so a view can show it next to that input.
 */
export function installBffErrors(app: FastifyInstance, label: string, options: { fields?: boolean } = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const mapped = error instanceof ApiError ? error : upstreamFailure(error);
    if (mapped) {
      if (mapped.status >= 500) request.log.warn({ err: error }, `${label}: ${mapped.code}`);
      return reply.code(mapped.status).send({ error: mapped.code, message: mapped.message, ...mapped.extra });
    }
    const failure = classifyFailure(error);
    if (failure.kind === 'internal') request.log.error({ err: error }, `${label} request failed`);
    const code =
      failure.kind === 'internal'
        ? 'internal_error'
        : failure.kind === 'rate_limited'
          ? 'rate_limited'
          : 'invalid_request';
    const body: BffErrorBody = { error: code, message: failure.message };
    if (options.fields && isZodError(error) && error.issues[0]) {
      const field = issuePath(error.issues[0].path);
      if (field !== '(root)') body.field = field;
    }
    return reply.code(failure.status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `There is no endpoint ${request.method} ${request.url.split('?')[0]}.` }),
  );
}
