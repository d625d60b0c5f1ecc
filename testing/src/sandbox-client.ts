// Typed helpers for everything the sandbox console does, as thin calls of the sandbox's own HTTP routes
// (src/api/contract/sandbox/endpoints.ts): read the mail, decide identifications, settle card payments and bank
// transfers, pay deposits and invoices, move the clock, read the delivery log. Traders are found by the email a
// test signed them up with; trades and invoices by id, or as the newest of a trader.
import * as z from 'zod/mini';
import { satoshiToBtc, btcToSatoshi } from '../../src/api/contract/money';
import { mailCodes } from '../../src/api/contract/sandbox/mail-parts';
import {
  BlockchainPayment,
  CallbackDeliveries,
  CallbackDelivery,
  CardPaymentOutcome,
  ClockAdvanced,
  CompanyReview,
  Confirmations,
  IdentityDecision,
  MailboxMessages,
  ProofOfFunds,
  SandboxBankTransfer,
  SandboxCredentials,
  SandboxInvoices,
  SandboxNow,
  SandboxTraders,
  SandboxTrades,
  SkippedIdentification,
  TradeBlock,
  type CardPaymentResult,
} from '../../src/api/contract/sandbox/requests';
import type { IdentificationState, RejectReason } from '../../src/api/contract/trade/enums';
import type { TradeState } from '../../src/api/contract/trade/trades';
import {
  createInvoice,
  createMerchant,
  createPartner,
  type CreatedMerchant,
  type CreatedPartner,
  type Invoice,
  type InvoiceRequest,
  type MerchantKey,
  type MerchantOptions,
  type PartnerOptions,
} from './accounts';
import { parseDuration } from './duration';
import { paymentSatoshi, type PaymentAmount } from './payment-amount';
import { callSandbox, waitFor, type WaitOptions } from './sandbox-http';

export type MailboxMessage = z.output<typeof MailboxMessages>[number];
export type SandboxTrader = z.output<typeof SandboxTraders>[number];
export type SandboxTrade = z.output<typeof SandboxTrades>[number];
export type SandboxInvoice = z.output<typeof SandboxInvoices>[number];
export type CallbackDelivery = z.output<typeof CallbackDelivery>;
export type ClockMove = z.output<typeof ClockAdvanced>;
export type SandboxCredentials = z.output<typeof SandboxCredentials>;
export type { CardPaymentResult, TradeState, RejectReason, IdentificationState };
export type { CreatedMerchant, CreatedPartner, Invoice, InvoiceRequest, MerchantKey, MerchantOptions, PartnerOptions };

/** A trade: its id, or the trade itself as a helper answered it. */
export type TradeRef = number | { id: number };
/** An invoice: its id, or the invoice itself as a helper or the Merchant API answered it. */
export type InvoiceRef = number | { id: number };

/** What the identity provider's compliance team decides; `fail` is the provider failing to read the document. */
export type IdentificationDecision = 'approve' | 'reject' | 'fail' | 'manual_review';

export interface DecisionOptions extends WaitOptions {
  /** The name the identity document shows (approve only): it becomes the trader's name. */
  name?: string;
  /** Why a `reject` or `fail` (DENIED or NO_ID_UPLOADED unless given). */
  rejectReason?: RejectReason;
}

export interface PaymentOptions {
  /** Confirmations the transaction starts with; 0 (seen, unconfirmed) unless given. */
  confirmations?: number;
  /** Where the customer's wallet says a refund goes (an invoice's overpayment, say). */
  refundAddress?: string;
}

