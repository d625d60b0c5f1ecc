// The trading routes of the msw browser API (mock-bff.ts): the customer's payment methods, price quotes priced
// exactly from the mock's BTC prices, trades made from them (card, bank, sell), reading, cancelling and the
// sandbox's bank transfer. The event stream is refused, so views follow trades by polling, as without a stream.
import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import type { BffRouteName } from '../api/contract/bff/routes';
import type { PartnerConfig } from '../api/contract/bff/schemas';
import type { TradeView } from '../api/contract/bff/trade';
import { createTrade, createTradeQuote, listPaymentMethods } from '../api/contract/bff/routes-trades';
import { isBtcAddress } from '../api/contract/btc-address';
import { fiatMinorToSatoshi, fiatToMinor, minorToFiat, rateFromWire, satoshiToFiatMinor } from '../api/contract/money';
import type { PaymentMethodFee, PartnerPaymentMethod } from '../api/contract/trade/partners';
import { isCancellable, QUOTE_LIFETIME_MS, tradeSide, transferStatesOf } from '../api/contract/trade/trade-states';
import type { PriceQuote, TradeState, TraderPaymentMethod } from '../api/contract/trade/trades';
import { mockBtcPrices } from './fixtures';
import { tradeFixture } from './trade-fixtures';

export interface MockTradesOptions {
  /** The customer's trades, newest first. */
  trades?: TradeView[];
  /** The payment methods as this customer may use them; default: the partner's, all of them usable. */
  paymentMethods?: TraderPaymentMethod[];
  /** How long a price quote holds, in ms; default 15 minutes. */
  quoteLifetimeMs?: number;
  /**
   * True: each read of a trade that is paid moves it one state on (payment_authorized → processing →
   * completed_test), as the sandbox does over a few seconds.
   */
  tradesProgress?: boolean;
}

export interface MockTradesState {
  trades: TradeView[];
  quotes: PriceQuote[];
}

type Handler = (input: { body: unknown; url: URL; params: Record<string, string> }) => Response | Promise<Response>;

export interface MockTradesContext {
  options: MockTradesOptions;
  state: MockTradesState;
  config: PartnerConfig;
  fail: (status: number, error: string, message: string, field?: string) => Response;
  invalid: (error: z.core.$ZodError) => Response;
  /** The service's time now (ms): quotes are issued and expire by it. */
  serviceNow: () => number;
}

export function createTradesState(options: MockTradesOptions): MockTradesState {
  return { trades: structuredClone(options.trades ?? []), quotes: [] };
}

/** A partner's method as the signed-in customer sees it: the partner's fees and bounds, `canTrade`. */
export function traderMethodOf(method: PartnerPaymentMethod): TraderPaymentMethod {
  return {
    inMedium: method.inMedium,
    outMedium: method.outMedium,
    name: method.name,
    inCurrencies: method.inCurrencies,
    outCurrencies: method.outCurrencies,
    inFixedFees: method.inFee.fixed,
    outFixedFees: method.outFee.fixed,
    inPercentageFee: method.inFee.percentage,
    outPercentageFee: method.outFee.percentage,
    minimumInAmounts: method.minimumInAmounts,
    limitInAmounts: method.limitInAmounts,
    canTrade: true,
  };
}

/** A fee on `minor` units of `currency`: the fixed part plus the percentage, rounded up. */
function feeMinor(minor: number, fee: PaymentMethodFee, currency: string): number {
  const basisPoints = BigInt(Math.round(fee.percentage * 100));
  const variable = Number((BigInt(minor) * basisPoints + 9_999n) / 10_000n);
  return fiatToMinor(fee.fixed[currency] ?? 0, currency) + variable;
}

const NEXT_STATE: Partial<Record<TradeState, TradeState>> = {
  payment_authorized: 'processing',
  processing: 'completed_test',
};

/** `trade` moved to `state`, its transfers with it. */
export function movedTrade(trade: TradeView, state: TradeState): TradeView {
  const states = transferStatesOf(state);
  const completed = state === 'completed' || state === 'completed_test';
  return {
    ...trade,
    state,
    updateTime: new Date().toISOString(),
    transferIn: { ...trade.transferIn, state: states.in },
    transferOut: { ...trade.transferOut, state: states.out },
    ...(completed
      ? { outAmount: trade.outAmountExpected, receiptUrl: `http://localhost:4000/sandbox/trades/${trade.id}/receipt` }
      : {}),
  };
}

