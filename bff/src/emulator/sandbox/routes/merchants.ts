// Extra merchants for tests: each with its own API key and secrets, answered once.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../../merchant/due-transitions';
import { merchantEnv } from '../../merchant/merchant-env';
import { isFiatCurrency } from '../../rates';

export async function merchantRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));

  defineEndpoint(app, openToAnyone, sandboxEndpoints.createSandboxMerchant, ({ body }) => {
    // The priced currencies are the emulator's data, so this check of the body is here rather than in the contract.
    if (!isFiatCurrency(body.fiatCurrency))
      throw new ApiError(
        400,
        'invalid_request',
        'Invalid body: fiatCurrency: fiatCurrency must be a currency of GET /merchant/v3/rates',
      );
    const secret = (bytes: number) => randomBytes(bytes).toString('hex');
    const created = { apiKey: secret(16), apiSecret: secret(32), ipnSecret: secret(32) };
    const result = ctx.db
      .prepare(
        `INSERT INTO merchants (api_key, api_secret, ipn_secret, fiat_currency, fiat_balance_minor, btc_balance_sat,
           buy_orders_approved, sub_invoice_callbacks, credit_in_btc, callback_url, callback_email, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        created.apiKey,
        created.apiSecret,
        created.ipnSecret,
        body.fiatCurrency,
        body.fiatBalanceMinor,
        body.btcBalance,
        body.buyOrdersApproved ? 1 : 0,
        body.subInvoiceCallbacks ? 1 : 0,
        body.creditInBtc ? 1 : 0,
        body.callbackUrl ?? null,
        body.callbackEmail ?? null,
        ctx.clock.now().toISOString(),
      );
    return { merchantId: Number(result.lastInsertRowid), ...created };
  });
}
