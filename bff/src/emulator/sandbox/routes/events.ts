// The sandbox console's live feed: server-sent events of what the sandbox just did (events.ts), the clock's time
// first. The emulator keeps its own small stream (the BFF's event-stream.ts is on the other side of the wall):
// heartbeat comments for proxies, and every stream ended first when the server closes, so a shutdown never waits
// on an open console.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { onSandboxEvent, type SandboxEvent } from '../events';

/** Heartbeat comments keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

const encode = ({ type, ...data }: SandboxEvent): string => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export async function eventRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.watchSandbox, ({ request, reply }) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    raw.write(encode({ type: 'clock', now: ctx.clock.now().toISOString() }));
    open.add(raw);
    // A console that cannot keep up only misses events it would re-read anyway: nothing is queued for it.
    const stop = onSandboxEvent(ctx.db, (event) => raw.writableNeedDrain || raw.write(encode(event)));
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS).unref();
    const close = () => {
      stop();
      clearInterval(heartbeat);
      open.delete(raw);
    };
    if (request.raw.socket.destroyed) close();
    else raw.on('close', close);
  });
}
