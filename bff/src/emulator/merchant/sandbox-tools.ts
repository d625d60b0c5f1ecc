// Sandbox tools of the emulated Merchant API, mounted under {sandboxUrl} next to the shared ones: simulated
// blockchain payments and confirmations, the callback delivery log, and extra merchants for tests. Plain JSON
// (no envelope), no authentication; only mounted in sandbox mode.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { btcToSatoshi, fiatToMinor } from '#contract/money';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import { listDeliveries } from '../outbox';
import { isFiatCurrency } from '../rates';
import { applyDueTransitions } from './due-transitions';
import { confirmPayment, receivePayment } from './invoice-life';
import { insertMerchant } from './merchant-account';
import { merchantEnv } from './merchant-env';

/** An amount in major units as the wire writes it, turned exact by `convert`; a RangeError names the problem. */
const exact = (convert: (value: number) => number) => (value: number, ctx: z.RefinementCtx) => {
  try {
    return convert(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
};

const PaymentRequest = z.object({
  address: z.string({ error: 'address is required: the invoice address to pay' }).trim().min(1).max(100),
  amount: z
    .number({ error: 'amount is required: BTC as a number' })
    .positive('amount must be greater than 0')
    .transform(exact((v) => btcToSatoshi(v))),
  confirmations: z.int().min(0).max(1_000_000).default(0),
  refundAddress: z.string().trim().min(1).max(100).optional(),
});

const ConfirmationsRequest = z.object({
  txid: z.string({ error: 'txid is required' }).regex(/^[0-9a-f]{64}$/, 'txid must be 64 lowercase hex digits'),
  confirmations: z.int({ error: 'confirmations must be a whole number' }).min(0).max(1_000_000),
});

const CallbacksQuery = z.object({
  kind: z.string().max(100).optional(),
  limit: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.int().min(1).max(1000).default(100),
  ),
});

const MerchantRequest = z
  .object({
    fiatCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isFiatCurrency, 'fiatCurrency must be a currency of GET /merchant/v3/rates')
      .default('EUR'),
    fiatBalance: z.number().nonnegative().default(0),
    btcBalance: z
      .number()
      .nonnegative()
      .default(0)
      .transform(exact((v) => btcToSatoshi(v))),
    buyOrdersApproved: z.boolean().default(false),
    subInvoiceCallbacks: z.boolean().default(true),
    creditInBtc: z.boolean().default(false),
    callbackUrl: z.url({ protocol: /^https?$/, error: 'callbackUrl must be an http(s) URL' }).optional(),
    callbackEmail: z.email({ error: 'callbackEmail must be an email address' }).optional(),
  })
  .transform((body, ctx) => ({
    ...body,
    fiatBalanceMinor: exact((v) => fiatToMinor(v, body.fiatCurrency))(body.fiatBalance, ctx),
  }));

export async function merchantSandboxTools(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const env = merchantEnv(ctx);
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  routes.post('/blockchain/payments', { schema: { body: PaymentRequest } }, async (request) => {
    const { address, amount, confirmations, refundAddress } = request.body;
    const txid = receivePayment(env, { address, sats: amount, confirmations, refundAddress }, ctx.clock.now());
    return { txid };
  });

  routes.post('/blockchain/confirmations', { schema: { body: ConfirmationsRequest } }, async (request) => {
    confirmPayment(env, request.body.txid, request.body.confirmations, ctx.clock.now());
    return { txid: request.body.txid, confirmations: request.body.confirmations };
  });

  routes.get('/callbacks', { schema: { querystring: CallbacksQuery } }, async (request) =>
    listDeliveries(ctx.db, { kindPrefix: request.query.kind, limit: request.query.limit }),
  );

  routes.post('/merchants', { schema: { body: MerchantRequest } }, async (request) => {
    const body = request.body;
    return insertMerchant(ctx.db, { ...body, btcBalanceSat: body.btcBalance }, ctx.clock.now());
  });
}
