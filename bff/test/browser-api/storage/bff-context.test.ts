// The BFF context owns its storage: created once with the server, closed with it, and nothing of it outlives it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '#contract/bff/payment';
import { createBffContext } from '../../../src/browser-api/context';
import { InvoiceEvents } from '../../../src/browser-api/invoice-events';
import { createSqliteBffStorage } from '../../../src/browser-api/storage/sqlite/sqlite-bff-storage';
import { systemClock } from '../../../src/clock';
import { startTestServer, type TestServer } from '../../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const view = (state: PaymentView['state']) => ({ state, payments: [] }) as unknown as PaymentView;

describe('the BFF context and its storage', () => {
  it('closing the context ends every payment page hub and its subscription to invoice changes', async () => {
    const ctx = createBffContext(server.bff, createSqliteBffStorage(server.db), systemClock);
    await ctx.invoiceEvents.ready;
    const listener = vi.fn();
    await ctx.invoiceEvents.watch(1, async () => view('new'), 600_000, listener);
    expect(ctx.invoiceEvents.watchedInvoices).toBe(1);
    await ctx.close();
    expect(ctx.invoiceEvents.watchedInvoices).toBe(0);
    await ctx.storage.changes.publish({ invoiceId: 1, origin: 'another instance', view: view('paid') });
    expect(listener).toHaveBeenCalledTimes(1); // the first view only
  });

  it('the server closes its BFF context when it closes', async () => {
    const close = vi.spyOn(InvoiceEvents.prototype, 'close');
    try {
      const own = await startTestServer();
      await own.app.close();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      close.mockRestore();
    }
  });
});
