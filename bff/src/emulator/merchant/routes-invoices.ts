// Invoice and refund endpoints: thin wrappers of invoices.ts and refunds.ts.
import type { FastifyInstance } from 'fastify';
import {
  CreateInvoiceInputRequest,
  CreateInvoiceRequest,
  ListInvoicesQuery,
  UpdateInvoiceRequest,
} from '#contract/merchant/invoice-requests';
import { IdParams } from '#contract/merchant/primitives';
import { CreateRefundRequest } from '#contract/merchant/refunds';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import { merchantSuccess } from './errors';
import { addInvoiceInput, createInvoice, getInvoice, listInvoices, updateInvoice } from './invoices';
import { merchantById } from './merchant-account';
import { merchantEnv } from './merchant-env';
import { createRefund, listRefunds } from './refunds';
import { merchantOf, merchantWrite } from './transport';

export async function invoiceRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const env = merchantEnv(ctx);
  const config = { merchantAuth: 'apiKey' as const };

  routes.get('/invoices', { config, schema: { querystring: ListInvoicesQuery } }, async (request) =>
    merchantSuccess(listInvoices(env, merchantOf(request), request.query)),
  );

  // Creating invoices is the busiest write: concurrent ones share a commit, each with its request's nonce.
  routes.post(
    '/invoices',
    { config: { ...config, merchantNonce: 'with-write' }, schema: { body: CreateInvoiceRequest } },
    async (request) => {
      const merchant = merchantOf(request);
      return merchantSuccess(
        await merchantWrite(request, ctx.db, () => createInvoice(env, merchant, request.body, ctx.clock.now())),
      );
    },
  );

  routes.get('/invoices/:ID', { config, schema: { params: IdParams } }, async (request) =>
    merchantSuccess(getInvoice(env, merchantOf(request), request.params.ID)),
  );

  routes.put('/invoices/:ID', { config, schema: { params: IdParams, body: UpdateInvoiceRequest } }, async (request) =>
    merchantSuccess(updateInvoice(env, merchantOf(request), request.params.ID, request.body)),
  );

  routes.post(
    '/invoices/:ID/inputs',
    { config, schema: { params: IdParams, body: CreateInvoiceInputRequest } },
    async (request) =>
      merchantSuccess(addInvoiceInput(env, merchantOf(request), request.params.ID, request.body, ctx.clock.now())),
  );

  routes.get('/invoices/:ID/refunds', { config, schema: { params: IdParams } }, async (request) =>
    merchantSuccess(listRefunds(env, merchantOf(request), request.params.ID)),
  );

  routes.post(
    '/invoices/:ID/refunds',
    { config, schema: { params: IdParams, body: CreateRefundRequest } },
    async (request) =>
      // The balance is re-read inside the refund's transaction; the account row only identifies the merchant.
      merchantSuccess(
        createRefund(
          env,
          merchantById(ctx.db, merchantOf(request).id),
          request.params.ID,
          request.body,
          ctx.clock.now(),
        ),
      ),
  );
}
