// The sandbox tools' endpoint table, relative to `{sandbox_url}` (`/sandbox`): plain JSON (no envelope), no
// authentication, served only in sandbox mode. Errors are `{error, message}`. Also the pages and documents the
// emulated APIs serve beside their endpoints (OpenAPI documents, the refund address page).
import * as z from 'zod/mini';
import { defineEndpoints, type EndpointResponse } from '../endpoint';
import {
  BlockchainPayment,
  BlockchainPaymentRequest,
  CallbackDeliveries,
  CallbackDelivery,
  CallbackId,
  CallbacksQuery,
  CardPaymentDecision,
  CardPaymentOutcome,
  CardPaymentParams,
  CompanyReview,
  CompanyReviewRequest,
  ClockAdvanceRequest,
  ClockAdvanced,
  Confirmations,
  ConfirmationsRequest,
  CreatedMerchant,
  CreatedPartner,
  CreateMerchantRequest,
  CreateSandboxInvoiceRequest,
  CredentialsQuery,
  CreatePartnerRequest,
  IdentityAttemptParams,
  IdentityDecision,
  IdentityDecisionRequest,
  MailboxMessages,
  MailboxQuery,
  MailParams,
  ProofOfFunds,
  ProofOfFundsRequest,
  ReceiptParams,
  SandboxBankTransfer,
  SandboxBankTransferRequest,
  SandboxCredentials,
  SandboxInvoice,
  SandboxInvoices,
  SandboxListQuery,
  SandboxNow,
  SandboxTradeParams,
  SandboxTraderParams,
  SandboxTraders,
  SandboxTradersQuery,
  SandboxTrades,
  SkipIdentificationRequest,
  SkippedIdentification,
  TradeBlock,
  TradeBlockRequest,
} from './requests';

const invalid: EndpointResponse = { description: 'The request is malformed.', errorCodes: ['invalid_request'] };
const notFound: EndpointResponse = { description: 'There is no such resource.', errorCodes: ['not_found'] };
const page = (description: string): EndpointResponse => ({ description, kind: 'html' });

