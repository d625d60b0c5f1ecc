// Trading: the trader's payment methods, price quotes, trades (create, list, read, cancel) and the sandbox's test
// bank transfer. Due moves (expiry, completion, recurring buys) are applied before each request, so a read never
// shows a stale state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fiatToMinor, minorToFiat } from '#contract/money';
import { tradeEndpoints } from '#contract/trade/endpoints';
import type { TraderPaymentMethod } from '#contract/trade/trades';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import type { EmulatorContext } from '../../context';
import { findTraderOfUser, type TraderRow, type UserRow } from '../account-store';
import { currentUser, userIfAny } from '../bearer';
import { receiveBankTransfer } from '../bank-transfer';
import type { TradeDeps } from '../deps';
import { fromEurMinor, toEurMinor } from '../limits';
import { paymentMethods, type MinorAmounts, type PaymentMethod } from '../payment-methods';
import { cannotTradeReasons, createPriceQuote, createTrade, eurLeft, refusal, traderQuote } from '../trade-create';
import { applyTradeMove } from '../trade-life';
import { findTrade, listTrades, quoteView, tradeView, type TradeRow } from '../trade-store';
import { applyDueTrades } from '../trade-sweep';

const wire = (values: MinorAmounts): Record<string, number> =>
  Object.fromEntries(Object.entries(values).map(([currency, minor]) => [currency, minorToFiat(minor, currency)]));

/** Whether `amount` (major units, from the query) of `currency` lies within `minimum`..`limit` of the method. */
function takesAmount(minimum: MinorAmounts, limit: MinorAmounts, currency: string, amount: number): boolean {
  let minor: number;
  try {
    minor = fiatToMinor(amount, currency);
  } catch {
    return false;
  }
  return minor >= (minimum[currency] ?? 0) && minor <= (limit[currency] ?? Number.MAX_SAFE_INTEGER);
}

/** The method's cap per currency, lowered to what is left of the trader's limit (EUR cents, converted). */
function capped(limit: MinorAmounts, eurLeftMinor: number | undefined, now: Date): MinorAmounts {
  if (eurLeftMinor === undefined) return limit;
  return Object.fromEntries(
    Object.entries(limit).map(([currency, cap]) => [
      currency,
      Math.min(cap, fromEurMinor(eurLeftMinor, currency, now) ?? cap),
    ]),
  );
}

export function traderPaymentMethod(
  ctx: EmulatorContext,
  method: PaymentMethod,
  trader: TraderRow | undefined,
  query: { inCurrency?: string; outCurrency?: string; inAmount?: number },
  now: Date,
): TraderPaymentMethod {
  const left = trader && eurLeft(ctx, trader, method.inMedium, now);
  const sell = method.inMedium === 'blockchain';
  const limitIn = capped(method.limitIn, left, now);
  const result: TraderPaymentMethod = {
    inMedium: method.inMedium,
    outMedium: method.outMedium,
    name: method.name,
    inCurrencies: [...method.inCurrencies],
    outCurrencies: [...method.outCurrencies],
    ...(query.inCurrency ? { inCurrency: query.inCurrency } : {}),
    ...(query.outCurrency ? { outCurrency: query.outCurrency } : {}),
    inFixedFees: wire(method.inFee.fixed),
    outFixedFees: wire(method.outFee.fixed),
    inPercentageFee: method.inFee.basisPoints / 100,
    outPercentageFee: method.outFee.basisPoints / 100,
    minimumInAmounts: wire(method.minimumIn),
    limitInAmounts: wire(limitIn),
  };
  if (sell) {
    // What the bank payout limit leaves, per payout currency.
    const cap = left ?? Number.MAX_SAFE_INTEGER;
    result.limitOutAmounts = wire(
      Object.fromEntries(
        method.outCurrencies.map((currency) => [
          currency,
          left === undefined
            ? (fromEurMinor(toEurMinor(method.limitIn.BTC ?? 0, 'BTC', now), currency, now) ?? 0)
            : (fromEurMinor(cap, currency, now) ?? 0),
        ]),
      ),
    );
  }
  if (trader) {
    let eurMinor: number | undefined;
    if (query.inAmount !== undefined && query.inCurrency && method.inCurrencies.includes(query.inCurrency)) {
      try {
        eurMinor = toEurMinor(fiatToMinor(query.inAmount, query.inCurrency), query.inCurrency, now);
      } catch {
        eurMinor = undefined;
      }
    }
    const reasons = cannotTradeReasons(ctx, trader, method, now, eurMinor);
    result.canTrade = reasons.length === 0;
    if (reasons.length > 0) result.cannotTradeReasons = reasons;
  }
  return result;
}

