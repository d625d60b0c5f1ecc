// Requests and answers of the sandbox tools (clock, mailbox, simulated blockchain, callback log, extra merchants and
// partners, the identity provider): what a test, a script or the payment page's sandbox panel sends the emulator.
// Checks that need the server's own data (the priced currencies, a parsable public key) are the emulator's.
import * as z from 'zod/mini';
import { InvoiceState, InvoiceType } from '../merchant/invoices';
import { btcToSatoshi, fiatToMinor } from '../money';
import {
  AccountType,
  IdentificationAttemptState,
  IdentificationState,
  RejectReason,
  TransferMedium,
} from '../trade/enums';
import { CannotTradeReason, cannotTradeReasons, Trader } from '../trade/trader';
import { TradeState } from '../trade/trades';

/** An amount in major units as the wire writes it, made exact by `convert`; its RangeError becomes the issue. */
const exact =
  (convert: (value: number) => number, path?: PropertyKey[]) =>
  (value: number, payload: z.core.ParsePayload): number => {
    try {
      return convert(value);
    } catch (error) {
      payload.issues.push({
        code: 'custom',
        message: (error as Error).message,
        input: value,
        ...(path ? { path } : {}),
      });
      return 0;
    }
  };

const trimmed = (min: number, max: number, params?: { error: string }) =>
  z.string(params).check(z.trim(), z.minLength(min), z.maxLength(max));

const httpUrl = (error?: string) => z.url({ protocol: /^https?$/, ...(error ? { error } : {}) });

export const ClockAdvanceRequest = z.object({
  seconds: z
    .number({ error: 'seconds must be a number' })
    .check(
      z.gte(0, { error: 'the clock only moves forward' }),
      z.lte(10 * 365 * 24 * 3600, { error: 'at most ten years at a time' }),
    ),
});

export const SandboxNow = z.object({ now: z.string() });

/** A trade or invoice (any resource with states) that moved because the clock did, and the state it ended in. */
export const CameDue = z.object({ resource: z.string(), id: z.number(), state: z.string() });

/** The new now, and what came due on the way there (each resource once, in the order it first moved). */
export const ClockAdvanced = z.object({ now: z.string(), cameDue: z.array(CameDue) });

/** How many of the newest entries a sandbox list answers (`?limit=`, 1–1000, 100 by default). */
const listLimit = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
  z._default(z.int({ error: 'limit must be a whole number from 1 to 1000' }).check(z.gte(1), z.lte(1000)), 100),
);

export const MailboxQuery = z.object({
  /** Absent: every address's mail (the sandbox console's mailbox). */
  to: z.optional(trimmed(3, 320, { error: 'to must be the email address whose mail to read' })),
  limit: listLimit,
});

export const MailboxMessages = z.array(
  z.object({
    /** Its HTML part is `GET /mailbox/{id}/html`. */
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createTime: z.string(),
  }),
);

export const MailParams = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.gt(0))) });

export const BlockchainPaymentRequest = z.object({
  address: trimmed(1, 100, { error: 'address is required: the invoice address to pay' }),
  amount: z.pipe(
    z
      .number({ error: 'amount is required: BTC as a number' })
      .check(z.gt(0, { error: 'amount must be greater than 0' })),
    z.transform(exact((value) => btcToSatoshi(value))),
  ),
  confirmations: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
  refundAddress: z.optional(trimmed(1, 100)),
});

export const BlockchainPayment = z.object({ txid: z.string() });

export const ConfirmationsRequest = z.object({
  txid: z
    .string({ error: 'txid is required' })
    .check(z.regex(/^[0-9a-f]{64}$/, { error: 'txid must be 64 lowercase hex digits' })),
  confirmations: z.int({ error: 'confirmations must be a whole number' }).check(z.gte(0), z.lte(1_000_000)),
});

export const Confirmations = z.object({ txid: z.string(), confirmations: z.number() });

export const CallbacksQuery = z.object({ kind: z.optional(z.string().check(z.maxLength(100))), limit: listLimit });

/**
 * What a delivery is about, read from its body: the event, the resource it reports (`invoice`, `buy_order`, `trade`,
 * `identification_attempt`), that resource's id and the state the event reports it in.
 */
