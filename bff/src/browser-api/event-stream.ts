// One live view's server-sent event stream, for the payment page and the widget's trade alike: opened with the
// first view (so a refusal before it is still a JSON error), fed by a hub of live-views.ts, kept alive by heartbeat
// comments, and ended first when the server closes (SIGTERM in a rollout would otherwise wait for every view to
// leave; ended, the views reopen their streams on another instance behind the balancer).
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventWriter } from './live-views';

/** Heartbeat comments keep proxies from closing an idle event stream. */
const HEARTBEAT_MS = 15_000;

const openStreams = new WeakMap<FastifyInstance, Set<ServerResponse>>();

/** The open streams of `app`, ended when it closes (the hook is added once per app). */
function streamsOf(app: FastifyInstance): Set<ServerResponse> {
  let streams = openStreams.get(app);
  if (!streams) {
    const created = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of created) stream.end();
    });
    openStreams.set(app, created);
    streams = created;
  }
  return streams;
}

/** Registers the stream bookkeeping of `app`: call while registering routes (hooks cannot be added later). */
export function eventStreams(app: FastifyInstance): void {
  streamsOf(app);
}

/** The headers set on `reply` so far (by the hooks: CORS, vary), as Node's writeHead takes them. */
function definedHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
}

/**
 * Serves one stream: `watch` gets the function that sends a ready-made event (opening the stream on the first) and
 * the function that ends the stream, and resolves to the function that stops watching; it rejects, before anything
 * is sent, with the error the view gets as JSON.
 */
export async function serveEventStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  watch: (send: (view: unknown, event: Buffer) => void, end: () => void) => Promise<() => void>,
): Promise<void> {
  const streams = streamsOf(app);
  const raw = reply.raw;
  const out = eventWriter(raw);
  let opened = false;
  const send = (_view: unknown, event: Buffer) => {
    if (!opened) {
      opened = true;
      reply.hijack();
      streams.add(raw);
      // Hijacked, the reply sends none of the headers its hooks set: CORS for an allowed partner origin is one
      // of them, without which the browser drops a kit's stream on another origin than this BFF's.
      raw.writeHead(200, {
        ...definedHeaders(reply),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
    }
    out.event(event);
  };
  const stop = await watch(send, () => raw.end());
  const heartbeat = setInterval(() => out.comment('keep-alive'), HEARTBEAT_MS).unref();
  const close = () => {
    stop();
    clearInterval(heartbeat);
    streams.delete(raw);
  };
  // The view may have gone while the first view loaded.
  if (request.raw.socket.destroyed) close();
  else raw.on('close', close);
}
