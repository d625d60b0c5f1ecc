// The service's time for the views (docs/bff.md, "The service's time"): every answer carries it, and `GET /api/time`
// reads it afresh. The BFF keeps real time for what is its own (sessions, signatures); the views count down against
// the service's clock, which decides when a price, a payment or an invoice expires.
import { SERVICE_CLOCK_HEADER, SERVICE_TIME_HEADER } from '#contract/bff/service-time';
import type { FastifyInstance } from 'fastify';
import { noRetryPolicy, send } from '../../upstream/transport';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';

export function serviceTimeRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { settings, serviceClock } = ctx;
  const sandbox = settings.mode === 'sandbox';
  // Stamped last thing before the answer leaves, after whatever the route learned from the service on the way; a
  // callback hook, so it adds no wait to any answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header(SERVICE_TIME_HEADER, serviceClock.now().toISOString());
    if (sandbox) reply.header(SERVICE_CLOCK_HEADER, 'sandbox');
    done(null, payload);
  });

  const toolsUrl = settings.sandboxToolsUrl;
  defineRoute(app, ctx, 'getServiceTime', async () => {
    // The sandbox clock moves without any answer showing it: read it. A real service's clock does not jump, and
    // every answer of it already keeps the estimate right.
    if (sandbox && toolsUrl !== undefined) await readSandboxClock(ctx, toolsUrl);
    return { now: serviceClock.now().toISOString() };
  });
}

/** Reads the sandbox clock exactly into the service clock; when it cannot, the estimate stays as it was. */
async function readSandboxClock(ctx: BffContext, toolsUrl: string): Promise<void> {
  const heard = ctx.serviceClock.asking();
  try {
    const answer = await send(
      { method: 'GET', url: `${toolsUrl}/clock`, safeToRepeat: true },
      { timeoutMs: ctx.settings.upstreamTimeoutMs, retry: noRetryPolicy, userAgent: 'Tradekit-BFF/0.1' },
    );
    if (answer.status === 200) heard((JSON.parse(answer.text) as { now?: string }).now, 'exact');
  } catch {
    // No sandbox tools to ask (a BFF pointed elsewhere, a restart): the last estimate is the best there is.
  }
}
