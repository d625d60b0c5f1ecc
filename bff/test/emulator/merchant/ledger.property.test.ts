// Property: whatever sequence of payments, confirmations, refunds, clock moves and buy orders happens, the
// ledger holds: balances never go negative, refunds never exceed an invoice's credit, the balance is exactly
// what completed invoices, live refunds and paid buy orders add up to, every state change has exactly one
// callback, and a payment notice (a payment that changed no state) never reports a state change.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuyOrder } from '#contract/merchant/buy-orders';
import { MerchantCallback } from '#contract/merchant/callbacks';
import type { Invoice } from '#contract/merchant/invoices';
import { invoiceBody, startMerchantHarness, type Harness, type MerchantCredentials } from './harness';

// Each test starts a real server on a real SQLite file; a busy machine must not turn that into a failure.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let h: Harness;
beforeAll(async () => {
  h = await startMerchantHarness();
});
afterAll(async () => h.close());

const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

type Action =
  | { kind: 'invoice'; cents: number }
  | { kind: 'pay'; invoice: number; share: 'exact' | 'under' | 'over'; confirmations: 0 | 1 }
  | { kind: 'confirm'; payment: number }
  | { kind: 'refund'; invoice: number; percent: number; email: boolean }
  | { kind: 'advance'; seconds: number }
  | { kind: 'buy'; cents: number; instant: boolean }
  | { kind: 'confirmBuy'; order: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('invoice' as const), cents: fc.integer({ min: 100, max: 50_000 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(9),
      share: fc.constantFrom('exact' as const, 'exact' as const, 'under' as const, 'over' as const),
      confirmations: fc.constantFrom(0 as const, 1 as const, 1 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), payment: fc.nat(9) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      invoice: fc.nat(9),
      percent: fc.integer({ min: 1, max: 70 }),
      email: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.constantFrom(30, 61, 600, 1000, 7 * 24 * 3600),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      cents: fc.integer({ min: 1, max: 40_000 }),
      instant: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('confirmBuy' as const), order: fc.nat(9) }) },
);

// Moves the emulator allows, per resource; a callback chain must follow them.
const INVOICE_MOVES: Record<string, string[]> = { new: ['paid', 'expired'], paid: ['complete'] };
const ORDER_MOVES: Record<string, string[]> = { waiting: ['queued', 'failed', 'cancelled'], queued: ['complete'] };

