// Security headers on everything the BFF itself serves (browser API, widget, demo and payment pages): a strict
// Content-Security-Policy, and `frame-ancestors` that lets only the partner's allowed origins frame the widget
// and nobody frame anything else. The emulated upstream APIs under their own prefixes are left as they are.
import type { FastifyInstance } from 'fastify';
import { pageOfUrl, type InlineHashes } from './inline-hashes';

const emulatorPrefixes = ['/trade', '/user', '/merchant', '/sandbox'];

/** `url` is `prefix` itself or below it (checked on every response, so without building strings). */
function isUnder(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url[prefix.length];
  return next === undefined || next === '/' || next === '?';
}

/** The widget's pages: the only ones a partner page may frame. */
export function isWidgetPath(url: string): boolean {
  return isUnder(url, '/widget');
}

/** Everything a page of this server may load comes from itself; it may frame the widget on the BFF's origin. */
export function contentSecurityPolicy(
  frameAncestors: string,
  inline: InlineHashes = { scripts: [], styles: [] },
  frameSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["frame-src 'self'", ...frameSources].join(' '),
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function installSecurityHeaders(
  app: FastifyInstance,
  options: {
    allowedOrigins: readonly string[];
    /** The BFF's public origin: the demo pages embed the widget from it, whatever host name they were opened on. */
    publicOrigin: string;
    https: boolean;
    /** Hashes of the inline blocks of the built pages (inline-hashes.ts), by page path. */
    pageHashes?: ReadonlyMap<string, InlineHashes>;
  },
): void {
  const widgetAncestors = ["'self'", ...options.allowedOrigins].join(' ');
  // A callback, not an async hook: it runs on every response of the server, the emulated APIs' included, and has
  // nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (emulatorPrefixes.some((prefix) => isUnder(url, prefix))) return done(null, payload);
    const widget = isWidgetPath(url);
    // A route that needs its own policy (the KYC return page's nonce) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      const page = pageOfUrl(url);
      const inline = page === undefined ? undefined : options.pageHashes?.get(page);
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(widget ? widgetAncestors : "'none'", inline, [options.publicOrigin]),
      );
    }
    if (!widget && !reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    // Payment links carry their token in the path: never leak it to another site in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    // Partner pages load the script tag from this server's origin: anything else stays same-origin.
    reply.header('cross-origin-resource-policy', url.split('?')[0] === '/tradekit.js' ? 'cross-origin' : 'same-origin');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
