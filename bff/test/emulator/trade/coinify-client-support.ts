// Shared by the tests that drive Blockchain.com's `bitcoin-coinify-client` 0.16 against the emulator on a real port
// (coinify-client*.test.ts): the client as a wallet makes it, the wallet delegate it calls back, and the steps a
// trader takes before trading, through the Trade API and the sandbox tools over HTTP. The client is never patched:
// only its instance's `_api._url` points here (shared/spec/trades.md: the compatibility target).
import { createRequire } from 'node:module';
import { expect, onTestFinished, vi } from 'vitest';
import { partnerJwt, uniqueEmail, type TestServer } from './helpers';

const require = createRequire(import.meta.url);

export type ListeningServer = TestServer & { url: string };

/** A testnet address the wallet hands out to receive a buy's BTC (P2PKH, `m…`). */
export const WALLET_RECEIVE_ADDRESS = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn';

// ——— What the tests touch of the client; the package ships no types ———

export interface CoinifyApi {
  _url: (endpoint?: string) => string;
  _offlineToken: string | null;
  _access_token?: string;
  readonly isLoggedIn: boolean;
  readonly hasAccount: boolean;
  login(): Promise<void>;
  GET(endpoint: string, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
  authGET(endpoint: string, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
  authPATCH(endpoint: string, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
  authPOST(endpoint: string, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
  POST(endpoint: string, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** lib/limit.js: one payment method's limit left and minimum, per currency. */
export interface CoinifyLimit {
  readonly inRemaining: Record<string, number>;
  readonly minimumInAmounts: Record<string, number>;
}

export interface CoinifyProfileObject {
  fetch(): Promise<unknown>;
  readonly fullName: string | null;
  readonly gender: string | null;
  readonly mobile: string | undefined;
  readonly defaultCurrency: string;
  readonly email: string;
  readonly city: string | null;
  readonly country: string | null;
  readonly state: string | null;
  readonly street: string | null;
  readonly zipcode: string | null;
  readonly level: { readonly name: string; readonly currency: string; readonly feePercentage: number };
  readonly currentLimits: { card: { in: number }; bank: { in: number; out: number } };
  readonly limits: { card: CoinifyLimit; bank: CoinifyLimit; blockchain: CoinifyLimit };
  readonly canTrade: boolean;
  readonly canTradeAfter: Date;
  readonly cannotTradeReason: string | null;
  readonly tradeSubscriptionsAllowed: boolean;
  setFullName(value: string): Promise<void>;
  setGender(value: 'male' | 'female' | null): Promise<void>;
  setCity(value: string): Promise<void>;
  setStreet(value: string): Promise<void>;
  setZipcode(value: string): Promise<void>;
  setCountry(value: string): Promise<void>;
  setState(value: string): Promise<void>;
}

/** lib/coinify-bank.js: the service's bank account a bank buy is paid into. */
export interface CoinifyBank {
  readonly type: string;
  readonly currency: string;
  readonly bic: string;
  readonly number: string;
  readonly bankName: string;
  readonly holderName: string;
  readonly referenceText: string;
  readonly bankAddress: { readonly country: string };
  readonly holderAddress: { readonly country: string };
}

/** lib/trade.js over bitcoin-exchange-client's trade.js. */
export interface CoinifyTrade {
  readonly id: number;
  readonly state: string;
  readonly isBuy: boolean;
  readonly medium: string;
  readonly inCurrency: string;
  readonly outCurrency: string;
  /** Cents or satoshi. */
  readonly inAmount: number;
  readonly sendAmount: number;
  readonly outAmount: number;
  readonly outAmountExpected: number;
  readonly receiveAddress: string;
  readonly iSignThisID: string | undefined;
  readonly bankAccount: CoinifyBank | undefined;
  readonly bankAccountNumber: string | undefined;
  /** Sells only: the service's deposit address, and the transaction that paid it. */
  readonly transferIn:
    { medium: string; details: { account: string; paymentUri?: string; transaction?: string } } | undefined;
  readonly transferOut: { medium: string; details: Record<string, unknown> } | undefined;
  readonly receiptUrl: string | undefined;
  readonly tradeSubscriptionId: number | null;
  readonly createdAt: number;
  readonly expiresAt: number;
  refresh(): Promise<CoinifyTrade>;
  cancel(): Promise<void>;
  /** Satoshi expected: the quote's while it holds, else a new quote of `-inAmount` (lib/trade.js). */
  btcExpected(): Promise<number>;
  /** QA tool: the quote expires 3 seconds from now, on the client's own clock. */
  expireQuote(): void;
  fakeBankTransfer(): Promise<void>;
}

/** lib/payment-account.js and lib/bank-account.js (a registered payout account). */
export interface CoinifyPaymentAccount {
  readonly id: number | undefined;
  readonly fiatMedium: string;
  readonly accountNumber: string;
  buy(subscription?: { frequency: 'daily' | 'weekly' | 'monthly'; endTime?: string }): Promise<CoinifyTrade>;
  sell(): Promise<CoinifyTrade>;
  /** A registered bank account only (lib/bank-account.js). */
  delete(): Promise<void>;
}

export interface CoinifyBankAccountInput {
  account: { currency: string; bic: string; number: string };
  holder: { name: string; address: { street: string; city: string; zipcode: string; country: string } };
  bank: { address: { country: string; street?: string; city?: string } };
}

/** lib/payment-medium.js. */
export interface CoinifyPaymentMedium {
  readonly inMedium: string;
  readonly outMedium: string;
  readonly fiatMedium: string;
  readonly name: string;
  readonly inCurrencies: string[];
  readonly outCurrencies: string[];
  readonly inCurrency: string;
  readonly outCurrency: string;
  readonly inFixedFees: Record<string, number>;
  readonly outFixedFees: Record<string, number>;
  readonly inPercentageFee: number;
  readonly outPercentageFee: number;
  readonly minimumInAmounts: Record<string, number>;
  readonly limitInAmounts: Record<string, number>;
  readonly canTrade: boolean | undefined;
  readonly cannotTradeReasons: unknown;
  readonly fee: number | undefined;
  readonly total: number | undefined;
  getAccounts(): Promise<CoinifyPaymentAccount[]>;
  buy(): Promise<CoinifyTrade>;
  getBankAccounts(): Promise<CoinifyPaymentAccount[]>;
  addBankAccount(account: CoinifyBankAccountInput): Promise<CoinifyPaymentAccount>;
}

/** lib/quote.js: base amounts of fiat in major units, BTC in satoshi (as the client converts them). */
export interface CoinifyQuote {
  readonly id: number | undefined;
  readonly baseCurrency: string;
  readonly quoteCurrency: string;
  readonly baseAmount: number;
  readonly quoteAmount: number;
  readonly expiresAt: Date;
  readonly timeOfRequest: Date;
  getPaymentMediums(): Promise<Record<string, CoinifyPaymentMedium>>;
  getPayoutMediums(): Promise<Record<string, CoinifyPaymentMedium>>;
}

export interface CoinifySubscription {
  id: number;
  amount: number;
  currency: string;
  isActive: boolean;
  frequency: string;
  receivingAccount: string;
  endTime?: string | null;
}

export interface CoinifyClient {
  partnerId: number | string | null;
  readonly hasAccount: boolean;
  readonly profile: CoinifyProfileObject;
  readonly trades: CoinifyTrade[];
  readonly buyCurrencies: string[] | null;
  readonly sellCurrencies: string[] | null;
  readonly exchangeRate: { get(base: string, quote: string): Promise<number> };
  _api: CoinifyApi;
  _user: number | undefined;
  _offlineToken: string | undefined;
  signup(country: string, currency: string): Promise<{ trader: { id: number }; offlineToken: string }>;
  fetchProfile(): Promise<unknown>;
  getBuyMethods(): Promise<Record<string, CoinifyPaymentMedium>>;
  getSellMethods(): Promise<Record<string, CoinifyPaymentMedium>>;
  getBuyCurrencies(): Promise<string[]>;
  getSellCurrencies(): Promise<string[]>;
  getBuyQuote(amount: number, baseCurrency: string, quoteCurrency?: string): Promise<CoinifyQuote>;
  getSellQuote(amount: number, baseCurrency: string, quoteCurrency: string): Promise<CoinifyQuote>;
  getTrades(): Promise<CoinifyTrade[]>;
  getSubscriptions(): Promise<CoinifySubscription[]>;
  cancelSubscription(id: number): Promise<CoinifySubscription>;
  toJSON(): Record<string, unknown>;
}

interface CoinifyStatic {
  new (obj: Record<string, unknown>, delegate: object): CoinifyClient;
  new: (delegate: object) => CoinifyClient;
}

export const Coinify = require('bitcoin-coinify-client') as CoinifyStatic;

// ——— The wallet side ———

/** The wallet side the client calls back: email, a trusted email token signed with the sandbox partner key. */
export function walletDelegate(server: TestServer, email: string) {
  const saved: unknown[] = [];
  const released: unknown[] = [];
  return {
    saved,
    released,
    /** The client pushes each new trade here (exchange-client's PaymentMedium / PaymentAccount `buy`). */
    trades: [] as CoinifyTrade[],
    email: () => email,
    isEmailVerified: () => true,
    getToken: async (partner: string, options: unknown) => {
      expect(partner).toBe('coinify');
      expect(options).toEqual({ walletAge: true });
      return partnerJwt(server, { email });
    },
    save: () => {
      saved.push(true);
      return Promise.resolve();
    },
    reserveReceiveAddress: () => ({ receiveAddress: WALLET_RECEIVE_ADDRESS, commit: () => undefined }),
    getReceiveAddress: () => WALLET_RECEIVE_ADDRESS,
    releaseReceiveAddress: (trade: unknown) => {
      released.push(trade);
    },
    deserializeExtraFields: () => undefined,
    serializeExtraFields: () => undefined,
    monitorAddress: () => undefined,
    checkAddress: () => Promise.resolve(undefined),
  };
}
export type WalletDelegate = ReturnType<typeof walletDelegate>;

/** Points a client at this server: its one change. */
function pointAt(server: ListeningServer, coinify: CoinifyClient): void {
  coinify._api._url = (endpoint = '') => `${server.sandbox.tradeBaseUrl}/${endpoint}`;
}

/** A client as the wallet makes it, pointed at this server, with the partner number the real client sends. */
export function newClient(server: ListeningServer, email = uniqueEmail('coinify')) {
  const delegate = walletDelegate(server, email);
  const coinify = Coinify.new(delegate);
  pointAt(server, coinify);
  delegate.trades = coinify.trades; // as the wallet (and the package's demo) wires it
  coinify.partnerId = server.sandbox.partnerNumber;
  return { coinify, delegate, email };
}

export async function signedUpClient(server: ListeningServer, country = 'DK') {
  const client = newClient(server);
  const res = await client.coinify.signup(country, 'EUR');
  return { ...client, res, traderId: res.trader.id };
}

/**
 * The wallet opened again later, on a device that has no trades cached: a new client from the account the wallet
 * stored (`coinify.toJSON()`: the trader and the offline token), which logs in afresh and reads every trade from the
 * service. After the sandbox clock moved past an access token's life the old instance still counts its token valid
 * by the wall clock (lib/api.js `isLoggedIn`); a wallet opened after that time starts from its stored state.
 */
export function reopenedClient(server: ListeningServer, client: { coinify: CoinifyClient; email: string }) {
  const delegate = walletDelegate(server, client.email);
  const { user, offline_token, auto_login } = client.coinify.toJSON();
  const coinify = new Coinify({ user, offline_token, auto_login }, delegate);
  pointAt(server, coinify);
  delegate.trades = coinify.trades;
  return { coinify, delegate, email: client.email };
}

/** One request the client sent to the Trade API: its path below the base URL and its JSON body, if any. */
export interface ClientRequest {
  method: string;
  endpoint: string;
  body: unknown;
}

/**
 * The requests the client sends to the Trade API from now on, in order. The client calls the global `fetch`
 * (bitcoin-exchange-client's api.js), which is watched and passed through unchanged until the test finishes.
 */
export function watchClientRequests(server: ListeningServer): ClientRequest[] {
  const requests: ClientRequest[] = [];
  const base = `${server.sandbox.tradeBaseUrl}/`;
  const passOn = globalThis.fetch;
  const watched = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(base))
      requests.push({
        method: init?.method ?? 'GET',
        endpoint: url.slice(base.length),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
    return passOn(input, init);
  });
  onTestFinished(() => watched.mockRestore());
  return requests;
}

/** The client's request failure: it rejects with the response text. */
export async function failureOf(promise: Promise<unknown>): Promise<{ error: string; error_description: string }> {
  try {
    await promise;
  } catch (text) {
    return JSON.parse(String(text)) as { error: string; error_description: string };
  }
  throw new Error('expected the request to fail');
}

// ——— The sandbox tools, over HTTP as a tester's script reaches them ———

export async function sandboxPost(server: ListeningServer, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.sandbox.sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `POST ${path}: ${text}`).toBe(200);
  return JSON.parse(text) as unknown;
}

/** Moves the emulator's clock forward (`POST {sandboxUrl}/clock/advance`). */
export async function advanceClock(server: ListeningServer, seconds: number): Promise<void> {
  await sandboxPost(server, '/clock/advance', { seconds });
}

/**
 * The trader's mandatory information, complete: address, source of funds and PEP through the Trade API with the
 * client's own access token, and identification approved with the sandbox tool. Trades then complete, and the
 * trader may make recurring buys (not a PEP: enhanced due diligence approved).
 */
export async function completeMandatoryInformation(
  server: ListeningServer,
  client: { coinify: CoinifyClient; traderId: number },
): Promise<void> {
  const api = client.coinify._api;
  await api.authPOST('traders/me/address', { street: 'Rungstedlund 111', city: 'Rungsted Kyst', postalCode: '2960' });
  await api.authPOST('traders/me/source-of-funds', {
    originOfFunds: 'savings',
    annualTradeVolumeBucketId: 1,
    areFundsFromLegalActivities: true,
  });
  await api.authPOST('traders/me/pep', { pepState: 'non_pep' });
  await sandboxPost(server, `/traders/${client.traderId}/identification`, { state: 'approved' });
}

/** A signed-up client whose trader may trade to completion. */
export async function readyClient(server: ListeningServer) {
  const client = await signedUpClient(server);
  await completeMandatoryInformation(server, client);
  return client;
}
