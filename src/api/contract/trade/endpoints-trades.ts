// Endpoints of trading (../shared/spec/trades.md): payment methods of the trader, price quotes, trades, payout
// bank accounts and recurring buys. Bearer-authenticated, except that payment methods and quotes also answer
// without a token (the partner-level list; a quote without an id, which cannot be traded).
import { defineEndpoints } from '../endpoint';
import { EmptyObject } from './primitives';
import { bearerAuthResponses, codes, errorResponse, invalidRequest } from './responses';
import {
  BankAccount,
  BankAccounts,
  BankTransferTestRequest,
  CreateBankAccountRequest,
  CreateTradeRequest,
  NumericIdParams,
  PriceQuote,
  PriceQuoteRequest,
  Subscription,
  Subscriptions,
  Trade,
  Trades,
  TraderPaymentMethods,
  TraderPaymentMethodsQuery,
  UpdateSubscriptionRequest,
} from './trades';

const tradeNotFound = errorResponse(
  'No trade of this trader has this id (another trader’s trade is not found either).',
  codes('trade_not_found'),
);
const bankAccountNotFound = errorResponse(
  'No bank account of this trader has this id.',
  codes('bank_account_not_found'),
);

export const tradeTradingEndpoints = defineEndpoints({
  listTraderPaymentMethods: {
    operationId: 'listTraderPaymentMethods',
    method: 'GET',
    path: '/trades/payment-methods',
    summary: 'Payment methods of the trader',
    description:
      'With an access token: fees, minimums, what is left of the trader’s limits, and `canTrade`. Without one: ' +
      'the partner-level list, with no `canTrade`.',
    tags: ['Trades'],
    auth: 'optionalBearer',
    query: TraderPaymentMethodsQuery,
    responses: {
      200: { description: 'The payment methods.', schema: TraderPaymentMethods },
      400: invalidRequest(),
      ...bearerAuthResponses,
    },
  },
  createPriceQuote: {
    operationId: 'createPriceQuote',
    method: 'POST',
    path: '/trades/quote',
    summary: 'Price quote',
    description:
      'A negative `baseAmount` is what the trader sends, a positive one what the trader receives. With an access ' +
      'token the quote has an `id` and can be traded once within 15 minutes.',
    tags: ['Trades'],
    auth: 'optionalBearer',
    body: PriceQuoteRequest,
    responses: {
      201: { description: 'The quote.', schema: PriceQuote },
      400: errorResponse(
        'The request is malformed, the amount is outside the payment method’s minimum and limit, or no payment ' +
          'method trades these currencies.',
        codes('invalid_request', 'limits_exceeded', 'no_matching_payment_method'),
      ),
      ...bearerAuthResponses,
    },
  },
  getPriceQuote: {
    operationId: 'getPriceQuote',
    method: 'GET',
    path: '/trades/quote/{id}',
    summary: 'A stored price quote',
    tags: ['Trades'],
    auth: 'bearer',
    params: NumericIdParams,
    responses: {
      200: { description: 'The quote.', schema: PriceQuote },
      ...bearerAuthResponses,
      404: errorResponse('No quote of this trader has this id.', codes('quote_not_found')),
    },
  },
  createTrade: {
    operationId: 'createTrade',
    method: 'POST',
    path: '/trades',
    summary: 'Trade a price quote',
    description:
      'Buy: `card → blockchain` or `bank → blockchain`, with the trader’s address in `transferOut.details.account`. ' +
      'Sell: `blockchain → bank`, with one of the trader’s bank accounts in `transferOut.mediumReceiveAccountId`.',
    tags: ['Trades'],
    auth: 'bearer',
    body: CreateTradeRequest,
    responses: {
      201: { description: 'The trade, awaiting the trader’s payment.', schema: Trade },
      400: errorResponse(
        'The request is malformed or the trader cannot trade now.',
        codes(
          'invalid_request',
          'invalid_argument',
          'quote_expired',
          'invalid_blockchain_account',
          'limits_exceeded',
          'trade_in_progress',
          'wait_after_first_trade',
          'country_not_supported',
          'trader_cannot_trade',
        ),
      ),
      ...bearerAuthResponses,
      404: errorResponse(
        'The quote is unknown, has no id, is another trader’s, or was already traded; or the bank account is not ' +
          'the trader’s.',
        codes('quote_not_found', 'bank_account_not_found'),
      ),
    },
  },
  listTrades: {
    operationId: 'listTrades',
    method: 'GET',
    path: '/trades',
    summary: 'The trader’s trades',
    tags: ['Trades'],
    auth: 'bearer',
    responses: { 200: { description: 'Newest first, no paging.', schema: Trades }, ...bearerAuthResponses },
  },
  getTrade: {
    operationId: 'getTrade',
    method: 'GET',
    path: '/trades/{id}',
    summary: 'One trade',
    tags: ['Trades'],
    auth: 'bearer',
    params: NumericIdParams,
    responses: { 200: { description: 'The trade.', schema: Trade }, ...bearerAuthResponses, 404: tradeNotFound },
  },
  cancelTrade: {
    operationId: 'cancelTrade',
    method: 'PATCH',
    path: '/trades/{id}/cancel',
    summary: 'Cancel a trade',
    description: 'Only while `awaiting_transfer_in`.',
    tags: ['Trades'],
    auth: 'bearer',
    params: NumericIdParams,
    responses: {
      200: { description: 'The cancelled trade.', schema: Trade },
      400: errorResponse('The trade is past waiting for payment.', codes('trade_not_cancellable')),
      ...bearerAuthResponses,
      404: tradeNotFound,
    },
  },
  testBankTransfer: {
    operationId: 'testBankTransfer',
    method: 'POST',
    path: '/trades/{id}/test/bank-transfer',
    summary: 'Sandbox: the trader’s bank transfer arrives',
    description: 'Sandbox only. Moves a bank buy awaiting payment to `processing`.',
    tags: ['Trades'],
    auth: 'bearer',
    params: NumericIdParams,
    body: BankTransferTestRequest,
    responses: {
      200: { description: 'Received.', schema: EmptyObject },
      400: errorResponse(
        'Not a bank trade awaiting payment, or another currency or amount.',
        codes('invalid_request', 'trade_not_cancellable'),
      ),
      ...bearerAuthResponses,
      404: tradeNotFound,
    },
  },
  listSubscriptions: {
    operationId: 'listSubscriptions',
    method: 'GET',
    path: '/trades/subscriptions',
    summary: 'Recurring buys',
    tags: ['Trades'],
    auth: 'bearer',
    responses: { 200: { description: 'The trader’s recurring buys.', schema: Subscriptions }, ...bearerAuthResponses },
  },
  updateSubscription: {
    operationId: 'updateSubscription',
    method: 'PATCH',
    path: '/trades/subscriptions/{id}',
    summary: 'Stop a recurring buy',
    tags: ['Trades'],
    auth: 'bearer',
    params: NumericIdParams,
    body: UpdateSubscriptionRequest,
    responses: {
      200: { description: 'The stopped subscription.', schema: Subscription },
      400: invalidRequest(),
      ...bearerAuthResponses,
      404: errorResponse('No recurring buy of this trader has this id.', codes('subscription_not_found')),
    },
  },
  listBankAccounts: {
    operationId: 'listBankAccounts',
    method: 'GET',
    path: '/bank-accounts',
    summary: 'Payout bank accounts',
    tags: ['Bank accounts'],
    auth: 'bearer',
    responses: {
      200: { description: 'The trader’s bank accounts.', schema: BankAccounts },
      ...bearerAuthResponses,
    },
  },
  getBankAccount: {
    operationId: 'getBankAccount',
    method: 'GET',
    path: '/bank-accounts/{id}',
    summary: 'One payout bank account',
    tags: ['Bank accounts'],
    auth: 'bearer',
    params: NumericIdParams,
    responses: {
      200: { description: 'The account.', schema: BankAccount },
      ...bearerAuthResponses,
      404: bankAccountNotFound,
    },
  },
  createBankAccount: {
    operationId: 'createBankAccount',
    method: 'POST',
    path: '/bank-accounts',
    summary: 'Register a payout bank account',
    tags: ['Bank accounts'],
    auth: 'bearer',
    body: CreateBankAccountRequest,
    responses: {
      201: { description: 'The account.', schema: BankAccount },
      400: errorResponse(
        'The request is malformed, or a SEPA number is not an IBAN with a valid checksum.',
        codes('invalid_request', 'invalid_iban'),
      ),
      ...bearerAuthResponses,
    },
  },
  deleteBankAccount: {
    operationId: 'deleteBankAccount',
    method: 'DELETE',
    path: '/bank-accounts/{id}',
    summary: 'Remove a payout bank account',
    tags: ['Bank accounts'],
    auth: 'bearer',
    params: NumericIdParams,
    responses: { 204: { description: 'Removed.' }, ...bearerAuthResponses, 404: bankAccountNotFound },
  },
});
