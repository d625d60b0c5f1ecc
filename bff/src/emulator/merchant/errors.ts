// The Merchant API's error shape: always HTTP 200 with `{success:false, error:{code, message[, url]}}`, for every
// failure under the Merchant API's prefix, including unknown routes and bodies that are not JSON.
import type { FastifyInstance } from 'fastify';
import { answerUnknownPaths, installErrorShape, type ErrorShape } from '../../http/error-shape';
import { ApiError } from '../../http/failure';
import { Refusal } from './refusal';
import type { MerchantRateLimit } from './transport';

export interface MerchantFailureBody {
  success: false;
  error: { code: string; message: string; url?: string };
}

export function merchantFailure(code: string, message: string, url?: string): MerchantFailureBody {
  return { success: false, error: url ? { code, message, url } : { code, message } };
}

export function merchantSuccess<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/**
 * A domain rule's refusal (refusal.ts) as the transport answers it: a missing resource is a 404, any other refusal
 * a 400. The Merchant API answers HTTP 200 either way; the sandbox tools answer with the status.
 */
export function refusalAnswer(error: unknown): ApiError | undefined {
  if (!(error instanceof Refusal)) return undefined;
  return new ApiError(error.code === 'not_found' ? 404 : 400, error.code, error.message);
}

/**
 * The Merchant API's error shape. Every answer of the API carries the `X-RateLimit-*` headers: `rateLimit` adds
 * them to an answer that did not pass the transport's hook (a URL Fastify refused before routing it, a path
 * outside `/v3`), and a caller over the limit then gets `rate_limit_exceeded`, as the hook would have answered.
 */
export function merchantErrorShape(rateLimit: MerchantRateLimit): ErrorShape {
  return {
    label: 'Merchant API',
    rateLimitedCode: 'rate_limit_exceeded',
    known: refusalAnswer,
    send: (request, reply, answer) => {
      const { refusal } = rateLimit(request, reply);
      const { code, message, extra } = refusal ?? answer;
      const url = typeof extra.url === 'string' ? extra.url : undefined;
      return reply.code(200).send(merchantFailure(code, message, url));
    },
  };
}

/**
 * Answers unknown paths in the calling scope, with the scope's hooks: below `/v3`, so that they pass the rate limit
 * and the Authorization check as any other `/v3` request does.
 */
export function installMerchantNotFound(app: FastifyInstance, rateLimit: MerchantRateLimit): void {
  answerUnknownPaths(app, merchantErrorShape(rateLimit));
}

/** Installs the Merchant API's error handling and its lenient JSON body parsing in the calling plugin's scope. */
export function installMerchantErrors(app: FastifyInstance, rateLimit: MerchantRateLimit): void {
  // Real integrations send JSON with no Content-Type or a form Content-Type, `{}` on GET and `[]` as an empty PUT
  // body: parse any body as JSON and treat those as empty.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new ApiError(400, 'invalid_request', 'The body is not valid JSON.'), undefined);
    }
    done(null, Array.isArray(value) && value.length === 0 ? {} : value);
  });
  installErrorShape(app, merchantErrorShape(rateLimit));
}