export const DeliverySubject = z.object({
  event: z.string(),
  resource: z.string(),
  id: z.union([z.number(), z.string()]),
  state: z.string(),
});

/** One delivery of the outbox: a merchant callback, a partner webhook or an email, with its attempts. */
export const CallbackDelivery = z.object({
  id: z.number(),
  kind: z.string(),
  /** What it is about; null for a body that names no event and resource (none the sandbox sends today). */
  subject: z.nullable(DeliverySubject),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  state: z.string(),
  createTime: z.string(),
  deliveredTime: z.nullable(z.string()),
  nextAttemptTime: z.nullable(z.string()),
  attempts: z.array(z.object({ time: z.string(), status: z.nullable(z.number()), error: z.nullable(z.string()) })),
});

export const CallbackDeliveries = z.array(CallbackDelivery);

/** The id of one delivery of the log, in a path. */
export const CallbackId = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.gt(0))) });

export const CreateMerchantRequest = z.pipe(
  z.object({
    /** Checked against the currencies the sandbox prices by the emulator (GET /merchant/v3/rates). */
    fiatCurrency: z._default(z.string().check(z.trim(), z.toUpperCase()), 'EUR'),
    fiatBalance: z._default(z.number().check(z.gte(0)), 0),
    btcBalance: z.pipe(z._default(z.number().check(z.gte(0)), 0), z.transform(exact((value) => btcToSatoshi(value)))),
    buyOrdersApproved: z._default(z.boolean(), false),
    subInvoiceCallbacks: z._default(z.boolean(), true),
    creditInBtc: z._default(z.boolean(), false),
    callbackUrl: z.optional(httpUrl('callbackUrl must be an http(s) URL')),
    callbackEmail: z.optional(z.email({ error: 'callbackEmail must be an email address' })),
  }),
  z.transform((body, payload) => ({
    ...body,
    fiatBalanceMinor: exact((value) => fiatToMinor(value, body.fiatCurrency))(body.fiatBalance, payload),
  })),
);

export const CreatedMerchant = z.object({
  merchantId: z.number(),
  apiKey: z.string(),
  apiSecret: z.string(),
  ipnSecret: z.string(),
});

export const IdentityAttemptParams = z.object({ attemptId: z.string() });

export const IdentityDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject', 'fail', 'manual_review']),
  rejectReason: z.optional(RejectReason),
  /**
   * The name the identity document shows, read by the provider (approve only): it becomes the trader's name, which the
   * trader never types (sign-up asks none) and forms such as the bank account's holder start from.
   */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

export const IdentityDecision = z.object({ location: z.string() });

export const SandboxTraderParams = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.gt(0))) });

export const SkipIdentificationRequest = z.object({ state: IdentificationState });

export const SkippedIdentification = z.object({ traderId: z.number(), identificationState: IdentificationState });

/** Concludes a corporate trader's company review (KYB), as the service's compliance team would. */
export const CompanyReviewRequest = z.object({
  result: z.enum(['approved', 'rejected'], { error: 'result must be "approved" or "rejected"' }),
});

export const CompanyReview = z.object({
  traderId: z.number(),
  /** The company review as stored: what the trades waiting on it go by. */
  result: z.enum(['approved', 'rejected']),
  /** The trader object's `kybState` now. */
  kybState: z.string(),
});

/** Judges the proof of source of funds a trader past 10,000 EUR traded was asked for. */
export const ProofOfFundsRequest = z.object({
  result: z.enum(['approved', 'rejected'], { error: 'result must be "approved" or "rejected"' }),
});

export const ProofOfFunds = z.object({
  traderId: z.number(),
  /** The trader object's `proofOfSourceOfFundsState` now. */
  proofOfSourceOfFundsState: z.string(),
});

/** Makes a trader wait before trading (`forced_delay`); 0, null or nothing lifts the wait. */
export const TradeBlockRequest = z.object({
  forcedDelaySeconds: z.optional(
    z.nullable(
      z
        .int({ error: 'forcedDelaySeconds must be a whole number of seconds' })
        .check(
          z.gte(0, { error: 'forcedDelaySeconds must be ≥ 0' }),
          z.lte(366 * 24 * 3600, { error: 'at most a year' }),
        ),
    ),
  ),
});