export const sandboxEndpoints = defineEndpoints({
  getSandboxClock: {
    operationId: 'getSandboxClock',
    method: 'GET',
    path: '/clock',
    summary: "The emulator's time",
    tags: ['Sandbox'],
    auth: 'none',
    responses: { 200: { description: 'Now, as the emulator sees it.', schema: SandboxNow } },
  },
  advanceSandboxClock: {
    operationId: 'advanceSandboxClock',
    method: 'POST',
    path: '/clock/advance',
    summary: "Move the emulator's clock forward",
    description:
      'Expiries, 7-day refunds, buy order quotes, trades and recurring buys follow the clock at once. `cameDue` ' +
      'lists what moved on the way, `{resource, id, state}` (`resource` `trade` or `invoice`; each once, in its ' +
      'final state).',
    tags: ['Sandbox'],
    auth: 'none',
    body: ClockAdvanceRequest,
    responses: { 200: { description: 'The new now and what came due.', schema: ClockAdvanced }, 400: invalid },
  },
  readMailbox: {
    operationId: 'readMailbox',
    method: 'GET',
    path: '/mailbox',
    summary: 'Mail the emulator sent, newest first: to one address (`to`), or to anyone',
    tags: ['Sandbox'],
    auth: 'none',
    query: MailboxQuery,
    responses: { 200: { description: 'The messages.', schema: MailboxMessages }, 400: invalid },
  },
  showMailHtml: {
    operationId: 'showMailHtml',
    method: 'GET',
    path: '/mailbox/{id}/html',
    summary: 'The HTML part of an email of the mailbox, as a mail program shows it',
    description:
      'Rendered from the same text as its text part: links as links, codes set large. No script; only the ' +
      'console (same origin) may frame it.',
    tags: ['Sandbox'],
    auth: 'none',
    params: MailParams,
    responses: { 200: page('The email as HTML.'), 400: invalid, 404: page('No email has this id.') },
  },
  watchSandbox: {
    operationId: 'watchSandbox',
    method: 'GET',
    path: '/events',
    summary: 'Server-sent events: what the sandbox just did',
    description:
      '`clock` with `{ now }` on connect and whenever the clock moves; `mail` with `{ to, subject, createTime }` ' +
      'whenever an email lands in the mailbox; `delivery` with `{ id, kind, time }` whenever an attempt of a ' +
      'callback or webhook is recorded; `changed` with `{ resource, id, state? }` (`resource` one of `trader`, `trade`, ' +
      '`invoice`; `state` when a trade or invoice moved) whenever one is written. The sandbox console listens here.',
    tags: ['Sandbox'],
    auth: 'none',
    responses: { 200: { description: 'The event stream.', kind: 'event-stream' } },
  },
  createBlockchainPayment: {
    operationId: 'createBlockchainPayment',
    method: 'POST',
    path: '/blockchain/payments',
    summary: 'Simulate a payment to an invoice address',
    tags: ['Sandbox'],
    auth: 'none',
    body: BlockchainPaymentRequest,
    responses: { 200: { description: 'The transaction.', schema: BlockchainPayment }, 400: invalid },
  },
  confirmBlockchainPayment: {
    operationId: 'confirmBlockchainPayment',
    method: 'POST',
    path: '/blockchain/confirmations',
    summary: 'Set the confirmations of a simulated transaction',
    tags: ['Sandbox'],
    auth: 'none',
    body: ConfirmationsRequest,
    responses: { 200: { description: 'The transaction.', schema: Confirmations }, 400: invalid, 404: notFound },
  },
  listCallbacks: {
    operationId: 'listCallbacks',
    method: 'GET',
    path: '/callbacks',
    summary: 'The delivery log of callbacks and webhooks, newest first',
    tags: ['Sandbox'],
    auth: 'none',
    query: CallbacksQuery,
    responses: { 200: { description: 'The deliveries.', schema: CallbackDeliveries }, 400: invalid },
  },
  redeliverCallback: {
    operationId: 'redeliverCallback',
    method: 'POST',
    path: '/callbacks/{id}/redeliver',
    summary: 'Deliver a callback or webhook of the log again',
    description:
      'The outbox POSTs the same body with the same signed headers to the same URL at once and records one more ' +
      'attempt on the same entry of the log (a `delivery` event on `/events` when it is recorded).',
    tags: ['Sandbox'],
    auth: 'none',
    params: CallbackId,
    responses: {
      202: { description: 'The delivery, due again.', schema: CallbackDelivery },
      400: invalid,
      404: notFound,
    },
  },
  createSandboxMerchant: {
    operationId: 'createSandboxMerchant',
    method: 'POST',
    path: '/merchants',
    summary: 'Create a merchant with its API key and secrets',
    tags: ['Sandbox'],
    auth: 'none',
    body: CreateMerchantRequest,
    responses: { 200: { description: 'The merchant and its secrets.', schema: CreatedMerchant }, 400: invalid },
  },
  showIdentityPage: {
    operationId: 'showIdentityPage',
    method: 'GET',
    path: '/identity/{attemptId}',
    summary: 'The identity provider page an identification attempt redirects to',
    tags: ['Sandbox'],
    auth: 'none',
    params: IdentityAttemptParams,
    responses: { 200: page('A form per decision.'), 404: notFound },
  },
  decideIdentification: {
    operationId: 'decideIdentification',
    method: 'POST',
    path: '/identity/{attemptId}',
    summary: 'Decide an identification attempt as the identity provider',
    description: 'A form post (url-encoded) is redirected to the return URL; JSON gets the `location`.',
    tags: ['Sandbox'],
    auth: 'none',
    params: IdentityAttemptParams,
    body: IdentityDecisionRequest,
    responses: {
      200: { description: 'Where the person goes next.', schema: IdentityDecision },
      303: { description: 'A form post: on to the return URL.' },
      400: invalid,
      404: notFound,
      409: {
        description: 'The attempt is not in a state this decision starts from (decided already, or expired).',
        errorCodes: ['invalid_state'],
      },
    },
  },
  listSandboxTraders: {
    operationId: 'listSandboxTraders',
    method: 'GET',
    path: '/traders',
    summary: 'Traders newest first, with every per-trader state and their identification attempts',
    description:
      '`email` keeps the traders whose email contains it (case-insensitive); at most `limit` (100 unless given). ' +
      'Each trader says which decisions its attempts take now and whether a company review or a proof of funds ' +
      'can be concluded. The sandbox console lists these.',
    tags: ['Sandbox'],
    auth: 'none',
    query: SandboxTradersQuery,
    responses: { 200: { description: 'The traders.', schema: SandboxTraders }, 400: invalid },
  },
  setTraderIdentification: {
    operationId: 'setTraderIdentification',
    method: 'POST',
    path: '/traders/{id}/identification',
    summary: 'Skip identification: set the identification state of a trader',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTraderParams,
    body: SkipIdentificationRequest,
    responses: { 200: { description: 'The new state.', schema: SkippedIdentification }, 400: invalid, 404: notFound },
  },
  concludeCompanyReview: {
    operationId: 'concludeCompanyReview',
    method: 'POST',
    path: '/traders/{id}/company-review',
    summary: "Conclude a corporate trader's company review (KYB documents)",
    description:
      'Only for a corporate trader whose KYB documents were requested. The trader is emailed the result; trades ' +
      'waiting in review go on (approved) or are rejected (rejected).',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTraderParams,
    body: CompanyReviewRequest,
    responses: {
      200: { description: 'The concluded review.', schema: CompanyReview },
      400: {
        description: 'Malformed, not a corporate trader, or the KYB documents were not requested yet.',
        errorCodes: ['invalid_request'],
      },
      404: notFound,
    },
  },
  judgeProofOfFunds: {
    operationId: 'judgeProofOfFunds',
    method: 'POST',
    path: '/traders/{id}/proof-of-funds',
    summary: "Judge a trader's proof of source of funds (asked for past 10,000 EUR traded)",
    description:
      'Only once the questionnaire was sent. The trader is emailed the result; trades waiting in review go on ' +
      '(approved) or are rejected (rejected).',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTraderParams,
    body: ProofOfFundsRequest,
    responses: {
      200: { description: 'The judged proof.', schema: ProofOfFunds },
      400: {
        description: 'Malformed, or the trader was not asked for a proof of source of funds.',
        errorCodes: ['invalid_request'],
      },
      404: notFound,
    },
  },
  setTraderTradeBlock: {
    operationId: 'setTraderTradeBlock',
    method: 'POST',
    path: '/traders/{id}/trade-block',
    summary: 'Make a trader wait before trading (forced_delay), or lift the wait',
    description: 'Shows how a client copes with `cannotTradeReasons: [{reasonCode: "forced_delay", delayEnd}]`.',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTraderParams,
    body: TradeBlockRequest,
    responses: { 200: { description: 'The wait now.', schema: TradeBlock }, 400: invalid, 404: notFound },
  },
  showCardPaymentPage: {
    operationId: 'showCardPaymentPage',
    method: 'GET',
    path: '/card-payments/{paymentId}',
    summary: 'The card payment page a card trade’s `redirectUrl` opens',
    description:
      'Amount, currency and merchant, and a form per outcome (approve, decline, cancel); once the trade no longer ' +
      'waits for payment, what became of it. Usable without script, by keyboard and screen reader.',
    tags: ['Pages'],
    auth: 'none',
    params: CardPaymentParams,
    responses: { 200: page('The payment, with its forms or its outcome.'), 404: page('No card payment has this id.') },
  },
  decideCardPaymentPage: {
    operationId: 'decideCardPaymentPage',
    method: 'POST',
    path: '/card-payments/{paymentId}',
    summary: 'The form post of the card payment page',
    description:
      'Approves (authorized and captured: the trade goes to `processing`), declines (`rejected`) or cancels ' +
      '(`cancelled`) the payment, then sends the browser to the trade’s `returnUrl` with `result` and `tradeId` ' +
      'added; without a `returnUrl`, a page saying the result.',
    tags: ['Pages'],
    auth: 'none',
    params: CardPaymentParams,
    body: CardPaymentDecision,
    responses: {
      200: page('Without a return URL: the result.'),
      303: { description: 'On to the return URL with the result.' },
      400: invalid,
      404: page('No card payment has this id.'),
      409: page('The payment was already decided or has expired: what became of it.'),
    },
  },
  setCardPaymentResult: {
    operationId: 'setCardPaymentResult',
    method: 'POST',
    path: '/trades/{id}/card-payment',
    summary: 'Decide a card trade’s payment as the card payment page would (for scripts and tests)',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTradeParams,
    body: CardPaymentDecision,
    responses: {
      200: { description: 'The trade after the payment.', schema: CardPaymentOutcome },
      400: {
        description: 'Malformed, not a card trade, or the trade no longer waits for its payment.',
        errorCodes: ['invalid_request', 'not_awaiting_payment'],
      },
      404: notFound,
    },
  },
  listSandboxTrades: {
    operationId: 'listSandboxTrades',
    method: 'GET',
    path: '/trades',
    summary: "Every trader's trades, newest first, each with its state history",
    description:
      'Moves that fell due by now (expiries, completions) are applied first. Amounts are decimal strings; a card ' +
      'trade names its payment page, a bank trade its reference, a sell its deposit address and BTC amount, a ' +
      'completed trade its receipt.',
    tags: ['Sandbox'],
    auth: 'none',
    query: SandboxListQuery,
    responses: { 200: { description: 'The trades.', schema: SandboxTrades }, 400: invalid },
  },
  receiveSandboxBankTransfer: {
    operationId: 'receiveSandboxBankTransfer',
    method: 'POST',
    path: '/trades/{id}/bank-transfer',
    summary: "A bank trade's transfer arrives (as the Trade API's test bank transfer, without the trader's token)",
    description:
      'The same rule as `POST /trades/{id}/test/bank-transfer`: only a bank trade awaiting payment, in its ' +
      'currency, at least its amount; it goes to `processing`. Without `sendAmount` and `currency`, the whole ' +
      'amount arrives.',
    tags: ['Sandbox'],
    auth: 'none',
    params: SandboxTradeParams,
    body: SandboxBankTransferRequest,
    responses: {
      200: { description: 'The trade after the transfer.', schema: SandboxBankTransfer },
      400: {
        description: 'Malformed, not a bank trade awaiting payment, or another currency or too little.',
        errorCodes: ['invalid_request', 'not_awaiting_payment'],
      },
      404: notFound,
    },
  },
  listSandboxInvoices: {
    operationId: 'listSandboxInvoices',
    method: 'GET',
    path: '/invoices',
    summary: "Every merchant's invoices, newest first, each with its payments and state history",
    description:
      'Expiries that fell due by now are applied first. BTC amounts are plain decimal strings; `paymentUrl` is the ' +
      "customer's payment page.",
    tags: ['Sandbox'],
    auth: 'none',
    query: SandboxListQuery,
    responses: { 200: { description: 'The invoices.', schema: SandboxInvoices }, 400: invalid },
  },
  createSandboxInvoice: {
    operationId: 'createSandboxInvoice',
    method: 'POST',
    path: '/invoices',
    summary: "Create a test invoice of the sandbox's own merchant",
    description:
      'The same invoice `POST /v3/invoices` creates for the sandbox merchant (its rules, its IPN callback URL), ' +
      "without signing a request: `amount` in `currency` (the merchant's own, EUR, unless given). Answered as " +
      '`GET /invoices` lists it, with its `paymentUrl`. The console\'s "Create a test invoice" calls it.',
    tags: ['Sandbox'],
    auth: 'none',
    body: CreateSandboxInvoiceRequest,
    responses: {
      201: { description: 'The new invoice.', schema: SandboxInvoice },
      400: {
        description: 'Malformed, or refused by the Merchant API’s rules (a currency it does not price).',
        errorCodes: ['invalid_request', 'currency_not_supported'],
      },
      404: { description: 'The sandbox has no merchant of its own yet.', errorCodes: ['not_found'] },
    },
  },
  showTradeReceipt: {
    operationId: 'showTradeReceipt',
    method: 'GET',
    path: '/receipts/{receiptId}',
    summary: 'The receipt page of a completed trade (its `receiptUrl`)',
    tags: ['Pages'],
    auth: 'none',
    params: ReceiptParams,
    responses: {
      200: page('Amounts, rate, fees, where the proceeds went, the transaction and the dates.'),
      404: page('No completed trade has this receipt.'),
    },
  },
  createSandboxPartner: {
    operationId: 'createSandboxPartner',
    method: 'POST',
    path: '/partners',
    summary: 'Register a partner with its public key',
    description: 'A webhook secret the caller did not choose is answered once.',
    tags: ['Sandbox'],
    auth: 'none',
    body: CreatePartnerRequest,
    responses: { 201: { description: 'The partner.', schema: CreatedPartner }, 400: invalid },
  },
  getSandboxCredentials: {
    operationId: 'getSandboxCredentials',
    method: 'GET',
    path: '/credentials',
    summary: "The sandbox's own partner and merchant, and its URLs",
    description:
      'Secrets (the merchant API secret and IPN secret, the partner webhook secret) are null unless asked for with ' +
      '`?reveal=secrets`. The partner private key is never answered: `privateKeyFile` says where it is. ' +
      'Answered `Cache-Control: no-store`.',
    tags: ['Sandbox'],
    auth: 'none',
    query: CredentialsQuery,
    responses: {
      200: { description: 'The partner, the merchant and the URLs.', schema: SandboxCredentials },
      400: invalid,
      404: { description: 'The sandbox has no partner and merchant of its own yet.', errorCodes: ['not_found'] },
    },
  },
});