export interface DeliveryMatch {
  /** The kind, or its start: `merchant.` (callbacks), `merchant.invoice_state_change`, `trade.partner_webhook`. */
  kind?: string;
  /** The URL it goes to: your server's receiver. */
  url?: string;
  /** Any further test, on the delivery (its `body` is the exact JSON text sent). */
  where?: (delivery: CallbackDelivery) => boolean;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const idOf = (ref: TradeRef | InvoiceRef) => (typeof ref === 'number' ? ref : ref.id);

/** The sandbox's routes for tests and scripts, at `sandboxUrl` (`<server>/sandbox`). */
export class SandboxClient {
  constructor(
    /** The sandbox tools' base URL, e.g. `http://localhost:4000/sandbox`. */
    readonly sandboxUrl: string,
  ) {}

  // Mail

  /** Mail the sandbox sent, newest first: to `to`, or to anyone. */
  mailbox(to?: string): Promise<MailboxMessage[]> {
    return callSandbox(this.sandboxUrl, '/mailbox', MailboxMessages, { query: { to } });
  }

  /** The 6-digit code of the newest email to `email` that has one (sign-up, login, password reset), once it lands. */
  emailCode(email: string, options?: WaitOptions): Promise<string> {
    return waitFor(
      `an email with a code to ${email}`,
      async () => (await this.mailbox(email)).flatMap((mail) => mailCodes(mail.text))[0],
      options,
    );
  }

  // Traders and their identification

  /** Traders newest first, with every state and their identification attempts; `email` keeps those containing it. */
  traders(email?: string): Promise<SandboxTrader[]> {
    return callSandbox(this.sandboxUrl, '/traders', SandboxTraders, { query: { email } });
  }

  /** The trader signed up with `email`, once there is one. */
  trader(email: string, options?: WaitOptions): Promise<SandboxTrader> {
    return waitFor(
      `a trader with the email ${email}`,
      async () => (await this.traders(email)).find((trader) => sameEmail(trader.email, email)),
      options,
    );
  }

  /**
   * Decides the identification of the trader with `email` as the identity provider: waits for an attempt that takes
   * `decision` (one the trader started, or one under manual review for `approve` and `reject`), then decides it.
   * The widget hears of it at its next read of the attempt. Answers the attempt and where its window would go.
   */
  async decideIdentification(email: string, decision: IdentificationDecision, options: DecisionOptions = {}) {
    const attempt = await waitFor(
      `an identification attempt of ${email} that takes "${decision}"`,
      async () => {
        const trader = (await this.traders(email)).find((found) => sameEmail(found.email, email));
        return trader?.identificationAttempts.find((candidate) =>
          decision === 'fail' ? candidate.state === 'pending' : candidate.decisions.includes(decision),
        );
      },
      options,
    );
    const body = { decision, rejectReason: options.rejectReason, name: options.name };
    const { location } = await callSandbox(
      this.sandboxUrl,
      `/identity/${encodeURIComponent(attempt.id)}`,
      IdentityDecision,
      { body },
    );
    return { attemptId: attempt.id, location };
  }

  /** Sets the trader's identification state without an attempt (skips identification). */
  async skipIdentification(email: string, state: IdentificationState = 'approved') {
    const { id } = await this.trader(email);
    return callSandbox(this.sandboxUrl, `/traders/${id}/identification`, SkippedIdentification, { body: { state } });
  }

  /** Concludes a corporate trader's company review (KYB), once its documents were asked for. */
  async concludeCompanyReview(email: string, result: 'approved' | 'rejected') {
    const { id } = await this.trader(email);
    return callSandbox(this.sandboxUrl, `/traders/${id}/company-review`, CompanyReview, { body: { result } });
  }

  /** Judges the proof of source of funds a trader was asked for (past 10,000 EUR traded). */
  async judgeProofOfFunds(email: string, result: 'approved' | 'rejected') {
    const { id } = await this.trader(email);
    return callSandbox(this.sandboxUrl, `/traders/${id}/proof-of-funds`, ProofOfFunds, { body: { result } });
  }

