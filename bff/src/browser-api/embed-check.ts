// GET /widget/embed-check: may the page asking (its Origin header) show the widget or call the browser API? Readable
// from any origin, so tradekit.js can tell a partner why the browser refused to frame the widget, and the kit why
// its calls got no answer (a refused CORS answer looks like no network) (frame-ancestors names only
// ALLOWED_ORIGINS, security-headers.ts) instead of leaving a broken frame and saying nothing. It tells no more
// than the widget page's own Content-Security-Policy header already does.
import type { FastifyInstance } from 'fastify';
import { EMBED_CHECK_PATH, type EmbedCheck } from '#contract/bff/embed-check';

export function embedCheckRoute(
  app: FastifyInstance,
  options: { allowedOrigins: readonly string[]; publicOrigin: string },
): void {
  const allowed = new Set([options.publicOrigin, ...options.allowedOrigins]);
  app.get(EMBED_CHECK_PATH, async (request, reply): Promise<EmbedCheck> => {
    const origin = request.headers.origin;
    // The widget's frame-ancestors also allow 'self': the origin this server was reached on.
    const self = `${request.protocol}://${request.host}`;
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store').header('vary', 'Origin');
    if (!origin || origin === self || allowed.has(origin)) return { allowed: true };
    return {
      allowed: false,
      origin,
      message:
        `Tradekit: this page's origin ${origin} may not show the widget nor call the BFF. Add ${origin} to ` +
        `ALLOWED_ORIGINS (comma-separated origins) of the BFF at ${self} and restart it.`,
    };
  });
}
