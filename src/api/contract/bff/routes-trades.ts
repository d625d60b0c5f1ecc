// Browser API routes of trading: the signed-in customer's payment methods, price quotes, trades (and the live
// stream of one), payout bank accounts and recurring buys, and the page the card payment page returns to.
// Browser-safe.
import { EmptyObject } from '../trade/primitives';
import {
  NumericIdParams,
  PriceQuote,
  PriceQuoteRequest,
  TraderPaymentMethods,
  TraderPaymentMethodsQuery,
} from '../trade/trades';
import { defineRoute } from './route-types';
import {
  BankAccountView,
  BankAccountViews,
  CreateBankAccountBody,
  CreateTradeBody,
  RecurringBuyView,
  RecurringBuyViews,
  TradeReturnQuery,
  TradeView,
  TradeViews,
} from './trade';

export const listPaymentMethods = defineRoute({
  method: 'GET',
  path: '/trades/payment-methods',
  summary: 'Payment methods as the customer may use them: fees, minimums, what is left of the limits, `canTrade`.',
  auth: 'session',
  query: TraderPaymentMethodsQuery,
  response: TraderPaymentMethods,
});

export const createTradeQuote = defineRoute({
  method: 'POST',
  path: '/trades/quotes',
  summary: 'A price quote with an `id`, held 15 minutes, to trade once.',
  auth: 'session',
  body: PriceQuoteRequest,
  status: 201,
  response: PriceQuote,
});

export const getTradeQuote = defineRoute({
  method: 'GET',
  path: '/trades/quotes/:id',
  summary: 'A price quote of the customer.',
  auth: 'session',
  params: NumericIdParams,
  response: PriceQuote,
});

export const createTrade = defineRoute({
  method: 'POST',
  path: '/trades',
  summary: 'Trade a price quote; a card buy answers the payment page in `transferIn.details.redirectUrl`.',
  auth: 'session',
  body: CreateTradeBody,
  status: 201,
  response: TradeView,
});

export const listTrades = defineRoute({
  method: 'GET',
  path: '/trades',
  summary: 'The customer’s trades, newest first.',
  auth: 'session',
  response: TradeViews,
});

export const getTrade = defineRoute({
  method: 'GET',
  path: '/trades/:id',
  summary: 'One trade of the customer.',
  auth: 'session',
  params: NumericIdParams,
  response: TradeView,
});

export const cancelTrade = defineRoute({
  method: 'POST',
  path: '/trades/:id/cancel',
  summary: 'Cancel a trade still awaiting the customer’s payment.',
  auth: 'session',
  params: NumericIdParams,
  response: TradeView,
});

export const tradeEvents = defineRoute({
  method: 'GET',
  path: '/trades/:id/events',
  summary: 'Server-sent events: `trade` with the TradeView on connect and on every change.',
  auth: 'session',
  params: NumericIdParams,
  response: 'event-stream',
});

export const testBankTransfer = defineRoute({
  method: 'POST',
  path: '/trades/:id/test/bank-transfer',
  summary: 'Sandbox only: the customer’s bank transfer for a bank buy arrives.',
  auth: 'session',
  params: NumericIdParams,
  response: EmptyObject,
});

export const tradeReturn = defineRoute({
  method: 'GET',
  path: '/trades/return',
  summary:
    'Where the card payment page sends the customer back: a page that tells the window that opened it and closes.',
  auth: 'public',
  query: TradeReturnQuery,
  response: 'html',
});

export const listBankAccounts = defineRoute({
  method: 'GET',
  path: '/bank-accounts',
  summary: 'The customer’s payout bank accounts.',
  auth: 'session',
  response: BankAccountViews,
});

export const createBankAccount = defineRoute({
  method: 'POST',
  path: '/bank-accounts',
  summary: 'Register a payout bank account.',
  auth: 'session',
  body: CreateBankAccountBody,
  status: 201,
  response: BankAccountView,
});

export const deleteBankAccount = defineRoute({
  method: 'DELETE',
  path: '/bank-accounts/:id',
  summary: 'Remove a payout bank account.',
  auth: 'session',
  params: NumericIdParams,
  status: 204,
  response: 'empty',
});

export const listRecurringBuys = defineRoute({
  method: 'GET',
  path: '/recurring-buys',
  summary: 'The customer’s recurring buys.',
  auth: 'session',
  response: RecurringBuyViews,
});

export const stopRecurringBuy = defineRoute({
  method: 'POST',
  path: '/recurring-buys/:id/stop',
  summary: 'Stop a recurring buy.',
  auth: 'session',
  params: NumericIdParams,
  response: RecurringBuyView,
});
