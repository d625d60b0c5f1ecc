// The console's line to the sandbox: the same JSON routes scripts use (src/api/contract/sandbox/endpoints.ts, so the
// console adds no second way to change state), parsed with the contract's schemas, and the live feed of
// `GET /sandbox/events` shared by every panel through one EventSource.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { satoshiToBtc } from '../../api/contract/money';
import { SandboxRefusal } from '../../api/contract/sandbox/refusal';
import {
  BlockchainPayment,
  CallbackDeliveries,
  CallbackDelivery,
  CardPaymentOutcome,
  type CardPaymentResult,
  ClockAdvanced,
  CompanyReview,
  Confirmations,
  IdentityDecision,
  MailboxMessages,
  ProofOfFunds,
  SandboxBankTransfer,
  SandboxCredentials,
  SandboxInvoice,
  SandboxInvoices,
  SandboxNow,
  SandboxTraders,
  SandboxTrades,
  SkippedIdentification,
  TradeBlock,
} from '../../api/contract/sandbox/requests';
import type { RejectReason } from '../../api/contract/trade/enums';

export type MailboxMessage = z.infer<typeof MailboxMessages>[number];
export type CallbackDeliveryEntry = z.infer<typeof CallbackDelivery>;
export type ClockMove = z.infer<typeof ClockAdvanced>;
export type CameDueEntry = ClockMove['cameDue'][number];

/**
 * What the sandbox pushes: a mail landed (`to`, `subject`, `createTime`), the clock moved (`now`), an attempt of a
 * callback or webhook was recorded (`id`, `kind`, `time`), a trader, trade or invoice changed (`resource`, `id`, and
 * `state` when a trade's or invoice's state moved).
 */
export type SandboxEventName = 'mail' | 'clock' | 'delivery' | 'changed';
export type SandboxEventListener = (data: unknown) => void;

export interface SandboxConsoleApi {
  /** Base URL of the sandbox tools: `/sandbox` on the server that serves the console. */
  baseUrl: string;
  /** Calls `listener` with each event of `name` until the returned function is called. */
  subscribe: (name: SandboxEventName, listener: SandboxEventListener) => () => void;
}

export const SandboxConsoleContext = createContext<SandboxConsoleApi>({
  baseUrl: '/sandbox',
  subscribe: () => () => undefined,
});

export const useSandboxConsole = (): SandboxConsoleApi => useContext(SandboxConsoleContext);

/** Runs `listener` on each pushed event of `name` (the latest `listener`, without resubscribing). */
export function useSandboxEvent(name: SandboxEventName, listener: SandboxEventListener): void {
  const { subscribe } = useSandboxConsole();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(name, (data) => latest.current(data)), [subscribe, name]);
}

export type LiveState = 'connecting' | 'open' | 'down';

