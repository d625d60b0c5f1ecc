// The sandbox console's live feed: server-sent events of what the sandbox just did (events.ts), the clock's time
// first. Streams end when the server closes (the BFF's event-stream.ts), so a shutdown never waits on a console.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { eventStreams, serveEventStream } from '../../../browser-api/event-stream';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { onSandboxEvent, type SandboxEvent } from '../events';

const encode = ({ type, ...data }: SandboxEvent): Buffer =>
  Buffer.from(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);

export async function eventRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  eventStreams(app);
  defineEndpoint(app, openToAnyone, sandboxEndpoints.watchSandbox, ({ request, reply }) =>
    serveEventStream(app, request, reply, async (send) => {
      send(undefined, encode({ type: 'clock', now: ctx.clock.now().toISOString() }));
      return onSandboxEvent(ctx.db, (event) => send(undefined, encode(event)));
    }),
  );
}
