// Every endpoint of Merchant API v3, relative to `{merchant_base_url}/v3`. Each answers HTTP 200 with the success
// envelope below or with MerchantFailure carrying one of the listed `errorCodes`.
import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoint';
import { Balance } from './balance';
import { BuyOrder, CreateBuyOrderRequest, ListBuyOrdersQuery } from './buy-orders';
import { merchantSuccess } from './envelope';
import { commonErrorCodes, type MerchantErrorCode } from './errors';
import {
  CreateInvoiceInputRequest,
  CreateInvoiceRequest,
  ListInvoicesQuery,
  UpdateInvoiceRequest,
} from './invoice-requests';
import { Invoice } from './invoices';
import { CreateRefundRequest, Refund } from './refunds';
import { AltRate, AltRateParams, AltRates, AltRatesQuery, RateEntry, RateParams, Rates } from './rates';
import { IdParams } from './primitives';

/** The only response of a Merchant endpoint: HTTP 200 whose success `data` is `data`. */
function ok(description: string, data: z.core.$ZodType, errorCodes: readonly MerchantErrorCode[]) {
  return {
    200: {
      description: `${description} On failure: MerchantFailure with one of the listed error codes.`,
      schema: merchantSuccess(data),
      errorCodes: [...errorCodes, ...commonErrorCodes],
    },
  } as const;
}

// Public endpoints answer api_key_required only when a header is sent and is invalid.
const keyed = ['api_key_required'] as const;
const buys = ['api_key_required', 'buy_orders_not_approved'] as const;