export const TradeBlock = z.object({
  traderId: z.number(),
  /** Until when the trader cannot trade (`cannotTradeReasons: forced_delay`); null: no wait. */
  forcedDelayUntil: z.nullable(z.string()),
});

export const cardPaymentResults = ['approved', 'declined', 'cancelled'] as const;
export type CardPaymentResult = (typeof cardPaymentResults)[number];

/** The card payment page's id of a payment (`transferIn.details.paymentId` of a card trade); unknown ones: 404. */
export const CardPaymentParams = z.object({
  paymentId: z.string(),
});

/** What the tester does on the card payment page (a form post) or in a script. */
export const CardPaymentDecision = z.object({
  result: z.enum(cardPaymentResults, { error: 'result must be "approved", "declined" or "cancelled"' }),
});

/** The trade after a card payment decided by a script. */
export const CardPaymentOutcome = z.object({
  tradeId: z.number(),
  result: z.enum(cardPaymentResults),
  /** The trade's state now (`processing`, `rejected`, `cancelled`; later moves follow the sandbox clock). */
  state: z.string(),
  /** Where the payment page sends the browser: the trade's `returnUrl` with the result; null without one. */
  location: z.nullable(z.string()),
});

export const SandboxTradeParams = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.gt(0))) });

export const ReceiptParams = z.object({
  receiptId: z.string(),
});

export const CreatePartnerRequest = z.object({
  name: trimmed(1, 200),
  /** A PEM RSA or EC public key (SPKI); the emulator parses it. */
  publicKeyPem: z.string(),
  trusted: z._default(z.boolean(), false),
  kycAgreement: z._default(z.boolean(), false),
  webhookUrl: z._default(z.nullable(httpUrl()), null),
  webhookSecret: z.optional(z.string().check(z.minLength(16, { error: 'at least 16 characters' }))),
  allowedOrigins: z._default(z.array(httpUrl()), []),
});

export const CreatedPartner = z.object({
  partnerId: z.string(),
  /** The partner's integer id, for clients that name partners by number. */
  partnerNumber: z.int(),
  webhookSecret: z.optional(z.string()),
});

/** The sandbox console's list of traders: newest first, `email` keeps those whose email contains it. */
export const SandboxTradersQuery = z.object({
  email: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(320, { error: 'email must be (part of) an email address: 320 characters at most' })),
  ),
  limit: listLimit,
});

/** The decisions of the compliance team the identity provider takes for an attempt in its state now. */
export const ComplianceDecision = z.enum(['approve', 'reject', 'manual_review']);

/** One identification attempt of a listed trader. */
export const SandboxTraderAttempt = z.object({
  id: z.string(),
  state: IdentificationAttemptState,
  rejectReason: z.nullable(RejectReason),
  createTime: z.string(),
  approveTime: z.nullable(z.string()),
  expireTime: z.string(),
  /** The sandbox identity provider's page of this attempt (its `redirectUrl`). */
  identityPageUrl: z.string(),
  /** What `POST /identity/{attemptId}` accepts now: empty once the attempt is final. */
  decisions: z.array(ComplianceDecision),
});

/** Every per-trader state of the Trade API's trader object, as `GET /traders/me` would show it now. */
export const SandboxTraderStates = z.pick(Trader, {
  identificationState: true,
  corporateDetailsState: true,
  addressState: true,
  sourceOfFundsState: true,
  kybState: true,
  enhancedDueDiligenceState: true,
  shareholderRelationState: true,
  proofOfSourceOfFundsState: true,
  enhancedProofOfSourceOfFundsState: true,
  pepState: true,
  tradeSubscriptionsAllowed: true,
});

/**
 * What keeps a trader's trades from going through now: the reason no trade can start (the trader object's
 * `cannotTradeReason`), a piece of the mandatory information missing or not approved (a paid trade then waits in
 * review), or a review awaited or rejected.
 */