export type SandboxEndpointName = keyof typeof sandboxEndpoints;

// Only its version field is spelled out: the document itself is generated from the tables.
const OpenApiDocument = z.object({ openapi: z.string() });

const openApiDocument = {
  method: 'GET',
  path: '/openapi.json',
  summary: 'The OpenAPI document of this API',
  tags: ['Documents'],
  auth: 'none',
  responses: { 200: { description: 'OpenAPI 3.1.', schema: OpenApiDocument } },
} as const;

/** Served at the Trade API's base URL beside its endpoints. */
export const tradeSiteEndpoints = defineEndpoints({
  getTradeOpenApi: { operationId: 'getTradeOpenApi', ...openApiDocument },
});

/** Served at the merchant base URL beside `/v3`: the OpenAPI document and the page an email refund's link opens. */
export const merchantSiteEndpoints = defineEndpoints({
  getMerchantOpenApi: { operationId: 'getMerchantOpenApi', ...openApiDocument },
  showRefundAddressPage: {
    operationId: 'showRefundAddressPage',
    method: 'GET',
    path: '/refunds/{token}',
    summary: 'The page where a customer gives the address of an email refund',
    tags: ['Pages'],
    auth: 'none',
    params: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) }),
    responses: { 200: page('The form, or what became of the refund.'), 404: page('The link is not valid.') },
  },
  giveRefundAddress: {
    operationId: 'giveRefundAddress',
    method: 'POST',
    path: '/refunds/{token}',
    summary: 'The form post of the refund address page',
    tags: ['Pages'],
    auth: 'none',
    params: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) }),
    body: z.object({ btc_address: z._default(z.string().check(z.trim(), z.maxLength(100)), '') }),
    responses: {
      200: page('The refund is on its way.'),
      400: page('The address is refused; the form again.'),
      404: page('The link is not valid.'),
      409: page('The refund no longer waits for an address.'),
    },
  },
});
