// The payment pages of one fan-out round, simulated as event stream readers in a process of their own (started by
// sse.ts, which meanwhile reads the server's memory and CPU from outside). Steps, each on the parent's word:
// create the invoices → open every page's stream → pay every invoice → report when each page heard "paid".
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeNow, openEventStream, paymentSide, type BenchInvoice, type EventStream } from './payments';

export interface FanOutPlan {
  dataDir: string;
  pages: number;
  /** 1: every page watches the same invoice; `pages`: each page its own invoice. */
  invoices: number;
  /** Requests in flight at once while creating invoices, opening streams and paying. */
  concurrency: number;
  /** How long to wait for the last page to hear of its payment. */
  timeoutMs: number;
}

export interface FanOutReport {
  /** ms from the first payment sent to the last one answered. */
  payAllMs: number;
  /** Per open page: ms from its invoice's payment request to the page's `paid` event; missing pages left out. */
  latenciesMs: number[];
  /** Open pages that did not hear of the payment within the timeout. */
  missed: number;
}

export type ParentMessage = { step: 'plan'; plan: FanOutPlan } | { step: 'connect' } | { step: 'pay' };
export type ChildMessage =
  | { step: 'created' }
  /** `openAllMs`: from the first stream requested to the last one open (its first event in). */
  | { step: 'connected'; openAllMs: number; refused: number }
  | { step: 'reported'; report: FanOutReport }
  | { step: 'failed'; error: string };

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What `promise` resolves to, or undefined once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const timer = new AbortController();
  try {
    return await Promise.race([promise, sleep(ms, undefined, { signal: timer.signal }).catch(() => undefined)]);
  } finally {
    timer.abort();
  }
}

const send = (message: ChildMessage) => process.send?.(message);

function nextMessage(): Promise<ParentMessage> {
  return new Promise((resolve) => process.once('message', (message) => resolve(message as ParentMessage)));
}

async function run(plan: FanOutPlan): Promise<FanOutReport> {
  const side = paymentSide(plan.dataDir);
  const invoices: BenchInvoice[] = await pool(Array.from({ length: plan.invoices }), plan.concurrency, () =>
    side.createInvoice(),
  );
  // No pooling of sockets: each page holds its own connection, as each browser does.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  // One invoice watched and paid first, so the server's first-use costs (compiling the stream, callback and
  // outbox paths) count neither as the pages' memory nor in the latency of a small round.
  const warmUpInvoice = await side.createInvoice();
  const warmUp = openEventStream(side.bffUrl, warmUpInvoice.token, agent);
  await warmUp.opened;
  await side.pay(warmUpInvoice);
  await within(warmUp.reached('paid'), plan.timeoutMs);
  warmUp.close();
  send({ step: 'created' });
  if ((await nextMessage()).step !== 'connect') throw new Error('expected connect');

  const watched = (page: number) => invoices[page % invoices.length]!;
  // A page whose stream could not be opened stays in the count and will miss its event.
  const streams: (EventStream | undefined)[] = [];
  let refused = 0;
  const openStart = nodeNow();
  await pool(Array.from({ length: plan.pages }), plan.concurrency, async (_, page) => {
    const stream = openEventStream(side.bffUrl, watched(page).token, agent);
    try {
      await stream.opened;
      streams[page] = stream;
    } catch {
      refused++;
      stream.close();
    }
  });
  send({ step: 'connected', openAllMs: nodeNow() - openStart, refused });
  if ((await nextMessage()).step !== 'pay') throw new Error('expected pay');

  const sentAt = new Map<number, number>();
  const open = streams.flatMap((stream, page) => (stream ? [{ stream, invoice: watched(page) }] : []));
  const arrivals = open.map(({ stream, invoice }) =>
    within(
      stream.reached('paid').then((at) => at - sentAt.get(invoice.id)!),
      plan.timeoutMs,
    ),
  );
  const payStart = nodeNow();
  await pool(invoices, plan.concurrency, async (invoice) => {
    sentAt.set(invoice.id, nodeNow());
    await side.pay(invoice);
  });
  const payAllMs = nodeNow() - payStart;
  const latencies = await Promise.all(arrivals);
  for (const { stream } of open) stream.close();
  agent.destroy();
  const latenciesMs = latencies.filter((l): l is number => l !== undefined);
  return { payAllMs, latenciesMs, missed: latencies.length - latenciesMs.length };
}

const first = await nextMessage();
if (first.step === 'plan') {
  try {
    send({ step: 'reported', report: await run(first.plan) });
  } catch (error) {
    send({ step: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
process.disconnect?.();
