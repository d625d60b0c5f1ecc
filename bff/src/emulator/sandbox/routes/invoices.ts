// Invoices as the sandbox console sees them: every merchant's invoices with their payments, payment page and state
// history, and a test invoice of the sandbox's own merchant made without signing a request (the same function
// `POST /v3/invoices` calls, so the same rules). Paying them and confirming their payments is the simulated
// blockchain's (blockchain.ts).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { describeIssues } from '#contract/issues';
import { CreateInvoiceRequest } from '#contract/merchant/invoice-requests';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { createInvoice } from '../../merchant/invoices';
import { merchantById } from '../../merchant/merchant-account';
import { merchantEnv } from '../../merchant/merchant-env';
import { sandboxInvoice, sandboxInvoices } from '../listings';
import { readSandboxState } from '../state';

/** What the Merchant API is told made the invoice (`plugin_name`, `plugin_version`, both required there). */
const consolePlugin = { plugin_name: 'tradekit-sandbox-console', plugin_version: '1' } as const;

export async function invoiceRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // An invoice whose expire_time passed reads expired.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listSandboxInvoices, ({ query }) =>
    sandboxInvoices(env, query.limit),
  );

  defineEndpoint(app, openToAnyone, sandboxEndpoints.createSandboxInvoice, ({ body }) => {
    const merchantId = readSandboxState(ctx.db, 'sandboxMerchantId');
    if (merchantId === undefined)
      throw new ApiError(
        404,
        'not_found',
        'The sandbox has no merchant of its own yet: the server makes it when it starts.',
      );
    const merchant = merchantById(ctx.db, Number(merchantId));
    // The Merchant API's own body schema checks the amount against the currency (its places, its size).
    const parsed = z.safeParse(CreateInvoiceRequest, {
      amount: body.amount,
      currency: body.currency ?? merchant.fiat_currency,
      description: body.description,
      ...consolePlugin,
    });
    if (!parsed.success) throw new ApiError(400, 'invalid_request', `Invalid body: ${describeIssues(parsed.error)[0]}`);
    const invoice = createInvoice(env, merchant, parsed.data, ctx.clock.now());
    return sandboxInvoice(env, invoice.id)!;
  });
}
