// Every error code the Merchant API answers with, and when. The spec names only `api_key_required` and
// `rate_limit_exceeded`; the rest are designed here (see docs/merchant-api-choices.md). The server picks codes
// from this record, the endpoint table lists which endpoint returns which, and the OpenAPI document shows them.
import * as z from 'zod/mini';
import { withMeta } from '../schema';

export const merchantErrorCodes = {
  api_key_required:
    'The Authorization header is missing or invalid: malformed, unknown API key, wrong signature, or a nonce ' +
    'already used with this key. The message says which. Public endpoints answer it only when a header is sent ' +
    'and is invalid.',
  rate_limit_exceeded:
    'More than 100 requests in the current minute. The message states the seconds until the window resets, as ' +
    'does the X-RateLimit-Reset header.',
  invalid_request:
    'The body, query or a path parameter fails validation, or the body is not JSON. The message names the field ' +
    'and the rule, e.g. "Invalid body: amount: must be greater than 0".',
  not_found:
    'No such endpoint, or no resource with that ID belonging to this merchant. The message names what was looked ' +
    'for, e.g. "There is no invoice 42".',
  currency_not_supported:
    'A fiat currency (invoice or refund `currency`, `/rates/{currency}`, altrates `baseCurrency`) has the right ' +
    'shape but is not one the service prices in.',
  input_currency_not_supported:
    'An `input_currency` of a new invoice, the `currency` of a new input request, or `/altrates/{altcoin}` names ' +
    'a currency invoices cannot be paid in.',
  input_currency_unavailable:
    'The input currency is supported but temporarily unavailable (its altcoin rate is absent); try again later ' +
    'or use BTC.',
  input_amount_out_of_range:
    "The invoice's amount lies outside the input currency's limits (see the altcoin rate's `limits`); the " +
    'message gives the minimum and maximum.',
  invoice_not_payable: 'An input request was asked for an invoice that no longer awaits payment (state is not `new`).',
  invoice_not_refundable: 'A refund was asked for an invoice that is not `paid` or `complete`.',
  refund_currency_mismatch:
    'The refund `currency` is not the currency the invoice was credited in (`transfer.currency`); the message ' +
    'names that currency.',
  refund_amount_exceeded:
    "The refund would bring the invoice's refunds above its credited amount (`transfer.amount`); the message " +
    'gives the amount still refundable.',
  insufficient_funds:
    "The merchant's credit account holds less than the refund, which is withdrawn from it immediately.",
  buy_orders_not_approved: 'The merchant is not pre-approved for buy orders.',
  buy_order_currency_mismatch:
    "The buy order's `currency` is neither `BTC` nor the merchant account's currency; the message names the latter.",
  buy_order_not_waiting:
    'Confirm was called on a buy order that is not `waiting` (already confirmed, instant, failed, or cancelled ' +
    'because its quote expired); the message gives its state.',
  internal_error: 'Something failed on the service side. Nothing was changed; the request can be retried.',
} as const satisfies Record<string, string>;

export type MerchantErrorCode = keyof typeof merchantErrorCodes;

export const MerchantErrorCode = withMeta(
  z.enum(Object.keys(merchantErrorCodes) as [MerchantErrorCode, ...MerchantErrorCode[]]),
  { id: 'MerchantErrorCode', description: 'Error codes of the Merchant API.' },
);

/** The codes any endpoint can answer with, whatever it does. */
export const commonErrorCodes = [
  'rate_limit_exceeded',
  'internal_error',
] as const satisfies readonly MerchantErrorCode[];
