// The payment side as the benchmark drives it: invoices created through Merchant API v3 with real HMAC headers,
// payments simulated on the sandbox blockchain, and the payment page's event stream read the way EventSource
// reads it. Shared by the browser timings (browser.ts) and the event stream fan-out (sse-clients.ts).
import http from 'node:http';
import { merchantOk, merchantSigner, readSandbox, type SandboxFile } from './scenarios';

/** Wall-clock milliseconds with sub-millisecond precision, comparable with a page's timeOrigin + now(). */
export const nodeNow = (): number => performance.timeOrigin + performance.now();

export interface BenchInvoice {
  id: number;
  /** The payment page's capability token (the last segment of payment_url). */
  token: string;
  paymentUrl: string;
  address: string;
  /** BTC due, as the Merchant API writes it (a number on the wire). */
  amountDue: number;
}

interface InvoiceAnswer {
  data: { id: number; payment_url: string; bitcoin: { address: string; amount_due: number } };
}

export interface PaymentSide {
  bffUrl: string;
  createInvoice(): Promise<BenchInvoice>;
  /** Pays the whole amount due on the sandbox blockchain (unconfirmed), as the payment page's sandbox panel does. */
  pay(invoice: BenchInvoice): Promise<void>;
}

export function paymentSide(dataDir: string): PaymentSide {
  const sandbox = readSandbox(dataDir) as SandboxFile & { bffUrl: string; sandboxUrl: string };
  const auth = merchantSigner(sandbox);
  return {
    bffUrl: sandbox.bffUrl,
    async createInvoice() {
      const response = await fetch(`${sandbox.merchantBaseUrl}/v3/invoices`, {
        method: 'POST',
        headers: { authorization: auth(), 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: 12.5,
          currency: 'EUR',
          description: 'Benchmark order',
          plugin_name: 'tradekit-bench',
          plugin_version: '1',
        }),
      });
      const text = await response.text();
      if (!merchantOk(response.status, text)) throw new Error(`invoice not created: ${text.slice(0, 200)}`);
      const { data } = JSON.parse(text) as InvoiceAnswer;
      return {
        id: data.id,
        token: new URL(data.payment_url).pathname.split('/').pop()!,
        paymentUrl: data.payment_url,
        address: data.bitcoin.address,
        amountDue: data.bitcoin.amount_due,
      };
    },
    async pay(invoice) {
      const response = await fetch(`${sandbox.sandboxUrl}/blockchain/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: invoice.address, amount: invoice.amountDue }),
      });
      if (!response.ok) throw new Error(`payment refused: ${response.status} ${await response.text()}`);
    },
  };
}

export interface EventStream {
  /** Resolves at the first event (the view on connect); rejects when the stream cannot be opened. */
  opened: Promise<void>;
  /** Resolves with nodeNow() at the moment the chunk carrying a view in `state` arrived. */
  reached(state: string): Promise<number>;
  close(): void;
}

/**
 * Reads `/api/pay/<token>/events` as a payment page does. Arrival is stamped when a chunk comes in, before any
 * parsing, so a slow client does not add its own time to the server's.
 */
export function openEventStream(bffUrl: string, token: string, agent: http.Agent): EventStream {
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  let buffer = '';
  let onOpen: () => void = () => undefined;
  let onFail: (error: Error) => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    onOpen = resolve;
    onFail = reject;
  });
  const request = http.get(`${bffUrl}/api/pay/${token}/events`, { agent }, (response) => {
    if (response.statusCode !== 200) {
      onFail(new Error(`event stream answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      const at = nodeNow();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (!data) continue; // a heartbeat comment
        onOpen();
        const state = (JSON.parse(data) as { state?: string }).state ?? '';
        if (!seen.has(state)) seen.set(state, at);
        waiting.get(state)?.(at);
      }
    });
    response.on('error', (error) => onFail(error));
  });
  request.on('error', (error) => onFail(error));
  return {
    opened,
    reached: (state) =>
      new Promise((resolve) => {
        const at = seen.get(state);
        if (at !== undefined) resolve(at);
        else waiting.set(state, resolve);
      }),
    close: () => request.destroy(),
  };
}