  /** Makes the trader wait `duration` ("2h", seconds) before trading (`forced_delay`); null lifts the wait. */
  async blockTrading(email: string, duration: string | number | null) {
    const { id } = await this.trader(email);
    const forcedDelaySeconds = duration === null ? null : Math.round(parseDuration(duration));
    return callSandbox(this.sandboxUrl, `/traders/${id}/trade-block`, TradeBlock, { body: { forcedDelaySeconds } });
  }

  // Trades

  /** Every trader's trades, newest first, with their state history (the newest `limit`, 100 unless given). */
  trades(limit?: number): Promise<SandboxTrade[]> {
    return callSandbox(this.sandboxUrl, '/trades', SandboxTrades, { query: { limit } });
  }

  /** The trade with this id (among the newest thousand). */
  async trade(ref: TradeRef): Promise<SandboxTrade> {
    const trade = (await this.trades(1000)).find((candidate) => candidate.id === idOf(ref));
    if (!trade) throw new Error(`The sandbox has no trade ${idOf(ref)} among its newest thousand.`);
    return trade;
  }

  /** The newest trade of the trader with `email` (in `state`, when given), once there is one. */
  latestTrade(email: string, options: WaitOptions & { state?: TradeState } = {}): Promise<SandboxTrade> {
    const inState = options.state ? ` in state ${options.state}` : '';
    return waitFor(
      `a trade of ${email}${inState}`,
      async () =>
        (await this.trades(1000)).find(
          (trade) =>
            trade.traderEmail !== null &&
            sameEmail(trade.traderEmail, email) &&
            (!options.state || trade.state === options.state),
        ),
      options,
    );
  }

  /** Settles a card trade's payment as its payment page would: approved, declined or cancelled. */
  decideCardPayment(trade: TradeRef, result: CardPaymentResult) {
    return callSandbox(this.sandboxUrl, `/trades/${idOf(trade)}/card-payment`, CardPaymentOutcome, {
      body: { result },
    });
  }

  /** A bank trade's transfer arrives: all it waits for, or `sendAmount` of `currency`. */
  receiveBankTransfer(trade: TradeRef, transfer: { sendAmount?: number; currency?: string } = {}) {
    return callSandbox(this.sandboxUrl, `/trades/${idOf(trade)}/bank-transfer`, SandboxBankTransfer, {
      body: transfer,
    });
  }

  /** Pays a sell's deposit address: the BTC it waits for, or part of it, or too much, or an exact amount. */
  async payDeposit(trade: TradeRef, amount: PaymentAmount = 'full', options: PaymentOptions = {}) {
    const { id, depositAddress, depositAmount } = await this.trade(trade);
    if (!depositAddress || !depositAmount) throw new Error(`Trade ${id} has no deposit address: it is not a sell.`);
    return this.payAddress(depositAddress, paymentSatoshi(amount, btcToSatoshi(depositAmount)), options);
  }

  // Invoices

  /** Every merchant's invoices, newest first, with their payments and state history. */
  invoices(limit?: number): Promise<SandboxInvoice[]> {
    return callSandbox(this.sandboxUrl, '/invoices', SandboxInvoices, { query: { limit } });
  }

  /** The invoice with this id (among the newest thousand). */
  async invoice(ref: InvoiceRef): Promise<SandboxInvoice> {
    const invoice = (await this.invoices(1000)).find((candidate) => candidate.id === idOf(ref));
    if (!invoice) throw new Error(`The sandbox has no invoice ${idOf(ref)} among its newest thousand.`);
    return invoice;
  }

  /** Pays an invoice's address: what is still due, or part of it, or too much, or an exact amount of BTC. */
  async payInvoice(invoice: InvoiceRef, amount: PaymentAmount = 'full', options: PaymentOptions = {}) {
    const { address, amountDue } = await this.invoice(invoice);
    return this.payAddress(address, paymentSatoshi(amount, btcToSatoshi(amountDue)), options);
  }

