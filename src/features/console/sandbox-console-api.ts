// The console's line to the sandbox: the same JSON routes scripts use (src/api/contract/sandbox/endpoints.ts, so the
// console adds no second way to change state), parsed with the contract's schemas, and the live feed of
// `GET /sandbox/events` shared by every panel through one EventSource.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { satoshiToBtc } from '../../api/contract/money';
import {
  BlockchainPayment,
  CallbackDeliveries,
  CallbackDelivery,
  CardPaymentOutcome,
  Confirmations,
  MailboxMessages,
  SandboxBankTransfer,
  SandboxInvoices,
  SandboxNow,
  SandboxTrades,
  type CardPaymentResult,
} from '../../api/contract/sandbox/requests';

export type MailboxMessage = z.infer<typeof MailboxMessages>[number];
export type CallbackDeliveryEntry = z.infer<typeof CallbackDelivery>;

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

/** `POST /sandbox/clock/advance`, the route scripts use: the new now. */
export async function advanceSandboxClock(baseUrl: string, seconds: number): Promise<string> {
  const response = await fetch(`${baseUrl}/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  return (await readJson(response, SandboxNow)).now;
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

export type SandboxTradeEntry = z.infer<typeof SandboxTrades>[number];
export type SandboxInvoiceEntry = z.infer<typeof SandboxInvoices>[number];

/** A sandbox action's answer parsed, or its refusal's own message (`{error, message}`) as the error. */
async function actJson<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.infer<S>> {
  if (response.ok) return z.parse(schema, await response.json());
  const refusal = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  throw new Error(typeof refusal?.message === 'string' ? refusal.message : `The sandbox answered ${response.status}`);
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** `GET /sandbox/trades`: every trader's trades, newest first, with their state history. */
export async function readSandboxTrades(baseUrl: string): Promise<SandboxTradeEntry[]> {
  return readJson(await fetch(`${baseUrl}/trades`, { headers: { accept: 'application/json' } }), SandboxTrades);
}

/** `GET /sandbox/invoices`: every merchant's invoices, newest first, with payments and state history. */
export async function readSandboxInvoices(baseUrl: string): Promise<SandboxInvoiceEntry[]> {
  return readJson(await fetch(`${baseUrl}/invoices`, { headers: { accept: 'application/json' } }), SandboxInvoices);
}

/** `POST /sandbox/trades/{id}/card-payment`: the card payment page's outcome, as scripts set it. */
export async function setCardPaymentResult(baseUrl: string, tradeId: number, result: CardPaymentResult) {
  return actJson(await postJson(`${baseUrl}/trades/${tradeId}/card-payment`, { result }), CardPaymentOutcome);
}

/** `POST /sandbox/trades/{id}/bank-transfer`: the whole amount of a bank trade arrives. */
export async function receiveBankTransfer(baseUrl: string, tradeId: number) {
  return actJson(await postJson(`${baseUrl}/trades/${tradeId}/bank-transfer`, {}), SandboxBankTransfer);
}

/**
 * `POST /sandbox/blockchain/payments`: `sats` arrive at `address` (an invoice's, or a sell's deposit address). The
 * route takes BTC as a wire number: the exact satoshi become one only here, at the edge.
 */
export async function payToAddress(baseUrl: string, address: string, sats: number) {
  return actJson(
    await postJson(`${baseUrl}/blockchain/payments`, { address, amount: satoshiToBtc(sats) }),
    BlockchainPayment,
  );
}

/** `POST /sandbox/blockchain/confirmations`: the transaction now has `confirmations`. */
export async function setConfirmations(baseUrl: string, txid: string, confirmations: number) {
  return actJson(await postJson(`${baseUrl}/blockchain/confirmations`, { txid, confirmations }), Confirmations);
}