export async function tradeRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  // What fell due (unpaid trades expiring, paid ones completing, recurring buys) shows in this request already.
  app.addHook('preHandler', async () => applyDueTrades(ctx, ctx.clock.now()));

  function traderOfUser(user: UserRow): TraderRow {
    const trader = findTraderOfUser(ctx.db, user.id);
    if (!trader) throw new ApiError(404, 'trader_not_found', 'This user has no trader.');
    return trader;
  }
  const traderOf = (request: FastifyRequest) => traderOfUser(currentUser(request));

  function tradeOf(request: FastifyRequest, id: number): { trade: TradeRow; user: UserRow } {
    const user = currentUser(request);
    const trader = traderOfUser(user);
    const trade = findTrade(ctx.db, id);
    if (!trade || trade.trader_id !== trader.id)
      throw refusal('trade_not_found', 'No trade of this trader has this id.');
    return { trade, user };
  }

  defineEndpoint(app, guards, tradeEndpoints.listTraderPaymentMethods, ({ query, request }) => {
    const now = ctx.clock.now();
    const user = userIfAny(request);
    const trader = user && traderOfUser(user);
    return paymentMethods
      .filter((m) => !query.inCurrency || m.inCurrencies.includes(query.inCurrency))
      .filter((m) => !query.outCurrency || m.outCurrencies.includes(query.outCurrency))
      .filter(
        (m) =>
          query.inAmount === undefined ||
          !query.inCurrency ||
          takesAmount(m.minimumIn, m.limitIn, query.inCurrency, query.inAmount),
      )
      .map((m) => traderPaymentMethod(ctx, m, trader, query, now))
      .filter(
        (m) =>
          query.outAmount === undefined ||
          !query.outCurrency ||
          m.limitOutAmounts === undefined ||
          (m.limitOutAmounts[query.outCurrency] ?? 0) >= query.outAmount,
      );
  });

  defineEndpoint(app, guards, tradeEndpoints.createPriceQuote, ({ body, request }) => {
    const user = userIfAny(request);
    return createPriceQuote(ctx, user && traderOfUser(user), body, ctx.clock.now());
  });

  defineEndpoint(app, guards, tradeEndpoints.getPriceQuote, ({ params, request }) =>
    quoteView(traderQuote(ctx, traderOf(request).id, params.id)),
  );

  defineEndpoint(app, guards, tradeEndpoints.createTrade, ({ body, request }) => {
    const user = currentUser(request);
    const trade = createTrade(ctx, traderOfUser(user), body, ctx.clock.now());
    return tradeView(ctx, trade, user.email);
  });

  defineEndpoint(app, guards, tradeEndpoints.listTrades, ({ request }) => {
    const user = currentUser(request);
    return listTrades(ctx.db, traderOfUser(user).id).map((trade) => tradeView(ctx, trade, user.email));
  });

  defineEndpoint(app, guards, tradeEndpoints.getTrade, ({ params, request }) => {
    const { trade, user } = tradeOf(request, params.id);
    return tradeView(ctx, trade, user.email);
  });

  defineEndpoint(app, guards, tradeEndpoints.cancelTrade, ({ params, request }) => {
    const { trade, user } = tradeOf(request, params.id);
    const moved = applyTradeMove(ctx, trade.id, 'cancelled_by_trader', ctx.clock.now());
    if (!moved.ok)
      throw refusal(
        'trade_not_cancellable',
        `Only a trade awaiting payment can be cancelled; this one is ${trade.state}.`,
      );
    return tradeView(ctx, moved.trade, user.email);
  });

  defineEndpoint(app, guards, tradeEndpoints.testBankTransfer, ({ params, body, request }) => {
    if (ctx.config.mode !== 'sandbox')
      throw refusal('invalid_request', 'Test bank transfers exist only in the sandbox.');
    const { trade } = tradeOf(request, params.id);
    const received = receiveBankTransfer(ctx, trade, body, ctx.clock.now());
    if (!received.ok) throw refusal('invalid_request', received.message);
    return {};
  });
}