  /** Sends `satoshi` to `address` on the sandbox's simulated chain. */
  private payAddress(address: string, satoshi: number, options: PaymentOptions) {
    const body = { address, amount: satoshiToBtc(satoshi), ...options };
    return callSandbox(this.sandboxUrl, '/blockchain/payments', BlockchainPayment, { body });
  }

  /** Sets a simulated transaction's confirmations (6 unless given: what the Merchant API waits for). */
  confirm(txid: string, confirmations = 6) {
    return callSandbox(this.sandboxUrl, '/blockchain/confirmations', Confirmations, {
      body: { txid, confirmations },
    });
  }

  // The clock

  /** Now, as the sandbox sees it. */
  async now(): Promise<Date> {
    return new Date((await callSandbox(this.sandboxUrl, '/clock', SandboxNow)).now);
  }

  /**
   * Moves the sandbox's clock forward by `duration` ("16m", "7d", "1h 30m", or seconds): expiries, completions and
   * 7-day refunds follow at once. Answers the new now and what came due on the way.
   */
  advanceClock(duration: string | number): Promise<ClockMove> {
    return callSandbox(this.sandboxUrl, '/clock/advance', ClockAdvanced, {
      body: { seconds: parseDuration(duration) },
    });
  }

  // Webhooks and callbacks

  /** The delivery log: callbacks, webhooks and their attempts, newest first; `kind` keeps those it starts. */
  deliveries(kind?: string, limit?: number): Promise<CallbackDelivery[]> {
    return callSandbox(this.sandboxUrl, '/callbacks', CallbackDeliveries, { query: { kind, limit } });
  }

  /**
   * The newest delivery matching `match` once it has been tried at least once: its `attempts` say what your server
   * answered (`status`) or why it could not be reached (`error`).
   */
  waitForDelivery(match: DeliveryMatch, options?: WaitOptions): Promise<CallbackDelivery> {
    const what = [match.kind ?? 'a delivery', match.url ? `to ${match.url}` : ''].filter(Boolean).join(' ');
    return waitFor(
      `${what}, tried at least once`,
      async () =>
        (await this.deliveries(match.kind, 1000)).find(
          (delivery) =>
            delivery.attempts.length > 0 &&
            (!match.url || delivery.url === match.url) &&
            (!match.where || match.where(delivery)),
        ),
      options,
    );
  }

  /** Delivers an entry of the log again at once: the same body, headers and URL. */
  redeliver(delivery: number | { id: number }) {
    const id = typeof delivery === 'number' ? delivery : delivery.id;
    return callSandbox(this.sandboxUrl, `/callbacks/${id}/redeliver`, CallbackDelivery, { method: 'POST' });
  }

  // Credentials, merchants and partners

  /** The sandbox's own partner and merchant (with their secrets) and its URLs. */
  credentials(): Promise<SandboxCredentials> {
    return callSandbox(this.sandboxUrl, '/credentials', SandboxCredentials, { query: { reveal: 'secrets' } });
  }

  /** A merchant of the test's own, its invoices' callbacks going to `callbackUrl`. */
  createMerchant(options?: MerchantOptions): Promise<CreatedMerchant> {
    return createMerchant(this.sandboxUrl, options);
  }

  /** A partner of the test's own, its webhooks going to `webhookUrl`, with the private key of its JWTs. */
  createPartner(options?: PartnerOptions): Promise<CreatedPartner> {
    return createPartner(this.sandboxUrl, options);
  }

  /**
   * Creates an invoice with the Merchant API's signed `POST /v3/invoices`, as `merchant` (the sandbox's own merchant
   * unless given); its `payment_url` is the customer's payment page.
   */
  async createInvoice(request: InvoiceRequest, merchant?: MerchantKey): Promise<Invoice> {
    const { urls, merchant: own } = await this.credentials();
    const key = merchant ?? { apiKey: own.apiKey, apiSecret: own.apiSecret ?? '' };
    return createInvoice(urls.merchantBaseUrl, own.authScheme, key, request);
  }
}
