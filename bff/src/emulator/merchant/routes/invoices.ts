// Invoice and refund endpoints: thin wrappers of invoices.ts and refunds.ts.
import type { FastifyInstance } from 'fastify';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint } from '../../define-endpoint';
import { merchantSuccess } from '../errors';
import { addInvoiceInput, createInvoice, getInvoice, listInvoices, updateInvoice } from '../invoices';
import { merchantById } from '../merchant-account';
import { merchantEnv } from '../merchant-env';
import { createRefund, listRefunds } from '../refunds';
import { merchantGuards, merchantOf, merchantWrite } from '../transport';

export async function invoiceRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);

  defineEndpoint(app, merchantGuards, merchantEndpoints.listInvoices, async ({ query, request }) =>
    merchantSuccess(listInvoices(env, merchantOf(request), query)),
  );

  // Creating invoices is the busiest write: concurrent ones share a commit, each with its request's nonce.
  defineEndpoint(
    app,
    merchantGuards,
    merchantEndpoints.createInvoice,
    async ({ body, request }) => {
      const merchant = merchantOf(request);
      return merchantSuccess(
        await merchantWrite(request, ctx.db, () => createInvoice(env, merchant, body, ctx.clock.now())),
      );
    },
    { config: { merchantNonce: 'with-write' } },
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.getInvoice, async ({ params, request }) =>
    merchantSuccess(getInvoice(env, merchantOf(request), params.ID)),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.updateInvoice, async ({ body, params, request }) =>
    merchantSuccess(updateInvoice(env, merchantOf(request), params.ID, body)),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.createInvoiceInput, async ({ body, params, request }) =>
    merchantSuccess(addInvoiceInput(env, merchantOf(request), params.ID, body, ctx.clock.now())),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.listInvoiceRefunds, async ({ params, request }) =>
    merchantSuccess(listRefunds(env, merchantOf(request), params.ID)),
  );

  defineEndpoint(app, merchantGuards, merchantEndpoints.createInvoiceRefund, async ({ body, params, request }) =>
    // The balance is re-read inside the refund's transaction; the account row only identifies the merchant.
    merchantSuccess(createRefund(env, merchantById(ctx.db, merchantOf(request).id), params.ID, body, ctx.clock.now())),
  );
}
