// Composition root: one Fastify server holding the BFF's browser API, and in sandbox mode the emulated Trade API,
// Merchant API v3 and sandbox tools, plus the built widget, demo pages and payment page. Each part sits behind
// its own prefix with its own error shape; nothing here knows the emulator shares the process.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { apiReference } from './api-reference';
import { browserApi } from './browser-api';
import { createBffContext } from './browser-api/context';
import { embedCheckRoute } from './browser-api/embed-check';
import { bffErrorShape } from './browser-api/errors';
import { staticPageHashes } from './browser-api/inline-hashes';
import { contentSecurityPolicy, installSecurityHeaders } from './browser-api/security-headers';
import type { BffSettings } from './browser-api/settings';
import type { BffStorage } from './browser-api/storage/bff-storage';
import { createSqliteBffStorage } from './browser-api/storage/sqlite/sqlite-bff-storage';
import { systemClock, type Clock, type OffsetClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { contextOf, createEmulatorContext, type EmulatorContext, type OwnedEmulatorContext } from './emulator/context';
import { sweepEmulatorInBackground } from './emulator/due';
import { merchantApi } from './emulator/merchant';
import { merchantErrorShape } from './emulator/merchant/errors';
import { merchantRateLimit } from './emulator/merchant/transport';
import { sandboxTools } from './emulator/sandbox';
import { tradeApi, tradeUserApi } from './emulator/trade';
import { tradeErrorShape } from './emulator/trade/errors';
import { frameworkErrorsByPrefix, type ErrorShape } from './http/error-shape';
import { lazyChildLoggerFactory } from './http/lazy-child-logger';
import { messageErrorShape } from './http/message-errors';
import { zodValidatorCompiler } from './http/validation';

export interface ServerParts {
  config: Config;
  db: Database;
  /** The emulator's clock; the sandbox can move it. */
  emulatorClock: OffsetClock;
  /** The BFF's resolved settings (browser-api/settings.ts). */
  bff: BffSettings;
  /** The BFF's own clock: real time unless a test moves it. */
  bffClock?: Clock;
  /** The BFF's storage, migrated (PostgreSQL when DATABASE_URL is set); SQLite on `db` otherwise. The server closes it. */
  bffStorage?: BffStorage;
  /**
   * The emulator's context (sandbox mode), when the caller made it to reach into it (tests); made here from `db`,
   * `emulatorClock` and `config` otherwise. Either way the server closes it.
   */
  emulator?: OwnedEmulatorContext;
  /** Directory of the built front end; not served when it does not exist (route tests need no build). */
  staticRoot?: string;
}

/**
 * Vite names everything under assets/ by its content hash, so a name never changes meaning: cache it for good.
 * Pages and the partner's script tag keep stable names, so browsers revalidate them (ETag) on every load.
 */
export function staticCacheControl(staticRoot: string, filePath: string): string {
  const relative = path.relative(staticRoot, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The sandbox console's page address: `/sandbox/` (or `/sandbox`), with or without a query. */
const isConsoleUrl = (url: string): boolean => /^\/sandbox\/?(\?|$)/.test(url);

/**
 * The error shape of each prefix, for the errors Fastify raises before a route (and its scope) is chosen; the
 * emulator's in sandbox mode (the Merchant API's answers count against its rate limit there too).
 */
function shapesByPrefix(config: Config, emulator: EmulatorContext | undefined): [string, ErrorShape][] {
  const browser: [string, ErrorShape] = ['/api', bffErrorShape('Browser API')];
  if (config.mode !== 'sandbox' || !emulator) return [browser];
  return [
    browser,
    ['/trade', tradeErrorShape],
    ['/user', tradeErrorShape],
    ['/merchant', merchantErrorShape(merchantRateLimit(emulator))],
    ['/sandbox', messageErrorShape('Sandbox tool')],
  ];
}

/** How long requests still running when the server closes may take to finish before their connections are cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * Node's close waits for every open connection, and a browser keeps some that carry nothing the server would end:
 * the spare connection it opened ahead of its next request (an event stream reconnecting lands on it), the one its
 * last request came on. Event streams end first (event-stream.ts, the sandbox's own); once no request is running,
 * or after {@link CLOSE_GRACE_MS} at the latest, every connection is closed, so a stop never waits for the browser.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let running = 0;
  let closing = false;
  let deadline: NodeJS.Timeout | undefined;
  const closeAll = () => app.server.closeAllConnections();
  app.addHook('onRequest', async (_request, reply) => {
    running += 1;
    reply.raw.once('close', () => {
      running -= 1;
      if (closing && running === 0) closeAll();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    deadline = setTimeout(closeAll, CLOSE_GRACE_MS).unref();
    if (running === 0) closeAll();
  });
  app.addHook('onClose', async () => clearTimeout(deadline));
}

export async function buildServer(parts: ServerParts): Promise<FastifyInstance> {
  const { config, db } = parts;
  const emulator =
    config.mode === 'sandbox'
      ? (parts.emulator ?? createEmulatorContext({ db, clock: parts.emulatorClock, config }))
      : parts.emulator;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    childLoggerFactory: lazyChildLoggerFactory,
    // Fastify's "incoming request" / "request completed" lines are at info: below that level they are never
    // written, yet Fastify still prepares them (timing, listeners, log objects) on every request.
    logController: new LogController({ disableRequestLogging: !['info', 'debug', 'trace'].includes(config.logLevel) }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Rate limits and Origin checks need the client's own address behind one reverse proxy.
    trustProxy: config.mode === 'production' ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL that is not valid percent-encoding, or a path parameter too long for any route, in the API's shape.
    frameworkErrors: frameworkErrorsByPrefix(shapesByPrefix(config, emulator), messageErrorShape('Server')),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onClose', async () => {
    emulator?.close();
    db.close();
  });
  closeConnectionsWhenClosing(app);

  installSecurityHeaders(app, {
    allowedOrigins: parts.bff.allowedOrigins,
    publicOrigin: new URL(config.publicUrl).origin,
    https: config.publicUrl.startsWith('https:'),
    pageHashes: staticPageHashes(parts.staticRoot),
  });
  const bffStorage = parts.bffStorage ?? createSqliteBffStorage(db);
  const bff = createBffContext(parts.bff, bffStorage, parts.bffClock ?? systemClock);
  await app.register(browserApi, { prefix: '/api', config, bff });

  if (emulator && config.mode === 'sandbox') {
    const ctx = contextOf(emulator);
    await app.register(tradeApi, { prefix: '/trade', ...ctx });
    await app.register(tradeUserApi, { prefix: '/user', ...ctx });
    await app.register(merchantApi, { prefix: '/merchant', ...ctx });
    await app.register(sandboxTools, { prefix: '/sandbox', ...ctx });
    sweepEmulatorInBackground(app, ctx);
  }
  await app.register(apiReference, { config, emulated: Boolean(emulator && config.mode === 'sandbox') });

  // tradekit.js asks it when its widget never says hello: a page whose origin may not frame the widget.
  embedCheckRoute(app, { allowedOrigins: parts.bff.allowedOrigins, publicOrigin: new URL(config.publicUrl).origin });
  const staticRoot = parts.staticRoot;
  if (staticRoot && fs.existsSync(path.join(staticRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz siblings (scripts/precompress.mjs); browsers get the smallest they accept.
      preCompressed: true,
      // The sandbox console's page is built into console/ but served only at `/sandbox/`, in sandbox mode.
      allowedPath: (pathName, _root, request) =>
        !/^\/?console(\/|$)/.test(pathName) || (config.mode === 'sandbox' && isConsoleUrl(request.url)),
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', staticCacheControl(staticRoot, filePath)),
    });
    // The payment page link is `/pay/<token>`: one page for every token, which reads the token from its path.
    // Its `<html lang>` is the merchant's language (PAYMENT_PAGE_LOCALE), which the page shows a payer whose browser
    // asks for none Tradekit ships (pay/app.tsx).
    const payPage = path.join(staticRoot, 'pay', 'index.html');
    if (fs.existsSync(payPage)) {
      const html = fs
        .readFileSync(payPage, 'utf8')
        .replace(/<html lang="[^"]*"/, `<html lang="${config.env.PAYMENT_PAGE_LOCALE}"`);
      // Revalidated on every load like the other pages: the tag changes with the build and the language.
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      app.get('/pay/:token', (request, reply) => {
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(html);
      });
    }
    // The sandbox console (`/sandbox/`): a developer's view of the sandbox, so never in production, where
    // `/sandbox/` answers 404 as every other sandbox route does.
    if (config.mode === 'sandbox' && fs.existsSync(path.join(staticRoot, 'console', 'index.html'))) {
      app.get('/sandbox/', (_request, reply) =>
        reply
          .header('content-security-policy', contentSecurityPolicy("'none'"))
          .header('x-frame-options', 'DENY')
          .header('referrer-policy', 'no-referrer')
          .sendFile('console/index.html'),
      );
    }
  }
  return app;
}
