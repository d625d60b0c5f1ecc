// The change bus (invoices and trades) between BFF instances on one PostgreSQL database: a change is published with pg_notify
// through the pool and received on one dedicated LISTEN connection per instance, made again when it drops.
import type pg from 'pg';
import { isTradeChange, type Change, type ChangeBus, type ChangeListener } from '../change-bus';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default page size). */
export const NOTIFY_PAYLOAD_LIMIT = 8000;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/** The payload of `change`: the view while it fits, else only the invoice or trade and publisher (receivers read it). */
export function notifyPayload(change: Change): string {
  const full = JSON.stringify(change);
  if (Buffer.byteLength(full) < NOTIFY_PAYLOAD_LIMIT) return full;
  return JSON.stringify(
    isTradeChange(change)
      ? { tradeId: change.tradeId, origin: change.origin }
      : { invoiceId: change.invoiceId, origin: change.origin },
  );
}

function parsePayload(payload: string | undefined): Change | undefined {
  try {
    const value = JSON.parse(payload ?? '') as {
      invoiceId?: unknown;
      tradeId?: unknown;
      origin?: unknown;
      view?: never;
    } | null;
    if (typeof value?.origin !== 'string') return undefined;
    const { origin, view } = value;
    if (typeof value.tradeId === 'number') {
      return view === undefined ? { tradeId: value.tradeId, origin } : { tradeId: value.tradeId, origin, view };
    }
    if (typeof value.invoiceId === 'number') {
      return view === undefined ? { invoiceId: value.invoiceId, origin } : { invoiceId: value.invoiceId, origin, view };
    }
    return undefined;
  } catch {
    return undefined; // not ours: anyone may NOTIFY a channel
  }
}

export interface PostgresChangeBusOptions {
  pool: pg.Pool;
  /** Makes the (not yet connected) client that LISTENs; called again after it drops. */
  listenerClient: () => pg.Client;
  /** The channel, shared by every instance on this schema. */
  channel: string;
}

export class PostgresChangeBus implements ChangeBus {
  private readonly listeners = new Set<ChangeListener>();
  /** What each subscriber reads again after a reconnect, since changes sent while the connection was down are lost. */
  private readonly missedHandlers = new Set<() => void>();
  /** Whether a listening connection dropped since the last one was made: the next one reports the gap. */
  private gap = false;
  /** The connection that listens (or is being made), undefined while there is none. */
  private listening: Promise<pg.Client> | undefined;
  private current: pg.Client | undefined;
  /** Publishes go one after another, so they reach the others in the order this instance sent them. */
  private sending: Promise<void> = Promise.resolve();
  private reconnectDelayMs = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: PostgresChangeBusOptions) {}

  publish(change: Change): Promise<void> {
    const { pool, channel } = this.options;
    const sent = this.sending.then(async () => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, notifyPayload(change)]);
    });
    this.sending = sent.catch(() => undefined);
    return sent;
  }

  async subscribe(listener: ChangeListener, missed?: () => void): Promise<() => Promise<void>> {
    // Wrapped, so the same function subscribed twice is two subscriptions, each ended on its own.
    const own: ChangeListener = (change) => listener(change);
    const ownMissed = missed && (() => missed());
    this.listeners.add(own);
    if (ownMissed) this.missedHandlers.add(ownMissed);
    const end = () => {
      this.listeners.delete(own);
      if (ownMissed) this.missedHandlers.delete(ownMissed);
    };
    try {
      await this.listen();
    } catch (error) {
      end();
      throw error;
    }
    return async () => end();
  }

  /** Ends the LISTEN connection and any reconnecting; publishing after this fails with the pool. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listening = this.listening;
    this.listening = undefined;
    this.current = undefined;
    const client = await listening?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  /** Resolves once a connection LISTENs on the channel (made now if there is none). */
  private listen(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The change bus is closed'));
    this.listening ??= this.connect().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async connect(): Promise<pg.Client> {
    const client = this.options.listenerClient();
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The change bus is closed');
    }
    this.current = client;
    this.reconnectDelayMs = RECONNECT_FIRST_MS;
    if (this.gap) {
      this.gap = false;
      for (const handler of [...this.missedHandlers]) {
        try {
          handler();
        } catch {
          // As with a change: one subscriber's failure must not keep the others from catching up.
        }
      }
    }
    return client;
  }

  private deliver(payload: string | undefined): void {
    const change = parsePayload(payload);
    if (!change) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A listener serves pages; a broken page must not stop the others.
      }
    }
  }

  /**
   * The listening connection ended (a restarted server, a cut network): listen again, backing off while the
   * database is away. Changes published meanwhile are not received, so once listening again the subscribers are
   * told to read what they watch.
   */
  private dropped(client: pg.Client): void {
    if (this.closed || client !== this.current) return;
    this.gap = true;
    this.current = undefined;
    this.listening = undefined;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelayMs;
    this.reconnectDelayMs = Math.min(delay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.listen().catch(() => this.scheduleReconnect());
    }, delay);
    this.reconnectTimer.unref();
  }
}