export function tradeAnswers({ options, state, config, fail, invalid, serviceNow }: MockTradesContext) {
  const methods = () => options.paymentMethods ?? config.paymentMethods.map(traderMethodOf);
  const lifetime = options.quoteLifetimeMs ?? QUOTE_LIFETIME_MS;
  let nextQuoteId = 501;
  let nextTradeId = 901;
  const used = new Set<number>();
  const find = (id: string) => state.trades.findIndex((trade) => trade.id === Number(id));

  const answers: Partial<Record<BffRouteName, Handler>> = {
    listPaymentMethods: ({ url }) => {
      const parsed = listPaymentMethods.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return invalid(parsed.error);
      const { inCurrency, outCurrency } = parsed.data;
      return HttpResponse.json(
        methods()
          .filter(
            (m) =>
              (!inCurrency || m.inCurrencies.includes(inCurrency)) &&
              (!outCurrency || m.outCurrencies.includes(outCurrency)),
          )
          .map((m) => ({ ...m, ...(inCurrency ? { inCurrency } : {}), ...(outCurrency ? { outCurrency } : {}) })),
      );
    },
    createTradeQuote: ({ body }) => {
      const parsed = createTradeQuote.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const request = parsed.data;
      const sending = request.baseAmount < 0;
      const [send, receive] = sending
        ? [request.baseCurrency, request.quoteCurrency]
        : [request.quoteCurrency, request.baseCurrency];
      const method = methods().find(
        (m) =>
          m.inCurrencies.includes(send) &&
          m.outCurrencies.includes(receive) &&
          (!request.transferInMedium || m.inMedium === request.transferInMedium) &&
          (!request.transferOutMedium || m.outMedium === request.transferOutMedium),
      );
      const buying = receive === 'BTC';
      const fiat = buying ? send : receive;
      const price = mockBtcPrices[fiat];
      if (!method || price === undefined || (send === 'BTC') === buying)
        return fail(400, 'no_matching_payment_method', `No payment method trades ${send} for ${receive}.`);
      const rate = rateFromWire(price);
      const partner = config.paymentMethods.find((m) => m.inMedium === method.inMedium);
      const inFee = partner?.inFee ?? { fixed: {}, percentage: 0 };
      const outFee = partner?.outFee ?? { fixed: {}, percentage: 0 };
      let amount: number;
      try {
        amount = fiatToMinor(Math.abs(request.baseAmount), request.baseCurrency);
      } catch (error) {
        return fail(400, 'invalid_request', `baseAmount: ${(error as Error).message}`, 'baseAmount');
      }
      let sendMinor: number;
      let gross: number;
      if (sending) {
        sendMinor = amount;
        gross = buying
          ? fiatMinorToSatoshi(sendMinor, fiat, rate, 'down')
          : satoshiToFiatMinor(sendMinor, fiat, rate, 'down');
      } else {
        gross = amount;
        while (gross - feeMinor(gross, outFee, receive) < amount) gross += 1;
        sendMinor = buying ? satoshiToFiatMinor(gross, fiat, rate, 'up') : fiatMinorToSatoshi(gross, fiat, rate, 'up');
      }
      const minimum = method.minimumInAmounts[send];
      const limit = method.limitInAmounts[send];
      if (minimum !== undefined && sendMinor < fiatToMinor(minimum, send))
        return fail(400, 'limits_exceeded', `The amount is below the minimum of ${minimum} ${send}.`);
      if (limit !== undefined && sendMinor > fiatToMinor(limit, send))
        return fail(400, 'limits_exceeded', `The amount is above the maximum of ${limit} ${send}.`);
      const outFeeMinor = feeMinor(gross, outFee, receive);
      const net = gross - outFeeMinor;
      const now = serviceNow();
      const quote: PriceQuote = {
        id: nextQuoteId++,
        baseCurrency: request.baseCurrency,
        quoteCurrency: request.quoteCurrency,
        baseAmount: sending ? -minorToFiat(sendMinor, send) : minorToFiat(net, receive),
        quoteAmount: sending ? minorToFiat(net, receive) : -minorToFiat(sendMinor, send),
        transferIn: {
          medium: method.inMedium,
          feeAmount: minorToFiat(feeMinor(sendMinor, inFee, send), send),
          currency: send,
        },
        transferOut: { medium: method.outMedium, feeAmount: minorToFiat(outFeeMinor, receive), currency: receive },
        issueTime: new Date(now).toISOString(),
        expiryTime: new Date(now + lifetime).toISOString(),
      };
      state.quotes.push(quote);
      return HttpResponse.json(quote, { status: 201 });
    },
    getTradeQuote: ({ params }) => {
      const quote = state.quotes.find((q) => q.id === Number(params.id));
      return quote ? HttpResponse.json(quote) : fail(404, 'quote_not_found', 'No price quote has this id.');
    },
    createTrade: ({ body }) => {
      const parsed = createTrade.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const request = parsed.data;
      const quote = state.quotes.find((q) => q.id === request.priceQuoteId);
      if (quote?.id === undefined || used.has(quote.id))
        return fail(404, 'quote_not_found', 'No unused price quote has this id.');
      if (Date.parse(quote.expiryTime) <= serviceNow()) return fail(400, 'quote_expired', 'The price quote expired.');
      const side = tradeSide(request.transferIn.medium, request.transferOut.medium);
      if (!side) return fail(400, 'invalid_request', 'Not a trade.', 'transferOut.medium');
      const { walletAddress, bankAccountId } = request.transferOut;
      if (side === 'buy' && (walletAddress === undefined || !isBtcAddress(walletAddress, 'testnet')))
        return fail(400, 'invalid_blockchain_account', 'Not a testnet address.', 'transferOut.walletAddress');
      if (side === 'sell' && bankAccountId === undefined)
        return fail(400, 'invalid_request', 'Choose a bank account.', 'transferOut.bankAccountId');
      if (request.recurring && request.transferIn.medium !== 'card')
        return fail(400, 'invalid_request', 'Only card buys can repeat.', 'recurring');
      used.add(quote.id);
      const sending = quote.baseAmount < 0;
      const sendAmount = Math.abs(sending ? quote.baseAmount : quote.quoteAmount);
      const receiveAmount = sending ? quote.quoteAmount : quote.baseAmount;
      const inFee = quote.transferIn?.feeAmount ?? 0;
      const outFee = quote.transferOut?.feeAmount ?? 0;
      const [sendCurrency, receiveCurrency] = [quote.transferIn!.currency, quote.transferOut!.currency];
      const total = minorToFiat(fiatToMinor(sendAmount, sendCurrency) + fiatToMinor(inFee, sendCurrency), sendCurrency);
      const gross = minorToFiat(
        fiatToMinor(receiveAmount, receiveCurrency) + fiatToMinor(outFee, receiveCurrency),
        receiveCurrency,
      );
      const id = nextTradeId++;
      const base = tradeFixture(
        side === 'sell' ? 'sell' : request.transferIn.medium === 'card' ? 'card' : 'bank',
        'awaiting_transfer_in',
        { id },
        serviceNow(),
      );
      const trade: TradeView = {
        ...base,
        inCurrency: sendCurrency,
        outCurrency: receiveCurrency,
        inAmount: sendAmount,
        outAmountExpected: receiveAmount,
        quoteExpireTime: quote.expiryTime,
        recurringBuyId: request.recurring ? 1 : null,
        transferIn: {
          ...base.transferIn,
          currency: sendCurrency,
          sendAmount: total,
          receiveAmount: sendAmount,
          ...(side === 'sell'
            ? {
                details: {
                  ...base.transferIn.details,
                  paymentUri: `bitcoin:${(base.transferIn.details as { account: string }).account}?amount=${total}`,
                },
              }
            : {}),
          ...(request.transferIn.medium === 'card'
            ? {
                details: {
                  redirectUrl: `https://card.example/pay/${id}`,
                  returnUrl: request.returnUrl ?? 'http://localhost:3000/api/trades/return',
                },
              }
            : {}),
        },
        transferOut: {
          ...base.transferOut,
          currency: receiveCurrency,
          sendAmount: gross,
          receiveAmount,
          ...(side === 'buy' ? { details: { account: walletAddress! } } : { bankAccountId: bankAccountId! }),
        },
      };
      state.trades.unshift(trade);
      return HttpResponse.json(trade, { status: 201 });
    },
    listTrades: () => HttpResponse.json(state.trades),
    cancelTrade: ({ params }) => {
      const at = find(params.id!);
      if (at < 0) return fail(404, 'trade_not_found', 'No trade of this customer has this id.');
      if (!isCancellable(state.trades[at]!.state))
        return fail(400, 'trade_not_cancellable', 'Only a trade awaiting payment can be cancelled.');
      state.trades[at] = movedTrade(state.trades[at]!, 'cancelled');
      return HttpResponse.json(state.trades[at]);
    },
    tradeEvents: () => fail(503, 'upstream_unavailable', 'The mock has no event stream: poll.'),
    testBankTransfer: ({ params }) => {
      const at = find(params.id!);
      if (at < 0) return fail(404, 'trade_not_found', 'No trade of this customer has this id.');
      const trade = state.trades[at]!;
      if (trade.transferIn.medium !== 'bank' || trade.state !== 'awaiting_transfer_in')
        return fail(400, 'invalid_argument', 'Only a bank buy awaiting payment takes a bank transfer.');
      state.trades[at] = movedTrade(trade, 'processing');
      return HttpResponse.json({});
    },
    // Last: `/trades/:id` would also match `/trades/payment-methods`.
    getTrade: ({ params }) => {
      const at = find(params.id!);
      if (at < 0) return fail(404, 'trade_not_found', 'No trade of this customer has this id.');
      const trade = state.trades[at]!;
      const next = NEXT_STATE[trade.state];
      if (options.tradesProgress && next) state.trades[at] = movedTrade(trade, next);
      return HttpResponse.json(trade);
    },
  };
  return answers;
}
