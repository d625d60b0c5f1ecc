// What the package test's browser walks watch besides the screen: the console and uncaught errors of a page and of
// every window it opens, and the live trade stream as Chromium received it (answers and messages). Kept free of DOM
// types: package.node.test.ts, type-checked with Node's types only, imports it.
import type { BrowserContext, Page } from 'playwright';

/**
 * Every console error and warning, and every uncaught error, of each page of `context` (the host page and the
 * windows it opens: the identity provider, the card page and their return pages), as `<kind> <url>: <text>`.
 */
export function watchProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()} ${message.location().url || message.page()?.url()}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => problems.push(`page error ${error.page()?.url()}: ${error.error().message}`));
  return problems;
}

/** One answer of the BFF to a trade's event stream, as the browser got it. */
export interface StreamAnswer {
  tradeId: number;
  status: number;
  allowOrigin: string | undefined;
}

export interface TradeStreams {
  answers: StreamAnswer[];
  /** The `state` of each `trade` event the page's EventSource received, in order, by trade. */
  states: Map<number, string[]>;
}

const tradeStreamPath = /\/api\/trades\/(\d+)\/events(?:\?|$)/;

/**
 * Records the trade event streams `page` opens: the answer to each (status, Access-Control-Allow-Origin) and each
 * server-sent `trade` event Chromium handed to the page's EventSource (DevTools' `Network.eventSourceMessageReceived`:
 * what the network delivered, not what a fallback poll read).
 */
export async function watchTradeStreams(page: Page): Promise<TradeStreams> {
  const streams: TradeStreams = { answers: [], states: new Map() };
  const streamOf = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const id = tradeStreamPath.exec(response.url)?.[1];
    if (id === undefined) return;
    streamOf.set(requestId, Number(id));
    const allowOrigin = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'access-control-allow-origin',
    )?.[1];
    streams.answers.push({ tradeId: Number(id), status: response.status, allowOrigin });
  });
  cdp.on('Network.eventSourceMessageReceived', ({ requestId, eventName, data }) => {
    const tradeId = streamOf.get(requestId);
    if (tradeId === undefined || eventName !== 'trade') return;
    const { state } = JSON.parse(data) as { state: string };
    streams.states.set(tradeId, [...(streams.states.get(tradeId) ?? []), state]);
  });
  await cdp.send('Network.enable');
  return streams;
}
