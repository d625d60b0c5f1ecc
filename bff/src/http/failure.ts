// Classifies anything a route or Fastify itself can throw into one of a few kinds, so that each API's error
// handler only decides how that kind looks in its own shape. Internals of a 5xx never leave the server.
import { describeIssues } from '#contract/issues';
import { isZodError, validationContext } from './validation';

export interface Failure {
  /** HTTP status the failure deserves (the Merchant API still answers 200, with this kept for logging). */
  status: number;
  kind: 'validation' | 'malformed' | 'media_type' | 'too_large' | 'rate_limited' | 'client' | 'internal';
  message: string;
}

/** An error that carries its API code and is safe to show to the client as it is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fastify's router refuses a path parameter longer than this (its `maxParamLength`, left at the default). */
export const MAX_PATH_SEGMENT = 100;

export function classifyFailure(error: unknown): Failure {
  if (isZodError(error)) {
    const context = validationContext(error);
    const where = context === 'querystring' ? 'query' : context === 'params' ? 'path' : context;
    const [first] = describeIssues(error);
    return { status: 400, kind: 'validation', message: where ? `Invalid ${where}: ${first}` : `Invalid: ${first}` };
  }
  const e = error as { code?: unknown; statusCode?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, kind: 'malformed', message: 'The body is empty but Content-Type says JSON.' };
  if (
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
    error instanceof SyntaxError
  )
    return { status: 400, kind: 'malformed', message: 'The body is not valid JSON.' };
  if (code === 'FST_ERR_BAD_URL')
    return {
      status: 400,
      kind: 'malformed',
      message: 'The path is not valid percent-encoding: a % must start an escape of UTF-8 such as %2F.',
    };
  if (code === 'FST_ERR_MAX_PARAM_LENGTH')
    return {
      status: 414,
      kind: 'malformed',
      message: `A path segment is longer than ${MAX_PATH_SEGMENT} characters; no resource has such an id.`,
    };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, kind: 'media_type', message: 'Send the body as JSON with Content-Type: application/json.' };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, kind: 'too_large', message: 'The body is larger than this endpoint accepts.' };
  if (status === 429)
    return { status, kind: 'rate_limited', message: typeof e.message === 'string' ? e.message : 'Too many requests.' };
  if (status >= 400 && status < 500)
    return { status, kind: 'client', message: typeof e.message === 'string' ? e.message : 'Bad request.' };
  return { status: 500, kind: 'internal', message: 'Something went wrong on our side.' };
}