export const TradeBlocker = z.enum([
  ...cannotTradeReasons,
  'corporate_details',
  'address',
  'source_of_funds',
  'shareholder_relation',
  'pep_declaration',
  'enhanced_due_diligence',
  'identification',
  'company_review',
  'company_review_rejected',
  'proof_of_funds',
  'proof_of_funds_rejected',
]);
export type TradeBlocker = z.infer<typeof TradeBlocker>;

/** One trader as the sandbox console shows it. */
export const SandboxTrader = z.object({
  id: z.number(),
  email: z.string(),
  emailVerified: z.boolean(),
  partner: z.object({ id: z.string(), name: z.string() }),
  accountType: AccountType,
  createTime: z.string(),
  states: SandboxTraderStates,
  /** The mandatory information before a trade can complete is all there and approved. */
  mandatoryInformationComplete: z.boolean(),
  /** The trader object's `canTrade`: a trade may start (it may still wait in review once paid). */
  canTrade: z.boolean(),
  cannotTradeReason: z.nullable(CannotTradeReason),
  /**
   * A trade of this trader goes through now: it may start, and once paid it completes rather than waiting in review
   * (the emulator's own rules for both). False while identification is pending, for one.
   */
  readyToTrade: z.boolean(),
  /** What stands in the way, in the order a trader sees to it; empty exactly when `readyToTrade`. */
  tradeBlockers: z.array(TradeBlocker),
  /** When a forced delay (`POST /traders/{id}/trade-block`) ends; null when none is running. */
  canTradeAfter: z.nullable(z.string()),
  /** EUR of the trader's completed trades, a decimal string (the 10,000 EUR proof of funds line). */
  completedEur: z.string(),
  /** A corporate trader's KYB documents were requested: `POST /traders/{id}/company-review` can conclude it. */
  kybDocumentsRequested: z.boolean(),
  /** The company review as concluded (`kybState` shows a rejection as `documents_requested`); null: not yet. */
  companyReview: z.nullable(z.enum(['approved', 'rejected'])),
  /** The trader was asked for a proof of source of funds: `POST /traders/{id}/proof-of-funds` can judge it. */
  proofOfFundsAsked: z.boolean(),
  /** Newest first. */
  identificationAttempts: z.array(SandboxTraderAttempt),
});

export const SandboxTraders = z.array(SandboxTrader);

/** `reveal=secrets` answers the secrets too; without it they are null (shown only on request). */
export const CredentialsQuery = z.object({
  reveal: z.optional(
    z.enum(['secrets'], { error: 'reveal must be "secrets", or left out to answer the secrets as null' }),
  ),
});

/**
 * The sandbox's own partner and merchant and where each part of this server lives. Secrets are null unless asked
 * for; the partner's private key is never answered, only the file that holds it.
 */
export const SandboxCredentials = z.object({
  /** Whether the secrets below are given (`?reveal=secrets`) or null. */
  secretsShown: z.boolean(),
  urls: z.object({
    bffUrl: z.string(),
    tradeBaseUrl: z.string(),
    tradeUserUrl: z.string(),
    merchantBaseUrl: z.string(),
    sandboxUrl: z.string(),
  }),
  partner: z.object({
    id: z.string(),
    /** The same partner's integer id, for clients that name partners by number. */
    number: z.int(),
    name: z.string(),
    /** The JWT algorithm of its key pair (`PARTNER_KEY_ALGORITHM`). */
    keyAlgorithm: z.string(),
    publicKeyPem: z.string(),
    /** Where the private key is, on the machine the sandbox runs on (`PARTNER_PRIVATE_KEY_FILE`). */
    privateKeyFile: z.string(),
    webhookUrl: z.nullable(z.string()),
    /** Key of the HMAC of its webhooks (`PARTNER_WEBHOOK_SECRET`); a secret. */
    webhookSecret: z.nullable(z.string()),
  }),
  merchant: z.object({
    id: z.int(),
    apiKey: z.string(),
    /** The scheme token of its `Authorization` header (`MERCHANT_AUTH_SCHEME`). */
    authScheme: z.string(),
    callbackUrl: z.nullable(z.string()),
    /** Signs its requests (`MERCHANT_API_SECRET`); a secret. */
    apiSecret: z.nullable(z.string()),
    /** Signs its callbacks and payment links (`MERCHANT_IPN_SECRET`); a secret. */
    ipnSecret: z.nullable(z.string()),
  }),
});

