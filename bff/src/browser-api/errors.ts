// The BFF's browser API error shape: an HTTP 4xx/5xx with `{error: <code>, message}` (plus `field` when one input
// is to blame). Upstream codes are kept as they are, so the views can translate one stable set of codes.
import type { FastifyInstance } from 'fastify';
import type { BffErrorBody } from '#contract/bff/errors';
import { issuePath } from '#contract/issues';
import { installErrorShape, type ErrorShape } from '../http/error-shape';
import { ApiError } from '../http/failure';
import { messageErrorShape } from '../http/message-errors';
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

/** The first bad field of a failed validation, so a view can show the error next to that input. */
function fieldOfValidation(error: unknown): Pick<BffErrorBody, 'field'> {
  const first = isZodError(error) ? error.issues[0] : undefined;
  const field = first ? issuePath(first.path) : '(root)';
  return field === '(root)' ? {} : { field };
}

/** The browser API's error shape; with `fields`, a validation error also names the first bad field (`field`). */
export function bffErrorShape(label: string, options: { fields?: boolean } = {}): ErrorShape {
  return messageErrorShape(label, { known: upstreamFailure, detail: options.fields ? fieldOfValidation : undefined });
}

/** Installs the browser API's `{error, message}` error and not-found handlers in the calling plugin's scope. */
export function installBffErrors(app: FastifyInstance, label: string, options: { fields?: boolean } = {}): void {
  installErrorShape(app, bffErrorShape(label, options));
}
