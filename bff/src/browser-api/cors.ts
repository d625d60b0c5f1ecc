// CORS for partner pages that use the kit's views directly (not through the widget iframe) and call this BFF
// from their own origin with credentials: only the allowed origins get CORS headers, and only for the methods
// and headers the browser API uses. Every other origin gets none, so the browser blocks it.
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '#contract/bff/errors';
import { SERVICE_CLOCK_HEADER, SERVICE_TIME_HEADER } from '#contract/bff/service-time';
import { bffRoutes } from '#contract/bff/routes';

/** The methods of the browser API's routes: what a preflight may ask for. */
const methods = [...new Set(Object.values(bffRoutes).map((route) => route.method))].join(', ');

export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    // The kit counts down against the service's time, which it reads from these (service-time-routes.ts).
    reply.header('access-control-expose-headers', `${SERVICE_TIME_HEADER}, ${SERVICE_CLOCK_HEADER}`);
  });
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', `content-type, ${CSRF_HEADER.toLowerCase()}`)
        .header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}