/** The newest entries of a sandbox list: `?limit=`. */
export const SandboxListQuery = z.object({ limit: listLimit });

/** One move of a trade, oldest first: the state it entered, by which move, when. */
export const SandboxTradeStep = z.object({ state: TradeState, move: z.string(), time: z.string() });

/**
 * A trade as the sandbox console lists it: amounts as decimal strings with the currency's places, its state
 * history, and what the outside world's actions need (the card payment page, the bank reference, the sell's deposit
 * address and BTC amount). `inAmount` is the amount the trade covers, before the fee (as the Trade API's trade);
 * `sendAmount` what the trader pays, the fee included; `outAmount` what the trader receives.
 */
export const SandboxTrade = z.object({
  id: z.number(),
  traderId: z.number(),
  traderEmail: z.nullable(z.string()),
  state: TradeState,
  inMedium: TransferMedium,
  outMedium: TransferMedium,
  inCurrency: z.string(),
  outCurrency: z.string(),
  inAmount: z.string(),
  sendAmount: z.string(),
  outAmount: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  history: z.array(SandboxTradeStep),
  /** A card trade's payment page (its `transferIn.details.redirectUrl`). */
  cardPaymentUrl: z.nullable(z.string()),
  /** A bank trade's reference text, which the trader's transfer carries. */
  bankReference: z.nullable(z.string()),
  /** A sell's deposit address and the BTC it waits for (`POST /blockchain/payments` pays it). */
  depositAddress: z.nullable(z.string()),
  depositAmount: z.nullable(z.string()),
  /** The receipt page, once the trade completed. */
  receiptUrl: z.nullable(z.string()),
});

export const SandboxTrades = z.array(SandboxTrade);

/**
 * The sandbox's stand-in for a bank trade's incoming transfer; without an amount (or without a body), the whole
 * amount the trade waits for arrives in its own currency.
 */
export const SandboxBankTransferRequest = z.optional(
  z.nullable(
    z.object({
      sendAmount: z.optional(z.number({ error: 'sendAmount must be a number' }).check(z.positive())),
      currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, { error: 'currency must be a currency code' }))),
    }),
  ),
);

export const SandboxBankTransfer = z.object({ tradeId: z.number(), state: TradeState });

/** One state an invoice entered, oldest first; `time` null for an invoice created before the history was kept. */
export const SandboxInvoiceStep = z.object({ state: InvoiceState, time: z.nullable(z.string()) });

/**
 * A merchant invoice as the sandbox console lists it, across merchants: BTC amounts as plain decimal strings, its
 * payments, the customer's payment page and its state history.
 */
export const SandboxInvoice = z.object({
  id: z.number(),
  merchantId: z.number(),
  state: InvoiceState,
  type: InvoiceType,
  btcAmount: z.string(),
  amountPaid: z.string(),
  amountDue: z.string(),
  address: z.string(),
  nativeAmount: z.string(),
  nativeCurrency: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
  originalInvoiceId: z.nullable(z.number()),
  paymentUrl: z.string(),
  payments: z.array(z.object({ txid: z.string(), amount: z.string(), confirmations: z.number(), time: z.string() })),
  history: z.array(SandboxInvoiceStep),
});

export const SandboxInvoices = z.array(SandboxInvoice);

/**
 * A test invoice of the sandbox's own merchant (`POST /invoices`): the price and, optionally, its currency (the
 * merchant's own, EUR, unless given) and description. The Merchant API's rules for `POST /v3/invoices` apply.
 */
export const CreateSandboxInvoiceRequest = z.object({
  amount: z
    .number({ error: 'amount is required: the price as a number' })
    .check(z.gt(0, { error: 'amount must be greater than 0' })),
  currency: z.optional(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, { error: 'currency must be a currency code' })),
  ),
  description: z._default(z.string().check(z.maxLength(500)), 'Test invoice from the sandbox console'),
});
