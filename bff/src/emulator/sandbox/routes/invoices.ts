// Invoices as the sandbox console sees them: every merchant's invoices with their payments, payment page and state
// history. Paying them and confirming their payments is the simulated blockchain's (blockchain.ts).
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { merchantEnv } from '../../merchant/merchant-env';
import { sandboxInvoices } from '../listings';

export async function invoiceRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // An invoice whose expire_time passed reads expired.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listSandboxInvoices, ({ query }) =>
    sandboxInvoices(env, query.limit),
  );
}
