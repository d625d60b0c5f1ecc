// The payment page's routes. The token in the path is the capability: an HMAC of the invoice id under the IPN
// secret (payment-link.ts), so the BFF checks it without a table and a guessed or altered one shows nothing.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PaymentView } from '#contract/bff/payment';
import { ApiError } from '../../http/failure';
import { verifyPaymentToken } from '../../payment-link';
import { UpstreamError } from '../../upstream/upstream-error';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { eventWriter } from '../invoice-events';
import { toPaymentView } from '../payment-view';

const linkInvalid = () =>
  new ApiError(404, 'payment_link_invalid', 'This payment link is not valid; ask the shop for a new one.');

/** The invoice id a payment link's token stands for; a guessed or altered token is `payment_link_invalid`. */
export function invoiceIdOfToken(ctx: BffContext, token: string): number {
  const id = verifyPaymentToken(token, ctx.settings.merchantIpnSecret);
  if (id === undefined) throw linkInvalid();
  return id;
}

/** The invoice as its payer sees it; one the service does not know is `payment_link_invalid` too. */
export async function loadPaymentView(ctx: BffContext, id: number): Promise<PaymentView> {
  try {
    return toPaymentView(await ctx.merchant.call('getInvoice', { params: { ID: id } }));
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'not_found') throw linkInvalid();
    throw error;
  }
}

/** Heartbeat comments keep proxies from closing an idle event stream. */
const HEARTBEAT_MS = 15_000;

export function paymentRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { merchant, settings, invoiceEvents } = ctx;
  // An open event stream never ends by itself, so a graceful close (SIGTERM in a rollout) would wait for every
  // page to leave. Ended first, the pages reopen their streams, on another instance behind the balancer.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  const invoiceIdOf = (token: string) => invoiceIdOfToken(ctx, token);
  const loadView = (id: number) => loadPaymentView(ctx, id);

  // The first read also tells the page whether to offer the sandbox's simulated payments.
  defineRoute(app, ctx, 'getPayment', async ({ params }) => ({
    ...(await loadView(invoiceIdOf(params.token))),
    sandbox: settings.mode === 'sandbox',
  }));

  defineRoute(app, ctx, 'getInputCurrencies', async ({ params }) => {
    const view = await loadView(invoiceIdOf(params.token));
    const rates = await merchant.call('getAltRates', { query: { baseCurrency: view.native.currency } });
    const currencies = Object.entries(rates)
      .map(([currency, rate]) => ({ currency, ...rate }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    return { currencies };
  });

  defineRoute(app, ctx, 'chooseInputCurrency', async ({ params, body }) => {
    const id = invoiceIdOf(params.token);
    const view = toPaymentView(await merchant.call('createInvoiceInput', { params: { ID: id }, body }));
    await invoiceEvents.publish(id, view);
    return view;
  });

  defineRoute(app, ctx, 'paymentEvents', async ({ params, request, reply }) => {
    const id = invoiceIdOf(params.token);
    const raw = reply.raw;
    const out = eventWriter(raw);
    // The stream opens with the first view, so a link that turns out invalid still gets its JSON 404.
    let opened = false;
    const send = (_view: PaymentView, event: Buffer) => {
      if (!opened) {
        opened = true;
        reply.hijack();
        streams.add(raw);
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-accel-buffering': 'no',
        });
      }
      out.event(event);
    };
    const stop = await invoiceEvents.watch(id, () => loadView(id), settings.paymentPollMs, send);
    const heartbeat = setInterval(() => out.comment('keep-alive'), HEARTBEAT_MS).unref();
    const close = () => {
      stop();
      clearInterval(heartbeat);
      streams.delete(raw);
    };
    // The page may have gone while the first view loaded.
    if (request.raw.socket.destroyed) close();
    else raw.on('close', close);
    return undefined;
  });

  defineRoute(app, ctx, 'createDemoInvoice', async ({ body }) => {
    // Anyone can press the demo shop's button: in production it would create real invoices with the merchant key.
    if (settings.mode !== 'sandbox') throw new ApiError(404, 'not_found', 'The demo shop runs only in sandbox mode.');
    const invoice = await merchant.call('createInvoice', {
      // The payer comes back to the demo shop (public/shop/) when the invoice is paid, or when it lapses.
      body: {
        ...body,
        return_url: new URL('/shop/?paid=1', settings.publicUrl).href,
        cancel_url: new URL('/shop/?cancelled=1', settings.publicUrl).href,
        plugin_name: 'tradekit-demo-shop',
        plugin_version: '0.1.0',
      },
    });
    return { paymentUrl: invoice.payment_url };
  });
}