/** A small hub of listeners per event name: what {@link SandboxConsoleApi.subscribe} hands out. */
export function createEventHub() {
  const listeners = new Map<SandboxEventName, Set<SandboxEventListener>>();
  return {
    subscribe(name: SandboxEventName, listener: SandboxEventListener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(name: SandboxEventName, data: unknown) {
      for (const listener of listeners.get(name) ?? []) listener(data);
    },
  };
}

/**
 * Opens the sandbox's event stream for the page's life and hands its events to the panels. EventSource reconnects
 * by itself after a drop; `state` says whether the console is live, so the page can tell the developer.
 */
export function useSandboxEventStream(baseUrl: string): { api: SandboxConsoleApi; state: LiveState } {
  const [hub] = useState(createEventHub);
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${baseUrl}/events`);
    source.onopen = () => setState('open');
    source.onerror = () => setState('down');
    for (const name of ['mail', 'clock', 'delivery', 'changed'] as const)
      source.addEventListener(name, (event) => {
        try {
          hub.emit(name, JSON.parse((event as MessageEvent<string>).data));
        } catch {
          // A malformed event is skipped: the next read shows the truth.
        }
      });
    return () => source.close();
  }, [baseUrl, hub]);
  const [api] = useState<SandboxConsoleApi>(() => ({ baseUrl, subscribe: hub.subscribe }));
  return { api, state };
}

async function readJson<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.infer<S>> {
  if (!response.ok) throw new Error(`The sandbox answered ${response.status}`);
  return z.parse(schema, await response.json());
}

/** `GET /sandbox/mailbox`: every address's mail, newest first. */
export async function readAllMail(baseUrl: string): Promise<MailboxMessage[]> {
  return readJson(await fetch(`${baseUrl}/mailbox`, { headers: { accept: 'application/json' } }), MailboxMessages);
}

/** `GET /sandbox/clock`. */
export async function readSandboxClock(baseUrl: string): Promise<string> {
  return (await readJson(await fetch(`${baseUrl}/clock`), SandboxNow)).now;
}

/** `POST /sandbox/clock/advance`, the route scripts use: the new now and what came due on the way. */
export async function advanceSandboxClock(baseUrl: string, seconds: number): Promise<ClockMove> {
  const response = await fetch(`${baseUrl}/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  return readJson(response, ClockAdvanced);
}

/** `GET /sandbox/callbacks`: the delivery log, newest first. */
export async function readCallbacks(baseUrl: string): Promise<CallbackDeliveryEntry[]> {
  return readJson(await fetch(`${baseUrl}/callbacks`, { headers: { accept: 'application/json' } }), CallbackDeliveries);
}

/** `POST /sandbox/callbacks/{id}/redeliver`, the route scripts use: the entry, due again. */
export async function redeliverCallback(baseUrl: string, id: number): Promise<CallbackDeliveryEntry> {
  return readJson(await fetch(`${baseUrl}/callbacks/${id}/redeliver`, { method: 'POST' }), CallbackDelivery);
}

/** A read that reruns when `reload` is called (by a pushed event); the last answer stays shown while it does. */
export function useSandboxRead<T>(read: () => Promise<T>): {
  data: T | undefined;
  error: unknown;
  reload: () => void;
} {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => {
    let current = true;
    latestRead.current().then(
      (value) => {
        if (!current) return;
        setData(value);
        setError(undefined);
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  return { data, error, reload };
}

export type SandboxTraderEntry = z.infer<typeof SandboxTraders>[number];
export type SandboxTraderAttemptEntry = SandboxTraderEntry['identificationAttempts'][number];
export type TradeBlocker = SandboxTraderEntry['tradeBlockers'][number];
export type ComplianceDecision = SandboxTraderAttemptEntry['decisions'][number];

/** `GET /sandbox/traders`: traders newest first; `email` keeps those whose email contains it. */
export async function readTraders(baseUrl: string, email = ''): Promise<SandboxTraderEntry[]> {
  const query = email.trim() ? `?${new URLSearchParams({ email: email.trim() }).toString()}` : '';
  return readJson(
    await fetch(`${baseUrl}/traders${query}`, { headers: { accept: 'application/json' } }),
    SandboxTraders,
  );
}

export { SandboxRefusal };

/** POSTs `body` as JSON to a sandbox route; a 4xx/5xx becomes a {@link SandboxRefusal} with the route's message. */
async function postSandbox<S extends z.ZodMiniType>(baseUrl: string, path: string, body: object, schema: S) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw SandboxRefusal.of(response.status, await response.json().catch(() => ({})));
  return z.parse(schema, await response.json()) as z.infer<S>;
}

/** `POST /sandbox/identity/{attemptId}` (JSON): decide an attempt as the identity provider's compliance team. */
export function decideIdentification(
  baseUrl: string,
  attemptId: string,
  decision: ComplianceDecision,
  rejectReason?: RejectReason,
) {
  return postSandbox(
    baseUrl,
    `/identity/${encodeURIComponent(attemptId)}`,
    rejectReason ? { decision, rejectReason } : { decision },
    IdentityDecision,
  );
}

/** `POST /sandbox/traders/{id}/identification`: skip identification (set the state). */
export function skipIdentification(baseUrl: string, traderId: number) {
  return postSandbox(baseUrl, `/traders/${traderId}/identification`, { state: 'approved' }, SkippedIdentification);
}

/** `POST /sandbox/traders/{id}/company-review`: conclude a corporate trader's company review. */
export function concludeCompanyReview(baseUrl: string, traderId: number, result: 'approved' | 'rejected') {
  return postSandbox(baseUrl, `/traders/${traderId}/company-review`, { result }, CompanyReview);
}

/** `POST /sandbox/traders/{id}/proof-of-funds`: judge the proof of source of funds. */
export function judgeProofOfFunds(baseUrl: string, traderId: number, result: 'approved' | 'rejected') {
  return postSandbox(baseUrl, `/traders/${traderId}/proof-of-funds`, { result }, ProofOfFunds);
}

/** `POST /sandbox/traders/{id}/trade-block`: make the trader wait `seconds` before trading; 0 lifts the wait. */
export function setTradeBlock(baseUrl: string, traderId: number, seconds: number) {
  return postSandbox(baseUrl, `/traders/${traderId}/trade-block`, { forcedDelaySeconds: seconds }, TradeBlock);
}

export type SandboxCredentialsEntry = z.infer<typeof SandboxCredentials>;

/** `GET /sandbox/credentials`: the sandbox partner, merchant and URLs; the secrets only when `reveal` asks for them. */
export async function readSandboxCredentials(baseUrl: string, reveal = false): Promise<SandboxCredentialsEntry> {
  const query = reveal ? '?reveal=secrets' : '';
  return readJson(
    await fetch(`${baseUrl}/credentials${query}`, { headers: { accept: 'application/json' }, cache: 'no-store' }),
    SandboxCredentials,
  );
}

export type SandboxTradeEntry = z.infer<typeof SandboxTrades>[number];
export type SandboxInvoiceEntry = z.infer<typeof SandboxInvoices>[number];

/** `GET /sandbox/trades`: every trader's trades, newest first, with their state history. */
export async function readSandboxTrades(baseUrl: string): Promise<SandboxTradeEntry[]> {
  return readJson(await fetch(`${baseUrl}/trades`, { headers: { accept: 'application/json' } }), SandboxTrades);
}

/** `GET /sandbox/invoices`: every merchant's invoices, newest first, with payments and state history. */
export async function readSandboxInvoices(baseUrl: string): Promise<SandboxInvoiceEntry[]> {
  return readJson(await fetch(`${baseUrl}/invoices`, { headers: { accept: 'application/json' } }), SandboxInvoices);
}

/**
 * `POST /sandbox/invoices`: a test invoice of the sandbox's own merchant for `amount` in `currency` (the merchant's
 * own when not given), made by the rules of `POST /v3/invoices`; answered as the invoices list shows it.
 */
export function createTestInvoice(baseUrl: string, amount: number, currency?: string) {
  return postSandbox(baseUrl, '/invoices', currency ? { amount, currency } : { amount }, SandboxInvoice);
}

/** `POST /sandbox/trades/{id}/card-payment`: the card payment page's outcome, as scripts set it. */
export function setCardPaymentResult(baseUrl: string, tradeId: number, result: CardPaymentResult) {
  return postSandbox(baseUrl, `/trades/${tradeId}/card-payment`, { result }, CardPaymentOutcome);
}

/** `POST /sandbox/trades/{id}/bank-transfer`: the whole amount of a bank trade arrives. */
export function receiveBankTransfer(baseUrl: string, tradeId: number) {
  return postSandbox(baseUrl, `/trades/${tradeId}/bank-transfer`, {}, SandboxBankTransfer);
}

/**
 * `POST /sandbox/blockchain/payments`: `sats` arrive at `address` (an invoice's, or a sell's deposit address). The
 * route takes BTC as a wire number: the exact satoshi become one only here, at the edge.
 */
export function payToAddress(baseUrl: string, address: string, sats: number) {
  return postSandbox(baseUrl, `/blockchain/payments`, { address, amount: satoshiToBtc(sats) }, BlockchainPayment);
}

/** `POST /sandbox/blockchain/confirmations`: the transaction now has `confirmations`. */
export function setConfirmations(baseUrl: string, txid: string, confirmations: number) {
  return postSandbox(baseUrl, `/blockchain/confirmations`, { txid, confirmations }, Confirmations);
}
