// Rules of a test invoice from the sandbox console (`POST /sandbox/invoices`): an invoice of the sandbox's own
// merchant made without signing a request, by the same function and rules as `POST /v3/invoices` (its body schema,
// its priced currencies, the merchant's IPN callback URL), answered as the console lists it with its payment page;
// refusals in the sandbox's shape; production has no such route.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Invoice } from '#contract/merchant/invoices';
import { SandboxInvoice, SandboxInvoices } from '#contract/sandbox/requests';
import { boot, checkStartup } from '../../../src/boot';
import { onSandboxEvent, type SandboxEvent } from '../../../src/emulator/sandbox/events';
import { productionEnv, tempDataDir } from '../../support';
import { startMerchantHarness, type Harness } from '../merchant/harness';

let h: Harness;
let production: FastifyInstance;
beforeAll(async () => {
  h = await startMerchantHarness();
  ({ app: production } = await boot(checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' })));
  await production.ready();
});
afterAll(async () => {
  await h?.close();
  await production?.close();
});

const create = (payload: object) => h.app.inject({ method: 'POST', url: '/sandbox/invoices', payload });

describe('POST /sandbox/invoices', () => {
  it('creates an invoice of the sandbox merchant, answered as the list shows it, with its payment page', async () => {
    const events: SandboxEvent[] = [];
    const stop = onSandboxEvent(h.db, (event) => events.push(event));
    const response = await create({ amount: 12.5 });
    stop();
    expect(response.statusCode, response.body).toBe(201);
    const created = z.parse(SandboxInvoice, response.json());
    expect(created).toMatchObject({
      state: 'new',
      type: 'normal',
      nativeAmount: '12.50',
      nativeCurrency: 'EUR',
      amountPaid: '0',
      paymentUrl: expect.stringMatching(new RegExp(`^${h.config.publicUrl}/pay/`)),
      payments: [],
    });
    // The console's list shows the same, first, and the console heard of it.
    const listed = z.parse(SandboxInvoices, (await h.app.inject({ method: 'GET', url: '/sandbox/invoices' })).json());
    expect(listed[0]).toEqual(created);
    expect(events).toContainEqual({ type: 'changed', resource: 'invoice', id: created.id, state: 'new' });

    // Rule: it is the sandbox merchant's own, as POST /v3/invoices would have made it, with its IPN callback URL.
    const invoice = (await h.call<Invoice>('GET', `/invoices/${created.id}`)).data;
    expect(invoice).toMatchObject({
      id: created.id,
      payment_url: created.paymentUrl,
      callback_url: `${h.config.publicUrl}/api/merchant/callback`,
      description: 'Test invoice from the sandbox console',
      native: { amount: 12.5, currency: 'EUR' },
    });
    const credentials = (await h.app.inject({ method: 'GET', url: '/sandbox/credentials' })).json() as {
      merchant: { id: number };
    };
    expect(created.merchantId).toBe(credentials.merchant.id);
  });

  it('takes a currency and a description', async () => {
    const response = await create({ amount: 100, currency: 'dkk', description: 'Order 7' });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = z.parse(SandboxInvoice, response.json());
    expect((await h.call<Invoice>('GET', `/invoices/${id}`)).data).toMatchObject({
      native: { amount: 100, currency: 'DKK' },
      description: 'Order 7',
    });
  });

  it('rule: the Merchant API’s rules refuse what it would refuse, in the sandbox’s shape', async () => {
    for (const [payload, code] of [
      [{}, 'invalid_request'],
      [{ amount: 0 }, 'invalid_request'],
      [{ amount: 'ten' }, 'invalid_request'],
      [{ amount: 10.001 }, 'invalid_request'], // more places than EUR has
      [{ amount: 10, currency: 'euro' }, 'invalid_request'],
      [{ amount: 10, currency: 'XYZ' }, 'currency_not_supported'],
    ] as const) {
      const response = await create(payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ error: code, message: expect.any(String) });
    }
  });

  it('rule: production refuses it with 404, as every sandbox route', async () => {
    const response = await production.inject({ method: 'POST', url: '/sandbox/invoices', payload: { amount: 10 } });
    expect(response.statusCode).toBe(404);
  });
});
