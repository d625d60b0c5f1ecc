// The sandbox card payment: the page a card trade's `redirectUrl` opens (a form per outcome, no script), its form
// post (on to the trade's `returnUrl` with the result), and the same three outcomes as a JSON tool for scripts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatFiat } from '#contract/money';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { findTrader, findUser } from '../../trade/account-store';
import { cardPaymentOutcomeOf, decideCardPayment, findCardTradeByPaymentId } from '../../trade/card-payment';
import { cardPaymentPage, cardPaymentResultPage, type CardPaymentPageInput } from '../../trade/card-payment-page';
import { findPartner } from '../../trade/partner-store';
import { pageHeaders, sandboxPage } from '../../trade/sandbox-page';
import type { TradeRow } from '../../trade/trade-store';
import { applyDueTrades } from '../../trade/trade-sweep';
import { acceptFormPosts } from '../form-body';

export async function cardPaymentRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  acceptFormPosts(app);

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders).send(html);
  const notFoundPage = (reply: FastifyReply) =>
    send(reply, 404, sandboxPage('Card payment not found', '<p>No card payment has this id. Check the link.</p>'));

  function pageInput(trade: TradeRow): Omit<CardPaymentPageInput, 'outcome' | 'action'> {
    const { paymentId } = JSON.parse(trade.in_details) as { paymentId: string };
    const trader = findTrader(ctx.db, trade.trader_id);
    const user = trader && findUser(ctx.db, trader.user_id);
    const partner = user && findPartner(ctx.db, user.partner_id);
    return {
      tradeId: trade.id,
      paymentId,
      amount: formatFiat(trade.in_send_minor, trade.in_currency),
      currency: trade.in_currency,
      merchant: partner?.name ?? 'Unknown merchant',
    };
  }
  const actionOf = (paymentId: string) =>
    `${ctx.config.publicUrl}/sandbox/card-payments/${encodeURIComponent(paymentId)}`;

  // An unpaid trade whose quote expired by now is expired before anything is shown or decided.
  const trade = (paymentId: string) => {
    applyDueTrades(ctx, ctx.clock.now());
    return findCardTradeByPaymentId(ctx.db, paymentId);
  };

  defineEndpoint(app, openToAnyone, sandboxEndpoints.showCardPaymentPage, ({ params, reply }) => {
    const found = trade(params.paymentId);
    if (!found) return notFoundPage(reply);
    return send(
      reply,
      200,
      cardPaymentPage({
        ...pageInput(found),
        outcome: cardPaymentOutcomeOf(ctx.db, found),
        action: actionOf(params.paymentId),
      }),
    );
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.decideCardPaymentPage, ({ body, params, reply }) => {
    const found = trade(params.paymentId);
    if (!found) return notFoundPage(reply);
    const decided = decideCardPayment(ctx, found.id, body.result, ctx.clock.now());
    if (!decided.ok) {
      // Someone decided first, or the quote expired: the page shows what became of the payment.
      const now = decided.trade ?? found;
      return send(
        reply,
        409,
        cardPaymentPage({
          ...pageInput(now),
          outcome: cardPaymentOutcomeOf(ctx.db, now),
          action: actionOf(params.paymentId),
        }),
      );
    }
    if (decided.location) return reply.code(303).header('location', decided.location).send();
    return send(reply, 200, cardPaymentResultPage(body.result, pageInput(decided.trade)));
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.setCardPaymentResult, ({ body, params }) => {
    applyDueTrades(ctx, ctx.clock.now());
    const decided = decideCardPayment(ctx, params.id, body.result, ctx.clock.now());
    if (!decided.ok) {
      if (decided.reason === 'not_found') throw new ApiError(404, 'not_found', decided.message);
      throw new ApiError(
        400,
        decided.reason === 'not_card' ? 'invalid_request' : 'not_awaiting_payment',
        decided.message,
      );
    }
    return {
      tradeId: decided.trade.id,
      result: body.result,
      state: decided.trade.state,
      location: decided.location,
    };
  });
}
