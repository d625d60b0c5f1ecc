// Sandbox only: the payment page's simulated payments and confirmations, passed on to the sandbox tools over HTTP
// (their base URL is a setting), so the page talks to this BFF alone. Production registers none of it: there the
// paths get the browser API's `{error, message}` 404 like any unknown one.
import { btcToSatoshi, satoshiToBtc } from '#contract/money';
import type { PaymentView, SandboxPaymentRequest } from '#contract/bff/payment';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/failure';
import { NoAnswerError, noRetryPolicy, send } from '../../upstream/transport';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { invoiceIdOfToken, loadPaymentView } from './payment-routes';

/** Confirmations a simulated payment gets: what the Merchant API waits for before an invoice is complete. */
const CONFIRMATIONS = 6;

/** Satoshi of a simulated payment: always at least one, so a payment always reaches the address. */
export function simulatedSatoshi(amount: SandboxPaymentRequest['amount'], dueSatoshi: number): number {
  if (amount === 'full') return dueSatoshi;
  if (amount === 'partial') return Math.max(1, Math.floor(dueSatoshi / 2));
  return dueSatoshi + Math.ceil(dueSatoshi / 10);
}

export function sandboxPaymentRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { settings, invoiceEvents } = ctx;
  const toolsUrl = settings.sandboxToolsUrl;
  if (settings.mode !== 'sandbox' || toolsUrl === undefined) return;

  /** One call of a sandbox tool. Not repeated on failure: a payment sent twice would be paid twice. */
  const tool = async (path: string, body: unknown): Promise<void> => {
    let answer;
    try {
      answer = await send(
        { method: 'POST', url: `${toolsUrl}${path}`, body, safeToRepeat: false },
        { timeoutMs: settings.upstreamTimeoutMs, retry: noRetryPolicy, userAgent: 'Tradekit-BFF/0.1' },
      );
    } catch (error) {
      if (error instanceof NoAnswerError)
        throw new ApiError(503, 'upstream_unavailable', 'The sandbox tools cannot be reached; try again in a moment.');
      throw error;
    }
    if (answer.status >= 200 && answer.status < 300) return;
    // The tools answer `{error, message}` too; their message says what to fix (an expired invoice, say).
    const message = messageOf(answer.text);
    throw new ApiError(502, 'upstream_error', `The sandbox refused the simulation${message ? `: ${message}` : '.'}`);
  };

  /** The view after a simulation, pushed to every page that watches the invoice. */
  const after = async (id: number): Promise<PaymentView> => {
    const view = await loadPaymentView(ctx, id);
    await invoiceEvents.publish(id, view);
    return view;
  };

  defineRoute(app, ctx, 'simulateSandboxPayment', async ({ params, body }) => {
    const id = invoiceIdOfToken(ctx, params.token);
    const view = await loadPaymentView(ctx, id);
    const due = btcToSatoshi(view.bitcoin.amount_due);
    if (view.state !== 'new' || due <= 0)
      throw new ApiError(400, 'invalid_request', `This invoice takes no payment now: it is ${view.state}.`);
    const sats = simulatedSatoshi(body.amount, due);
    await tool('/blockchain/payments', { address: view.bitcoin.address, amount: satoshiToBtc(sats) });
    return after(id);
  });

  defineRoute(app, ctx, 'confirmSandboxPayments', async ({ params }) => {
    const id = invoiceIdOfToken(ctx, params.token);
    const view = await loadPaymentView(ctx, id);
    for (const payment of view.payments.filter((p) => p.confirmations < CONFIRMATIONS))
      await tool('/blockchain/confirmations', { txid: payment.txid, confirmations: CONFIRMATIONS });
    return after(id);
  });
}

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}
