// Sandbox tools: plain JSON (no envelope), no authentication, mounted only in sandbox mode.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installMessageErrors } from '../../http/message-errors';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import { afterClockMoved } from '../merchant/due-transitions';
import { merchantSandboxTools } from '../merchant/sandbox-tools';
import { tradeSandboxTools } from '../trade/sandbox-tools';
import { readMailbox } from './mailbox';
import { writeSandboxState } from './state';

const ClockAdvanceRequest = z.object({
  seconds: z
    .number({ error: 'seconds must be a number' })
    .nonnegative('the clock only moves forward')
    .max(10 * 365 * 24 * 3600, 'at most ten years at a time'),
});

const MailboxQuery = z.object({
  to: z.string({ error: 'to is required: the email address whose mail to read' }).trim().min(3).max(320),
});

export async function sandboxTools(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  installMessageErrors(app, 'Sandbox tool');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only the context: these options also hold this plugin's own `prefix`, which would be applied twice.
  const context: EmulatorContext = { db: ctx.db, clock: ctx.clock, config: ctx.config };
  await app.register(merchantSandboxTools, context);
  await app.register(tradeSandboxTools, context);

  routes.get('/clock', async () => ({ now: ctx.clock.now().toISOString() }));

  routes.post('/clock/advance', { schema: { body: ClockAdvanceRequest } }, async (request) => {
    const now = ctx.clock.advance(request.body.seconds);
    writeSandboxState(ctx.db, 'clockOffsetMs', String(ctx.clock.offset));
    afterClockMoved(ctx, now); // expiries, 7-day refunds and buy order quotes follow the clock at once
    return { now: now.toISOString() };
  });

  routes.get('/mailbox', { schema: { querystring: MailboxQuery } }, async (request) =>
    readMailbox(ctx.db, request.query.to),
  );
}
