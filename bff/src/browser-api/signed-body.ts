// Routes the upstream service calls (merchant callbacks, partner webhooks) prove themselves with a lowercase hex
// HMAC-SHA256 of the raw body in a header. The check runs on the raw bytes, before JSON parsing, in a scope of
// its own so no other route's body handling changes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/failure';

/** True when `signature` is the lowercase hex HMAC-SHA256 of `raw` under `secret`; constant time. */
export function verifyBodySignature(raw: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

/**
 * Registers `routes` in a scope whose every body must be signed in header `headerName` with `secret`, and is then
 * parsed as JSON. Without a secret, every call is refused: nothing unverified is ever acted on.
 */
export async function signedJsonScope(
  app: FastifyInstance,
  headerName: string,
  secret: string | undefined,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  const header = headerName.toLowerCase();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (request, body, done) => {
      const raw = String(body);
      const signature = request.headers[header];
      if (!secret || !verifyBodySignature(raw, typeof signature === 'string' ? signature : undefined, secret)) {
        done(new ApiError(401, 'invalid_signature', `The ${headerName} header does not sign this body.`), undefined);
        return;
      }
      try {
        done(null, JSON.parse(raw));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    routes(scope);
  });
}