async function run(actions: Action[]): Promise<void> {
  const merchant: MerchantCredentials = await h.newMerchant({
    fiatBalance: 200,
    buyOrdersApproved: true,
    callbackUrl: 'https://shop.example/ipn',
  });
  const id = merchant.merchantId as number;
  const invoices: Invoice[] = [];
  const txids: string[] = [];
  const orders: BuyOrder[] = [];
  for (const a of actions) {
    if (a.kind === 'invoice') {
      const r = await h.call<Invoice>('POST', '/invoices', invoiceBody({ amount: a.cents / 100 }), { as: merchant });
      expect(r.success).toBe(true);
      invoices.push(r.data);
    } else if (a.kind === 'pay' && invoices.length > 0) {
      const invoice = invoices[a.invoice % invoices.length] as Invoice;
      const sats = Math.round(invoice.bitcoin.amount * 1e8);
      const amount = { exact: sats, under: Math.max(1, Math.floor(sats / 3)), over: sats + 777 }[a.share];
      const r = await h.tool<{ txid: string }>('POST', '/blockchain/payments', {
        address: invoice.bitcoin.address,
        amount: amount / 1e8,
        confirmations: a.confirmations,
      });
      expect(r.status).toBe(200);
      txids.push(r.body.txid);
    } else if (a.kind === 'confirm' && txids.length > 0) {
      const r = await h.tool('POST', '/blockchain/confirmations', {
        txid: txids[a.payment % txids.length],
        confirmations: 1,
      });
      expect(r.status).toBe(200);
    } else if (a.kind === 'refund' && invoices.length > 0) {
      const invoice = invoices[a.invoice % invoices.length] as Invoice;
      const target = a.email ? { email_address: 'customer@example.com' } : { btc_address: TESTNET };
      const cents = Math.max(1, Math.floor((Math.round(invoice.transfer.amount * 100) * a.percent) / 100));
      const r = await h.call(
        'POST',
        `/invoices/${invoice.id}/refunds`,
        { amount: cents / 100, currency: 'EUR', ...target },
        { as: merchant },
      );
      if (!r.success)
        expect(['invoice_not_refundable', 'refund_amount_exceeded', 'insufficient_funds']).toContain(r.error.code);
    } else if (a.kind === 'advance') {
      await h.advance(a.seconds);
    } else if (a.kind === 'buy') {
      const r = await h.call<BuyOrder>(
        'POST',
        '/buys',
        { amount: a.cents / 100, currency: 'EUR', btc_address: TESTNET, instant_order: a.instant },
        { as: merchant },
      );
      expect(r.success).toBe(true);
      orders.push(r.data);
    } else if (a.kind === 'confirmBuy' && orders.length > 0) {
      const order = orders[a.order % orders.length] as BuyOrder;
      const r = await h.call('PUT', `/buys/${order.id}/actions/confirm`, undefined, { as: merchant });
      if (!r.success) expect(r.error.code).toBe('buy_order_not_waiting');
    }
  }
  await h.call('GET', '/balance', undefined, { as: merchant }); // applies whatever fell due

  const db = h.db;
  const balance = db.prepare('SELECT fiat_balance_minor FROM merchants WHERE id = ?').pluck().get(id) as number;
  expect(balance).toBeGreaterThanOrEqual(0);
  const credited = db
    .prepare(
      'SELECT COALESCE(SUM(transfer_amount_minor), 0) FROM merchant_invoices WHERE merchant_id = ? AND credited = 1',
    )
    .pluck()
    .get(id) as number;
  const refunded = db
    .prepare(`SELECT COALESCE(SUM(amount_minor), 0) FROM merchant_refunds WHERE merchant_id = ? AND state <> 'expired'`)
    .pluck()
    .get(id) as number;
  const bought = db
    .prepare(
      `SELECT COALESCE(SUM(fiat_amount_minor), 0) FROM merchant_buy_orders WHERE merchant_id = ? AND state IN ('queued', 'complete')`,
    )
    .pluck()
    .get(id) as number;
  expect(balance).toBe(20_000 + credited - refunded - bought);

  const overRefunded = db
    .prepare(
      `SELECT i.id FROM merchant_invoices i WHERE i.merchant_id = ? AND i.transfer_amount_minor <
         (SELECT COALESCE(SUM(amount_minor), 0) FROM merchant_refunds r WHERE r.invoice_id = i.id AND r.state <> 'expired')`,
    )
    .all(id);
  expect(overRefunded).toEqual([]);

  // Every state change has exactly one callback: the callbacks of a resource, oldest first, are a chain of
  // allowed moves from its first state to its current one, with no state twice.
  const bodies = db
    .prepare(`SELECT body FROM outbox WHERE kind LIKE 'merchant.%' ORDER BY id`)
    .pluck()
    .all() as string[];
  const chains = new Map<string, string[]>();
  const reported = new Map<number, string>(); // invoice id → the state its last state change reported
  for (const body of bodies) {
    const callback = MerchantCallback.parse(JSON.parse(body));
    if (callback.event === 'invoice_payment_received') {
      // A payment notice is not a state change: the invoice is still where its last state change left it.
      expect(callback.data.state).toBe(reported.get(callback.data.id) ?? 'new');
      continue;
    }
    if (callback.event === 'invoice_state_change') reported.set(callback.data.id, callback.data.state);
    const key = `${callback.event}:${callback.data.id}`;
    chains.set(key, [...(chains.get(key) ?? []), callback.data.state]);
  }
  const invoiceRows = db.prepare('SELECT id, state, type FROM merchant_invoices WHERE merchant_id = ?').all(id) as {
    id: number;
    state: string;
    type: string;
  }[];
  for (const invoice of invoiceRows) {
    const chain = chains.get(`invoice_state_change:${invoice.id}`) ?? [];
    const start = invoice.type === 'extra' ? 'paid' : 'new';
    const states = invoice.type === 'extra' ? chain : ['new', ...chain];
    if (invoice.type === 'extra') expect(chain[0]).toBe(start);
    for (let i = 1; i < states.length; i++) expect(INVOICE_MOVES[states[i - 1] as string]).toContain(states[i]);
    expect(states.at(-1)).toBe(invoice.state);
  }
  for (const order of orders) {
    const current = db.prepare('SELECT state FROM merchant_buy_orders WHERE id = ?').pluck().get(order.id) as string;
    const states = [order.state, ...(chains.get(`buy_order_state_change:${order.id}`) ?? [])];
    for (let i = 1; i < states.length; i++) expect(ORDER_MOVES[states[i - 1] as string]).toContain(states[i]);
    expect(states.at(-1)).toBe(current);
  }
}

describe('ledger property', () => {
  it('random payments, refunds, clock moves and buy orders keep the ledger exact and notify every change once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), (actions) => run(actions)),
      { numRuns: 30 },
    );
  }, 120_000);
});