export const merchantEndpoints = defineEndpoints({
  getRates: {
    operationId: 'getRates',
    method: 'GET',
    path: '/rates',
    summary: 'Bitcoin rates in every fiat currency',
    tags: ['Rates'],
    auth: 'optionalApiKey',
    responses: ok('Rate entries keyed by currency code, alphabetically.', Rates, keyed),
  },
  getRate: {
    operationId: 'getRate',
    method: 'GET',
    path: '/rates/{currency}',
    summary: 'Bitcoin rate in one fiat currency',
    tags: ['Rates'],
    auth: 'optionalApiKey',
    params: RateParams,
    responses: ok('One rate entry.', RateEntry, [...keyed, 'invalid_request', 'currency_not_supported']),
  },
  getAltRates: {
    operationId: 'getAltRates',
    method: 'GET',
    path: '/altrates',
    summary: 'Rates of every altcoin invoices can be paid in',
    tags: ['Rates'],
    auth: 'optionalApiKey',
    query: AltRatesQuery,
    responses: ok('Altcoin rate entries keyed by altcoin code.', AltRates, [
      ...keyed,
      'invalid_request',
      'currency_not_supported',
    ]),
  },
  getAltRate: {
    operationId: 'getAltRate',
    method: 'GET',
    path: '/altrates/{altcoin}',
    summary: 'Rate of one altcoin',
    tags: ['Rates'],
    auth: 'optionalApiKey',
    params: AltRateParams,
    query: AltRatesQuery,
    responses: ok('One altcoin rate entry.', AltRate, [
      ...keyed,
      'invalid_request',
      'currency_not_supported',
      'input_currency_not_supported',
    ]),
  },
  getBalance: {
    operationId: 'getBalance',
    method: 'GET',
    path: '/balance',
    summary: 'Account balance',
    tags: ['Balance'],
    auth: 'apiKey',
    responses: ok('The balance.', Balance, keyed),
  },
  listInvoices: {
    operationId: 'listInvoices',
    method: 'GET',
    path: '/invoices',
    summary: 'List invoices, newest first',
    tags: ['Invoices'],
    auth: 'apiKey',
    query: ListInvoicesQuery,
    responses: ok('Invoices, newest first.', z.array(Invoice), [...keyed, 'invalid_request']),
  },
  getInvoice: {
    operationId: 'getInvoice',
    method: 'GET',
    path: '/invoices/{ID}',
    summary: 'Get an invoice',
    tags: ['Invoices'],
    auth: 'apiKey',
    params: IdParams,
    responses: ok('The invoice.', Invoice, [...keyed, 'invalid_request', 'not_found']),
  },
  createInvoice: {
    operationId: 'createInvoice',
    method: 'POST',
    path: '/invoices',
    summary: 'Create an invoice',
    tags: ['Invoices'],
    auth: 'apiKey',
    body: CreateInvoiceRequest,
    responses: ok('The new invoice, state `new`.', Invoice, [
      ...keyed,
      'invalid_request',
      'currency_not_supported',
      'input_currency_not_supported',
      'input_currency_unavailable',
      'input_amount_out_of_range',
    ]),
  },
  updateInvoice: {
    operationId: 'updateInvoice',
    method: 'PUT',
    path: '/invoices/{ID}',
    summary: "Update an invoice's description and custom data",
    tags: ['Invoices'],
    auth: 'apiKey',
    params: IdParams,
    body: UpdateInvoiceRequest,
    responses: ok('The updated invoice.', Invoice, [...keyed, 'invalid_request', 'not_found']),
  },
  createInvoiceInput: {
    operationId: 'createInvoiceInput',
    method: 'POST',
    path: '/invoices/{ID}/inputs',
    summary: 'Ask to pay an invoice in another currency',
    tags: ['Invoices'],
    auth: 'apiKey',
    params: IdParams,
    body: CreateInvoiceInputRequest,
    responses: ok('The invoice with the new entry in `inputs`.', Invoice, [
      ...keyed,
      'invalid_request',
      'not_found',
      'invoice_not_payable',
      'input_currency_not_supported',
      'input_currency_unavailable',
      'input_amount_out_of_range',
    ]),
  },
  listInvoiceRefunds: {
    operationId: 'listInvoiceRefunds',
    method: 'GET',
    path: '/invoices/{ID}/refunds',
    summary: "List an invoice's refunds",
    tags: ['Refunds'],
    auth: 'apiKey',
    params: IdParams,
    responses: ok('Refunds of the invoice, possibly none.', z.array(Refund), [
      ...keyed,
      'invalid_request',
      'not_found',
    ]),
  },
  createInvoiceRefund: {
    operationId: 'createInvoiceRefund',
    method: 'POST',
    path: '/invoices/{ID}/refunds',
    summary: 'Refund (part of) a paid invoice',
    description:
      "Withdraws the amount from the merchant's credit account at once. Several partial refunds are allowed while " +
      'their sum stays within the credited amount. A refund to an email address starts in `awaiting_btc_address`.',
    tags: ['Refunds'],
    auth: 'apiKey',
    params: IdParams,
    body: CreateRefundRequest,
    responses: ok('The new refund.', Refund, [
      ...keyed,
      'invalid_request',
      'not_found',
      'invoice_not_refundable',
      'refund_currency_mismatch',
      'refund_amount_exceeded',
      'insufficient_funds',
    ]),
  },
  listBuyOrders: {
    operationId: 'listBuyOrders',
    method: 'GET',
    path: '/buys',
    summary: 'List buy orders, newest first',
    tags: ['Buy orders'],
    auth: 'apiKey',
    query: ListBuyOrdersQuery,
    responses: ok('Buy orders, newest first.', z.array(BuyOrder), [...buys, 'invalid_request']),
  },
  getBuyOrder: {
    operationId: 'getBuyOrder',
    method: 'GET',
    path: '/buys/{ID}',
    summary: 'Get a buy order',
    tags: ['Buy orders'],
    auth: 'apiKey',
    params: IdParams,
    responses: ok('The buy order.', BuyOrder, [...buys, 'invalid_request', 'not_found']),
  },
  createBuyOrder: {
    operationId: 'createBuyOrder',
    method: 'POST',
    path: '/buys',
    summary: 'Buy bitcoin from the account balance',
    description:
      'For pre-approved merchants. An instant order (the default) executes at once; otherwise the answer is a ' +
      'quote in state `waiting` to confirm before `expire_time`. A lack of funds does not fail the request: the ' +
      'order is created and fails with `failure_reason` `insufficient_funds`.',
    tags: ['Buy orders'],
    auth: 'apiKey',
    body: CreateBuyOrderRequest,
    responses: ok('The new buy order.', BuyOrder, [...buys, 'invalid_request', 'buy_order_currency_mismatch']),
  },
  confirmBuyOrder: {
    operationId: 'confirmBuyOrder',
    method: 'PUT',
    path: '/buys/{ID}/actions/confirm',
    summary: 'Confirm a quoted buy order',
    description: 'Accepts the quote of a `waiting` (non-instant) order, which moves to `queued`. Takes no body.',
    tags: ['Buy orders'],
    auth: 'apiKey',
    params: IdParams,
    responses: ok('The confirmed buy order.', BuyOrder, [
      ...buys,
      'invalid_request',
      'not_found',
      'buy_order_not_waiting',
    ]),
  },
});

export type MerchantEndpointName = keyof typeof merchantEndpoints;
